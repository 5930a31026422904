import { strToU8, type Zippable, zipSync } from 'fflate';
import { z } from 'zod';
import type { Connection } from '../api/connections.js';
import { ServerLimits } from '../api/constants.js';
import { type OpeningWire, roomFieldSchemas, type UnitWire } from '../api/units.js';
import { identifier, wireBoolean } from '../model/common.js';
import { type Floor, floorNumberSchema } from '../model/floor.js';
import { poiAddBodySchema } from '../model/poi-input.js';
import type { Poi } from '../model/poi-wire.js';
import { type Space, spaceAddBodySchema } from '../model/space.js';
import { multiLineText, singleLineText } from '../model/text.js';
import { RoomConstants } from '../rooms/constants.js';
import { RoomMessages } from '../rooms/messages.js';
import { floorRoomProblems } from '../rooms/rules.js';
import type { LonLat, Opening, Unit } from '../rooms/types.js';
import {
  type ArchiveEntry,
  BackupEntryNames,
  floorPlanEntryName,
  radiomapEntryName,
} from './archive-layout.js';
import { decodeBase64, sniffFloorPlanFormat } from './bytes.js';
import { BackupMessages } from './messages.js';

/** building.json says what it is, so a restore can tell a backup from any other zip. */
export const BackupFormat = { id: 'indoor-planner/building-backup', version: 1 } as const;

/**
 * What a backup is made of: the answers of the calls the browser makes
 * (docs/import-export.md#backups).
 */
export interface BackupSources {
  space: Space;
  /** floorAll */
  floors: readonly Floor[];
  /** floorPlansBase64All for the floors in the same order: base64, empty without a plan. */
  floorPlansBase64: readonly string[];
  /** radiomapFloors: a floor's log in the upload format, empty without fingerprints. */
  radiomaps: readonly { floor_number: string; rss_log: string }[];
  /** poisSpaceAll */
  pois: readonly Poi[];
  /** connectionSpaceAll */
  connections: readonly Connection[];
  /** unitsFloorAll of every floor; an archive without allrooms.json when absent or empty. */
  rooms?: { units: readonly UnitWire[]; openings: readonly OpeningWire[] };
}

/** One file of the archive; images are stored as they are (already compressed). */
export interface BackupFile {
  name: string;
  data: Uint8Array;
  compress: boolean;
}

const json = (value: unknown) => strToU8(JSON.stringify(value, null, 1));

/** building.json: the space's own fields and each floor with the georeference of its plan. */
function buildingFile(space: Space, floors: readonly Floor[]) {
  return {
    format: BackupFormat.id,
    version: BackupFormat.version,
    space: {
      buid: space.buid,
      name: space.name,
      description: space.description,
      bucode: space.bucode,
      space_type: space.space_type,
      type: space.type,
      is_published: space.is_published,
      url: space.url,
      address: space.address,
      coordinates_lat: space.coordinates_lat,
      coordinates_lon: space.coordinates_lon,
    },
    floors: floors.map((floor) => {
      const { plan_version: _version, buid: _buid, ...kept } = floor;
      return kept;
    }),
  };
}

/** The files of a building archive, in the layout of archive-layout.ts. */
export function backupArchiveFiles(sources: BackupSources): BackupFile[] {
  const files: BackupFile[] = [
    {
      name: BackupEntryNames.building,
      data: json(buildingFile(sources.space, sources.floors)),
      compress: true,
    },
  ];
  sources.floors.forEach((floor, index) => {
    const base64 = sources.floorPlansBase64[index] ?? '';
    if (base64 === '') return;
    const image = decodeBase64(base64);
    // The server only keeps plans in the formats it accepts; PNG is the archive's name otherwise.
    const format = sniffFloorPlanFormat(image) ?? 'png';
    files.push({
      name: floorPlanEntryName(floor.floor_number, format),
      data: image,
      compress: false,
    });
  });
  for (const radiomap of sources.radiomaps) {
    if (radiomap.rss_log.trim() === '') continue;
    files.push({
      name: radiomapEntryName(radiomap.floor_number),
      data: strToU8(radiomap.rss_log),
      compress: true,
    });
  }
  files.push({ name: BackupEntryNames.pois, data: json({ pois: sources.pois }), compress: true });
  files.push({
    name: BackupEntryNames.connections,
    data: json({ connections: sources.connections }),
    compress: true,
  });
  const { units = [], openings = [] } = sources.rooms ?? {};
  if (units.length + openings.length > 0) {
    files.push({
      name: BackupEntryNames.rooms,
      data: json({
        units: units.map(({ id, floor_number, name, category, accessibility, polygon }) => ({
          id,
          floor_number,
          name,
          category,
          accessibility,
          polygon,
        })),
        openings: openings.map(({ id, floor_number, unit_id, category, line }) => ({
          id,
          floor_number,
          unit_id,
          category,
          line,
        })),
      }),
      compress: true,
    });
  }
  return files;
}

/** The zip of backupArchiveFiles. */
export function zipBackupFiles(files: readonly BackupFile[]): Uint8Array {
  const zippable: Zippable = {};
  for (const file of files) zippable[file.name] = [file.data, { level: file.compress ? 6 : 0 }];
  return zipSync(zippable);
}

export const buildBackupArchive = (sources: BackupSources): Uint8Array =>
  zipBackupFiles(backupArchiveFiles(sources));

// ---------------------------------------------------------------------------------------
// Reading an archive back: what each file must hold. Limits match the add endpoints.

const coordinateText = z.union([z.number(), z.string().trim().max(64)]);
const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

export const backupFloorSchema = z.object({
  floor_number: floorNumberSchema,
  floor_name: singleLineText(128).optional(),
  description: multiLineText(4000).optional(),
  is_published: wireBoolean.optional(),
  zoom: z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}(\.\d+)?$/, 'must be a zoom level'),
    ])
    .transform(Number)
    .optional(),
  bottom_left_lat: coordinateText.optional(),
  bottom_left_lng: coordinateText.optional(),
  top_right_lat: coordinateText.optional(),
  top_right_lng: coordinateText.optional(),
  plan_corners: z.tuple([lonLat, lonLat, lonLat, lonLat]).optional(),
});
export type BackupFloor = z.infer<typeof backupFloorSchema>;

export const backupBuildingFileSchema = z.object({
  format: z.literal(BackupFormat.id),
  version: z.literal(BackupFormat.version),
  /** The buid is the archived building's: its radiomap logs name it on every line. */
  space: spaceAddBodySchema.omit({ co_owners: true }).extend({ buid: identifier }),
  floors: z.array(backupFloorSchema).max(ServerLimits.archiveMaxFloors),
});
export type BackupBuildingFile = z.infer<typeof backupBuildingFileSchema>;

export const backupPoiSchema = poiAddBodySchema.omit({ buid: true }).extend({
  puid: identifier,
  createdAt: z.iso.datetime().optional(),
  updatedAt: z.iso.datetime().optional(),
});
export type BackupPoi = z.infer<typeof backupPoiSchema>;

export const backupPoisFileSchema = z.object({
  pois: z.array(backupPoiSchema).max(ServerLimits.archiveMaxPois),
});

export const backupConnectionSchema = z.object({
  pois_a: identifier,
  pois_b: identifier,
  is_published: wireBoolean.optional(),
  edge_type: singleLineText(32).optional(),
});
export type BackupConnection = z.infer<typeof backupConnectionSchema>;

export const backupConnectionsFileSchema = z.object({
  connections: z.array(backupConnectionSchema).max(ServerLimits.archiveMaxConnections),
});

const backupUnitSchema = z.object({
  id: roomFieldSchemas.uuid,
  floor_number: floorNumberSchema,
  name: roomFieldSchemas.roomName.optional(),
  category: roomFieldSchemas.unitCategory.optional(),
  accessibility: roomFieldSchemas.accessibility.optional(),
  polygon: roomFieldSchemas.outline,
});
const backupOpeningSchema = z.object({
  id: roomFieldSchemas.uuid,
  floor_number: floorNumberSchema,
  unit_id: roomFieldSchemas.uuid.nullable().optional(),
  category: roomFieldSchemas.openingCategory.optional(),
  line: roomFieldSchemas.doorLine,
});

/** allrooms.json: the rooms and doors of every floor, as the rooms endpoints answer them. */
export const backupRoomsFileSchema = z.object({
  units: z.array(backupUnitSchema).max(ServerLimits.archiveMaxPois),
  openings: z.array(backupOpeningSchema).max(ServerLimits.archiveMaxPois),
});
export type BackupRooms = z.infer<typeof backupRoomsFileSchema>;

/**
 * The rooms and doors of one floor of an archive as the rules read them, under the archive's
 * own ids (a restore gives them new ones).
 */
export function backupFloorRooms(
  rooms: BackupRooms,
  floorNumber: number,
): { units: Unit[]; openings: Opening[] } {
  return {
    units: rooms.units
      .filter((u) => u.floor_number === floorNumber)
      .map((u) => ({
        id: u.id.toLowerCase(),
        buid: '',
        floorNumber,
        name: u.name ?? '',
        category: u.category ?? RoomConstants.defaultUnitCategory,
        accessibility: u.accessibility ?? [],
        polygon: u.polygon as LonLat[],
      })),
    openings: rooms.openings
      .filter((o) => o.floor_number === floorNumber)
      .map((o) => ({
        id: o.id.toLowerCase(),
        buid: '',
        floorNumber,
        ...(o.unit_id ? { unitId: o.unit_id.toLowerCase() } : {}),
        category: o.category ?? RoomConstants.defaultOpeningCategory,
        line: o.line as [LonLat, LonLat],
      })),
  };
}

/** Where a restored plan goes: the fields of a floor-plan upload's `json` (but the buid). */
export interface BackupPlanPlacement {
  floor_number: number;
  zoom: number;
  corners?: BackupFloor['plan_corners'];
  bottom_left_lat?: number | string;
  bottom_left_lng?: number | string;
  top_right_lat?: number | string;
  top_right_lng?: number | string;
}

const present = (value: number | string | undefined) =>
  value !== undefined && String(value).trim() !== '';

/**
 * The placement of a floor's plan: its corners when known (rotated plans), otherwise its
 * bounds. A floor without either cannot take a plan. Plans were placed at zoom 19 when
 * the floor does not say.
 */
export function backupPlanPlacement(
  floor: BackupFloor,
  defaultZoom: number,
): BackupPlanPlacement | null {
  const zoom = floor.zoom ?? defaultZoom;
  if (floor.plan_corners)
    return { floor_number: floor.floor_number, zoom, corners: floor.plan_corners };
  const { bottom_left_lat, bottom_left_lng, top_right_lat, top_right_lng } = floor;
  if (![bottom_left_lat, bottom_left_lng, top_right_lat, top_right_lng].every(present)) return null;
  return {
    floor_number: floor.floor_number,
    zoom,
    bottom_left_lat,
    bottom_left_lng,
    top_right_lat,
    top_right_lng,
  };
}

export interface BackupContents {
  building: BackupBuildingFile;
  pois: readonly BackupPoi[];
  connections: readonly BackupConnection[];
  /** allrooms.json, when the archive has one. */
  rooms?: BackupRooms;
  /** The archive's entries (after checkArchiveEntryNames). */
  entries: readonly ArchiveEntry[];
}

/**
 * What in an archive's files does not fit together, as the message to answer, or null:
 * plans, radiomaps and POIs on floors building.json lists, a placement for every plan,
 * no floor or POI twice, connections between two different POIs of the archive, once.
 */
export function backupContentsProblem(contents: BackupContents): string | null {
  const floors = new Map<number, BackupFloor>();
  for (const floor of contents.building.floors) {
    if (floors.has(floor.floor_number))
      return BackupMessages.duplicateFloor(String(floor.floor_number));
    floors.set(floor.floor_number, floor);
  }
  for (const entry of contents.entries) {
    if (entry.kind !== 'floorPlan' && entry.kind !== 'radiomap') continue;
    const floor = floors.get(entry.floor);
    if (!floor) return BackupMessages.unknownFloor(entry.name, String(entry.floor));
    if (entry.kind === 'floorPlan' && !backupPlanPlacement(floor, 0)) {
      return BackupMessages.planWithoutPlacement(String(entry.floor));
    }
  }
  const puids = new Set<string>();
  for (const poi of contents.pois) {
    if (puids.has(poi.puid)) return BackupMessages.duplicatePoi(poi.puid);
    puids.add(poi.puid);
    if (!floors.has(poi.floor_number)) {
      return BackupMessages.poiUnknownFloor(poi.puid, String(poi.floor_number));
    }
  }
  const pairs = new Set<string>();
  for (const connection of contents.connections) {
    const { pois_a: a, pois_b: b } = connection;
    if (!puids.has(a)) return BackupMessages.connectionUnknownPoi(a);
    if (!puids.has(b)) return BackupMessages.connectionUnknownPoi(b);
    if (a === b) return BackupMessages.connectionSelf(a);
    const pair = a < b ? `${a}\n${b}` : `${b}\n${a}`;
    if (pairs.has(pair)) return BackupMessages.duplicateConnection(a, b);
    pairs.add(pair);
  }
  return contents.rooms ? roomsProblem(contents.rooms, floors) : null;
}

/** Rooms and doors on floors the archive lists, doors naming rooms of their floor, each floor's rules kept. */
function roomsProblem(rooms: BackupRooms, floors: ReadonlyMap<number, BackupFloor>): string | null {
  const ids = new Set<string>();
  for (const item of [...rooms.units, ...rooms.openings]) {
    if (!floors.has(item.floor_number))
      return BackupMessages.roomUnknownFloor(item.id, String(item.floor_number));
    const id = item.id.toLowerCase();
    if (ids.has(id))
      return BackupMessages.roomsProblem(String(item.floor_number), RoomMessages.duplicateId(id));
    ids.add(id);
  }
  for (const floorNumber of floors.keys()) {
    const { units, openings } = backupFloorRooms(rooms, floorNumber);
    const unitIds = new Set(units.map((u) => u.id));
    for (const opening of openings) {
      if (opening.unitId && !unitIds.has(opening.unitId))
        return BackupMessages.doorUnknownRoom(opening.id, opening.unitId);
    }
    const [problem] = floorRoomProblems(units, openings);
    if (problem) return BackupMessages.roomsProblem(String(floorNumber), problem.message);
  }
  return null;
}
