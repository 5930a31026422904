import { z } from 'zod';
import { ServerLimits } from '../api/constants.js';
import type { LatLng } from '../geo/coordinates.js';
import { latLngToMercator, mercatorToLatLng } from '../geo/floor-plan-georeference.js';
import { floorNumberSchema } from '../model/floor.js';
import { type BackupConnection, type BackupPoi, backupPoiSchema } from './archive-files.js';
import { AnyplaceRestoreConstants } from './constants.js';

/**
 * An Anyplace backup archive, as the architect's BuildingController.js `DownloadBackup`
 * writes it (dmsl/anyplace, server/public/anyplace_architect/scripts/controllers):
 * floor_plans/{floor}.png (the base64 plan as served, whatever its real format),
 * radiomaps/{floor}-radiomap.txt (the server's radiomap of the floor), and
 *
 *   allpois.json        {"building": {buid, name, description, coordinates_lat,
 *                         coordinates_lon, floors: [{floor_number, pois: [{name,
 *                         description, puid, pois_type, coordinates_lat, coordinates_lon,
 *                         overwrite, is_building_entrance}]}]}}
 *   allconnections.json {"building": {buid, name, …, floors: [{floor_number, connections:
 *                         [{name, description, cuid, weight, pois_a, pois_b, floor_a,
 *                         floor_b, is_published, buid_a, buid_b}]}]}}
 *
 * and no building.json. exportPoisBuildingToJson leaves connectors (type "None") out and
 * lists only floors with a POI, while exportConnectionBuildingToJson keeps every
 * connection: many connections name POIs the archive lacks.
 */

const text = (max: number) => z.union([z.string().max(max), z.number()]).transform(String);
const coordinate = z.union([z.number(), z.string().trim().max(64)]);
const optionalText = (max: number) =>
  z
    .union([z.string().max(max), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? undefined : String(v)));

const anyplacePoiSchema = z.object({
  puid: text(128),
  name: optionalText(256),
  description: optionalText(4000),
  pois_type: optionalText(64),
  coordinates_lat: coordinate,
  coordinates_lon: coordinate,
  is_building_entrance: optionalText(8),
});

export const anyplacePoisFileSchema = z.object({
  building: z.object({
    buid: text(128),
    name: text(256),
    description: optionalText(4000),
    coordinates_lat: coordinate,
    coordinates_lon: coordinate,
    floors: z
      .array(
        z.object({
          floor_number: floorNumberSchema,
          pois: z.array(anyplacePoiSchema).max(ServerLimits.archiveMaxPois).default([]),
        }),
      )
      .max(ServerLimits.archiveMaxFloors)
      .default([]),
  }),
});
export type AnyplacePoisFile = z.infer<typeof anyplacePoisFileSchema>;

const anyplaceConnectionSchema = z.object({
  pois_a: text(128),
  pois_b: text(128),
  buid_a: optionalText(128),
  buid_b: optionalText(128),
  is_published: optionalText(8),
});

export const anyplaceConnectionsFileSchema = z.object({
  building: z.object({
    floors: z
      .array(
        z.object({
          connections: z
            .array(anyplaceConnectionSchema)
            .max(ServerLimits.archiveMaxConnections)
            .default([]),
        }),
      )
      .max(ServerLimits.archiveMaxFloors)
      .default([]),
  }),
});
export type AnyplaceConnectionsFile = z.infer<typeof anyplaceConnectionsFileSchema>;

/** An Anyplace POI in the shape of this product's own archive, or the field that is wrong. */
export function anyplacePoiToBackupPoi(
  poi: z.infer<typeof anyplacePoiSchema>,
  floorNumber: number,
): { ok: true; poi: BackupPoi } | { ok: false; field: string; problem: string } {
  const parsed = backupPoiSchema.safeParse({
    puid: poi.puid,
    floor_number: floorNumber,
    name: poi.name?.trim() || poi.pois_type?.trim() || 'POI',
    description: poi.description ?? '',
    pois_type: poi.pois_type?.trim() || 'Other',
    coordinates_lat: poi.coordinates_lat,
    coordinates_lon: poi.coordinates_lon,
    is_building_entrance: poi.is_building_entrance === 'true',
  });
  if (parsed.success) return { ok: true, poi: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    field: issue?.path.join('.') || '(the POI)',
    problem: issue?.message ?? 'is invalid',
  };
}

export interface AnyplaceConnectionSelection {
  kept: BackupConnection[];
  /** Connections naming a POI the archive lacks (mostly connectors). */
  missingPoi: number;
  /** Connections to another building (buid_a or buid_b not the archive's). */
  otherBuilding: number;
  /** A second connection between the same two POIs, or one from a POI to itself. */
  duplicate: number;
}

/**
 * The connections a restore can keep: both ends among the archive's POIs, inside the
 * archived building, each pair of POIs once. The rest is counted by why it was left out.
 */
export function selectAnyplaceConnections(
  file: AnyplaceConnectionsFile,
  archivedBuid: string,
  puids: ReadonlySet<string>,
): AnyplaceConnectionSelection {
  const selection: AnyplaceConnectionSelection = {
    kept: [],
    missingPoi: 0,
    otherBuilding: 0,
    duplicate: 0,
  };
  const pairs = new Set<string>();
  for (const floor of file.building.floors) {
    for (const connection of floor.connections) {
      const { pois_a: a, pois_b: b, buid_a, buid_b } = connection;
      if ((buid_a && buid_a !== archivedBuid) || (buid_b && buid_b !== archivedBuid)) {
        selection.otherBuilding += 1;
        continue;
      }
      if (!puids.has(a) || !puids.has(b)) {
        selection.missingPoi += 1;
        continue;
      }
      const pair = a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`;
      if (a === b || pairs.has(pair)) {
        selection.duplicate += 1;
        continue;
      }
      pairs.add(pair);
      selection.kept.push({
        pois_a: a,
        pois_b: b,
        ...(connection.is_published !== undefined
          ? { is_published: connection.is_published !== 'false' }
          : {}),
      });
    }
  }
  return selection;
}

export interface PlanBounds {
  bottom_left_lat: number;
  bottom_left_lng: number;
  top_right_lat: number;
  top_right_lng: number;
}

/**
 * Where to put a plan that carries no georeference: over the points recorded on its floor
 * (POIs and fingerprints), their extent padded on every side, widened or heightened so
 * the plan keeps its aspect ratio (in web-mercator metres, as the map draws it), never
 * smaller than the minimum side. Without any point it goes around `fallback` (the
 * building's position). North up, no rotation: the owner checks and sets it.
 */
export function placePlanOverPoints(
  points: readonly LatLng[],
  image: { width: number; height: number },
  fallback: LatLng,
): PlanBounds {
  const projected = (points.length > 0 ? points : [fallback]).map(latLngToMercator);
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of projected) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minY = Math.min(minY, p.y);
    maxY = Math.max(maxY, p.y);
  }
  const centre = { x: (minX + maxX) / 2, y: (minY + maxY) / 2 };
  // Mercator stretches distances by 1 / cos(lat): the minimum side is in ground metres.
  const scale = 1 / Math.cos((mercatorToLatLng(centre).lat * Math.PI) / 180);
  const minSide = AnyplaceRestoreConstants.minPlanSideM * scale;
  const pad = 1 + 2 * AnyplaceRestoreConstants.planPaddingShare;
  let width = Math.max((maxX - minX) * pad, minSide);
  let height = Math.max((maxY - minY) * pad, minSide);
  const aspect = image.width / image.height;
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  const sw = mercatorToLatLng({ x: centre.x - width / 2, y: centre.y - height / 2 });
  const ne = mercatorToLatLng({ x: centre.x + width / 2, y: centre.y + height / 2 });
  return {
    bottom_left_lat: sw.lat,
    bottom_left_lng: sw.lon,
    top_right_lat: ne.lat,
    top_right_lng: ne.lon,
  };
}
