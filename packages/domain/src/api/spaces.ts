import { z } from 'zod';
import { spaceSchema } from '../model/space.js';
import { defineEndpoint } from './endpoint.js';

export const spacePublic = defineEndpoint({
  id: 'spacePublic',
  method: 'POST',
  path: '/api/mapping/space/public',
  auth: 'public',
  summary: 'All published spaces',
  tags: ['spaces'],
  body: z.object({}).optional(),
  response: z.object({ spaces: z.array(spaceSchema) }),
});
