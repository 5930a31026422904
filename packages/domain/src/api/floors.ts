import { z } from 'zod';
import { identifier } from '../model/common.js';
import {
  floorAddBodySchema,
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

const lngLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** The `json` field of a floor-plan upload (SPEC 7: coordinates, zoom, buid, floor_number). */
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
  /** A rotated plan: its image corners [lng, lat] top-left, top-right, bottom-right, bottom-left. */
  corners: z.tuple([lngLat, lngLat, lngLat, lngLat]).optional(),
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
