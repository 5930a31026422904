import type { Connection } from '../api/connections.js';
import type { PlanCorners } from '../geo/floor-plan-georeference.js';
import type { Floor } from '../model/floor.js';
import type { PoiAddBody, PoiUpdateBody } from '../model/poi-input.js';
import type { Poi } from '../model/poi-wire.js';
import type { Space } from '../model/space.js';
import { ImportExportConstants } from './constants.js';
import { PoiFileMessages } from './messages.js';
import { PoiIdIndex, type PoiIds } from './poi-matching.js';
import { parseJsonText, type ReadResult, readFailed, readOk } from './result.js';

/** RFC 7946 positions are [longitude, latitude]. */
export type Position = [lon: number, lat: number];
type Properties = Record<string, unknown>;

export interface GeoJsonFeature {
  type: 'Feature';
  geometry:
    | { type: 'Point'; coordinates: Position }
    | { type: 'LineString'; coordinates: Position[] }
    | { type: 'Polygon'; coordinates: Position[][] };
  properties: Properties;
}

export interface GeoJsonFeatureCollection {
  type: 'FeatureCollection';
  /** Foreign members (RFC 7946 section 6.1): which building this is. */
  buid: string;
  name: string;
  features: GeoJsonFeature[];
}

const { featureTypes } = ImportExportConstants;

/** The plan's corners; the floor's bounding box when the floor has no corners. */
function floorCorners(floor: Floor): PlanCorners | null {
  if (floor.plan_corners) return floor.plan_corners as unknown as PlanCorners;
  const box = [
    floor.bottom_left_lat,
    floor.bottom_left_lng,
    floor.top_right_lat,
    floor.top_right_lng,
  ].map((v) => (v === undefined || v === '' ? Number.NaN : Number(v)));
  const [south, west, north, east] = box as [number, number, number, number];
  if (!box.every(Number.isFinite) || south === north || west === east) return null;
  return [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
  ];
}

/** Twice the signed area of a ring (positive when counterclockwise, lon as x and lat as y). */
function signedArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i += 1) {
    const [x1, y1] = ring[i] as Position;
    const [x2, y2] = ring[i + 1] as Position;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The plan's outline as a closed ring, counterclockwise as RFC 7946 asks of exterior rings. */
export function footprintRing(corners: PlanCorners): Position[] {
  const ring: Position[] = [...corners, corners[0]].map(([lon, lat]) => [lon, lat]);
  return signedArea(ring) < 0 ? ring.reverse() : ring;
}

function poiPosition(poi: Poi): Position | null {
  const lon = Number(poi.coordinates_lon);
  const lat = Number(poi.coordinates_lat);
  return poi.coordinates_lon !== '' &&
    poi.coordinates_lat !== '' &&
    Number.isFinite(lon) &&
    Number.isFinite(lat)
    ? [lon, lat]
    : null;
}

/** OSM's indoor tagging writes a feature spanning floors as "a;b". */
const connectionLevel = (c: Connection) =>
  c.floor_a === c.floor_b ? c.floor_a : `${c.floor_a};${c.floor_b}`;

export interface BuildingGeoJsonSources {
  space: Space;
  floors: readonly Floor[];
  pois: readonly Poi[];
  connections: readonly Connection[];
}

/**
 * A building as an RFC 7946 FeatureCollection: each placed floor plan's outline as a
 * Polygon, each POI (connectors too, the connections end at them) as a Point with all
 * its properties, each connection as a LineString between its POIs. Every feature has
 * `level` (the floor number, as OSM's indoor tagging and QGIS filters use it).
 */
export function buildBuildingGeoJson(sources: BuildingGeoJsonSources): GeoJsonFeatureCollection {
  const features: GeoJsonFeature[] = [];
  for (const floor of sources.floors) {
    const corners = floorCorners(floor);
    if (!corners) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Polygon', coordinates: [footprintRing(corners)] },
      properties: {
        feature_type: featureTypes.floor,
        level: floor.floor_number,
        buid: floor.buid,
        floor_number: floor.floor_number,
        floor_name: floor.floor_name,
        description: floor.description,
      },
    });
  }
  const positions = new Map<string, Position>();
  for (const poi of sources.pois) {
    const position = poiPosition(poi);
    if (!position) continue;
    positions.set(poi.puid, position);
    const { coordinates_lat: _lat, coordinates_lon: _lon, ...properties } = poi;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: position },
      properties: { feature_type: featureTypes.poi, level: poi.floor_number, ...properties },
    });
  }
  for (const connection of sources.connections) {
    const a = positions.get(connection.pois_a);
    const b = positions.get(connection.pois_b);
    if (!a || !b) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: [a, b] },
      properties: {
        feature_type: featureTypes.connection,
        level: connectionLevel(connection),
        cuid: connection.cuid,
        pois_a: connection.pois_a,
        pois_b: connection.pois_b,
        floor_a: connection.floor_a,
        floor_b: connection.floor_b,
        weight: connection.weight,
        edge_type: connection.edge_type,
        is_published: connection.is_published,
      },
    });
  }
  return {
    type: 'FeatureCollection',
    buid: sources.space.buid,
    name: sources.space.name,
    features,
  };
}

/**
 * One change a GeoJSON import asks for; `name` and `description` are for the log, `fileId` is
 * the feature's puid in the file (the connections of the file name their ends by it).
 */
export type GeoJsonPoiChange =
  | {
      kind: 'update';
      name: string;
      puid: string;
      description: string;
      fileId: string | undefined;
      body: PoiUpdateBody;
    }
  | {
      kind: 'add';
      name: string;
      puid: '';
      description: string;
      fileId: string | undefined;
      body: PoiAddBody;
    };

/** A LineString connection of the file, its ends by their ids in the file. */
export interface GeoJsonConnection {
  pois_a: string;
  pois_b: string;
  is_published?: 'true' | 'false';
  edge_type?: string;
}

export interface GeoJsonPoiImport {
  changes: GeoJsonPoiChange[];
  /** Point features with a name left out: no level for a new POI, or a level of several floors. */
  skipped: number;
  /** The connections between POIs of the file, each pair once. */
  connections: GeoJsonConnection[];
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** Arrays and objects that a GIS wrote back as JSON text. */
function structured(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (!trimmed.startsWith('[') && !trimmed.startsWith('{')) return value;
  return parseJsonText(trimmed) ?? value;
}

const flag = (value: unknown): 'true' | 'false' | undefined => {
  const v = typeof value === 'boolean' ? String(value) : text(value)?.trim().toLowerCase();
  return v === 'true' || v === 'false' ? v : undefined;
};

/** The POI fields a feature carries, as the add and update endpoints take them. */
function poiFields(properties: Properties) {
  const fields: Record<string, unknown> = {};
  for (const key of [
    'description',
    'pois_type',
    'url',
    'manufacturer',
    'modelNumber',
    'serialNumber',
    'purchaseDate',
    'link',
  ] as const) {
    const value = text(properties[key]);
    if (value !== undefined) fields[key] = value;
  }
  for (const key of ['is_building_entrance', 'is_door', 'is_published'] as const) {
    const value = flag(properties[key]);
    if (value !== undefined) fields[key] = value;
  }
  const price = properties.price;
  if (price === null || typeof price === 'number' || typeof price === 'string')
    fields.price = price;
  const quantity = properties.quantity;
  if (typeof quantity === 'number' || typeof quantity === 'string') fields.quantity = quantity;
  const tags = structured(properties.tags);
  if (typeof tags === 'string' || (Array.isArray(tags) && tags.every((t) => typeof t === 'string')))
    fields.tags = tags;
  const warranty = structured(properties.warranty);
  if (warranty && typeof warranty === 'object' && !Array.isArray(warranty))
    fields.warranty = warranty;
  return fields;
}

/** A single floor number: "2", 2, "-1"; not "0;1" nor "1.5". */
function singleLevel(value: unknown): string | undefined {
  const level = text(value)?.trim();
  return level !== undefined && /^-?\d{1,4}$/.test(level) ? String(Number(level)) : undefined;
}

/** A connection feature (as buildBuildingGeoJson writes it): its two ends' ids in the file. */
function fileConnection(geometry: unknown, props: Properties): GeoJsonConnection | null {
  if ((geometry as { type?: unknown } | null | undefined)?.type !== 'LineString') return null;
  const a = text(props.pois_a)?.trim();
  const b = text(props.pois_b)?.trim();
  if (!a || !b || a === b) return null;
  const published = flag(props.is_published);
  const edgeType = text(props.edge_type)?.trim();
  return {
    pois_a: a,
    pois_b: b,
    ...(published ? { is_published: published } : {}),
    ...(edgeType ? { edge_type: edgeType } : {}),
  };
}

/**
 * The POI changes of a GeoJSON file for one building (docs/import-export.md#geojson-import): each
 * Point feature with a name updates the POI of that building its `puid` names (as the POI's
 * puid or external id), or else adds a POI on the floor its `level` (or `floor_number`) names,
 * keeping the feature's `external_id`, else its `puid`, as the new POI's external id. Floor
 * outlines are passed over; LineString connections are read with their ends' ids. A known POI
 * keeps its floor: the update endpoint moves POIs on their floor only, so its `level` is not
 * read.
 */
export function readGeoJsonPois(
  textOfFile: string,
  buid: string,
  existing: readonly PoiIds[],
): ReadResult<GeoJsonPoiImport> {
  const parsed = parseJsonText(textOfFile) as { type?: unknown; features?: unknown } | undefined;
  if (parsed?.type !== 'FeatureCollection' || !Array.isArray(parsed.features))
    return readFailed(PoiFileMessages.notGeoJson);
  if (parsed.features.length > ImportExportConstants.maxRows)
    return readFailed(PoiFileMessages.tooManyRows(ImportExportConstants.maxRows));
  const index = new PoiIdIndex(existing);
  const changes: GeoJsonPoiChange[] = [];
  const connections: GeoJsonConnection[] = [];
  const pairs = new Set<string>();
  let skipped = 0;
  let points = 0;
  for (const feature of parsed.features as unknown[]) {
    if (!feature || typeof feature !== 'object') continue;
    const { geometry, properties } = feature as { geometry?: unknown; properties?: unknown };
    const props = (properties && typeof properties === 'object' ? properties : {}) as Properties;
    const connection = fileConnection(geometry, props);
    if (connection) {
      const { pois_a: a, pois_b: b } = connection;
      const pair = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
      if (!pairs.has(pair)) connections.push(connection);
      pairs.add(pair);
      continue;
    }
    const point = geometry as { type?: unknown; coordinates?: unknown } | null | undefined;
    if (point?.type !== 'Point' || !Array.isArray(point.coordinates)) continue;
    const [lon, lat] = point.coordinates as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number') continue;
    const name = text(props.name)?.trim();
    if (!name) continue;
    points += 1;
    const fields = poiFields(props);
    const description = typeof fields.description === 'string' ? fields.description : '';
    const position = { coordinates_lat: String(lat), coordinates_lon: String(lon) };
    const fileId = text(props.puid)?.trim() || undefined;
    const externalId = text(props.external_id)?.trim() || fileId;
    const known = index.match([fileId, text(props.external_id)?.trim()]);
    if (known.ok) {
      const { puid } = known.poi;
      changes.push({
        kind: 'update',
        name,
        puid,
        description,
        fileId,
        body: { ...fields, puid, buid, name, ...position } as PoiUpdateBody,
      });
      continue;
    }
    const level = singleLevel(props.level ?? props.floor_number);
    if (level === undefined) {
      skipped += 1;
      continue;
    }
    changes.push({
      kind: 'add',
      name,
      puid: '',
      description,
      fileId,
      body: {
        pois_type: 'Other',
        ...fields,
        buid,
        floor_number: Number(level),
        name,
        ...position,
        ...(externalId ? { external_id: externalId } : {}),
      } as PoiAddBody,
    });
  }
  if (points === 0) return readFailed(PoiFileMessages.noPointFeatures);
  return readOk({ changes, skipped, connections });
}
