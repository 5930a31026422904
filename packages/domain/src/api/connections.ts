import { z } from 'zod';
import { identifier, wireBooleanText, wireFloorNumber } from '../model/common.js';
import { singleLineText } from '../model/text.js';
import { defineEndpoint } from './endpoint.js';

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
  body: z.object({ buid: identifier, floor_number: wireFloorNumber }),
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
