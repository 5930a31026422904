import { strToU8, type Zippable, zipSync } from 'fflate';
import sharp from 'sharp';

/**
 * Archives shaped exactly as Anyplace's architect writes its backups
 * (dmsl/anyplace server/public/anyplace_architect/scripts/controllers/BuildingController.js,
 * `DownloadBackup`, `exportPoisBuildingToJson`, `exportConnectionBuildingToJson`):
 * - JSZip folders floor_plans/ and radiomaps/ (their own entries), a plan per floor with a
 *   plan as `{floor}.png` (the base64 the server serves, whatever the image really is),
 *   a radiomap per floor as `{floor}-radiomap.txt` (empty for a floor without one);
 * - allpois.json: JSON.stringify({building: {floors, buid, name, description,
 *   coordinates_lat, coordinates_lon}}, null, 4) where each floor is {floor_number, pois}
 *   and each POI {name, description, puid, pois_type, coordinates_lat, coordinates_lon,
 *   overwrite, is_building_entrance}; connectors (pois_type "None") left out, a floor with
 *   only connectors listed with no POI, a floor without any POI not listed at all;
 * - allconnections.json: {building: {buid, name, description, coordinates_lat,
 *   coordinates_lon, floors: [{floor_number, connections: [{name, description, cuid,
 *   weight, pois_a, pois_b, floor_a, floor_b, is_published, buid_a, buid_b}]}]}}.
 * The radiomap of floor 0 is the server's matrix (RadioMap.scala createRadioMapFrozenAndMean),
 * that of floor 1 a logger log (LoggerWiFi write_to_log).
 */
export const ANYPLACE_BUID = 'building_3ae47293-69d1-45ec-96a3-f59f95a70705_1423000957534';

export const ANYPLACE_POIS = {
  entrance: {
    name: 'Main entrance',
    description: 'Doors to the car park',
    puid: 'poi_064f4a01-07bd-45fa-9579-63fa197d3d90',
    pois_type: 'Entrance',
    coordinates_lat: '35.144620',
    coordinates_lon: '33.411450',
    overwrite: 'false',
    is_building_entrance: 'true',
  },
  room: {
    name: 'Room 101',
    description: '',
    puid: 'poi_1ab1e0f3-3c2e-4f6b-8d6a-2b7e0b1f1a01',
    pois_type: 'Room',
    coordinates_lat: '35.144700',
    coordinates_lon: '33.411600',
    overwrite: 'false',
    is_building_entrance: 'false',
  },
  office: {
    name: 'Office 201',
    description: 'Head of department',
    puid: 'poi_5c9d8e7f-1111-4a2b-9c3d-4e5f6a7b8c9d',
    pois_type: 'Office',
    coordinates_lat: '35.144680',
    coordinates_lon: '33.411520',
    overwrite: 'false',
    is_building_entrance: 'false',
  },
} as const;

/** Connectors Anyplace keeps in connections but leaves out of allpois.json. */
const CONNECTOR_0 = 'poi_c0nnec70-0000-4000-8000-000000000000';
const CONNECTOR_1 = 'poi_c0nnec70-0000-4000-8000-000000000001';

const connection = (
  cuid: string,
  a: string,
  b: string,
  floorA: string,
  floorB: string,
  buidB = ANYPLACE_BUID,
) => ({
  name: '',
  description: '',
  cuid,
  weight: '12.4',
  pois_a: a,
  pois_b: b,
  floor_a: floorA,
  floor_b: floorB,
  is_published: 'true',
  buid_a: ANYPLACE_BUID,
  buid_b: buidB,
});

export const ANYPLACE_BUILDING = {
  buid: ANYPLACE_BUID,
  name: 'Computer Science Building',
  description: 'University campus, FST-01',
  coordinates_lat: '35.14461',
  coordinates_lon: '33.41146',
};

export function anyplacePoisJson(): string {
  const { entrance, room, office } = ANYPLACE_POIS;
  return JSON.stringify(
    {
      building: {
        floors: [
          { floor_number: '0', pois: [entrance, room] },
          { floor_number: '1', pois: [office] },
          // Floor 2 holds only connectors: listed, with no POI.
          { floor_number: '2', pois: [] },
        ],
        ...ANYPLACE_BUILDING,
      },
    },
    null,
    4,
  );
}

export function anyplaceConnectionsJson(): string {
  const { entrance, room, office } = ANYPLACE_POIS;
  return JSON.stringify(
    {
      building: {
        ...ANYPLACE_BUILDING,
        floors: [
          {
            floor_number: '0',
            connections: [
              connection('conn_1', entrance.puid, room.puid, '0', '0'),
              connection('conn_2', room.puid, CONNECTOR_0, '0', '0'),
              connection('conn_3', office.puid, room.puid, '1', '0'),
            ],
          },
          {
            floor_number: '1',
            connections: [
              connection('conn_4', CONNECTOR_1, office.puid, '1', '1'),
              connection('conn_5', office.puid, 'poi_elsewhere', '1', '0', 'building_other'),
            ],
          },
        ],
      },
    },
    null,
    4,
  );
}

/** Floor 0's radiomap matrix: 3 rows, 2 heard in full or part, 1 all "not heard". */
export const ANYPLACE_MATRIX = [
  '# NaN -110',
  '# X, Y, HEADING, 00:1d:7e:ae:d4:10, c8:d7:19:0a:00:01',
  '35.14455, 33.41139, 0, -81, -67',
  '35.14471, 33.41168, 90, -76, -110',
  '35.14471, 33.41168, 180, -110, -110',
  '',
].join('\n');

/** Floor 1's logger log: 2 scans (3 measurements). */
export const anyplaceLoggerLog = (floor: number, buid = ANYPLACE_BUID) =>
  [
    '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
    `1426764387473 35.14466 33.41150 165.3 00:1d:7e:ae:d4:10 -81 ${floor} ${buid}`,
    `1426764387473 35.14466 33.41150 165.3 c8:d7:19:0a:00:01 -67 ${floor} ${buid}`,
    '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
    `1426764389120 35.14469 33.41155 170.0 00:1d:7e:ae:d4:10 -76 ${floor} ${buid}`,
    '',
  ].join('\n');

export async function anyplacePlanImages(): Promise<{ png: Buffer; jpegNamedPng: Buffer }> {
  const png = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#eee' } })
    .png()
    .toBuffer();
  const jpegNamedPng = await sharp({
    create: { width: 30, height: 60, channels: 3, background: '#ddd' },
  })
    .jpeg()
    .toBuffer();
  return { png, jpegNamedPng };
}

/** The whole archive; `changes` replace (or, with undefined, remove) entries by name. */
export async function anyplaceArchive(
  changes: Record<string, string | Uint8Array | undefined> = {},
): Promise<Buffer> {
  const { png, jpegNamedPng } = await anyplacePlanImages();
  const entries: Record<string, string | Uint8Array | undefined> = {
    'floor_plans/': new Uint8Array(0),
    'floor_plans/0.png': png,
    'floor_plans/1.png': jpegNamedPng,
    'radiomaps/': new Uint8Array(0),
    'radiomaps/0-radiomap.txt': ANYPLACE_MATRIX,
    'radiomaps/1-radiomap.txt': anyplaceLoggerLog(1),
    'radiomaps/2-radiomap.txt': '',
    'allpois.json': anyplacePoisJson(),
    'allconnections.json': anyplaceConnectionsJson(),
    ...changes,
  };
  const zippable: Zippable = {};
  for (const [name, data] of Object.entries(entries)) {
    if (data === undefined) continue;
    zippable[name] = typeof data === 'string' ? strToU8(data) : data;
  }
  return Buffer.from(zipSync(zippable));
}
