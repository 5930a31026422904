import { strFromU8, type UnzipFileInfo, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Floor } from '../model/floor.js';
import { makeConnection, makeFloor, makePoi, makeSpace } from '../testing/index.js';
import {
  type BackupContents,
  type BackupSources,
  backupBuildingFileSchema,
  backupConnectionsFileSchema,
  backupContentsProblem,
  backupPlanPlacement,
  backupPoisFileSchema,
  buildBackupArchive,
} from './archive-files.js';
import { checkArchiveEntryNames } from './archive-layout.js';
import { BackupMessages } from './messages.js';

const space = makeSpace({
  buid: 'building_src',
  name: 'Engineering Hall',
  description: 'Labs',
  bucode: 'ENG',
  type: 'university',
  address: '1 Campus Road',
  coordinates_lat: '35.14',
  coordinates_lon: '33.41',
  co_owners: ['someone'],
  owner_id: 'owner-1',
  assigned_auditors: ['auditor-1'],
});

const corners: [number, number][] = [
  [33.4095, 35.1405],
  [33.4105, 35.1405],
  [33.4105, 35.1395],
  [33.4095, 35.1395],
];

const floor = (n: string, extra: Partial<Floor> = {}): Floor =>
  makeFloor(n, { buid: space.buid, floor_name: `Floor ${n}`, description: '-', ...extra });

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9]);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

const connection = (a: string, b: string) =>
  makeConnection({
    cuid: `conn_${a}_${b}`,
    buid: space.buid,
    buid_a: space.buid,
    buid_b: space.buid,
    pois_a: a,
    pois_b: b,
    weight: '3.2',
    owner_id: 'owner-1',
  });

function sources(): BackupSources {
  return {
    space,
    floors: [
      floor('-1'),
      floor('0', {
        zoom: '19',
        plan_version: 'v1',
        plan_corners: corners,
        bottom_left_lat: '35.1395',
        bottom_left_lng: '33.4095',
        top_right_lat: '35.1405',
        top_right_lng: '33.4105',
      }),
      floor('1', { zoom: '20', plan_corners: corners }),
    ],
    floorPlansBase64: ['', base64(png), base64(jpeg)],
    radiomaps: [
      { floor_number: '-1', rss_log: '' },
      {
        floor_number: '0',
        rss_log: '# timestamp x y heading mac rss\n1 35.14 33.41 0 aa:bb -60\n',
      },
    ],
    pois: [
      makePoi({ puid: 'poi_a', floor_number: '0', tags: ['printer'] }),
      makePoi({ puid: 'poi_b', floor_number: '1', name: 'Stairs', pois_type: 'Stair' }),
    ],
    connections: [connection('poi_a', 'poi_b')],
  };
}

function unzipWithInfo(archive: Uint8Array) {
  const info = new Map<string, UnzipFileInfo>();
  const files = unzipSync(archive, {
    filter: (file) => {
      info.set(file.name, file);
      return true;
    },
  });
  return { files, info };
}

describe('building archive', () => {
  it('holds the documented layout with building.json; plans keep their real format, uncompressed', () => {
    const { files, info } = unzipWithInfo(buildBackupArchive(sources()));
    expect(Object.keys(files).sort()).toEqual([
      'allconnections.json',
      'allpois.json',
      'building.json',
      'floor_plans/0.png',
      'floor_plans/1.jpg',
      'radiomaps/0-radiomap.txt',
    ]);
    expect(files['floor_plans/0.png']).toEqual(png);
    expect(files['floor_plans/1.jpg']).toEqual(jpeg);
    expect(info.get('floor_plans/0.png')?.compression).toBe(0);
    expect(info.get('allpois.json')?.compression).toBe(8);
    expect(strFromU8(files['radiomaps/0-radiomap.txt'] as Uint8Array)).toContain('aa:bb -60');
    expect(checkArchiveEntryNames(Object.keys(files)).ok).toBe(true);
  });

  it('reads back with the restore schemas: the space, floors with placement, POIs, connections', () => {
    const { files } = unzipWithInfo(buildBackupArchive(sources()));
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    const building = backupBuildingFileSchema.parse(read('building.json'));
    expect(building.space).toMatchObject({
      name: 'Engineering Hall',
      bucode: 'ENG',
      space_type: 'building',
      is_published: true,
      coordinates_lat: '35.14',
    });
    // Owners and auditors are this server's users: a restore makes the caller the owner.
    expect(JSON.stringify(read('building.json'))).not.toContain('auditor-1');
    expect(building.floors.map((f) => f.floor_number)).toEqual([-1, 0, 1]);
    expect(backupPlanPlacement(building.floors[1] as never, 19)).toEqual({
      floor_number: 0,
      zoom: 19,
      corners,
    });
    expect(backupPlanPlacement(building.floors[0] as never, 19)).toBe(null);

    const pois = backupPoisFileSchema.parse(read('allpois.json')).pois;
    expect(pois.map((p) => [p.puid, p.floor_number, p.pois_type])).toEqual([
      ['poi_a', 0, 'Other'],
      ['poi_b', 1, 'Stair'],
    ]);
    expect(pois[0]?.tags).toEqual(['printer']);
    const connections = backupConnectionsFileSchema.parse(read('allconnections.json')).connections;
    expect(connections).toEqual([
      { pois_a: 'poi_a', pois_b: 'poi_b', is_published: true, edge_type: 'hallway' },
    ]);
  });

  it('places a plan by its bounds when the floor has no corners', () => {
    const floorWithBounds = backupBuildingFileSchema.shape.floors.element.parse({
      floor_number: '2',
      bottom_left_lat: '35.1',
      bottom_left_lng: '33.4',
      top_right_lat: '35.2',
      top_right_lng: '33.5',
    });
    expect(backupPlanPlacement(floorWithBounds, 19)).toEqual({
      floor_number: 2,
      zoom: 19,
      bottom_left_lat: '35.1',
      bottom_left_lng: '33.4',
      top_right_lat: '35.2',
      top_right_lng: '33.5',
    });
  });
});

describe('backup contents check', () => {
  const contents = (change: (c: BackupContents) => void = () => {}): BackupContents => {
    const { files } = unzipWithInfo(buildBackupArchive(sources()));
    const read = (name: string) => JSON.parse(strFromU8(files[name] as Uint8Array));
    const names = checkArchiveEntryNames(Object.keys(files));
    if (!names.ok) throw new Error('bad names');
    const result: BackupContents = {
      building: backupBuildingFileSchema.parse(read('building.json')),
      pois: backupPoisFileSchema.parse(read('allpois.json')).pois,
      connections: backupConnectionsFileSchema.parse(read('allconnections.json')).connections,
      entries: names.entries,
    };
    change(result);
    return result;
  };

  it('accepts a backup as the browser makes it', () => {
    expect(backupContentsProblem(contents())).toBe(null);
  });

  it('refuses what does not fit together, naming the culprit', () => {
    expect(
      backupContentsProblem(
        contents((c) => {
          c.building.floors = c.building.floors.filter((f) => f.floor_number !== 1);
        }),
      ),
    ).toBe(BackupMessages.unknownFloor('floor_plans/1.jpg', '1'));
    expect(
      backupContentsProblem(
        contents((c) => {
          c.building.floors = c.building.floors.map((f) =>
            f.floor_number === 0 ? { floor_number: 0 } : f,
          );
        }),
      ),
    ).toBe(BackupMessages.planWithoutPlacement('0'));
    expect(
      backupContentsProblem(
        contents((c) => {
          c.building.floors = [...c.building.floors, { floor_number: 1 }];
        }),
      ),
    ).toBe(BackupMessages.duplicateFloor('1'));
    expect(
      backupContentsProblem(
        contents((c) => {
          c.pois = [...c.pois, { ...(c.pois[0] as BackupContents['pois'][number]) }];
        }),
      ),
    ).toBe(BackupMessages.duplicatePoi('poi_a'));
    expect(
      backupContentsProblem(
        contents((c) => {
          c.pois = c.pois.map((p) => ({ ...p, floor_number: 7 }));
        }),
      ),
    ).toBe(BackupMessages.poiUnknownFloor('poi_a', '7'));
    expect(
      backupContentsProblem(
        contents((c) => {
          c.connections = [{ pois_a: 'poi_a', pois_b: 'poi_x' }];
        }),
      ),
    ).toBe(BackupMessages.connectionUnknownPoi('poi_x'));
    expect(
      backupContentsProblem(
        contents((c) => {
          c.connections = [{ pois_a: 'poi_a', pois_b: 'poi_a' }];
        }),
      ),
    ).toBe(BackupMessages.connectionSelf('poi_a'));
    expect(
      backupContentsProblem(
        contents((c) => {
          c.connections = [...c.connections, { pois_a: 'poi_b', pois_b: 'poi_a' }];
        }),
      ),
    ).toBe(BackupMessages.duplicateConnection('poi_b', 'poi_a'));
  });

  it('refuses files that are not what the schemas say', () => {
    expect(backupBuildingFileSchema.safeParse({ space: {}, floors: [] }).success).toBe(false);
    const { files } = unzipWithInfo(buildBackupArchive(sources()));
    const building = JSON.parse(strFromU8(files['building.json'] as Uint8Array));
    building.space.coordinates_lat = 'x'.repeat(100);
    expect(backupBuildingFileSchema.safeParse(building).success).toBe(false);
    expect(
      backupPoisFileSchema.safeParse({ pois: [{ puid: '../x', name: 'A', pois_type: 'Room' }] })
        .success,
    ).toBe(false);
    expect(
      backupConnectionsFileSchema.safeParse({ connections: [{ pois_a: 'a', pois_b: 1 }] }).success,
    ).toBe(false);
  });
});
