import { describe, expect, it } from 'vitest';
import type { Space } from '../model/space.js';
import { makePoi } from '../testing/index.js';
import {
  buildBuildingExport,
  buildCampusExport,
  exportFileName,
  exportFileText,
} from './building-export.js';
import { ImportExportConstants } from './constants.js';
import { PoiFileMessages } from './messages.js';
import { readPoiUpdateFile } from './poi-update-file.js';

const space: Space = {
  buid: 'building_1',
  name: 'Main Library',
  description: 'Books',
  bucode: '',
  space_type: 'building',
  type: '',
  is_published: 'true',
  url: '-',
  address: '-',
  coordinates_lat: '35.1',
  coordinates_lon: '33.4',
  co_owners: [],
  owner_id: 'owner-1',
  assigned_auditors: [],
};

const pois = [
  makePoi({ puid: 'poi_a', name: 'Desk', floor_number: '1', description: 'Front desk' }),
  makePoi({ puid: 'poi_b', name: 'Boiler', floor_number: '0' }),
  makePoi({ puid: 'poi_c', name: 'Connector', pois_type: 'None', floor_number: '0' }),
  makePoi({ puid: 'poi_d', name: 'Stairs', pois_type: 'Stair', floor_number: '10' }),
];

describe('building export', () => {
  it('names files after the lowercased name, non-alphanumerics as dashes, with .txt', () => {
    expect(exportFileName('Main Library (Old)')).toBe('main-library--old-.txt');
    expect(exportFileName('Café 2')).toBe('caf--2.txt');
    expect(exportFileName('Site', '.geojson')).toBe('site.geojson');
  });

  it('holds the building, floors in numeric order with their POIs, connectors left out', () => {
    const file = buildBuildingExport(space, pois, ['0', '1', '2', '10']);
    expect(file).toMatchObject({
      buid: 'building_1',
      name: 'Main Library',
      description: 'Books',
      coordinates_lat: '35.1',
      coordinates_lon: '33.4',
    });
    expect(file.floors.map((f) => f.floor_number)).toEqual(['0', '1', '2', '10']);
    expect(file.floors[0]?.pois.map((p) => p.puid)).toEqual(['poi_b']);
    expect(file.floors[2]?.pois).toEqual([]);
    expect(file.floors[1]?.pois[0]).toEqual({
      name: 'Desk',
      description: 'Front desk',
      puid: 'poi_a',
      pois_type: 'Other',
      coordinates_lat: '57.0505',
      coordinates_lon: '21.0105',
      is_building_entrance: 'false',
      overwrite: ImportExportConstants.defaultOverwrite,
    });
    expect(JSON.stringify(file)).not.toContain('poi_c');
  });

  it('round trip: export, mark one POI and edit it, import gives exactly that edit', () => {
    const file = JSON.parse(exportFileText(buildBuildingExport(space, pois)));
    const desk = file.floors.find((f: { floor_number: string }) => f.floor_number === '1').pois[0];
    desk.description = 'Moved to the entrance';
    desk.overwrite = 'true';
    const boiler = file.floors[0].pois[0];
    boiler.description = 'Not marked, so not imported';
    const read = readPoiUpdateFile(JSON.stringify(file));
    expect(read).toEqual({
      ok: true,
      value: {
        buid: 'building_1',
        name: 'Main Library',
        total: 3,
        updates: [
          {
            puid: 'poi_a',
            buid: 'building_1',
            name: 'Desk',
            description: 'Moved to the entrance',
            pois_type: 'Other',
            coordinates_lat: '57.0505',
            coordinates_lon: '21.0105',
            is_building_entrance: 'false',
          },
        ],
      },
    });
  });

  it("keeps a POI's external id, and an edited file names the POI by it", () => {
    const restored = makePoi({
      puid: 'poi_new',
      name: 'Shop',
      floor_number: '0',
      external_id: 'anyplace_1',
    });
    const file = buildBuildingExport(space, [restored, ...pois]);
    const exported = file.floors[0]?.pois.find((p) => p.puid === 'poi_new');
    expect(exported?.external_id).toBe('anyplace_1');
    expect(file.floors[0]?.pois.find((p) => p.puid === 'poi_b')).not.toHaveProperty('external_id');
    if (exported) exported.overwrite = 'true';
    const read = readPoiUpdateFile(exportFileText(file));
    expect(read.ok && read.value.updates).toEqual([
      expect.objectContaining({ puid: 'poi_new', external_id: 'anyplace_1' }),
    ]);
  });

  it('exports a campus as name, description and buids', () => {
    const campus = {
      cuid: 'cuid_1',
      name: 'North Campus',
      description: 'Labs',
      buids: ['building_1', 'building_2'],
      greeklish: 'false' as const,
      owner_id: 'owner-1',
    };
    expect(JSON.parse(exportFileText(buildCampusExport(campus)))).toEqual({
      name: 'North Campus',
      description: 'Labs',
      buids: ['building_1', 'building_2'],
    });
    expect(exportFileName(campus.name)).toBe('north-campus.txt');
  });
});

describe('POI update file', () => {
  it("reads Anyplace's allpois.json shape: the building inside {building: …}", () => {
    const allpois = {
      building: {
        buid: 'building_9',
        name: 'Old Hall',
        coordinates_lat: '35',
        coordinates_lon: '33',
        floors: [
          {
            floor_number: '0',
            pois: [
              {
                name: 'Office 1',
                description: 'Dean',
                puid: 'poi_x',
                pois_type: 'Office',
                coordinates_lat: 35.001,
                coordinates_lon: 33.002,
                overwrite: 'true',
                is_building_entrance: 'true',
              },
              { name: 'Office 2', puid: 'poi_y', pois_type: 'Office', overwrite: 'false' },
              { name: 'No puid', overwrite: 'true' },
            ],
          },
          { floor_number: '1', pois: [{ name: 'Lab', puid: 'poi_z', overwrite: true }] },
        ],
      },
    };
    const read = readPoiUpdateFile(JSON.stringify(allpois));
    if (!read.ok) throw new Error(read.message);
    expect(read.value.buid).toBe('building_9');
    expect(read.value.total).toBe(3);
    expect(read.value.updates).toEqual([
      {
        puid: 'poi_x',
        buid: 'building_9',
        name: 'Office 1',
        description: 'Dean',
        pois_type: 'Office',
        coordinates_lat: '35.001',
        coordinates_lon: '33.002',
        is_building_entrance: 'true',
      },
      { puid: 'poi_z', buid: 'building_9', name: 'Lab' },
    ]);
  });

  it('refuses text that is not JSON, and JSON that is not a building with floors', () => {
    expect(readPoiUpdateFile('{oops')).toEqual({ ok: false, message: PoiFileMessages.notJson });
    expect(readPoiUpdateFile('{"name":"x"}')).toEqual({
      ok: false,
      message: PoiFileMessages.notUpdateFile,
    });
    expect(readPoiUpdateFile('{"building":{"buid":"b","floors":"none"}}')).toEqual({
      ok: false,
      message: PoiFileMessages.notUpdateFile,
    });
  });

  it('answers no updates when no POI is marked (the panel says there is nothing to update)', () => {
    const read = readPoiUpdateFile(JSON.stringify(buildBuildingExport(space, pois)));
    expect(read.ok && read.value.updates).toEqual([]);
  });
});
