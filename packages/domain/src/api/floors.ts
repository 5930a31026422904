import { z } from 'zod';
import { identifier } from '../model/common.js';
import {
  floorAddBodySchema,
  floorNumberSchema,
  floorRefBodySchema,
  floorSchema,
  floorUpdateBodySchema,
} from '../model/floor.js';
import { defineEndpoint } from './endpoint.js';

export const floorAll = defineEndpoint({
  id: 'floorAll',
  method: 'POST',
  path: '/api/mapping/floor/all',
  auth: 'optional',
  summary: 'All floors of a space, ordered by numeric floor number',
  tags: ['floors'],
  body: z.object({ buid: identifier }),
  response: z.object({ floors: z.array(floorSchema) }),
});

export const floorAdd = defineEndpoint({
  id: 'floorAdd',
  method: 'POST',
  path: '/api/auth/mapping/floor/add',
  auth: 'bearer',
  summary: 'Add a floor to a space the caller may edit',
  tags: ['floors'],
  body: floorAddBodySchema,
  response: z.object({ message: z.string(), floor: floorSchema }),
});

export const floorUpdate = defineEndpoint({
  id: 'floorUpdate',
  method: 'POST',
  path: '/api/auth/mapping/floor/update',
  auth: 'bearer',
  summary: "Edit a floor's name, description or publication",
  tags: ['floors'],
  body: floorUpdateBodySchema,
  response: z.object({ message: z.string(), floor: floorSchema }),
});

export const floorDelete = defineEndpoint({
  id: 'floorDelete',
  method: 'POST',
  path: '/api/auth/mapping/floor/delete',
  auth: 'bearer',
  summary: 'Delete a floor with its plan, tiles, POIs, connections and fingerprints',
  tags: ['floors'],
  body: floorRefBodySchema,
  response: z.object({ message: z.string() }),
});

const floorPlanImage = z.object({
  floor_number: z.string(),
  content_type: z.string(),
  /** The original uploaded image, base64-encoded. */
  base64: z.string(),
});

export const floorPlanBase64 = defineEndpoint({
  id: 'floorPlanBase64',
  method: 'POST',
  path: '/api/floorplans64/:buid/:floor_number',
  auth: 'optional',
  summary: "A floor's plan image as base64",
  tags: ['floors'],
  params: z.object({ buid: identifier, floor_number: z.string().regex(/^-?\d{1,4}$/) }),
  body: z.object({}).optional(),
  response: floorPlanImage,
});

export const floorPlansBase64All = defineEndpoint({
  id: 'floorPlansBase64All',
  method: 'POST',
  path: '/api/floorplans64/all/:buid/:floors',
  auth: 'optional',
  summary:
    'Plan images of several floors (floors space-separated); empty text for a floor without a plan',
  tags: ['floors'],
  params: z.object({ buid: identifier, floors: z.string().max(2000) }),
  body: z.object({}).optional(),
  response: z.object({ all_floors: z.array(z.string()) }),
});

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/**
 * The `json` field of a floor-plan upload (coordinates, zoom, buid, floor_number:
 * docs/floors-and-plans.md#setting-a-plan).
 */
export const floorPlanUploadJsonSchema = z.object({
  buid: identifier,
  floor_number: z.union([z.string().regex(/^-?\d{1,4}$/), z.number().int()]).transform(Number),
  zoom: z
    .union([
      z.number(),
      z
        .string()
        .max(32)
        .regex(/^\d{1,2}(\.\d+)?$/),
    ])
    .transform(Number),
  bottom_left_lat: z.union([z.number(), z.string().max(64)]).optional(),
  bottom_left_lng: z.union([z.number(), z.string().max(64)]).optional(),
  top_right_lat: z.union([z.number(), z.string().max(64)]).optional(),
  top_right_lng: z.union([z.number(), z.string().max(64)]).optional(),
  /** A rotated plan: its image corners [lon, lat] top-left, top-right, bottom-right, bottom-left. */
  corners: z.tuple([lonLat, lonLat, lonLat, lonLat]).optional(),
  owner_id: z.string().max(128).optional(),
});
export type FloorPlanUploadJson = z.infer<typeof floorPlanUploadJsonSchema>;

export const floorPlanUpload = defineEndpoint({
  id: 'floorPlanUpload',
  method: 'POST',
  path: '/api/mapping/floor/floorplan/upload',
  auth: 'bearer',
  transport: 'multipart',
  summary:
    'Upload a floor plan (multipart: `json` with the georeference, `floorplan` the image); it is tiled on the server',
  tags: ['floors'],
  body: floorPlanUploadJsonSchema,
  response: z.object({
    message: z.string(),
    floor: floorSchema,
    size_m: z.object({ width: z.number(), height: z.number() }),
    tiles: z.number().int(),
    /** The plan this one replaced, now kept so that it can be made live again; absent for a first plan. */
    previous_plan_version: z.string().optional(),
  }),
});

export const floorTile = defineEndpoint({
  id: 'floorTile',
  method: 'GET',
  path: '/api/floortiles/:buid/:floor_number/:z/:x/:y.png',
  auth: 'optional',
  transport: 'binary',
  summary:
    'A 256-px PNG tile of a floor plan (404 outside the plan); add ?v={plan_version} for immutable caching',
  tags: ['floors'],
  params: z.object({
    buid: identifier,
    floor_number: z.string().regex(/^-?\d{1,4}$/),
    z: z.string().regex(/^\d{1,2}$/),
    x: z.string().regex(/^\d{1,8}$/),
    y: z.string().regex(/^\d{1,8}$/),
  }),
  response: z.unknown(),
});

/*
 * Kept plan versions: a replaced floor plan (image, corners, size, content type) is kept
 * for a while (FloorPlanVersionConstants), so that an undo can make it live again.
 */

/** A plan version as the server names it (letters and digits; tiles and ETags are keyed by it). */
const planVersionName = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be a plan version: letters, digits, _ and -');

const planChangeAnswer = z.object({
  message: z.string(),
  floor: floorSchema,
  size_m: z.object({ width: z.number(), height: z.number() }),
  /** The plan that was live until this change, now kept; absent when the floor had none. */
  previous_plan_version: z.string().optional(),
});

export const floorPlanRestore = defineEndpoint({
  id: 'floorPlanRestore',
  method: 'POST',
  path: '/api/auth/mapping/floor/floorplan/restore',
  auth: 'bearer',
  summary:
    'Make a kept plan version of a floor live again (same image, placement and tiles); the plan it replaces is kept in turn. 410 when that version is no longer kept',
  tags: ['floors'],
  body: z.object({
    buid: identifier,
    floor_number: floorNumberSchema,
    plan_version: planVersionName,
    /** When given, the restore happens only while this version is the live one (409 otherwise). */
    live_version: planVersionName.optional(),
  }),
  response: planChangeAnswer,
});

/** The placement of a floor's current plan, set again without uploading it. */
export const floorPlanPlaceBodySchema = z.object({
  buid: identifier,
  floor_number: floorNumberSchema,
  /** The live plan being moved (409 when another plan went live meanwhile). */
  plan_version: planVersionName,
  zoom: z.number().min(0).max(30),
  /** The image corners [lon, lat] top-left, top-right, bottom-right, bottom-left. */
  corners: z.tuple([lonLat, lonLat, lonLat, lonLat]),
});

export const floorPlanPlace = defineEndpoint({
  id: 'floorPlanPlace',
  method: 'POST',
  path: '/api/auth/mapping/floor/floorplan/place',
  auth: 'bearer',
  summary:
    "Move, resize or rotate a floor's current plan: the stored original is tiled again at the new corners under a new version; the previous placement is kept like a replaced plan",
  tags: ['floors'],
  body: floorPlanPlaceBodySchema,
  response: planChangeAnswer.extend({ tiles: z.number().int() }),
});
