import { z } from 'zod';
import { isValidLatitude, isValidLongitude, type LatLng } from '../geo/coordinates.js';
import { isValidTile } from '../geo/tiles.js';
import { MapDefaults } from '../map/constants.js';
import { identifier, messageResponse, wireCoordinate } from '../model/common.js';
import { floorNumberSchema } from '../model/floor.js';
import { RadioLayerConstants } from '../radio/constants.js';
import { RadioLayerMessages } from '../radio/messages.js';
import { defineEndpoint } from './endpoint.js';

/** A floor of a space, as the radio calls name it (buid, floor). */
export const radioFloorBodySchema = z.object({ buid: identifier, floor: floorNumberSchema });

/**
 * A time range in milliseconds since the epoch, sent as numbers or digit text (timestampX,
 * timestampY: docs/wifi-layers.md#time-modes).
 */
const timestamp = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,16}$/)])
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), 'must be a whole number of milliseconds');

export const radioFloorTimeBodySchema = radioFloorBodySchema.extend({
  timestampX: timestamp,
  timestampY: timestamp,
});

/** The `json` field of a radiomap upload: which floor the log was recorded on. */
export const radiomapUploadJsonSchema = radioFloorBodySchema;
export type RadiomapUploadJson = z.infer<typeof radiomapUploadJsonSchema>;

/**
 * The radio layers' points travel as x (latitude) and y (longitude): heatmap points,
 * fingerprint points, deleted scans and access points. These two are where a wire point
 * and a LatLng become one another.
 */
export const wirePointPosition = (point: { readonly x: number; readonly y: number }): LatLng => ({
  lat: point.x,
  lon: point.y,
});
export const positionAsWirePoint = (position: LatLng): { x: number; y: number } => ({
  x: position.lat,
  y: position.lon,
});

/**
 * A heatmap point: cell centre x (lat), y (lon); w is JSON text {count, average, total}
 * (docs/wifi-layers.md#heatmap-cells).
 */
export const radioPointSchema = z.object({ x: z.number(), y: z.number(), w: z.string() });

const heatmapLevel = z.object({ level: z.enum(['1', '2', '3']) });

export const radiomapUpload = defineEndpoint({
  id: 'radiomapUpload',
  method: 'POST',
  path: '/api/auth/radiomap/upload',
  auth: 'bearer',
  transport: 'multipart',
  summary:
    "Upload a radiomap of a floor (multipart: `json` with buid and floor, `radiomap` the file): Anyplace's logger log (8 values a line: timestamp, lat, lon, heading, MAC, RSS, floor, buid; spaces or ', ' between them), its raw rss-log (the same without the buid) or the radiomap matrix of its backups ('# NaN -110', '# X, Y, HEADING, mac1, …', one fingerprint a row). Measurements are grouped into scans by timestamp, position and heading over the whole file; a MAC twice in a scan keeps its stronger RSS. Matrix rows carry no date: they are stored undated (on the heatmaps, not on the time bar). Scans already stored on the floor (same timestamp, position, heading and readings) are skipped: `fingerprints` counts the new ones, `already_stored` the skipped ones. The new ones are stored and the heatmaps updated. A matrix whose every location is already covered by the floor's dated scans stores nothing (`message` says so); fingerprints farther than 200 m from the building's position, or well outside the floor's placed plan, are refused with a 400 giving the distance",
  tags: ['radiomaps'],
  body: radiomapUploadJsonSchema,
  response: z.object({
    message: z.string(),
    fingerprints: z.number().int(),
    measurements: z.number().int(),
    already_stored: z.number().int(),
  }),
});

export const radiomapFloors = defineEndpoint({
  id: 'radiomapFloors',
  method: 'POST',
  path: '/api/radiomap/floors',
  auth: 'optional',
  summary:
    'The radiomap logs of several floors (floors space-separated), in the upload format; empty text for a floor without fingerprints',
  tags: ['radiomaps'],
  body: z.object({ buid: identifier, floors: z.string().max(2000) }),
  response: z.object({
    rss_log_files: z.array(z.object({ floor_number: z.string(), rss_log: z.string() })),
  }),
});

export const radiomapDelete = defineEndpoint({
  id: 'radiomapDelete',
  method: 'POST',
  path: '/api/auth/radiomap/delete',
  auth: 'bearer',
  summary: "Delete a floor's fingerprints and heatmaps",
  tags: ['radiomaps'],
  body: radioFloorBodySchema,
  response: messageResponse,
});

export const radiomapTime = defineEndpoint({
  id: 'radiomapTime',
  method: 'POST',
  path: '/api/radiomap/time',
  auth: 'optional',
  summary:
    "Fingerprint counts of a floor per day (date: the day's start in ms); `undated` counts the fingerprints without a date (radiomap matrix rows), which are on no day",
  tags: ['radiomaps'],
  body: radioFloorBodySchema,
  response: z.object({
    radioPoints: z.array(z.object({ date: z.number(), count: z.number().int() })),
    undated: z.number().int(),
  }),
});

export const heatmapFloorAverage = defineEndpoint({
  id: 'heatmapFloorAverage',
  method: 'POST',
  path: '/api/heatmap/floor/average/:level',
  auth: 'optional',
  summary: "A floor's wifi coverage at zoom level 1, 2 or 3: average RSS per cell",
  tags: ['heatmaps'],
  params: heatmapLevel,
  body: radioFloorBodySchema,
  response: z.object({ radioPoints: z.array(radioPointSchema) }),
});

export const heatmapFloorAverageTimestamp = defineEndpoint({
  id: 'heatmapFloorAverageTimestamp',
  method: 'POST',
  path: '/api/heatmap/floor/average/timestamp/:level',
  auth: 'optional',
  summary:
    "A floor's wifi coverage at zoom level 1, 2 or 3 for the days between timestampX and timestampY",
  tags: ['heatmaps'],
  params: heatmapLevel,
  body: radioFloorTimeBodySchema,
  response: z.object({ radioPoints: z.array(radioPointSchema) }),
});

/* ---- The wifi layers piece by piece (docs/wifi-layers.md#reading-layers-piece-by-piece) ---- */

/**
 * A time bound that may be left out: a missing start is 0, a missing end the largest safe integer.
 */
const optionalTimestamp = z
  .union([timestamp, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' || v === null ? undefined : v));

/** timestampX and timestampY, both optional: without either, all time. */
const optionalTimeRange = {
  timestampX: optionalTimestamp,
  timestampY: optionalTimestamp,
};

const tileIndex = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,8}$/)])
  .transform(Number);

/** An XYZ tile (web mercator, 256 px) as numbers or digit text. */
const tileShape = { x: tileIndex, y: tileIndex, z: tileIndex };

/** x and y must lie in the zoom's grid, and z must be at least `minZoom`. */
const tileCheck =
  (minZoom: number) =>
  (body: { x: number; y: number; z: number }, ctx: z.RefinementCtx): void => {
    if (!isValidTile(body)) {
      const field = body.z > MapDefaults.tileMaxZoom ? 'z' : body.x >= 2 ** body.z ? 'x' : 'y';
      ctx.addIssue({ code: 'custom', path: [field], message: RadioLayerMessages.badTile });
    } else if (body.z < minZoom) {
      ctx.addIssue({
        code: 'custom',
        path: ['z'],
        message: RadioLayerMessages.tileZoomTooLow(minZoom),
      });
    }
  };

export const heatmapTileBodySchema = radioFloorBodySchema
  .extend(tileShape)
  .superRefine(tileCheck(0));
export const heatmapTileTimeBodySchema = radioFloorTimeBodySchema
  .extend(tileShape)
  .superRefine(tileCheck(0));
export const fingerprintTileBodySchema = radioFloorBodySchema
  .extend({ ...tileShape, ...optionalTimeRange })
  .superRefine(tileCheck(RadioLayerConstants.fingerprintTileMinZoom));
export const fingerprintGridBodySchema = radioFloorBodySchema.extend(optionalTimeRange);

const latitude = wireCoordinate.refine(isValidLatitude, RadioLayerMessages.badLatitude);
const longitude = wireCoordinate.refine(isValidLongitude, RadioLayerMessages.badLongitude);

/**
 * The delete rectangle by two opposite corners in any order (lat1, lon1, lat2, lon2, numbers or
 * text: docs/wifi-layers.md#delete-rectangle).
 */
export const fingerprintBoxBodySchema = radioFloorBodySchema.extend({
  lat1: latitude,
  lon1: longitude,
  lat2: latitude,
  lon2: longitude,
});
export const fingerprintBoxTimeBodySchema = fingerprintBoxBodySchema.extend(optionalTimeRange);
export const fingerprintTimeBodySchema = radioFloorBodySchema.extend(optionalTimeRange);

/**
 * A scan location of the fingerprint layer: x (lat), y (lon), the measurements taken
 * there (count: what the heatmap weighs) and the scans. For the grid, the location is a
 * heatmap cell's centre and the totals are the cell's.
 */
export const fingerprintPointSchema = z.object({
  x: z.number(),
  y: z.number(),
  count: z.number().int(),
  scans: z.number().int(),
});
export type FingerprintPoint = z.infer<typeof fingerprintPointSchema>;

/**
 * A fingerprint marker's scan location (docs/wifi-layers.md#fingerprints-layer): a point of the
 * layer, with the time of its first and last scan (ms; null when every scan there is undated)
 * and the strongest access points heard there (each MAC's strongest RSS, strongest first, at
 * most RadioLayerConstants.markerStrongestAps).
 */
export const fingerprintLocationSchema = fingerprintPointSchema.extend({
  first: z.number().int().nullable(),
  last: z.number().int().nullable(),
  strongest: z.array(z.object({ mac: z.string(), rss: z.number().int() })),
});
export type FingerprintLocation = z.infer<typeof fingerprintLocationSchema>;

/**
 * A deleted scan: where (x lat, y lon), when (ms; null for an undated scan) and how many
 * measurements it held.
 */
export const deletedFingerprintSchema = z.object({
  x: z.number(),
  y: z.number(),
  timestamp: z.number().int().nullable(),
  count: z.number().int(),
});

const deletedFingerprintsResponse = z.object({
  message: z.string(),
  fingerprints: z.array(deletedFingerprintSchema),
});

export const radiomapFingerprintsGrid = defineEndpoint({
  id: 'radiomapFingerprintsGrid',
  method: 'POST',
  path: '/api/radiomap/fingerprints/grid/:level',
  auth: 'optional',
  summary:
    "The fingerprint heatmap of a floor below the maximum zoom: scans and measurements per heatmap cell of level 1, 2 or 3 (the zoom bands), at each cell's centre; optionally only the days between timestampX and timestampY. Read from the kept cells, never from the raw scans, so its size is the floor's cell count whatever the number of scans",
  tags: ['radiomaps'],
  params: heatmapLevel,
  body: fingerprintGridBodySchema,
  response: z.object({ radioPoints: z.array(fingerprintPointSchema) }),
});

export const radiomapFingerprintsTile = defineEndpoint({
  id: 'radiomapFingerprintsTile',
  method: 'POST',
  path: '/api/radiomap/fingerprints/tiles',
  auth: 'optional',
  summary: `The fingerprint markers of one map tile (x, y, z with z from ${RadioLayerConstants.fingerprintTileMinZoom} to 22): every scan location inside the tile with its scans and measurements, the time of its first and last scan (null when undated) and the ${RadioLayerConstants.markerStrongestAps} strongest access points heard there (each MAC's strongest RSS), optionally only scans taken between timestampX and timestampY (ms, inclusive; a missing start is 0, a missing end the largest safe integer). At most ${RadioLayerConstants.maxFingerprintTilePoints} locations; truncated says when there were more`,
  tags: ['radiomaps'],
  body: fingerprintTileBodySchema,
  response: z.object({
    radioPoints: z.array(fingerprintLocationSchema),
    truncated: z.boolean(),
  }),
});

export const heatmapFloorAverageTiles = defineEndpoint({
  id: 'heatmapFloorAverageTiles',
  method: 'POST',
  path: '/api/heatmap/floor/average/3/tiles',
  auth: 'optional',
  summary:
    "A floor's level-3 wifi coverage inside one map tile (x, y, z): the points of the level-3 heatmap whose cell centre lies in the tile, so a huge floor can be loaded tile by tile",
  tags: ['heatmaps'],
  body: heatmapTileBodySchema,
  response: z.object({ radioPoints: z.array(radioPointSchema) }),
});

export const heatmapFloorAverageTimestampTiles = defineEndpoint({
  id: 'heatmapFloorAverageTimestampTiles',
  method: 'POST',
  path: '/api/heatmap/floor/average/timestamp/tiles',
  auth: 'optional',
  summary:
    "A floor's level-3 wifi coverage inside one map tile (x, y, z) for the days between timestampX and timestampY",
  tags: ['heatmaps'],
  body: heatmapTileTimeBodySchema,
  response: z.object({ radioPoints: z.array(radioPointSchema) }),
});

export const radiomapDeleteBbox = defineEndpoint({
  id: 'radiomapDeleteBbox',
  method: 'POST',
  path: '/api/auth/radiomap/delete/bbox',
  auth: 'bearer',
  summary:
    "Delete a floor's fingerprints inside a rectangle (Anyplace's deleteFingerprints; the path sits beside /auth/radiomap/delete and /auth/radiomap/delete/time, bbox naming the rectangle): lat1, lon1, lat2, lon2 are two opposite corners in any order, edges included. Answers the deleted scans in `fingerprints`; the heatmaps lose them in the same transaction. Owner, co-owner, moderator or admin of the space",
  tags: ['radiomaps'],
  body: fingerprintBoxBodySchema,
  response: deletedFingerprintsResponse,
});

export const radiomapDeleteBboxTime = defineEndpoint({
  id: 'radiomapDeleteBboxTime',
  method: 'POST',
  path: '/api/auth/radiomap/delete/bbox/time',
  auth: 'bearer',
  summary:
    "Delete a floor's fingerprints inside a rectangle taken between timestampX and timestampY (Anyplace's deleteFingerprintsByTime; ms, inclusive, either order; a missing start is 0, a missing end the largest safe integer). Answers the deleted scans in `fingerprints`",
  tags: ['radiomaps'],
  body: fingerprintBoxTimeBodySchema,
  response: deletedFingerprintsResponse,
});

export const radiomapDeleteTime = defineEndpoint({
  id: 'radiomapDeleteTime',
  method: 'POST',
  path: '/api/auth/radiomap/delete/time',
  auth: 'bearer',
  summary:
    "Delete a floor's fingerprints taken between timestampX and timestampY (ms, inclusive, either order; a missing start is 0, a missing end the largest safe integer). Answers the deleted scans in `fingerprints`",
  tags: ['radiomaps'],
  body: fingerprintTimeBodySchema,
  response: deletedFingerprintsResponse,
});
