import { strToU8 } from 'fflate';
import type { z } from 'zod';
import { ServerLimits } from '../api/constants.js';
import {
  type BackupConnection,
  type BackupFile,
  type BackupFloor,
  BackupFormat,
  type BackupPoi,
  backupBuildingFileSchema,
  backupConnectionSchema,
  backupFloorSchema,
  backupPlanPlacement,
  backupPoiSchema,
} from '../backup/archive-files.js';
import {
  BackupEntryNames,
  floorPlanEntryName,
  radiomapEntryName,
} from '../backup/archive-layout.js';
import { decodeBase64, sniffFloorPlanFormat } from '../backup/bytes.js';
import { isValidLatitude, isValidLongitude, parseWireCoordinate } from '../geo/coordinates.js';
import { ConnectorName, ConnectorType } from '../model/poi.js';
import { findUnstorableText } from '../model/text.js';
import { parseRadiomapLog, RadiomapLogError } from '../radio/radiomap-log.js';
import { ServerImportConstants } from './constants.js';
import {
  type ServerImportCounts,
  type ServerImportItemKind,
  ServerImportMessages,
} from './messages.js';
import type { RemoteObject } from './remote-answers.js';

/** The whole import is refused: nothing is created (the message says why). */
export class ServerImportRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerImportRefusal';
  }
}

/** A floor's plan as fetched: the image, or why it cannot be one. */
export type PulledPlan = { image: Uint8Array } | { problem: string };

/** Everything fetched from the remote server, as its answers gave it. */
export interface PulledBuilding {
  space: RemoteObject;
  floors: readonly RemoteObject[];
  pois: readonly RemoteObject[];
  /** The connections answers of every floor, one after the other. */
  connections: readonly RemoteObject[];
  /** By floor number; a floor without a plan is absent. */
  plans: ReadonlyMap<number, PulledPlan>;
  /**
   * By floor number: the radiomap text ("" or absent without fingerprints), or why the
   * server did not give it.
   */
  radiomaps: ReadonlyMap<number, string | { problem: string }>;
}

export interface RefusedItem {
  kind: ServerImportItemKind;
  /** The item as its server names it (floor number, puid, "a → b"). */
  id: string;
  reason: string;
}

export interface ImportArchive {
  /** The files of a building archive (docs/import-export.md#backups), for the restore. */
  files: BackupFile[];
  /** What goes into the archive; fingerprints as read from the radiomaps. */
  received: ServerImportCounts;
  refused: Record<ServerImportItemKind, number>;
  /** The first refused items, with their reasons (the rest are counted in `refused`). */
  refusedItems: RefusedItem[];
  /** Connections listed twice (on both their floors) and taken once. */
  duplicateConnections: number;
}

const SPACE_FIELDS = [
  'buid',
  'name',
  'description',
  'bucode',
  'space_type',
  'type',
  'url',
  'address',
  'coordinates_lat',
  'coordinates_lon',
] as const;

const FLOOR_FIELDS = [
  'floor_number',
  'floor_name',
  'description',
  'is_published',
  'zoom',
  'bottom_left_lat',
  'bottom_left_lng',
  'top_right_lat',
  'top_right_lng',
  'plan_corners',
] as const;

/** Fields of a remote POI that describe it on its server rather than the POI. */
const POI_FIELDS_LEFT = new Set(['buid', 'owner_id', 'external_id']);

/** The fields of an object named in `keys` that hold a value (null means absent). */
function pick(raw: RemoteObject, keys: readonly string[]): RemoteObject {
  const picked: RemoteObject = {};
  for (const key of keys) if (raw[key] !== null && raw[key] !== undefined) picked[key] = raw[key];
  return picked;
}

const withoutNulls = (raw: RemoteObject): RemoteObject =>
  Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== null));

/** A value as named in a report: text of at most a line. */
const label = (value: unknown, fallback: string) =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 200) : fallback;

type Checked<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A value through its schema and the text rules every stored text follows. */
function check<S extends z.ZodType>(schema: S, candidate: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: ServerImportMessages.invalidField(
        issue?.path.join('.') || 'the item',
        issue?.message ?? 'is invalid',
      ),
    };
  }
  const unstorable = findUnstorableText(parsed.data);
  if (unstorable) {
    return {
      ok: false,
      reason: ServerImportMessages.invalidField(unstorable.path.join('.'), unstorable.message),
    };
  }
  return { ok: true, value: parsed.data };
}

/** A remote floor as the archive keeps it; a zoom that is not one is left out. */
function checkFloor(raw: RemoteObject): Checked<BackupFloor> {
  const candidate = pick(raw, FLOOR_FIELDS);
  const first = check(backupFloorSchema, candidate);
  if (first.ok || candidate.zoom === undefined) return first;
  const { zoom: _zoom, ...withoutZoom } = candidate;
  const second = check(backupFloorSchema, withoutZoom);
  return second.ok ? second : first;
}

/** A remote POI as the archive keeps it; Anyplace leaves names and types empty at times. */
function checkPoi(raw: RemoteObject): Checked<BackupPoi> {
  const candidate = withoutNulls(raw);
  for (const key of POI_FIELDS_LEFT) delete candidate[key];
  const type = typeof candidate.pois_type === 'string' ? candidate.pois_type.trim() : '';
  const name = typeof candidate.name === 'string' ? candidate.name.trim() : '';
  candidate.pois_type = type || 'Other';
  candidate.name = name || (type === ConnectorType ? ConnectorName : type || 'POI');
  const checked = check(backupPoiSchema, candidate);
  if (!checked.ok) return checked;
  const poi = checked.value;
  if (
    parseWireCoordinate(poi.coordinates_lat, isValidLatitude) === null ||
    parseWireCoordinate(poi.coordinates_lon, isValidLongitude) === null
  ) {
    return { ok: false, reason: ServerImportMessages.poiBadPosition };
  }
  return checked;
}

/** Plan bytes from a floorplans64 answer: base64, perhaps wrapped in lines or a data: URL. */
export function decodeFloorPlan(base64: string): PulledPlan {
  const text = base64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  try {
    return { image: decodeBase64(text) };
  } catch {
    return { problem: ServerImportMessages.planNotBase64 };
  }
}

/** The floor numbers of a floors answer that can be read, each once, in order. */
export function remoteFloorNumbers(floors: readonly RemoteObject[]): number[] {
  const numbers = new Set<number>();
  for (const floor of floors) {
    const parsed = backupFloorSchema.shape.floor_number.safeParse(floor.floor_number);
    if (parsed.success) numbers.add(parsed.data);
  }
  return [...numbers].sort((a, b) => a - b);
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

/**
 * Turns what a server answered into a building archive as this product's backup writes
 * it (building.json, allpois.json, allconnections.json, floor_plans/, radiomaps/), so the
 * restore checks and creates it all or nothing. Items that cannot be kept are refused
 * one by one, with their reasons; what the building cannot do without (the space, at
 * least one floor) refuses the whole import. Connections listed on both of their floors
 * are taken once.
 */
export function buildImportArchive(pulled: PulledBuilding): ImportArchive {
  const refused: ImportArchive['refused'] = {
    floor: 0,
    floor_plan: 0,
    poi: 0,
    connection: 0,
    radiomap: 0,
  };
  const refusedItems: RefusedItem[] = [];
  /** Counts and lists a refused item; false, as the keep… functions answer for it. */
  const refuse = (kind: ServerImportItemKind, id: string, reason: string): false => {
    refused[kind] += 1;
    if (refusedItems.length < ServerImportConstants.maxRefusedListed) {
      refusedItems.push({ kind, id, reason });
    }
    return false;
  };

  const space = check(backupBuildingFileSchema.shape.space, pick(pulled.space, SPACE_FIELDS));
  if (!space.ok) throw new ServerImportRefusal(ServerImportMessages.invalidBuilding(space.reason));
  const sourceBuid = space.value.buid;

  const floors = new Map<number, BackupFloor>();
  const keepFloor = (raw: RemoteObject, i: number): boolean => {
    const id = label(raw.floor_number, `#${i + 1}`);
    const floor = checkFloor(raw);
    if (!floor.ok) return refuse('floor', id, floor.reason);
    if (floors.has(floor.value.floor_number)) {
      return refuse('floor', id, ServerImportMessages.duplicateFloor);
    }
    floors.set(floor.value.floor_number, floor.value);
    return true;
  };
  pulled.floors.forEach(keepFloor);
  if (floors.size === 0) throw new ServerImportRefusal(ServerImportMessages.noFloors);
  if (floors.size > ServerLimits.archiveMaxFloors) {
    throw new ServerImportRefusal(
      ServerImportMessages.tooManyItems('floors', ServerLimits.archiveMaxFloors),
    );
  }

  const pois: BackupPoi[] = [];
  const puids = new Set<string>();
  const keepPoi = (raw: RemoteObject, i: number): boolean => {
    const id = label(raw.puid, `#${i + 1}`);
    const poi = checkPoi(raw);
    if (!poi.ok) return refuse('poi', id, poi.reason);
    if (puids.has(poi.value.puid)) return refuse('poi', id, ServerImportMessages.duplicatePoi);
    if (!floors.has(poi.value.floor_number)) {
      return refuse(
        'poi',
        id,
        ServerImportMessages.poiUnknownFloor(String(poi.value.floor_number)),
      );
    }
    puids.add(poi.value.puid);
    pois.push(poi.value);
    return true;
  };
  pulled.pois.forEach(keepPoi);
  if (pois.length > ServerLimits.archiveMaxPois) {
    throw new ServerImportRefusal(
      ServerImportMessages.tooManyItems('POIs', ServerLimits.archiveMaxPois),
    );
  }

  const connections: BackupConnection[] = [];
  const pairs = new Set<string>();
  let duplicateConnections = 0;
  const keepConnection = (raw: RemoteObject, i: number): boolean => {
    const a = label(raw.pois_a, '?');
    const b = label(raw.pois_b, '?');
    const id = typeof raw.cuid === 'string' && raw.cuid !== '' ? raw.cuid : `${a} → ${b}`;
    // Listed by both of its floors: taken (or refused) once.
    const key = pairKey(a, b);
    if (pairs.has(key)) {
      duplicateConnections += 1;
      return false;
    }
    pairs.add(key);
    for (const end of [raw.buid_a, raw.buid_b, raw.buid]) {
      if (typeof end === 'string' && end !== '' && end !== sourceBuid) {
        return refuse('connection', id, ServerImportMessages.connectionOtherBuilding(end));
      }
    }
    const connection = check(
      backupConnectionSchema,
      pick(raw, ['pois_a', 'pois_b', 'is_published', 'edge_type']),
    );
    if (!connection.ok)
      return refuse('connection', label(raw.cuid, `#${i + 1}`), connection.reason);
    const { pois_a, pois_b } = connection.value;
    if (pois_a === pois_b) return refuse('connection', id, ServerImportMessages.connectionSelf);
    for (const end of [pois_a, pois_b]) {
      if (!puids.has(end)) {
        return refuse('connection', id, ServerImportMessages.connectionUnknownPoi(end));
      }
    }
    connections.push(connection.value);
    return true;
  };
  pulled.connections.forEach(keepConnection);
  if (connections.length > ServerLimits.archiveMaxConnections) {
    throw new ServerImportRefusal(
      ServerImportMessages.tooManyItems('connections', ServerLimits.archiveMaxConnections),
    );
  }

  const files: BackupFile[] = [];
  let plansKept = 0;
  for (const [floorNumber, plan] of pulled.plans) {
    const floor = floors.get(floorNumber);
    if (!floor) continue;
    const id = String(floorNumber);
    if ('problem' in plan) {
      refuse('floor_plan', id, plan.problem);
      continue;
    }
    const format = sniffFloorPlanFormat(plan.image);
    if (format === null) {
      refuse('floor_plan', id, ServerImportMessages.planUnknownFormat);
      continue;
    }
    if (!backupPlanPlacement(floor, 0)) {
      refuse('floor_plan', id, ServerImportMessages.planWithoutBounds);
      continue;
    }
    files.push({
      name: floorPlanEntryName(floorNumber, format),
      data: plan.image,
      compress: false,
    });
    plansKept += 1;
  }

  let radiomapsKept = 0;
  let fingerprints = 0;
  for (const [floorNumber, radiomap] of pulled.radiomaps) {
    if (!floors.has(floorNumber)) continue;
    const id = String(floorNumber);
    if (typeof radiomap !== 'string') {
      refuse('radiomap', id, radiomap.problem);
      continue;
    }
    const text = radiomap;
    if (text.trim() === '') continue;
    const data = strToU8(text);
    if (data.byteLength > ServerLimits.radiomapBytes) {
      refuse(
        'radiomap',
        id,
        ServerImportMessages.radiomapTooLarge(
          Math.round(ServerLimits.radiomapBytes / (1024 * 1024)),
        ),
      );
      continue;
    }
    try {
      fingerprints += parseRadiomapLog(text, { buid: sourceBuid, floor: floorNumber }).length;
    } catch (error) {
      if (!(error instanceof RadiomapLogError)) throw error;
      refuse('radiomap', id, ServerImportMessages.radiomapInvalid(error.message));
      continue;
    }
    files.push({ name: radiomapEntryName(floorNumber), data, compress: true });
    radiomapsKept += 1;
  }

  const building = {
    format: BackupFormat.id,
    version: BackupFormat.version,
    space: space.value,
    floors: [...floors.values()],
  };
  const json = (value: unknown) => strToU8(JSON.stringify(value));
  files.unshift({ name: BackupEntryNames.building, data: json(building), compress: true });
  files.push({ name: BackupEntryNames.pois, data: json({ pois }), compress: true });
  files.push({ name: BackupEntryNames.connections, data: json({ connections }), compress: true });

  return {
    files,
    received: {
      floors: floors.size,
      floor_plans: plansKept,
      pois: pois.length,
      connectors: pois.filter((poi) => poi.pois_type === ConnectorType).length,
      connections: connections.length,
      radiomaps: radiomapsKept,
      fingerprints,
    },
    refused,
    refusedItems,
    duplicateConnections,
  };
}
