import { localFrame } from '../geo/local-frame.js';
import { RoomConstants } from '../rooms/constants.js';
import { floorRoomProblems } from '../rooms/rules.js';
import type { LonLat, Opening, Unit } from '../rooms/types.js';
import type { ImdfAmenityCategory } from './categories.js';
import { ImdfConstants } from './constants.js';
import { type LatLonBox, POI_TYPE_AMENITY_CATEGORIES } from './export.js';
import { boxesOverlap, boxOfPoints, distanceToBoundary, type XY } from './geometry.js';
import { ImdfImportConstants } from './import-constants.js';
import { ImdfImportMessages } from './import-messages.js';
import type {
  ImdfAddress,
  ImdfAmenity,
  ImdfAnchor,
  ImdfArchive,
  ImdfBuilding,
  ImdfFeature,
  ImdfFinding,
  ImdfFootprint,
  ImdfLabels,
  ImdfLevel,
  ImdfManifest,
  ImdfOpening,
  ImdfPolygonal,
  ImdfPosition,
  ImdfUnit,
  ImdfVenue,
} from './types.js';

/** Why a valid archive cannot become a building here; the message is for the user. */
export class ImdfImportError extends Error {
  override readonly name = 'ImdfImportError';
}

/**
 * What an IMDF archive becomes (docs/imdf.md#import): a space, its floors, rooms, doors and
 * POIs, each with the IMDF id it had, so that its export names the same features. Rooms
 * and doors refer to each other by IMDF id; the caller gives them ids of its own.
 */
export interface ImdfImportPlan {
  space: {
    name: string;
    lat: number;
    lon: number;
    /** The address feature's street address; '' when it only repeats the name. */
    address: string;
    /** The venue's category (the export writes it back when the type is one). */
    type: string;
    imdfIds: { venue: string; building: string | null; address: string; footprint: string | null };
  };
  floors: { floorNumber: number; name: string; imdfLevelId: string; bounds: LatLonBox }[];
  units: {
    /** Unique in the plan: the unit's id, with `#part` for the second part on. */
    key: string;
    /** The unit's IMDF id; null for the second part of a multipolygon on. */
    imdfId: string | null;
    floorNumber: number;
    name: string;
    category: Unit['category'];
    accessibility: NonNullable<Unit['accessibility']>;
    polygon: LonLat[];
  }[];
  openings: {
    imdfId: string;
    floorNumber: number;
    /** The key of the room on whose wall the door lies. */
    unitKey: string | null;
    category: Opening['category'];
    line: [LonLat, LonLat];
  }[];
  pois: {
    imdfAmenityId: string;
    /** The anchor at the amenity's spot in its unit, as the export writes one per amenity. */
    imdfAnchorId: string | null;
    floorNumber: number;
    name: string;
    type: string;
    lat: number;
    lon: number;
  }[];
}

/**
 * The validator's errors as one refusal (warnings do not refuse an import): a first line,
 * then a line per finding, the first ImdfImportConstants.findingsListed of them.
 */
export function imdfRefusalMessage(findings: readonly ImdfFinding[]): string | null {
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length === 0) return null;
  const listed = errors.slice(0, ImdfImportConstants.findingsListed);
  const lines = [
    ImdfImportMessages.invalid(errors.length),
    ...listed.map(ImdfImportMessages.finding),
  ];
  if (errors.length > listed.length)
    lines.push(ImdfImportMessages.moreFindings(errors.length - listed.length));
  return lines.join('\n');
}

const featuresOf = <F extends ImdfFeature>(archive: ImdfArchive, type: F['feature_type']): F[] => {
  const file = archive[`${type}${ImdfConstants.featureFileSuffix}`] as
    | { features?: F[] }
    | undefined;
  return file?.features ?? [];
};

/** The label in the archive's language, else in English, else the first one. */
function labelOf(labels: ImdfLabels | null | undefined, language: string): string {
  if (!labels) return '';
  return (labels[language] ?? labels.en ?? Object.values(labels)[0] ?? '').trim();
}

/** The outer ring of each part of a polygon or multipolygon (holes are not kept). */
function outerRings(geometry: ImdfPolygonal): ImdfPosition[][] {
  const parts = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  return parts.map((rings) => rings[0] ?? []).filter((ring) => ring.length > 0);
}

const lonLat = (p: ImdfPosition): LonLat => [p[0], p[1]];

function boundsOf(positions: readonly ImdfPosition[]): LatLonBox {
  return {
    south: Math.min(...positions.map((p) => p[1])),
    west: Math.min(...positions.map((p) => p[0])),
    north: Math.max(...positions.map((p) => p[1])),
    east: Math.max(...positions.map((p) => p[0])),
  };
}

/** The POI type of an amenity category: the export's table read backwards, else Other. */
export function poiTypeOfAmenity(category: ImdfAmenityCategory | string): string {
  for (const [type, amenity] of Object.entries(POI_TYPE_AMENITY_CATEGORIES))
    if (amenity === category) return type;
  if (category.startsWith('restroom.'))
    return category.includes('wheelchair') ? 'Disabled Toilets' : 'Toilets';
  return 'Other';
}

/**
 * The room of `units` on whose wall both ends of a door lie (within the validator's
 * tolerance), the nearest when several do; null when none does.
 */
function wallUnit(
  line: readonly LonLat[],
  units: readonly ImdfImportPlan['units'][number][],
): string | null {
  const [first] = line;
  if (!first) return null;
  const frame = localFrame({ lon: first[0], lat: first[1] });
  const project = (p: LonLat): XY => {
    const m = frame.toMetres({ lon: p[0], lat: p[1] });
    return [m.x, m.y];
  };
  const ends = line.map(project);
  const tolerance = ImdfConstants.openingBoundaryToleranceM;
  const lineBox = boxOfPoints(ends);
  let best: { id: string; distance: number } | null = null;
  for (const unit of units) {
    const ring = unit.polygon.map(project);
    if (!boxesOverlap(boxOfPoints(ring), lineBox, tolerance)) continue;
    const distance = Math.max(...ends.map((p) => distanceToBoundary(p, [ring])));
    if (distance <= tolerance && (!best || distance < best.distance))
      best = { id: unit.key, distance };
  }
  return best?.id ?? null;
}

/**
 * What a VALID archive (validateImdf found no error) becomes: the venue (with its first
 * building) a space at the venue's display point, each level a floor numbered by its
 * ordinal, units rooms (a multipolygon unit a room per part, the first keeping its id),
 * openings doors on the wall of the room they lie on, amenities POIs on the floor of their
 * first unit. Throws an ImdfImportError for what the product cannot hold: two levels on
 * one ordinal, or rooms that break the product's room rules (docs/rooms.md#the-rules).
 */
export function planImdfImport(archive: ImdfArchive): ImdfImportPlan {
  const manifest = archive[ImdfConstants.manifestFile] as ImdfManifest;
  const language = manifest.language;
  const [venue] = featuresOf<ImdfVenue>(archive, 'venue');
  if (!venue) throw new ImdfImportError(ImdfImportMessages.noVenue);
  const [building] = featuresOf<ImdfBuilding>(archive, 'building');
  const [footprint] = featuresOf<ImdfFootprint>(archive, 'footprint').filter(
    (f) => !building || f.properties.building_ids.includes(building.id),
  );
  const address = featuresOf<ImdfAddress>(archive, 'address').find(
    (a) => a.id === venue.properties.address_id,
  );
  const name =
    labelOf(venue.properties.name, language) || labelOf(building?.properties.name, language);
  const [lon, lat] = venue.properties.display_point.coordinates;
  const street = address?.properties.address.trim() ?? '';

  const levels = featuresOf<ImdfLevel>(archive, 'level');
  if (levels.length === 0) throw new ImdfImportError(ImdfImportMessages.noLevel);
  const floorOfLevel = new Map<string, number>();
  const floors: ImdfImportPlan['floors'] = [];
  for (const level of [...levels].sort((a, b) => a.properties.ordinal - b.properties.ordinal)) {
    const floorNumber = level.properties.ordinal;
    if (floors.some((f) => f.floorNumber === floorNumber))
      throw new ImdfImportError(ImdfImportMessages.sameOrdinal(floorNumber));
    floorOfLevel.set(level.id, floorNumber);
    floors.push({
      floorNumber,
      name: labelOf(level.properties.name, language) || String(floorNumber),
      imdfLevelId: level.id,
      bounds: boundsOf(outerRings(level.geometry).flat()),
    });
  }

  const units: ImdfImportPlan['units'] = [];
  const firstRoomOf = new Map<string, ImdfImportPlan['units'][number]>();
  for (const unit of featuresOf<ImdfUnit>(archive, 'unit')) {
    const floorNumber = floorOfLevel.get(unit.properties.level_id) as number;
    outerRings(unit.geometry).forEach((ring, part) => {
      const room = {
        key: part === 0 ? unit.id : `${unit.id}#${part}`,
        imdfId: part === 0 ? unit.id : null,
        floorNumber,
        name: labelOf(unit.properties.name, language),
        category: unit.properties.category,
        accessibility: [...(unit.properties.accessibility ?? [])],
        polygon: ring.map(lonLat),
      };
      units.push(room);
      if (part === 0) firstRoomOf.set(unit.id, room);
    });
  }

  const openings: ImdfImportPlan['openings'] = featuresOf<ImdfOpening>(archive, 'opening').map(
    (opening) => {
      const floorNumber = floorOfLevel.get(opening.properties.level_id) as number;
      const [a, b] = opening.geometry.coordinates as [ImdfPosition, ImdfPosition];
      const line: [LonLat, LonLat] = [lonLat(a), lonLat(b)];
      return {
        imdfId: opening.id,
        floorNumber,
        unitKey: wallUnit(
          line,
          units.filter((u) => u.floorNumber === floorNumber),
        ),
        category: opening.properties.category,
        line,
      };
    },
  );
  checkRoomRules(floors, units, openings);

  const anchors = featuresOf<ImdfAnchor>(archive, 'anchor');
  const anchorTaken = new Set<string>();
  const pois: ImdfImportPlan['pois'] = [];
  for (const amenity of featuresOf<ImdfAmenity>(archive, 'amenity')) {
    const room = amenity.properties.unit_ids.map((id) => firstRoomOf.get(id)).find(Boolean);
    if (!room) continue;
    const [amenityLon, amenityLat] = amenity.geometry.coordinates;
    const anchor = anchors.find(
      (a) =>
        !anchorTaken.has(a.id) &&
        amenity.properties.unit_ids.includes(a.properties.unit_id) &&
        Math.abs(a.geometry.coordinates[0] - amenityLon) <=
          ImdfImportConstants.anchorMatchDegrees &&
        Math.abs(a.geometry.coordinates[1] - amenityLat) <= ImdfImportConstants.anchorMatchDegrees,
    );
    if (anchor) anchorTaken.add(anchor.id);
    const type = poiTypeOfAmenity(amenity.properties.category);
    pois.push({
      imdfAmenityId: amenity.id,
      imdfAnchorId: anchor?.id ?? null,
      floorNumber: room.floorNumber,
      name: labelOf(amenity.properties.name, language) || type,
      type,
      lat: amenityLat,
      lon: amenityLon,
    });
  }

  return {
    space: {
      name,
      lat,
      lon,
      address: street === name ? '' : street,
      type: venue.properties.category,
      imdfIds: {
        venue: venue.id,
        building: building?.id ?? null,
        address: venue.properties.address_id,
        footprint: footprint?.id ?? null,
      },
    },
    floors,
    units,
    openings,
    pois,
  };
}

/** The rooms and doors of each floor must keep the rules rooms drawn here keep. */
function checkRoomRules(
  floors: ImdfImportPlan['floors'],
  units: ImdfImportPlan['units'],
  openings: ImdfImportPlan['openings'],
) {
  for (const { floorNumber } of floors) {
    const count = (items: readonly { floorNumber: number }[]) =>
      items.filter((item) => item.floorNumber === floorNumber).length;
    if (
      count(units) > RoomConstants.maxUnitsPerFloor ||
      count(openings) > RoomConstants.maxOpeningsPerFloor
    )
      throw new ImdfImportError(ImdfImportMessages.tooManyRooms(floorNumber));
    const rooms: Unit[] = units
      .filter((u) => u.floorNumber === floorNumber)
      .map((u) => ({
        id: u.key,
        buid: '',
        floorNumber,
        name: u.name,
        category: u.category,
        accessibility: u.accessibility,
        polygon: u.polygon,
      }));
    const doors: Opening[] = openings
      .filter((o) => o.floorNumber === floorNumber)
      .map((o) => ({
        id: o.imdfId,
        buid: '',
        floorNumber,
        ...(o.unitKey === null ? {} : { unitId: o.unitKey }),
        category: o.category,
        line: o.line,
      }));
    const [problem] = floorRoomProblems(rooms, doors);
    if (problem)
      throw new ImdfImportError(ImdfImportMessages.roomRule(floorNumber, problem.message));
  }
}
