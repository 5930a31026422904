import { describe, expect, it } from 'vitest';
import type { Floor } from '../model/floor.js';
import { poiAddBodySchema, poiUpdateBodySchema } from '../model/poi-input.js';
import { PoiAssetDetailKeys, redactAssetDetails } from '../model/poi-wire.js';
import type { Space } from '../model/space.js';
import { makeConnection, makeFloor, makePoi } from '../testing/index.js';
import { buildBuildingGeoJson, footprintRing, readGeoJsonPois } from './geojson.js';
import { geoJsonFloorsProblem, planGeoJsonConnections } from './geojson-import.js';
import { PoiFileMessages } from './messages.js';

const space = { buid: 'building_1', name: 'Main Library' } as Space;
const floor = (overrides: Partial<Floor>): Floor =>
  makeFloor('0', { floor_name: 'Ground', ...overrides });
const floors = [
  floor({
    floor_number: '0',
    plan_corners: [
      [33.0, 35.2],
      [33.2, 35.2],
      [33.2, 35.0],
      [33.0, 35.0],
    ],
  }),
  floor({
    floor_number: '1',
    floor_name: 'First',
    bottom_left_lat: '35.0',
    bottom_left_lng: '33.0',
    top_right_lat: '35.1',
    top_right_lng: '33.1',
  }),
  floor({ floor_number: '2', floor_name: 'No plan' }),
];
const pois = [
  makePoi({
    puid: 'poi_a',
    name: 'Printer',
    floor_number: '0',
    coordinates_lat: '35.1',
    coordinates_lon: '33.1',
    manufacturer: 'HP',
    serialNumber: 'SN-1',
    price: 120.5,
    quantity: 2,
    tags: ['office', 'paper'],
    warranty: { scope: 'parts', expirationDate: '2030-01-01', isLifetime: false },
  }),
  makePoi({
    puid: 'poi_b',
    name: 'Connector',
    pois_type: 'None',
    floor_number: '1',
    coordinates_lat: '35.05',
    coordinates_lon: '33.05',
  }),
];
const connection = makeConnection({
  floor_b: '1',
  pois_a: 'poi_a',
  pois_b: 'poi_b',
  weight: '12.5',
  owner_id: 'owner-1',
});

describe('GeoJSON export', () => {
  const collection = buildBuildingGeoJson({ space, floors, pois, connections: [connection] });

  it('writes an RFC 7946 FeatureCollection: plans as polygons, POIs as points, edges as lines', () => {
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features.map((f) => [f.geometry.type, f.properties.level])).toEqual([
      ['Polygon', '0'],
      ['Polygon', '1'],
      ['Point', '0'],
      ['Point', '1'],
      ['LineString', '0;1'],
    ]);
  });

  it('closes footprint rings counterclockwise, [lon, lat], from corners or bounds', () => {
    const [plan, box] = collection.features;
    expect(plan?.geometry.coordinates).toEqual([
      [
        [33.0, 35.2],
        [33.0, 35.0],
        [33.2, 35.0],
        [33.2, 35.2],
        [33.0, 35.2],
      ],
    ]);
    expect(box?.geometry.coordinates).toEqual([
      [
        [33.0, 35.1],
        [33.0, 35.0],
        [33.1, 35.0],
        [33.1, 35.1],
        [33.0, 35.1],
      ],
    ]);
    // Already counterclockwise corners stay in their order.
    const ccw = footprintRing([
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ]);
    expect(ccw[1]).toEqual([1, 0]);
  });

  it('writes the POIs of a reader without asset details with no asset property at all', () => {
    const redacted = buildBuildingGeoJson({
      space,
      floors,
      pois: pois.map(redactAssetDetails),
      connections: [connection],
    });
    const printer = redacted.features.find((f) => f.properties.puid === 'poi_a');
    expect(printer?.properties).toMatchObject({ feature_type: 'poi', name: 'Printer', level: '0' });
    for (const key of PoiAssetDetailKeys) expect(printer?.properties, key).not.toHaveProperty(key);
    // The rest of the building is as anyone exports it.
    expect(redacted.features.map((f) => f.geometry.type)).toEqual(
      collection.features.map((f) => f.geometry.type),
    );
  });

  it('gives each POI point every property, the asset register included', () => {
    const printer = collection.features[2];
    expect(printer?.geometry.coordinates).toEqual([33.1, 35.1]);
    expect(printer?.properties).toMatchObject({
      feature_type: 'poi',
      puid: 'poi_a',
      name: 'Printer',
      manufacturer: 'HP',
      serialNumber: 'SN-1',
      price: 120.5,
      quantity: 2,
      tags: ['office', 'paper'],
      warranty: { scope: 'parts', expirationDate: '2030-01-01', isLifetime: false },
    });
    const line = collection.features[4];
    expect(line?.geometry.coordinates).toEqual([
      [33.1, 35.1],
      [33.05, 35.05],
    ]);
    expect(line?.properties).toMatchObject({ cuid: 'conn_1', pois_a: 'poi_a', pois_b: 'poi_b' });
  });

  it('round trip: export, edit in a GIS, import gives the edits and the new point', () => {
    const edited = JSON.parse(JSON.stringify(collection));
    const printer = edited.features[2];
    printer.geometry.coordinates = [33.11, 35.12];
    printer.properties.description = 'Moved next to the window';
    printer.properties.manufacturer = 'Canon';
    // QGIS writes lists and objects back as JSON text, and empty attributes as null.
    printer.properties.tags = '["office","colour"]';
    printer.properties.link = null;
    edited.features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [33.15, 35.15] },
      properties: { name: 'Fire extinguisher', level: 0, pois_type: 'Fire Extinguisher' },
    });
    edited.features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [33.15, 35.15] },
      properties: { name: 'Somewhere', level: '0;1' },
    });
    const read = readGeoJsonPois(JSON.stringify(edited), 'building_1', [
      { puid: 'poi_a' },
      { puid: 'poi_b' },
    ]);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.skipped).toBe(1);
    const [update, connector, added] = read.value.changes;
    expect(update?.kind).toBe('update');
    const body = poiUpdateBodySchema.parse(update?.body);
    expect(body).toMatchObject({
      puid: 'poi_a',
      buid: 'building_1',
      name: 'Printer',
      description: 'Moved next to the window',
      manufacturer: 'Canon',
      serialNumber: 'SN-1',
      coordinates_lat: '35.12',
      coordinates_lon: '33.11',
      price: 120.5,
      quantity: 2,
      tags: ['office', 'colour'],
      warranty: { scope: 'parts', expirationDate: '2030-01-01', isLifetime: false },
    });
    expect(body.link).toBeUndefined();
    expect(connector?.kind).toBe('update');
    expect(added?.kind).toBe('add');
    expect(poiAddBodySchema.parse(added?.body)).toMatchObject({
      buid: 'building_1',
      floor_number: 0,
      name: 'Fire extinguisher',
      pois_type: 'Fire Extinguisher',
      coordinates_lat: '35.15',
      coordinates_lon: '33.15',
    });
  });

  it('adds a POI whose puid belongs to another building, on its level', () => {
    const read = readGeoJsonPois(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [33, 35] },
            properties: { name: 'Desk', puid: 'poi_elsewhere', level: '2' },
          },
        ],
      }),
      'building_1',
      [{ puid: 'poi_a' }],
    );
    expect(
      read.ok &&
        read.value.changes.map((c) => [c.kind, c.kind === 'add' ? c.body.floor_number : null]),
    ).toEqual([['add', 2]]);
  });

  it('refuses files that are not a FeatureCollection, or hold no named point', () => {
    expect(readGeoJsonPois('{"type":"Feature"}', 'b', [])).toEqual({
      ok: false,
      message: PoiFileMessages.notGeoJson,
    });
    const lines = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties: {} },
      ],
    });
    expect(readGeoJsonPois(lines, 'b', [])).toEqual({
      ok: false,
      message: PoiFileMessages.noPointFeatures,
    });
  });
});

describe('GeoJSON round trip into a new building', () => {
  const exported = buildBuildingGeoJson({ space, floors, pois, connections: [connection] });
  const text = JSON.stringify(exported);

  it('exports each connection with both ends and their floors', () => {
    const line = exported.features.find((f) => f.geometry.type === 'LineString');
    expect(line?.properties).toMatchObject({
      pois_a: 'poi_a',
      pois_b: 'poi_b',
      floor_a: '0',
      floor_b: '1',
    });
  });

  it('adds every POI, keeping its id as the external id, and the connections between them', () => {
    const read = readGeoJsonPois(text, 'building_new', []);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.changes.map((c) => [c.kind, c.fileId])).toEqual([
      ['add', 'poi_a'],
      ['add', 'poi_b'],
    ]);
    const [printer, connector] = read.value.changes.map((c) => poiAddBodySchema.parse(c.body));
    expect(printer).toMatchObject({ buid: 'building_new', external_id: 'poi_a', floor_number: 0 });
    expect(connector).toMatchObject({ pois_type: 'None', external_id: 'poi_b', floor_number: 1 });
    expect(read.value.connections).toEqual([
      { pois_a: 'poi_a', pois_b: 'poi_b', is_published: 'true', edge_type: 'hallway' },
    ]);
    expect(planGeoJsonConnections(read.value, [])).toEqual({
      toAdd: read.value.connections,
      missingEnd: [],
      existing: 0,
    });
  });

  it('keeps an external id the file carries rather than the puid', () => {
    const carried = JSON.parse(text);
    carried.features.find(
      (f: { properties: { puid?: string } }) => f.properties.puid === 'poi_a',
    ).properties.external_id = 'anyplace_1';
    const read = readGeoJsonPois(JSON.stringify(carried), 'building_new', []);
    expect(read.ok && read.value.changes[0]?.body).toMatchObject({ external_id: 'anyplace_1' });
  });

  it('updates the POIs of a building that knows the ids, and adds no connection it has', () => {
    const copy = [
      { puid: 'poi_x', external_id: 'poi_a' },
      { puid: 'poi_y', external_id: 'poi_b' },
    ];
    const read = readGeoJsonPois(text, 'building_copy', copy);
    if (!read.ok) throw new Error(read.message);
    expect(read.value.changes.map((c) => [c.kind, c.puid])).toEqual([
      ['update', 'poi_x'],
      ['update', 'poi_y'],
    ]);
    expect(planGeoJsonConnections(read.value, [{ pois_a: 'poi_y', pois_b: 'poi_x' }])).toEqual({
      toAdd: [],
      missingEnd: [],
      existing: 1,
    });
  });

  it('logs a connection whose end the file does not import', () => {
    const withoutConnector = JSON.parse(text);
    withoutConnector.features = withoutConnector.features.filter(
      (f: { properties: { puid?: string } }) => f.properties.puid !== 'poi_b',
    );
    const read = readGeoJsonPois(JSON.stringify(withoutConnector), 'building_new', []);
    if (!read.ok) throw new Error(read.message);
    const plan = planGeoJsonConnections(read.value, []);
    expect(plan.toAdd).toEqual([]);
    expect(plan.missingEnd.map((c) => c.pois_b)).toEqual(['poi_b']);
  });

  it('refuses once, up front, when POIs go on floors without a placed plan', () => {
    const read = readGeoJsonPois(text, 'building_new', []);
    if (!read.ok) throw new Error(read.message);
    const placed = {
      bottom_left_lat: '35',
      bottom_left_lng: '33',
      top_right_lat: '35.2',
      top_right_lng: '33.2',
    };
    expect(
      geoJsonFloorsProblem(read.value, {
        name: 'New',
        floors: [
          { floor_number: '0', ...placed },
          { floor_number: '1', ...placed },
        ],
      }),
    ).toBeNull();
    expect(geoJsonFloorsProblem(read.value, { name: 'New', floors: [{ floor_number: '1' }] })).toBe(
      PoiFileMessages.floorsWithoutPlan('New', ['0', '1']),
    );
  });
});
