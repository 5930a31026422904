import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  backupBuildingFileSchema,
  backupConnectionsFileSchema,
  backupContentsProblem,
  backupPoisFileSchema,
} from '../backup/archive-files.js';
import { checkArchiveEntryNames } from '../backup/archive-layout.js';
import {
  buildImportArchive,
  decodeFloorPlan,
  type PulledBuilding,
  remoteFloorNumbers,
  ServerImportRefusal,
} from './building-archive.js';
import { ServerImportMessages } from './messages.js';

const BUID = 'building_mall';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Answers as Anyplace 4.3 writes them: every value a string. */
const floor = (n: string, bounds = true) => ({
  buid: BUID,
  fuid: `${BUID}_${n}`,
  floor_name: `Level ${n}`,
  floor_number: n,
  description: '',
  is_published: 'true',
  ...(bounds
    ? {
        bottom_left_lat: '35.1440',
        bottom_left_lng: '33.4110',
        top_right_lat: '35.1450',
        top_right_lng: '33.4120',
        zoom: '19',
      }
    : {}),
});
const poi = (puid: string, floorNumber: string, type = 'Shop', name = puid) => ({
  puid,
  buid: BUID,
  floor_number: floorNumber,
  floor_name: floorNumber,
  name,
  description: '',
  pois_type: type,
  is_door: 'false',
  is_building_entrance: 'false',
  coordinates_lat: '35.1445',
  coordinates_lon: '33.4115',
  is_published: 'true',
  url: '',
  image: '',
});
const connection = (a: string, b: string, floorA: string, floorB: string, buidB = BUID) => ({
  cuid: `conn_${a}_${b}`,
  pois_a: a,
  pois_b: b,
  floor_a: floorA,
  floor_b: floorB,
  buid: BUID,
  buid_a: BUID,
  buid_b: buidB,
  edge_type: 'hallway',
  weight: '0.01',
  is_published: 'true',
});

const pulled = (changes: Partial<PulledBuilding> = {}): PulledBuilding => ({
  space: {
    buid: BUID,
    name: 'City Mall',
    description: 'Shops',
    coordinates_lat: '35.1445',
    coordinates_lon: '33.4115',
    bucode: '',
    is_published: 'true',
    space_type: 'building',
  },
  floors: [floor('0'), floor('1'), floor('2', false)],
  pois: [
    poi('shop_a', '0'),
    poi('conn_0', '0', 'None', ''),
    poi('conn_1', '1', 'None', ''),
    poi('shop_b', '1'),
    poi('lost', '7'),
    { ...poi('far', '0'), coordinates_lat: '135' },
  ],
  connections: [
    connection('shop_a', 'conn_0', '0', '0'),
    connection('conn_0', 'conn_1', '0', '1'),
    // Listed again by floor 1.
    connection('conn_0', 'conn_1', '0', '1'),
    connection('conn_1', 'shop_b', '1', '1'),
    connection('conn_1', 'elsewhere', '1', '0', 'building_other'),
    connection('shop_b', 'ghost', '1', '1'),
    // A refused one listed twice is refused once.
    connection('shop_b', 'ghost', '1', '1'),
  ],
  plans: new Map([
    [0, { image: PNG }],
    [2, { image: PNG }],
    [1, { problem: 'not an image' }],
  ]),
  radiomaps: new Map<number, string | { problem: string }>([
    [0, '# NaN -110\n# X, Y, HEADING, 00:1d:7e:ae:d4:10\n35.1445, 33.4115, 0, -81\n'],
    [1, 'not a radiomap'],
    [2, { problem: 'the server answered with status 500' }],
  ]),
  ...changes,
});

const fileOf = (files: { name: string; data: Uint8Array }[], name: string) =>
  JSON.parse(strFromU8(files.find((f) => f.name === name)?.data ?? new Uint8Array()));

describe('an import archive from a server’s answers', () => {
  it('keeps connectors and connections between floors, each connection once', () => {
    const archive = buildImportArchive(pulled());
    expect(archive.received).toEqual({
      floors: 3,
      floor_plans: 1,
      pois: 4,
      connectors: 2,
      connections: 3,
      radiomaps: 1,
      fingerprints: 1,
    });
    expect(archive.duplicateConnections).toBe(2);
    const pois = backupPoisFileSchema.parse(fileOf(archive.files, 'allpois.json')).pois;
    expect(pois.map((p) => [p.puid, p.name, p.pois_type])).toEqual([
      ['shop_a', 'shop_a', 'Shop'],
      ['conn_0', 'Connector', 'None'],
      ['conn_1', 'Connector', 'None'],
      ['shop_b', 'shop_b', 'Shop'],
    ]);
    const connections = backupConnectionsFileSchema.parse(
      fileOf(archive.files, 'allconnections.json'),
    ).connections;
    expect(connections.map((c) => `${c.pois_a}-${c.pois_b}`)).toEqual([
      'shop_a-conn_0',
      'conn_0-conn_1',
      'conn_1-shop_b',
    ]);
  });

  it('writes an archive the restore accepts, with the floors’ bounds', () => {
    const archive = buildImportArchive(pulled());
    const building = backupBuildingFileSchema.parse(fileOf(archive.files, 'building.json'));
    expect(building.space).toMatchObject({ buid: BUID, name: 'City Mall' });
    expect(building.floors[0]).toMatchObject({
      floor_number: 0,
      floor_name: 'Level 0',
      bottom_left_lat: '35.1440',
      top_right_lng: '33.4120',
      zoom: 19,
    });
    const names = checkArchiveEntryNames(archive.files.map((f) => f.name));
    expect(names.ok).toBe(true);
    if (!names.ok) return;
    expect(names.entries.map((e) => e.name).sort()).toEqual([
      'allconnections.json',
      'allpois.json',
      'building.json',
      'floor_plans/0.png',
      'radiomaps/0-radiomap.txt',
    ]);
    expect(
      backupContentsProblem({
        building,
        pois: backupPoisFileSchema.parse(fileOf(archive.files, 'allpois.json')).pois,
        connections: backupConnectionsFileSchema.parse(fileOf(archive.files, 'allconnections.json'))
          .connections,
        entries: names.entries,
      }),
    ).toBeNull();
  });

  it('lists what it refused, with the reasons', () => {
    const archive = buildImportArchive(pulled());
    expect(archive.refused).toEqual({
      floor: 0,
      floor_plan: 2,
      poi: 2,
      connection: 2,
      radiomap: 2,
    });
    expect(archive.refusedItems).toEqual(
      expect.arrayContaining([
        { kind: 'poi', id: 'lost', reason: ServerImportMessages.poiUnknownFloor('7') },
        { kind: 'poi', id: 'far', reason: ServerImportMessages.poiBadPosition },
        {
          kind: 'connection',
          id: 'conn_conn_1_elsewhere',
          reason: ServerImportMessages.connectionOtherBuilding('building_other'),
        },
        {
          kind: 'connection',
          id: 'conn_shop_b_ghost',
          reason: ServerImportMessages.connectionUnknownPoi('ghost'),
        },
        { kind: 'floor_plan', id: '1', reason: 'not an image' },
        { kind: 'floor_plan', id: '2', reason: ServerImportMessages.planWithoutBounds },
        { kind: 'radiomap', id: '2', reason: 'the server answered with status 500' },
      ]),
    );
    expect(archive.refusedItems.find((item) => item.kind === 'radiomap')?.reason).toMatch(
      /^the radio map cannot be read: /,
    );
  });

  it('refuses the whole import without a usable floor or space', () => {
    expect(() => buildImportArchive(pulled({ floors: [] }))).toThrow(
      new ServerImportRefusal(ServerImportMessages.noFloors),
    );
    expect(() =>
      buildImportArchive(
        pulled({ space: { buid: BUID, coordinates_lat: '1', coordinates_lon: '2' } }),
      ),
    ).toThrow(ServerImportRefusal);
  });

  it('reads floor numbers and base64 plans as servers write them', () => {
    expect(
      remoteFloorNumbers([floor('1'), floor('-1'), floor('1'), { floor_number: 'x' }]),
    ).toEqual([-1, 1]);
    expect(decodeFloorPlan('data:image/png;base64,iVBO\nRw0K')).toEqual({
      image: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
    });
    expect(decodeFloorPlan('***')).toEqual({ problem: ServerImportMessages.planNotBase64 });
  });
});
