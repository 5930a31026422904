import { BackupMessages } from './messages.js';

/**
 * The layout of a building archive (docs/import-export.md#backups). Anyplace's layout names
 * floor_plans/{floor}.png, radiomaps/{floor}-radiomap.txt, allpois.json and
 * allconnections.json; building.json (the space and its floors with their georeference) is
 * the product's own addition, without which a building cannot be rebuilt. A plan stored as JPEG, WebP, GIF, TIFF
 * or AVIF keeps its real extension (floor_plans/2.jpg).
 */
export const BackupEntryNames = {
  building: 'building.json',
  pois: 'allpois.json',
  connections: 'allconnections.json',
  /** The floors' rooms and doors (IMDF units and openings), the product's own addition. */
  rooms: 'allrooms.json',
  floorPlansFolder: 'floor_plans',
  radiomapsFolder: 'radiomaps',
} as const;

/** Plan extensions a restore accepts, with the image format each stands for. */
export const FloorPlanExtensions = {
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  webp: 'webp',
  gif: 'gif',
  tif: 'tiff',
  tiff: 'tiff',
  avif: 'avif',
} as const;
export type FloorPlanExtension = keyof typeof FloorPlanExtensions;
export type FloorPlanFormat = (typeof FloorPlanExtensions)[FloorPlanExtension];

/** The extension a backup writes for each plan format. */
export const floorPlanExtensionOf: Record<FloorPlanFormat, FloorPlanExtension> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
  tiff: 'tiff',
  avif: 'avif',
};

export const floorPlanEntryName = (floorNumber: string | number, format: FloorPlanFormat) =>
  `${BackupEntryNames.floorPlansFolder}/${floorNumber}.${floorPlanExtensionOf[format]}`;

export const radiomapEntryName = (floorNumber: string | number) =>
  `${BackupEntryNames.radiomapsFolder}/${floorNumber}-radiomap.txt`;

/** The archive is named after the buid. */
export const backupArchiveFileName = (buid: string) => `${buid}.zip`;

export type ArchiveEntry =
  | { kind: 'building' | 'pois' | 'connections' | 'rooms'; name: string }
  | { kind: 'floorPlan'; name: string; floor: number; format: FloorPlanFormat }
  | { kind: 'radiomap'; name: string; floor: number }
  /** floor_plans/ or radiomaps/ as zip tools add them: nothing to restore. */
  | { kind: 'folder'; name: string };

export type ArchiveNameProblem = keyof typeof BackupMessages.nameProblems;

export type ArchiveNameVerdict =
  | { ok: true; entry: ArchiveEntry }
  | { ok: false; problem: ArchiveNameProblem };

const MAX_NAME_LENGTH = 255;
/** Floor numbers as floors carry them: integer text without leading zeros. */
const FLOOR = '(0|-?[1-9]\\d{0,3})';
const FLOOR_PLAN_NAME = new RegExp(
  `^${BackupEntryNames.floorPlansFolder}/${FLOOR}\\.(${Object.keys(FloorPlanExtensions).join('|')})$`,
);
const RADIOMAP_NAME = new RegExp(`^${BackupEntryNames.radiomapsFolder}/${FLOOR}-radiomap\\.txt$`);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const isFloorInRange = (floor: number) => floor >= -999 && floor <= 9999;

/**
 * Whether an entry name may appear in a building archive, and what it holds. Only the
 * layout's own names pass, so nothing can point outside it: no "..", no absolute paths,
 * no backslashes or drive letters, no control characters, no empty segments.
 */
export function classifyArchiveEntryName(name: string): ArchiveNameVerdict {
  const refuse = (problem: ArchiveNameProblem): ArchiveNameVerdict => ({ ok: false, problem });
  if (name === '') return refuse('empty');
  if (name.length > MAX_NAME_LENGTH) return refuse('tooLong');
  if (CONTROL.test(name)) return refuse('control');
  if (name.includes('\\')) return refuse('backslash');
  if (name.startsWith('/')) return refuse('absolute');
  if (/^[A-Za-z]:/.test(name)) return refuse('drive');
  const segments = name.split('/');
  if (segments.includes('..')) return refuse('parent');
  if (segments.includes('.')) return refuse('dot');

  if (
    name === `${BackupEntryNames.floorPlansFolder}/` ||
    name === `${BackupEntryNames.radiomapsFolder}/`
  ) {
    return { ok: true, entry: { kind: 'folder', name } };
  }
  if (segments.includes('')) return refuse('emptySegment');
  if (name === BackupEntryNames.building) return { ok: true, entry: { kind: 'building', name } };
  if (name === BackupEntryNames.pois) return { ok: true, entry: { kind: 'pois', name } };
  if (name === BackupEntryNames.connections) {
    return { ok: true, entry: { kind: 'connections', name } };
  }
  if (name === BackupEntryNames.rooms) return { ok: true, entry: { kind: 'rooms', name } };
  const plan = FLOOR_PLAN_NAME.exec(name);
  if (plan) {
    const floor = Number(plan[1]);
    if (!isFloorInRange(floor)) return refuse('floorRange');
    const format = FloorPlanExtensions[plan[2] as FloorPlanExtension];
    return { ok: true, entry: { kind: 'floorPlan', name, floor, format } };
  }
  const radiomap = RADIOMAP_NAME.exec(name);
  if (radiomap) {
    const floor = Number(radiomap[1]);
    if (!isFloorInRange(floor)) return refuse('floorRange');
    return { ok: true, entry: { kind: 'radiomap', name, floor } };
  }
  return refuse('outsideLayout');
}

export type ArchiveNamesVerdict =
  | { ok: true; entries: ArchiveEntry[] }
  | { ok: false; name: string; problem: ArchiveNameProblem };

/**
 * Checks every name of an archive: each must pass classifyArchiveEntryName, none may
 * appear twice, and a floor has at most one plan and one radiomap.
 */
export function checkArchiveEntryNames(names: readonly string[]): ArchiveNamesVerdict {
  const seen = new Set<string>();
  const planFloors = new Set<number>();
  const radiomapFloors = new Set<number>();
  const entries: ArchiveEntry[] = [];
  for (const name of names) {
    const verdict = classifyArchiveEntryName(name);
    if (!verdict.ok) return { ok: false, name, problem: verdict.problem };
    if (seen.has(name)) return { ok: false, name, problem: 'duplicate' };
    seen.add(name);
    const { entry } = verdict;
    if (entry.kind === 'floorPlan' || entry.kind === 'radiomap') {
      const floors = entry.kind === 'floorPlan' ? planFloors : radiomapFloors;
      if (floors.has(entry.floor)) return { ok: false, name, problem: 'duplicateFloor' };
      floors.add(entry.floor);
    }
    entries.push(entry);
  }
  return { ok: true, entries };
}

/** The refusal text for a name checkArchiveEntryNames refused. */
export const archiveNameMessage = (name: string, problem: ArchiveNameProblem) =>
  BackupMessages.badEntryName(name, BackupMessages.nameProblems[problem]);
