import { z } from 'zod';
import { identifier } from '../model/common.js';
import { floorSchema } from '../model/floor.js';
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
