import { z } from 'zod';
import { identifier, messageResponse } from '../model/common.js';
import { floorNumberSchema } from '../model/floor.js';
import { defineEndpoint } from './endpoint.js';

/** A floor of a space, as the radio calls name it (SPEC 7: buid, floor). */
export const radioFloorBodySchema = z.object({ buid: identifier, floor: floorNumberSchema });

/** A time range in milliseconds since the epoch, sent as numbers or digit text (SPEC 7: timestampX, timestampY). */
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

/** A heatmap point: cell centre x (lat), y (lng); w is JSON text {count, average, total} (SPEC 3). */
export const radioPointSchema = z.object({ x: z.number(), y: z.number(), w: z.string() });

const heatmapLevel = z.object({ level: z.enum(['1', '2', '3']) });

export const radiomapUpload = defineEndpoint({
  id: 'radiomapUpload',
  method: 'POST',
  path: '/api/auth/radiomap/upload',
  auth: 'bearer',
  transport: 'multipart',
  summary:
    'Upload a radiomap log of a floor (multipart: `json` with buid and floor, `radiomap` the log text); its fingerprints are stored and the heatmaps updated',
  tags: ['radiomaps'],
  body: radiomapUploadJsonSchema,
  response: z.object({
    message: z.string(),
    fingerprints: z.number().int(),
    measurements: z.number().int(),
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
  summary: "Fingerprint counts of a floor per day (date: the day's start in ms)",
  tags: ['radiomaps'],
  body: radioFloorBodySchema,
  response: z.object({
    radioPoints: z.array(z.object({ date: z.number(), count: z.number().int() })),
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
