import { z } from 'zod';
import { identifier } from '../model/common.js';
import {
  assignedAuditorSchema,
  spaceAddBodySchema,
  spaceMoveBodySchema,
  spaceSchema,
  spaceUpdateBodySchema,
} from '../model/space.js';
import { searchQueryText } from '../model/text.js';
import { defineEndpoint } from './endpoint.js';

const spacesResponse = z.object({ spaces: z.array(spaceSchema) });
const buidBody = z.object({ buid: identifier });

export const spacePublic = defineEndpoint({
  id: 'spacePublic',
  method: 'POST',
  path: '/api/mapping/space/public',
  auth: 'public',
  summary: 'All published spaces',
  tags: ['spaces'],
  body: z.object({}).optional(),
  response: spacesResponse,
});

export const spaceAdd = defineEndpoint({
  id: 'spaceAdd',
  method: 'POST',
  path: '/api/auth/mapping/space/add',
  auth: 'bearer',
  summary: 'Add a space (building or vessel) owned by the caller; answers its buid',
  tags: ['spaces'],
  body: spaceAddBodySchema,
  response: z.object({ buid: z.string(), message: z.string(), space: spaceSchema }),
});

export const spaceGet = defineEndpoint({
  id: 'spaceGet',
  method: 'POST',
  path: '/api/mapping/space/get',
  auth: 'optional',
  summary: 'One space; unknown spaces and unpublished ones the caller may not see are not found',
  tags: ['spaces'],
  body: buidBody,
  response: spaceSchema,
});

export const spaceUpdate = defineEndpoint({
  id: 'spaceUpdate',
  method: 'POST',
  path: '/api/auth/mapping/space/update',
  auth: 'bearer',
  summary: 'Edit a space (owner, co-owners, moderators, admins), including its assigned auditors',
  tags: ['spaces'],
  body: spaceUpdateBodySchema,
  response: z.object({ message: z.string(), changed: z.boolean(), space: spaceSchema }),
});

export const spaceMove = defineEndpoint({
  id: 'spaceMove',
  method: 'POST',
  path: '/api/auth/mapping/space/move',
  auth: 'bearer',
  summary:
    'Move a whole space to a new point: its floor plans, POIs and fingerprints by the same offset (as for update)',
  tags: ['spaces'],
  body: spaceMoveBodySchema,
  response: z.object({ message: z.string(), space: spaceSchema }),
});

export const spaceDelete = defineEndpoint({
  id: 'spaceDelete',
  method: 'POST',
  path: '/api/auth/mapping/space/delete',
  auth: 'bearer',
  summary: 'Delete a space with its floors, plans, POIs, connections and fingerprints',
  tags: ['spaces'],
  body: buidBody,
  response: z.object({ message: z.string() }),
});

export const spaceAccessible = defineEndpoint({
  id: 'spaceAccessible',
  method: 'POST',
  path: '/api/auth/mapping/space/accessible',
  auth: 'bearer',
  summary: "The caller's spaces: owned or co-owned; assigned ones for auditors; all for admins",
  tags: ['spaces'],
  body: z.object({}).optional(),
  response: spacesResponse,
});

export const spaceSearch = defineEndpoint({
  id: 'spaceSearch',
  method: 'POST',
  path: '/api/mapping/space/search',
  auth: 'optional',
  summary: 'Spaces the caller can see whose name, bucode or address contains the text',
  tags: ['spaces'],
  body: z.object({
    query: searchQueryText(200),
    limit: z.number().int().min(1).max(50).optional(),
  }),
  response: spacesResponse,
});

export const spaceCoOwners = defineEndpoint({
  id: 'spaceCoOwners',
  method: 'GET',
  path: '/api/buildings/:buid/co-owners',
  auth: 'bearer',
  summary:
    "A space's co-owners with their usernames and names (those who may edit the space); change them with the space update's co_owners",
  tags: ['spaces'],
  params: buidBody,
  response: z.object({
    status: z.literal('success'),
    co_owners: z.array(z.object({ userId: z.string(), username: z.string(), name: z.string() })),
  }),
});

export const spaceAssignedAuditors = defineEndpoint({
  id: 'spaceAssignedAuditors',
  method: 'GET',
  path: '/api/buildings/:buid/assigned-auditors',
  auth: 'bearer',
  summary: 'The auditors assigned to a space',
  tags: ['spaces'],
  params: buidBody,
  response: z.object({
    status: z.literal('success'),
    assigned_auditors: z.array(assignedAuditorSchema),
  }),
});
