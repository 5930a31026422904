import { z } from 'zod';
import { versionSchema } from '../model/version.js';
import { defineEndpoint } from './endpoint.js';

export const getVersion = defineEndpoint({
  id: 'getVersion',
  method: 'GET',
  path: '/api/version',
  auth: 'public',
  summary: 'Product version and optional variant',
  tags: ['system'],
  response: versionSchema,
});

export const getHealth = defineEndpoint({
  id: 'getHealth',
  method: 'GET',
  path: '/api/health',
  auth: 'public',
  summary: 'Liveness and database reachability',
  tags: ['system'],
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});
