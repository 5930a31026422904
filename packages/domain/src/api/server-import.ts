import { z } from 'zod';
import { spaceSchema } from '../model/space.js';
import { ServerImportConstants } from '../server-import/constants.js';
import { defineEndpoint } from './endpoint.js';

const count = z.number().int();
const itemKinds = ['floor', 'floor_plan', 'poi', 'connection', 'radiomap'] as const;

export const spaceImportFromServer = defineEndpoint({
  id: 'spaceImportFromServer',
  method: 'POST',
  path: '/api/auth/mapping/space/import-from-server',
  auth: 'bearer',
  summary:
    "Import a building from a server that answers Anyplace's API (Anyplace 4.3 or this product) as a new unpublished space owned by the caller: the server fetches its floors, placed floor plans, every POI with connectors, every connection and the radiomaps, and creates it all or nothing. `building` is the building's id or a viewer link naming it; `api_key` is sent to that server (as Anyplace's `access_token` header and as a bearer token) and not kept. Admins may name any public host; everyone else only the hosts of IMPORT_ALLOWED_HOSTS, which alone may be private addresses. The answer counts what came and what was refused, with the first refused items and their reasons",
  tags: ['spaces'],
  body: z.object({
    server: z.string().max(ServerImportConstants.maxServerUrlLength),
    building: z.string().max(ServerImportConstants.maxBuildingReferenceLength),
    api_key: z.string().max(ServerImportConstants.maxApiKeyLength).optional(),
  }),
  response: z.object({
    message: z.string(),
    space: spaceSchema,
    source: z.object({ server: z.string(), buid: z.string() }),
    received: z.object({
      floors: count,
      floor_plans: count,
      pois: count,
      connectors: count,
      connections: count,
      radiomaps: count,
      fingerprints: count,
    }),
    refused: z.object({
      floor: count,
      floor_plan: count,
      poi: count,
      connection: count,
      radiomap: count,
    }),
    refused_items: z.array(
      z.object({ kind: z.enum(itemKinds), id: z.string(), reason: z.string() }),
    ),
    duplicate_connections: count,
  }),
});
