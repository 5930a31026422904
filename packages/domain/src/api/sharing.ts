import { z } from 'zod';
import { identifier } from '../model/common.js';
import { defineEndpoint } from './endpoint.js';

export const shortLinkCreate = defineEndpoint({
  id: 'shortLinkCreate',
  method: 'POST',
  path: '/api/share/short-link',
  auth: 'optional',
  summary: 'A short link (/s/{code}) to the viewer of a space or campus the caller can see',
  tags: ['sharing'],
  body: z.union([
    z.object({
      buid: identifier,
      floor: z
        .string()
        .regex(/^-?\d{1,4}$/)
        .optional(),
    }),
    z.object({ cuid: identifier }),
  ]),
  response: z.object({ code: z.string(), path: z.string(), target: z.string() }),
});
