import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, makePoi, makeSpace } from '../test/factories';
import { geocoderSearchUrl, placeResults, searchAllSources, spaceResults } from './searchSources';

const geocoder = 'https://geocoder.example/nominatim/';

describe('search sources', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the Nominatim search URL with the text encoded and at most 5 places', () => {
    expect(geocoderSearchUrl(geocoder, 'Rue de l’Église & co')).toBe(
      'https://geocoder.example/nominatim/search?format=json&q=Rue+de+l%E2%80%99%C3%89glise+%26+co&limit=5',
    );
  });

  it('turns places into results and drops entries without a valid position', () => {
    expect(
      placeResults([
        { place_id: 7, display_name: 'Nicosia, Cyprus', lat: '35.17', lon: '33.36' },
        { place_id: 8, display_name: 'Nowhere', lat: '123', lon: '0' },
      ]),
    ).toEqual([
      {
        kind: 'place',
        id: 'place:7',
        label: 'Nicosia',
        detail: 'Cyprus',
        position: { lat: 35.17, lon: 33.36 },
      },
    ]);
    expect(() => placeResults({ error: 'bad' })).toThrow();
  });

  it('skips spaces without a position', () => {
    const placed = makeSpace({ buid: 'a', address: '1 Main St' });
    const nowhere = makeSpace({ buid: 'b', coordinates_lat: '' });
    expect(spaceResults([placed, nowhere]).map((r) => [r.id, r.detail])).toEqual([
      ['space:a', 'Building · 1 Main St'],
    ]);
  });

  it('asks the geocoder only when one is configured, and keeps what the other sources found', async () => {
    const space = makeSpace({ buid: 'lib' });
    const { fetchImpl, calls } = fakeFetch((url) => {
      if (url === '/api/mapping/space/search') return { status: 200, payload: { spaces: [space] } };
      return { status: 500, payload: { message: 'broken' } };
    });
    vi.stubGlobal('fetch', fetchImpl);
    const signal = new AbortController().signal;

    const without = await searchAllSources('Main', { geocoderUrl: null, signal, fetchImpl });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/mapping/space/search',
      '/api/mapping/pois/search',
    ]);
    expect(without).toMatchObject({
      failed: false,
      results: [{ kind: 'space', label: space.name }],
    });

    calls.length = 0;
    await searchAllSources('Main', { geocoderUrl: geocoder, signal, fetchImpl });
    expect(calls.map((c) => c.url)).toContain(geocoderSearchUrl(geocoder, 'Main'));
  });

  it('names the building and floor of POIs found under the same name', async () => {
    const hall = makeSpace({ buid: 'eng', name: 'Engineering Hall' });
    const toilets = (puid: string, buid: string, floor: string, floorName: string) =>
      makePoi({ puid, buid, name: 'Toilets', floor_number: floor, floor_name: floorName });
    const pois = [
      toilets('t0', 'eng', '0', 'Ground floor'),
      toilets('t1', 'lib', '1', ''),
      makePoi({ puid: 'cafe', buid: 'eng', name: 'Cafe' }),
    ];
    const { fetchImpl } = fakeFetch((url) => {
      if (url === '/api/mapping/space/search') return { status: 200, payload: { spaces: [hall] } };
      return { status: 200, payload: { pois } };
    });
    vi.stubGlobal('fetch', fetchImpl);
    const outcome = await searchAllSources('Toil', {
      geocoderUrl: null,
      signal: new AbortController().signal,
      fetchImpl,
      buildingName: (buid) => (buid === 'lib' ? 'Main Library' : undefined),
    });
    expect(outcome.results.filter((r) => r.kind === 'poi').map((r) => [r.label, r.detail])).toEqual(
      [
        ['Toilets — Engineering Hall, Ground floor (0)', 'Other'],
        ['Toilets — Main Library, Floor 1', 'Other'],
        ['Cafe', 'Other · Ground'],
      ],
    );
  });

  it('fails only when every source failed', async () => {
    const { fetchImpl } = fakeFetch(() => ({ status: 500, payload: { message: 'down' } }));
    vi.stubGlobal('fetch', fetchImpl);
    const outcome = await searchAllSources('Main', {
      geocoderUrl: geocoder,
      signal: new AbortController().signal,
      fetchImpl,
    });
    expect(outcome).toEqual({ results: [], failed: true });
  });
});
