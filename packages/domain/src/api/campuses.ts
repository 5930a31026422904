import { z } from 'zod';
import {
  campusAddBodySchema,
  campusSchema,
  campusUpdateBodySchema,
  campusWithSpacesSchema,
} from '../model/campus.js';
import { identifier } from '../model/common.js';
import { defineEndpoint } from './endpoint.js';

export const campusAdd = defineEndpoint({
  id: 'campusAdd',
  method: 'POST',
  path: '/api/auth/mapping/campus/add',
  auth: 'bearer',
  summary: 'Create a campus from at least one visible space; answers its cuid',
  tags: ['campuses'],
  body: campusAddBodySchema,
  response: z.object({ cuid: z.string(), message: z.string(), campus: campusSchema }),
});

export const campusGet = defineEndpoint({
  id: 'campusGet',
  method: 'POST',
  path: '/api/mapping/campus/get',
  auth: 'optional',
  summary: 'A campus with the spaces of it the caller can see (the campus viewer)',
  tags: ['campuses'],
  body: z.object({ cuid: identifier }),
  response: campusWithSpacesSchema,
});

export const campusUpdate = defineEndpoint({
  id: 'campusUpdate',
  method: 'POST',
  path: '/api/auth/mapping/campus/update',
  auth: 'bearer',
  summary: 'Edit a campus; newcuid renames it',
  tags: ['campuses'],
  body: campusUpdateBodySchema,
  response: z.object({ message: z.string(), campus: campusSchema }),
});

export const campusDelete = defineEndpoint({
  id: 'campusDelete',
  method: 'POST',
  path: '/api/auth/mapping/campus/delete',
  auth: 'bearer',
  summary: 'Delete a campus (its spaces stay)',
  tags: ['campuses'],
  body: z.object({ cuid: identifier }),
  response: z.object({ message: z.string() }),
});

export const campusUser = defineEndpoint({
  id: 'campusUser',
  method: 'POST',
  path: '/api/auth/mapping/campus/user',
  auth: 'bearer',
  summary: "The caller's campuses (all for admins)",
  tags: ['campuses'],
  body: z.object({}).optional(),
  response: z.object({ buildingsets: z.array(campusSchema) }),
});

export const campusImdfExport = defineEndpoint({
  id: 'campusImdfExport',
  method: 'POST',
  path: '/api/mapping/campus/imdf',
  auth: 'optional',
  summary:
    'The campus as one IMDF 1.0 venue with a building per space of it the caller can see (application/zip, {name}.imdf.zip); x-imdf-errors counts what the validator found',
  tags: ['campuses'],
  body: z.object({ cuid: identifier }),
  response: z.unknown(),
});
