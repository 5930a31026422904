import type { ImdfArchive } from '../types.js';

/** One feature as a round trip must keep it: file, id, category and geometry. */
export interface ImdfFeatureSummary {
  file: string;
  id: string;
  category: unknown;
  geometry: unknown;
}

const FEATURE_FILES = [
  'address.geojson',
  'venue.geojson',
  'building.geojson',
  'footprint.geojson',
  'level.geojson',
  'unit.geojson',
  'opening.geojson',
  'amenity.geojson',
  'anchor.geojson',
];

/** Coordinates rounded to 1e-7 degrees (about a centimetre), the round trip's tolerance. */
function rounded(value: unknown): unknown {
  if (typeof value === 'number') return Math.round(value * 1e7) / 1e7;
  if (Array.isArray(value)) return value.map(rounded);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rounded(v)]));
  return value;
}

/** The features of an archive, file by file, sorted by id, geometry to 1e-7 degrees. */
export function imdfFeatureSummary(archive: ImdfArchive): ImdfFeatureSummary[] {
  return FEATURE_FILES.flatMap((file) => {
    const features =
      (archive[file] as { features?: Record<string, unknown>[] } | undefined)?.features ?? [];
    return features
      .map((f) => ({
        file,
        id: String(f.id),
        category: (f.properties as { category?: unknown } | null)?.category ?? null,
        geometry: rounded(f.geometry),
      }))
      .sort((a, b) => a.id.localeCompare(b.id));
  });
}
