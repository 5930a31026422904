import { z } from 'zod';
import { identifier, wireBooleanText } from '../model/common.js';
import { poiAddBodySchema, poiUpdateBodySchema } from '../model/poi-input.js';
import { poiSchema } from '../model/poi-wire.js';
import { singleLineText } from '../model/text.js';
import { defineEndpoint } from './endpoint.js';

const floorNumber = z.union([z.string().regex(/^-?\d{1,4}$/), z.number().int()]).transform(Number);

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
  summary: 'The POIs of a floor',
  tags: ['pois'],
  body: z.object({ buid: identifier, floor_number: floorNumber }),
  response: z.object({ pois: z.array(poiSchema) }),
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

export const connectionSchema = z.object({
  cuid: z.string(),
  buid: z.string(),
  buid_a: z.string(),
  buid_b: z.string(),
  floor_a: z.string(),
  floor_b: z.string(),
  pois_a: z.string(),
  pois_b: z.string(),
  weight: z.string(),
  is_published: wireBooleanText,
  edge_type: z.string(),
  owner_id: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionAdd = defineEndpoint({
  id: 'connectionAdd',
  method: 'POST',
  path: '/api/auth/mapping/connection/add',
  auth: 'bearer',
  summary:
    'Connect two POIs of one space; the weight is their distance in metres, computed by the server',
  tags: ['connections'],
  body: z.object({
    pois_a: identifier,
    pois_b: identifier,
    buid: identifier.optional(),
    buid_a: identifier.optional(),
    buid_b: identifier.optional(),
    floor_a: z.union([z.string().max(8), z.number()]).optional(),
    floor_b: z.union([z.string().max(8), z.number()]).optional(),
    is_published: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    edge_type: singleLineText(32).optional(),
    owner_id: z.string().max(128).optional(),
  }),
  response: z.object({ cuid: z.string(), connection: connectionSchema }),
});

export const connectionDelete = defineEndpoint({
  id: 'connectionDelete',
  method: 'POST',
  path: '/api/auth/mapping/connection/delete',
  auth: 'bearer',
  summary: 'Delete a connection, named by its cuid or by its two POIs',
  tags: ['connections'],
  body: z.union([
    z.object({ cuid: identifier }),
    z.object({ pois_a: identifier, pois_b: identifier }),
  ]),
  response: z.object({ message: z.string() }),
});

export const connectionFloorAll = defineEndpoint({
  id: 'connectionFloorAll',
  method: 'POST',
  path: '/api/mapping/connection/floor/all',
  auth: 'optional',
  summary: 'Connections touching a floor',
  tags: ['connections'],
  body: z.object({ buid: identifier, floor_number: floorNumber }),
  response: z.object({ connections: z.array(connectionSchema) }),
});

export const connectionSpaceAll = defineEndpoint({
  id: 'connectionSpaceAll',
  method: 'POST',
  path: '/api/mapping/connection/space/all',
  auth: 'optional',
  summary: 'All connections of a space',
  tags: ['connections'],
  body: z.object({ buid: identifier }),
  response: z.object({ connections: z.array(connectionSchema) }),
});

const routeAnswer = z.object({
  num_of_pois: z.number().int(),
  pois: z.array(
    z.object({
      puid: z.string(),
      buid: z.string(),
      floor_number: z.string(),
      lat: z.string(),
      lon: z.string(),
    }),
  ),
});

export const navigationRoute = defineEndpoint({
  id: 'navigationRoute',
  method: 'POST',
  path: '/api/navigation/route',
  auth: 'optional',
  summary: 'Shortest walking route between two POIs of one space, across floors, in walking order',
  tags: ['navigation'],
  body: z.object({ pois_from: identifier, pois_to: identifier }),
  response: routeAnswer,
});

export const navigationRouteCoordinates = defineEndpoint({
  id: 'navigationRouteCoordinates',
  method: 'POST',
  path: '/api/navigation/route/coordinates',
  auth: 'optional',
  summary: 'Route from a position (starting at the nearest POI of that floor) to a POI',
  tags: ['navigation'],
  body: z.object({
    coordinates_lat: z.union([z.number(), z.string().max(64)]),
    coordinates_lon: z.union([z.number(), z.string().max(64)]),
    floor_number: floorNumber,
    pois_to: identifier,
  }),
  response: routeAnswer,
});

export const spaceGraphIssues = defineEndpoint({
  id: 'spaceGraphIssues',
  method: 'GET',
  path: '/api/mapping/space/:buid/graph-issues',
  auth: 'optional',
  summary:
    'What keeps the navigation graph incomplete: unreachable POIs, floors without stairs/elevators, no entrance, connections over 100 m',
  tags: ['navigation'],
  params: z.object({ buid: identifier }),
  response: z.object({
    unreachable_pois: z.array(
      z.object({ puid: z.string(), name: z.string(), floor_number: z.string() }),
    ),
    unlinked_floors: z.array(z.string()),
    has_entrance: z.boolean(),
    long_connections: z.array(
      z.object({ cuid: z.string(), pois_a: z.string(), pois_b: z.string(), weight: z.number() }),
    ),
  }),
});
