import { z } from 'zod';
import { identifier, wireFloorNumber } from '../model/common.js';
import { poiAddBodySchema, poiUpdateBodySchema } from '../model/poi-input.js';
import { poiSchema } from '../model/poi-wire.js';
import { searchQueryText } from '../model/text.js';
import { defineEndpoint } from './endpoint.js';
import { roomRefSchema } from './units.js';

/**
 * A POI of a floor's list, with the room it lies in (docs/rooms.md#pois-in-rooms). The server
 * always sends `unit`; it is optional so that a floor list kept offline before rooms were
 * answered (offline.md) still reads.
 */
export const poiOnFloorSchema = poiSchema.extend({ unit: roomRefSchema.optional() });
export type PoiOnFloor = z.infer<typeof poiOnFloorSchema>;

export const poisSearch = defineEndpoint({
  id: 'poisSearch',
  method: 'POST',
  path: '/api/mapping/pois/search',
  auth: 'optional',
  summary:
    'POIs of visible spaces whose name or description contains the text (optionally in one space)',
  tags: ['pois'],
  body: z.object({
    query: searchQueryText(200),
    buid: identifier.optional(),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  response: z.object({ pois: z.array(poiSchema) }),
});

export const poisAdd = defineEndpoint({
  id: 'poisAdd',
  method: 'POST',
  path: '/api/auth/mapping/pois/add',
  auth: 'bearer',
  summary: 'Add a POI (or a connector: type None) on a floor; answers its puid',
  tags: ['pois'],
  body: poiAddBodySchema,
  response: z.object({ puid: z.string(), poi: poiSchema }),
});

export const poisUpdate = defineEndpoint({
  id: 'poisUpdate',
  method: 'POST',
  path: '/api/auth/mapping/pois/update',
  auth: 'bearer',
  summary: 'Edit a POI: any of its fields, including its position and asset details',
  tags: ['pois'],
  body: poiUpdateBodySchema,
  response: z.object({ message: z.string(), poi: poiSchema }),
});

export const poisDelete = defineEndpoint({
  id: 'poisDelete',
  method: 'POST',
  path: '/api/auth/mapping/pois/delete',
  auth: 'bearer',
  summary: 'Delete a POI (refused while a connection touches it)',
  tags: ['pois'],
  body: z.object({ puid: identifier, buid: identifier.optional() }),
  response: z.object({ message: z.string() }),
});

export const poisFloorAll = defineEndpoint({
  id: 'poisFloorAll',
  method: 'POST',
  path: '/api/mapping/pois/floor/all',
  auth: 'optional',
  summary: 'The POIs of a floor, each with the room it lies in (unit: {id, name} or null)',
  tags: ['pois'],
  body: z.object({ buid: identifier, floor_number: wireFloorNumber }),
  response: z.object({ pois: z.array(poiOnFloorSchema) }),
});

export const poisSpaceAll = defineEndpoint({
  id: 'poisSpaceAll',
  method: 'POST',
  path: '/api/mapping/pois/space/all',
  auth: 'optional',
  summary: 'The POIs of a space, all floors',
  tags: ['pois'],
  body: z.object({ buid: identifier }),
  response: z.object({ pois: z.array(poiSchema) }),
});
