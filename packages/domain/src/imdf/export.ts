import { strToU8, zipSync } from 'fflate';
import { localFrame } from '../geo/local-frame.js';
import { ConnectorType } from '../model/poi.js';
import { unitOfPoint } from '../rooms/rules.js';
import type { LonLat, Opening, Unit } from '../rooms/types.js';
import {
  IMDF_VENUE_CATEGORIES,
  type ImdfAmenityCategory,
  type ImdfVenueCategory,
} from './categories.js';
import { ImdfConstants } from './constants.js';
import { ImdfExportConstants } from './export-constants.js';
import { imdfFeatureId } from './export-ids.js';
import { triangulateRing, withoutRepeats, type XY } from './geometry.js';
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
  ImdfUnit,
  ImdfVenue,
} from './types.js';

/**
 * IMDF amenity categories of the product's POI types; the other types (Kitchen, Office,
 * Room, Other and custom ones) are 'unspecified'.
 */
export const POI_TYPE_AMENITY_CATEGORIES: Readonly<Record<string, ImdfAmenityCategory>> = {
  'Disabled Toilets': 'restroom.wheelchair',
  Elevator: 'elevator',
  Entrance: 'entry',
  'Fire Extinguisher': 'fireextinguisher',
  'First Aid/AED': 'firstaid',
  Ramp: 'ramp',
  'Security/Guard': 'security',
  Stair: 'stairs',
  Toilets: 'restroom',
};

/** A latitude/longitude box (degrees). */
export interface LatLonBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** IMDF ids kept from an import, by feature kind; null or absent where none was kept. */
export type StoredImdfIds<K extends string> = Partial<Record<K, string | null>>;

/** The stored IMDF id when there is one, else the id derived from the product's id. */
const featureId = (stored: string | null | undefined, kind: string, id: string) =>
  stored || imdfFeatureId(kind, id);

export interface ImdfExportInput {
  space: {
    buid: string;
    name: string;
    /** The space's type; an IMDF venue category when it names one. */
    type?: string;
    /** The postal address; '-' or empty for none. */
    address?: string;
    lat: number;
    lon: number;
    /** Ids kept from an imported archive (docs/imdf.md#ids); the others are derived. */
    imdfIds?: StoredImdfIds<'venue' | 'building' | 'address' | 'footprint'>;
  };
  floors: {
    floorNumber: number;
    name: string;
    planBounds?: LatLonBox;
    /** An imported level's id and extent: the level covers at least that extent. */
    imdfLevelId?: string | null;
    levelBounds?: LatLonBox | null;
  }[];
  units: readonly (Unit & { imdfId?: string | null })[];
  openings: readonly (Opening & { imdfId?: string | null })[];
  pois: readonly {
    puid: string;
    floorNumber: number;
    name: string;
    type: string;
    lat: number;
    lon: number;
    imdfAmenityId?: string | null;
    imdfAnchorId?: string | null;
  }[];
  /** When the archive is made (ISO 8601), for manifest.json. */
  created: string;
}

/** The files of an exported archive, as validateImdf and readImdfArchive see them. */
export type ImdfExportArchive = {
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

export interface ImdfExport {
  archive: ImdfExportArchive;
  /** What could not be placed: floors with neither a plan nor rooms, POIs in no room. */
  leftOut: { floors: number[]; pois: string[] };
}

const collection = <F>(features: F[]) => ({ type: 'FeatureCollection' as const, features });

const point = (lon: number, lat: number): ImdfPoint => ({ type: 'Point', coordinates: [lon, lat] });

function boxPolygon(box: LatLonBox): ImdfPolygon {
  const { south, west, north, east } = box;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [east, south],
        [east, north],
        [west, north],
        [west, south],
      ],
    ],
  };
}

function boxOf(positions: readonly LonLat[]): LatLonBox | undefined {
  if (positions.length === 0) return undefined;
  return {
    south: Math.min(...positions.map((p) => p[1])),
    west: Math.min(...positions.map((p) => p[0])),
    north: Math.max(...positions.map((p) => p[1])),
    east: Math.max(...positions.map((p) => p[0])),
  };
}

function unionOf(boxes: readonly (LatLonBox | undefined)[]): LatLonBox | undefined {
  const present = boxes.filter((b): b is LatLonBox => b !== undefined);
  return boxOf(
    present.flatMap((b) => [
      [b.west, b.south],
      [b.east, b.north],
    ]),
  );
}

/** The box grown by `metres` on every side. */
function grown(box: LatLonBox, metres: number): LatLonBox {
  const frame = localFrame({ lat: box.south, lon: box.west });
  const sw = frame.toLatLng({ x: -metres, y: -metres });
  const ne = frame.toMetres({ lat: box.north, lon: box.east });
  const far = frame.toLatLng({ x: ne.x + metres, y: ne.y + metres });
  return { south: sw.lat, west: sw.lon, north: far.lat, east: far.lon };
}

const centre = (box: LatLonBox) => point((box.west + box.east) / 2, (box.south + box.north) / 2);

/**
 * A point inside a simple outline: the centroid of its largest triangle (an outline's own
 * centroid may lie outside it, in the notch of an L).
 */
function pointInside(polygon: readonly LonLat[]): ImdfPoint {
  const first = polygon[0] as LonLat;
  const frame = localFrame({ lon: first[0], lat: first[1] });
  const ring: XY[] = withoutRepeats(
    polygon.map(([lon, lat]) => {
      const m = frame.toMetres({ lat, lon });
      return [m.x, m.y] as XY;
    }),
  );
  let best: { area: number; at: XY } = { area: -1, at: ring[0] ?? [0, 0] };
  for (const [a, b, c] of triangulateRing(ring)) {
    const area = Math.abs((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
    if (area > best.area) best = { area, at: [(a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3] };
  }
  const { lat, lon } = frame.toLatLng({ x: best.at[0], y: best.at[1] });
  return point(lon, lat);
}

const labels = (text: string) => ({ [ImdfExportConstants.language]: text });

/** The IMDF venue category a space's type names, if it names one. */
function venueCategoryOf(type: string | undefined): ImdfVenueCategory | undefined {
  const wanted = type?.trim().toLowerCase();
  return (IMDF_VENUE_CATEGORIES as readonly string[]).includes(wanted ?? '')
    ? (wanted as ImdfVenueCategory)
    : undefined;
}

/** What a building's part of an archive is made from: a space, without the archive's date. */
export type ImdfBuildingInput = Omit<ImdfExportInput, 'created'>;

/** The features of one building, as every archive holding it names and shapes them. */
interface BuildingFeatures {
  address: ImdfAddress;
  building: ImdfBuilding;
  footprint: ImdfFootprint;
  levels: ImdfLevel[];
  units: ImdfUnit[];
  openings: ImdfOpening[];
  amenities: ImdfAmenity[];
  anchors: ImdfAnchor[];
  /** The box of the levels, or a square around the space's point when it has none. */
  footprintBox: LatLonBox;
  /** The space's point, as a box. */
  pointBox: LatLonBox;
  leftOut: ImdfExport['leftOut'];
}

const pointBoxOf = (lat: number, lon: number): LatLonBox => ({
  south: lat,
  west: lon,
  north: lat,
  east: lon,
});

/** The postal address, or the fallback when there is none ('-' or empty). */
function postalAddress(address: string | undefined): string | undefined {
  const postal = address?.trim();
  return postal && postal !== '-' ? postal : undefined;
}

const addressFeature = (id: string, address: string): ImdfAddress => ({
  id,
  type: 'Feature',
  feature_type: 'address',
  geometry: null,
  properties: {
    address,
    unit: null,
    locality: '',
    province: null,
    country: ImdfExportConstants.unknownCountry,
    postal_code: null,
    postal_code_ext: null,
    postal_code_vanity: null,
  },
});

function venueFeature(venue: {
  id: string;
  addressId: string;
  name: string;
  category: ImdfVenueCategory;
  box: LatLonBox;
  displayPoint: ImdfPoint;
}): ImdfVenue {
  return {
    id: venue.id,
    type: 'Feature',
    feature_type: 'venue',
    geometry: boxPolygon(venue.box),
    properties: {
      category: venue.category,
      restriction: null,
      name: labels(venue.name),
      alt_name: null,
      hours: null,
      phone: null,
      website: null,
      display_point: venue.displayPoint,
      address_id: venue.addressId,
    },
  };
}

const manifest = (created: string): ImdfManifest => ({
  version: ImdfConstants.version,
  created,
  generated_by: ImdfExportConstants.generatedBy,
  language: ImdfExportConstants.language,
  extensions: null,
});

/**
 * A space's building with its address, footprint, a level per floor (the floor plan's box,
 * widened to hold the floor's rooms), its rooms as units, doors as openings, and its POIs
 * (connectors left out) as amenities in the room they lie in, each with an anchor. Ids derive
 * from the space's ids alone (or are the kept imported ones), so a building has the same
 * features whether it is exported alone or in its campus (docs/imdf.md#campus-export).
 */
function buildingFeatures(input: ImdfBuildingInput): BuildingFeatures {
  const { space } = input;
  const kept = space.imdfIds ?? {};
  const addressId = featureId(kept.address, 'address', space.buid);
  const buildingId = featureId(kept.building, 'building', space.buid);
  const leftOut: ImdfExport['leftOut'] = { floors: [], pois: [] };
  const unitFeatureId = (unit: ImdfBuildingInput['units'][number]) =>
    featureId(unit.imdfId, 'unit', unit.id);

  const unitsOf = (floorNumber: number) =>
    input.units.filter((u) => u.buid === space.buid && u.floorNumber === floorNumber);
  const levels: { floorNumber: number; feature: ImdfLevel; box: LatLonBox }[] = [];
  for (const floor of [...input.floors].sort((a, b) => a.floorNumber - b.floorNumber)) {
    const box = unionOf([
      floor.planBounds,
      floor.levelBounds ?? undefined,
      boxOf(unitsOf(floor.floorNumber).flatMap((u) => u.polygon)),
    ]);
    if (!box) {
      leftOut.floors.push(floor.floorNumber);
      continue;
    }
    levels.push({
      floorNumber: floor.floorNumber,
      box,
      feature: {
        id: featureId(floor.imdfLevelId, 'level', `${space.buid}:${floor.floorNumber}`),
        type: 'Feature',
        feature_type: 'level',
        geometry: boxPolygon(box),
        properties: {
          category: 'unspecified',
          restriction: null,
          outdoor: false,
          ordinal: floor.floorNumber,
          name: labels(floor.name.trim() || `Floor ${floor.floorNumber}`),
          short_name: labels(String(floor.floorNumber)),
          display_point: centre(box),
          address_id: null,
          building_ids: [buildingId],
        },
      },
    });
  }
  const levelIdOf = new Map(levels.map((l) => [l.floorNumber, l.feature.id]));

  const pointBox = pointBoxOf(space.lat, space.lon);
  const footprintBox =
    unionOf(levels.map((l) => l.box)) ?? grown(pointBox, ImdfExportConstants.emptySpaceSizeM / 2);

  const units: ImdfUnit[] = [];
  const anchors: ImdfAnchor[] = [];
  for (const unit of input.units) {
    const levelId = levelIdOf.get(unit.floorNumber);
    if (!levelId || unit.buid !== space.buid) continue;
    units.push({
      id: unitFeatureId(unit),
      type: 'Feature',
      feature_type: 'unit',
      geometry: { type: 'Polygon', coordinates: [unit.polygon.map(([lon, lat]) => [lon, lat])] },
      properties: {
        category: unit.category,
        restriction: null,
        accessibility: unit.accessibility?.length ? [...unit.accessibility] : null,
        name: unit.name.trim() ? labels(unit.name) : null,
        alt_name: null,
        level_id: levelId,
        display_point: pointInside(unit.polygon),
      },
    });
  }

  const openings: ImdfOpening[] = [];
  for (const opening of input.openings) {
    const levelId = levelIdOf.get(opening.floorNumber);
    if (!levelId || opening.buid !== space.buid) continue;
    const [[lonA, latA], [lonB, latB]] = opening.line;
    openings.push({
      id: featureId(opening.imdfId, 'opening', opening.id),
      type: 'Feature',
      feature_type: 'opening',
      geometry: {
        type: 'LineString',
        coordinates: [
          [lonA, latA],
          [lonB, latB],
        ],
      },
      properties: {
        category: opening.category,
        accessibility: null,
        access_control: null,
        door: null,
        name: null,
        alt_name: null,
        display_point: point((lonA + lonB) / 2, (latA + latB) / 2),
        level_id: levelId,
      },
    });
  }

  const amenities: ImdfAmenity[] = [];
  for (const poi of input.pois) {
    if (poi.type === ConnectorType) continue;
    const unit = levelIdOf.has(poi.floorNumber)
      ? unitOfPoint(unitsOf(poi.floorNumber), poi.lat, poi.lon)
      : undefined;
    if (!unit) {
      leftOut.pois.push(poi.puid);
      continue;
    }
    const unitId = unitFeatureId(unit);
    amenities.push({
      id: featureId(poi.imdfAmenityId, 'amenity', poi.puid),
      type: 'Feature',
      feature_type: 'amenity',
      geometry: point(poi.lon, poi.lat),
      properties: {
        category: POI_TYPE_AMENITY_CATEGORIES[poi.type] ?? 'unspecified',
        accessibility: null,
        name: poi.name.trim() ? labels(poi.name) : null,
        alt_name: null,
        hours: null,
        phone: null,
        website: null,
        unit_ids: [unitId],
        address_id: null,
        correlation_id: null,
      },
    });
    anchors.push({
      id: featureId(poi.imdfAnchorId, 'anchor', poi.puid),
      type: 'Feature',
      feature_type: 'anchor',
      geometry: point(poi.lon, poi.lat),
      properties: { address_id: null, unit_id: unitId },
    });
  }

  return {
    address: addressFeature(addressId, postalAddress(space.address) ?? space.name),
    building: {
      id: buildingId,
      type: 'Feature',
      feature_type: 'building',
      geometry: null,
      properties: {
        name: labels(space.name),
        alt_name: null,
        category: 'unspecified',
        restriction: null,
        display_point: point(space.lon, space.lat),
        address_id: addressId,
      },
    },
    footprint: {
      id: featureId(kept.footprint, 'footprint', space.buid),
      type: 'Feature',
      feature_type: 'footprint',
      geometry: boxPolygon(footprintBox),
      properties: { category: 'ground', name: null, building_ids: [buildingId] },
    },
    levels: levels.map((l) => l.feature),
    units,
    openings,
    amenities,
    anchors,
    footprintBox,
    pointBox,
    leftOut,
  };
}

/** The archive of a venue: its address and venue first, then its buildings' features. */
function venueArchive(
  created: string,
  venue: { address: ImdfAddress; venue: ImdfVenue },
  buildings: readonly BuildingFeatures[],
): ImdfExportArchive {
  return {
    'manifest.json': manifest(created),
    'address.geojson': collection([
      venue.address,
      ...buildings.map((b) => b.address).filter((a) => a.id !== venue.address.id),
    ]),
    'venue.geojson': collection([venue.venue]),
    'building.geojson': collection(buildings.map((b) => b.building)),
    'footprint.geojson': collection(buildings.map((b) => b.footprint)),
    'level.geojson': collection(buildings.flatMap((b) => b.levels)),
    'unit.geojson': collection(buildings.flatMap((b) => b.units)),
    'opening.geojson': collection(buildings.flatMap((b) => b.openings)),
    'amenity.geojson': collection(buildings.flatMap((b) => b.amenities)),
    'anchor.geojson': collection(buildings.flatMap((b) => b.anchors)),
  };
}

/**
 * The IMDF 1.0 archive of a space (see docs/rooms.md#imdf-export): its address, venue and
 * building (buildingFeatures). The venue is the space: its box of the levels and the space's
 * point, grown by the venue margin, shares the building's address. Feature ids derive from
 * the product's ids (export-ids.ts), so they are the same on every export, unless an
 * imported archive's ids were kept (docs/imdf.md#ids).
 */
export function buildImdfExport(input: ImdfExportInput): ImdfExport {
  const { space } = input;
  const building = buildingFeatures(input);
  const venueBox = grown(
    unionOf([building.footprintBox, building.pointBox]) as LatLonBox,
    ImdfExportConstants.venueMarginM,
  );
  const venue = venueFeature({
    id: featureId(space.imdfIds?.venue, 'venue', space.buid),
    addressId: building.address.id,
    name: space.name,
    category: venueCategoryOf(space.type) ?? ImdfExportConstants.defaultVenueCategory,
    box: venueBox,
    displayPoint: point(space.lon, space.lat),
  });
  const archive = venueArchive(input.created, { address: building.address, venue }, [building]);
  return { archive, leftOut: building.leftOut };
}

/** The ids of a building's features. */
const featureIdsOf = (b: BuildingFeatures): string[] =>
  [
    b.address,
    b.building,
    b.footprint,
    ...b.levels,
    ...b.units,
    ...b.openings,
    ...b.amenities,
    ...b.anchors,
  ].map((f) => f.id);

/** The building without the IMDF ids kept from an import: every feature id is derived. */
function withDerivedIds(input: ImdfBuildingInput): ImdfBuildingInput {
  return {
    space: { ...input.space, imdfIds: {} },
    floors: input.floors.map((floor) => ({ ...floor, imdfLevelId: null })),
    units: input.units.map((unit) => ({ ...unit, imdfId: null })),
    openings: input.openings.map((opening) => ({ ...opening, imdfId: null })),
    pois: input.pois.map((poi) => ({ ...poi, imdfAmenityId: null, imdfAnchorId: null })),
  };
}

export interface ImdfVenueExportInput {
  /** The campus that is the venue. */
  campus: { cuid: string; name: string };
  /** Its buildings, in the campus's order: at least one. */
  buildings: readonly [ImdfBuildingInput, ...ImdfBuildingInput[]];
  /** When the archive is made (ISO 8601), for manifest.json. */
  created: string;
}

export interface ImdfVenueExport {
  archive: ImdfExportArchive;
  /** What could not be placed, by building: as ImdfExport's leftOut. */
  leftOut: { buid: string; floors: number[]; pois: string[] }[];
}

/**
 * The IMDF 1.0 archive of a campus (docs/imdf.md#campus-export): the venue is the campus,
 * named after it, its box holding every building's footprint and point (grown by the venue
 * margin), its display point the centre of the buildings' points, its category the first
 * building type that is an IMDF venue category (else the default) and its address the
 * first building's postal address (else the campus's name), under ids derived from the
 * campus's id. Each building brings the features a single-building export gives it, with
 * the same ids, except a building whose kept imported ids an earlier one already uses: its
 * ids are all derived from the product's ids.
 */
export function buildImdfVenueExport(input: ImdfVenueExportInput): ImdfVenueExport {
  const venueId = imdfFeatureId('venue', input.campus.cuid);
  const addressId = imdfFeatureId('address', input.campus.cuid);
  const used = new Set([venueId, addressId]);
  const buildings = input.buildings.map((building) => {
    let features = buildingFeatures(building);
    // Two spaces imported from one archive kept the same ids: the later one's are derived.
    if (featureIdsOf(features).some((id) => used.has(id)))
      features = buildingFeatures(withDerivedIds(building));
    for (const id of featureIdsOf(features)) used.add(id);
    return features;
  });
  const venueBox = grown(
    unionOf(buildings.flatMap((b) => [b.footprintBox, b.pointBox])) as LatLonBox,
    ImdfExportConstants.venueMarginM,
  );
  const postal = input.buildings
    .map((b) => postalAddress(b.space.address))
    .find((a) => a !== undefined);
  const category = input.buildings
    .map((b) => venueCategoryOf(b.space.type))
    .find((c) => c !== undefined);
  const venue = venueFeature({
    id: venueId,
    addressId,
    name: input.campus.name,
    category: category ?? ImdfExportConstants.defaultVenueCategory,
    box: venueBox,
    displayPoint: centre(unionOf(buildings.map((b) => b.pointBox)) as LatLonBox),
  });
  const address = addressFeature(addressId, postal ?? input.campus.name);
  return {
    archive: venueArchive(input.created, { address, venue }, buildings),
    leftOut: input.buildings.map((b, i) => ({
      buid: b.space.buid,
      ...(buildings[i] as BuildingFeatures).leftOut,
    })),
  };
}

/** The archive as a zip: one JSON file per entry, at the zip's root, as IMDF archives are. */
export function zipImdfArchive(archive: ImdfExportArchive): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  for (const [name, content] of Object.entries(archive))
    files[name] = strToU8(JSON.stringify(content));
  return zipSync(files, { level: 6 });
}
