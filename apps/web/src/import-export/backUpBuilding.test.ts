import {
  BackupMessages,
  BackupProgress,
  FetchMessages,
  type Floor,
  FloorMessages,
  PoiMessages,
} from '@indoor/domain';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { blobBytes, captureDownloads } from '../test/downloads';
import { fakeFetch, makeConnection, makePoi, makeSpace } from '../test/factories';
import { BackupError, backUpBuilding } from './backUpBuilding';

const space = makeSpace({ buid: 'building_1' });
const floors: Floor[] = [
  {
    buid: 'building_1',
    floor_number: '0',
    floor_name: 'Ground',
    description: '-',
    is_published: 'true',
    zoom: '19',
    plan_corners: [
      [21, 57.1],
      [21.1, 57.1],
      [21.1, 57],
      [21, 57],
    ],
  },
  {
    buid: 'building_1',
    floor_number: '1',
    floor_name: 'First',
    description: '-',
    is_published: 'true',
  },
];
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);
const connection = makeConnection();

const ok = (payload: unknown) => ({ status: 200, payload });

const ROOM = {
  id: '3f1c2b4a-0000-4000-8000-000000000001',
  buid: 'building_1',
  floor_number: 0,
  name: 'Lab',
  category: 'room',
  accessibility: [],
  polygon: [
    [21.01, 57.01],
    [21.02, 57.01],
    [21.02, 57.02],
    [21.01, 57.02],
    [21.01, 57.01],
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const DOOR = {
  id: '3f1c2b4a-0000-4000-8000-000000000002',
  buid: 'building_1',
  floor_number: 0,
  unit_id: ROOM.id,
  category: 'pedestrian',
  line: [
    [21.012, 57.01],
    [21.013, 57.01],
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};
const ROOMS_PATH = '/api/mapping/units/floor/all';

/** The calls of a backup, each answerable on its own; the rooms call once per floor (floor 1 has none). */
function backupServer(overrides: Record<string, ReturnType<typeof ok>> = {}) {
  let roomCalls = 0;
  const answers: Record<string, ReturnType<typeof ok>> = {
    '/api/mapping/floor/all': ok({ floors }),
    '/api/floorplans64/all/building_1/0%201': ok({
      all_floors: [btoa(String.fromCharCode(...png)), ''],
    }),
    '/api/radiomap/floors': ok({
      rss_log_files: [
        { floor_number: '0', rss_log: '1 57.05 21.01 0 aa:bb:cc:dd:ee:ff -60 0 building_1\n' },
        { floor_number: '1', rss_log: '' },
      ],
    }),
    '/api/mapping/pois/space/all': ok({
      pois: [makePoi({ puid: 'poi_1' }), makePoi({ puid: 'poi_2', name: 'Desk' })],
    }),
    '/api/mapping/connection/space/all': ok({ connections: [connection] }),
    ...overrides,
  };
  const { fetchImpl, calls } = fakeFetch((url) => {
    if (url === ROOMS_PATH && !(url in overrides)) {
      roomCalls += 1;
      return roomCalls === 1
        ? ok({ units: [ROOM], openings: [DOOR] })
        : ok({ units: [], openings: [] });
    }
    return answers[url] ?? { status: 404, payload: { message: 'Not found.' } };
  });
  vi.stubGlobal('fetch', fetchImpl);
  return { urls: () => calls.map((call) => call.url) };
}

describe('backUpBuilding', () => {
  beforeEach(() => useAlertStore.setState({ alert: null }));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches in the documented order with its progress steps and saves {buid}.zip with the layout', async () => {
    const { urls } = backupServer();
    const saved = captureDownloads();
    const progress: number[] = [];
    const fileName = await backUpBuilding(space, (p) => progress.push(p));

    expect(fileName).toBe('building_1.zip');
    expect(progress).toEqual([
      BackupProgress.started,
      BackupProgress.floorsFetched,
      BackupProgress.floorPlansFetched,
      BackupProgress.radiomapsFetched,
      BackupProgress.poisFetched,
      BackupProgress.poisExported,
      BackupProgress.connectionsFetched,
    ]);
    expect(progress).toEqual([0, 10, 25, 70, 80, 90, 100]);
    expect(urls()).toEqual([
      '/api/mapping/floor/all',
      '/api/floorplans64/all/building_1/0%201',
      '/api/radiomap/floors',
      '/api/mapping/pois/space/all',
      '/api/mapping/connection/space/all',
      ROOMS_PATH,
      ROOMS_PATH,
    ]);
    // The last of the "Fetched …" infos is still showing.
    expect(useAlertStore.getState().alert?.text).toBe(FloorMessages.fetchedRadiomaps);

    expect(saved.map((s) => s.name)).toEqual(['building_1.zip']);
    const files = unzipSync(await blobBytes(saved[0]?.blob));
    expect(Object.keys(files).sort()).toEqual([
      'allconnections.json',
      'allpois.json',
      'allrooms.json',
      'building.json',
      'floor_plans/0.png',
      'radiomaps/0-radiomap.txt',
    ]);
    // The rooms and doors of every floor, as the rooms endpoints answer them.
    const rooms = JSON.parse(strFromU8(files['allrooms.json'] as Uint8Array));
    expect(rooms).toEqual({
      units: [
        {
          id: ROOM.id,
          floor_number: 0,
          name: 'Lab',
          category: 'room',
          accessibility: [],
          polygon: ROOM.polygon,
        },
      ],
      openings: [
        { id: DOOR.id, floor_number: 0, unit_id: ROOM.id, category: 'pedestrian', line: DOOR.line },
      ],
    });
    expect(files['floor_plans/0.png']).toEqual(png);
    const pois = JSON.parse(strFromU8(files['allpois.json'] as Uint8Array)).pois;
    expect(pois.map((p: { puid: string }) => p.puid)).toEqual(['poi_1', 'poi_2']);
    const building = JSON.parse(strFromU8(files['building.json'] as Uint8Array));
    expect(building.space.name).toBe(space.name);
    expect(building.floors.map((f: Floor) => f.floor_number)).toEqual(['0', '1']);
  });

  it('skips plans and radiomaps for a building without floors', async () => {
    const { urls } = backupServer({ '/api/mapping/floor/all': ok({ floors: [] }) });
    const saved = captureDownloads();
    await backUpBuilding(space, () => {});
    expect(urls()).not.toContain('/api/radiomap/floors');
    expect(Object.keys(unzipSync(await blobBytes(saved[0]?.blob))).sort()).toEqual([
      'allconnections.json',
      'allpois.json',
      'building.json',
    ]);
  });

  it.each([
    ['/api/mapping/floor/all', FetchMessages.backupFloors, 10],
    ['/api/floorplans64/all/building_1/0%201', FetchMessages.backupFloorPlans, 25],
    ['/api/radiomap/floors', FetchMessages.backupRadiomaps, 70],
    ['/api/mapping/pois/space/all', PoiMessages.fetchFailed, 80],
    ['/api/mapping/connection/space/all', PoiMessages.connectionsLoadFailed, 100],
    [ROOMS_PATH, BackupMessages.roomsFetchFailed, 100],
  ])('names the failed step (%s) with the server message, and saves nothing', async (url, text, notReached) => {
    backupServer({ [url]: { status: 500, payload: { message: 'Database down.' } } });
    const saved = captureDownloads();
    const progress: number[] = [];
    const error = await backUpBuilding(space, (p) => progress.push(p)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toBe(`${text} Database down.`);
    expect(progress).not.toContain(notReached);
    expect(saved).toEqual([]);
  });

  it('uses the default text alone when the server sends no message', async () => {
    backupServer({ '/api/radiomap/floors': { status: 404, payload: {} } });
    captureDownloads();
    await expect(backUpBuilding(space, () => {})).rejects.toThrow(
      new BackupError(FetchMessages.backupRadiomaps),
    );
  });
});
