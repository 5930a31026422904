import { localFrame } from '../../geo/local-frame.js';
import type {
  ImdfAddress,
  ImdfAmenity,
  ImdfAnchor,
  ImdfBuilding,
  ImdfFeatureCollection,
  ImdfFootprint,
  ImdfLevel,
  ImdfManifest,
  ImdfOpening,
  ImdfPoint,
  ImdfPolygon,
  ImdfPosition,
  ImdfUnit,
  ImdfVenue,
} from '../types.js';

/** The files of a small archive, typed so that tests can break one property at a time. */
export type ImdfTestArchive = {
  'manifest.json': ImdfManifest;
  'address.geojson': ImdfFeatureCollection<ImdfAddress>;
  'venue.geojson': ImdfFeatureCollection<ImdfVenue>;
  'building.geojson': ImdfFeatureCollection<ImdfBuilding>;
  'footprint.geojson': ImdfFeatureCollection<ImdfFootprint>;
  'level.geojson': ImdfFeatureCollection<ImdfLevel>;
  'unit.geojson': ImdfFeatureCollection<ImdfUnit>;
  'opening.geojson': ImdfFeatureCollection<ImdfOpening>;
  'amenity.geojson': ImdfFeatureCollection<ImdfAmenity>;
  'anchor.geojson': ImdfFeatureCollection<ImdfAnchor>;
};

/** A version-4 style UUID numbered n, so tests can name features. */
export const testImdfId = (n: number) =>
  `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

export const TestImdfIds = {
  address: testImdfId(1),
  venue: testImdfId(2),
  building: testImdfId(3),
  footprint: testImdfId(4),
  ground: testImdfId(5),
  first: testImdfId(6),
  roomA: testImdfId(10),
  roomB: testImdfId(11),
  corridor: testImdfId(12),
  hall: testImdfId(13),
  door: testImdfId(20),
  amenity: testImdfId(30),
  anchor: testImdfId(40),
} as const;

const frame = localFrame({ lat: 57.0501, lon: 21.0102 });

/** The WGS84 position `x` metres east and `y` metres north of the test venue's corner. */
export function testImdfPosition(x: number, y: number): ImdfPosition {
  const { lat, lon } = frame.toLatLng({ x, y });
  return [lon, lat];
}

export function testImdfPoint(x: number, y: number): ImdfPoint {
  return { type: 'Point', coordinates: testImdfPosition(x, y) };
}

/** A rectangle in metres of the test frame, counter-clockwise and closed. */
export function testImdfRectangle(x0: number, y0: number, x1: number, y1: number): ImdfPolygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        testImdfPosition(x0, y0),
        testImdfPosition(x1, y0),
        testImdfPosition(x1, y1),
        testImdfPosition(x0, y1),
        testImdfPosition(x0, y0),
      ],
    ],
  };
}

const collection = <F extends { type: 'Feature' }>(features: F[]) => ({
  type: 'FeatureCollection' as const,
  features,
});

function unit(
  id: string,
  levelId: string,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): ImdfUnit {
  return {
    id,
    type: 'Feature',
    feature_type: 'unit',
    geometry: testImdfRectangle(x0, y0, x1, y1),
    properties: {
      category: 'room',
      restriction: null,
      accessibility: null,
      name: { en: `Room ${id.slice(-2)}` },
      alt_name: null,
      level_id: levelId,
      display_point: testImdfPoint((x0 + x1) / 2, (y0 + y1) / 2),
    },
  };
}

function level(id: string, ordinal: number): ImdfLevel {
  return {
    id,
    type: 'Feature',
    feature_type: 'level',
    geometry: testImdfRectangle(5, 5, 35, 25),
    properties: {
      category: 'unspecified',
      restriction: null,
      outdoor: false,
      ordinal,
      name: { en: `Floor ${ordinal}` },
      short_name: { en: String(ordinal) },
      display_point: testImdfPoint(20, 15),
      address_id: null,
      building_ids: [TestImdfIds.building],
    },
  };
}

/**
 * A minimal valid archive: one venue (40 × 30 m) with its address, one building with its
 * footprint, two levels (30 × 20 m); on the ground level rooms A and B and a corridor with a
 * door between A and B, an amenity in A and an anchor in B; one hall on the first level.
 */
export function makeImdfArchive(): ImdfTestArchive {
  const ids = TestImdfIds;
  return {
    'manifest.json': {
      version: '1.0.0',
      created: '2026-11-27T09:00:00Z',
      generated_by: 'indoor-planner tests',
      language: 'en',
    },
    'address.geojson': collection<ImdfAddress>([
      {
        id: ids.address,
        type: 'Feature',
        feature_type: 'address',
        geometry: null,
        properties: {
          address: '1 Library Street',
          unit: null,
          locality: 'Kuldiga',
          province: 'LV-050',
          country: 'LV',
          postal_code: 'LV-3301',
        },
      },
    ]),
    'venue.geojson': collection<ImdfVenue>([
      {
        id: ids.venue,
        type: 'Feature',
        feature_type: 'venue',
        geometry: testImdfRectangle(0, 0, 40, 30),
        properties: {
          category: 'university',
          restriction: null,
          name: { en: 'Main Library', lv: 'Galvenā bibliotēka' },
          alt_name: null,
          hours: 'Mo-Fr 08:00-20:00',
          phone: null,
          website: null,
          display_point: testImdfPoint(20, 15),
          address_id: ids.address,
        },
      },
    ]),
    'building.geojson': collection<ImdfBuilding>([
      {
        id: ids.building,
        type: 'Feature',
        feature_type: 'building',
        geometry: null,
        properties: {
          name: { en: 'Library' },
          alt_name: null,
          category: 'unspecified',
          restriction: null,
          display_point: testImdfPoint(20, 15),
          address_id: ids.address,
        },
      },
    ]),
    'footprint.geojson': collection<ImdfFootprint>([
      {
        id: ids.footprint,
        type: 'Feature',
        feature_type: 'footprint',
        geometry: testImdfRectangle(5, 5, 35, 25),
        properties: { category: 'ground', name: null, building_ids: [ids.building] },
      },
    ]),
    'level.geojson': collection<ImdfLevel>([level(ids.ground, 0), level(ids.first, 1)]),
    'unit.geojson': collection<ImdfUnit>([
      unit(ids.roomA, ids.ground, 5, 5, 20, 25),
      unit(ids.roomB, ids.ground, 20, 5, 35, 15),
      unit(ids.corridor, ids.ground, 20, 15, 35, 25),
      unit(ids.hall, ids.first, 5, 5, 35, 25),
    ]),
    'opening.geojson': collection<ImdfOpening>([
      {
        id: ids.door,
        type: 'Feature',
        feature_type: 'opening',
        geometry: {
          type: 'LineString',
          coordinates: [testImdfPosition(20, 8), testImdfPosition(20, 10)],
        },
        properties: {
          category: 'pedestrian',
          accessibility: ['wheelchair'],
          access_control: null,
          door: { type: 'swinging', material: 'wood', automatic: false },
          name: null,
          alt_name: null,
          display_point: testImdfPoint(20, 9),
          level_id: ids.ground,
        },
      },
    ]),
    'amenity.geojson': collection<ImdfAmenity>([
      {
        id: ids.amenity,
        type: 'Feature',
        feature_type: 'amenity',
        geometry: testImdfPoint(10, 10),
        properties: {
          category: 'information',
          accessibility: null,
          name: { en: 'Help desk' },
          alt_name: null,
          hours: null,
          phone: null,
          website: null,
          unit_ids: [ids.roomA],
          address_id: null,
          correlation_id: null,
        },
      },
    ]),
    'anchor.geojson': collection<ImdfAnchor>([
      {
        id: ids.anchor,
        type: 'Feature',
        feature_type: 'anchor',
        geometry: testImdfPoint(25, 10),
        properties: { address_id: null, unit_id: ids.roomB },
      },
    ]),
  };
}
