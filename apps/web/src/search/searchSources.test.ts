import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, makeSpace } from '../test/factories';
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
