import { z } from 'zod';
import { spaceSchema } from '../model/space.js';
import { defineEndpoint } from './endpoint.js';

export const spaceRestore = defineEndpoint({
  id: 'spaceRestore',
  method: 'POST',
  path: '/api/auth/mapping/space/restore',
  auth: 'bearer',
  transport: 'multipart',
  summary:
    'Restore a building archive (multipart: `archive`, a zip made by the backup) as a new space owned by the caller',
  tags: ['spaces'],
  response: z.object({
    message: z.string(),
    space: spaceSchema,
    floors: z.number().int(),
    pois: z.number().int(),
    connections: z.number().int(),
    fingerprints: z.number().int(),
  }),
});
