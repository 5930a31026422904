import { z } from 'zod';
import { PoiFileMessages } from './messages.js';
import { parseJsonText, type ReadResult, readFailed, readOk } from './result.js';

/**
 * A POI update as the file asks for it: the fields docs/import-export.md#poi-update-files lists.
 */
export interface PoiFileUpdate {
  /** The POI's id as the file names it: a puid here, or the id it had where it came from. */
  puid: string;
  buid: string;
  /** The id the file's POI had where it came from (our export writes it when there is one). */
  external_id?: string;
  name?: string;
  description?: string;
  pois_type?: string;
  coordinates_lat?: string;
  coordinates_lon?: string;
  is_building_entrance?: 'true' | 'false';
}

export interface PoiUpdateFile {
  buid: string;
  name: string;
  /** POIs the file holds, marked or not. */
  total: number;
  /** Only the POIs whose overwrite is 'true'. */
  updates: PoiFileUpdate[];
}

/** Text or number in the file; Anyplace writes numbers as text, hand edits may not. */
const scalar = z
  .union([z.string(), z.number(), z.boolean()])
  .transform((value) => String(value))
  .optional();

const filePoi = z.looseObject({
  puid: z.union([z.string().min(1), z.number()]).transform(String),
  buid: z.string().optional(),
  external_id: scalar,
  name: scalar,
  description: scalar,
  pois_type: scalar,
  coordinates_lat: scalar,
  coordinates_lon: scalar,
  is_building_entrance: scalar,
  overwrite: scalar,
});

const fileBuilding = z.looseObject({
  buid: z.string().min(1),
  name: scalar,
  floors: z.array(
    z.looseObject({
      floor_number: scalar,
      pois: z.array(z.unknown()).default([]),
    }),
  ),
});

/**
 * Reads a POI update file: our building export after editing ({buid, name, …, floors}),
 * or Anyplace's allpois.json, the same building inside {building: …}. A POI entry that
 * is not an object with a puid is skipped; so is every POI not marked overwrite 'true'.
 */
export function readPoiUpdateFile(text: string): ReadResult<PoiUpdateFile> {
  const parsed = parseJsonText(text);
  if (parsed === undefined) return readFailed(PoiFileMessages.notJson);
  const wrapped =
    parsed && typeof parsed === 'object' && 'building' in parsed
      ? (parsed as { building: unknown }).building
      : parsed;
  const building = fileBuilding.safeParse(wrapped);
  if (!building.success) return readFailed(PoiFileMessages.notUpdateFile);
  let total = 0;
  const updates: PoiFileUpdate[] = [];
  for (const floor of building.data.floors) {
    for (const entry of floor.pois) {
      const poi = filePoi.safeParse(entry);
      if (!poi.success) continue;
      total += 1;
      if (poi.data.overwrite?.trim().toLowerCase() !== 'true') continue;
      const entrance = poi.data.is_building_entrance?.trim().toLowerCase();
      updates.push({
        puid: poi.data.puid,
        buid: poi.data.buid ?? building.data.buid,
        ...(poi.data.external_id ? { external_id: poi.data.external_id } : {}),
        ...(poi.data.name !== undefined ? { name: poi.data.name } : {}),
        ...(poi.data.description !== undefined ? { description: poi.data.description } : {}),
        ...(poi.data.pois_type !== undefined ? { pois_type: poi.data.pois_type } : {}),
        ...(poi.data.coordinates_lat !== undefined
          ? { coordinates_lat: poi.data.coordinates_lat }
          : {}),
        ...(poi.data.coordinates_lon !== undefined
          ? { coordinates_lon: poi.data.coordinates_lon }
          : {}),
        ...(entrance === 'true' || entrance === 'false' ? { is_building_entrance: entrance } : {}),
      });
    }
  }
  return readOk({
    buid: building.data.buid,
    name: building.data.name ?? building.data.buid,
    total,
    updates,
  });
}
