import { z } from 'zod';
import { spaceSchema } from '../model/space.js';
import { defineEndpoint } from './endpoint.js';

/** An IMDF archive imported as a new building (see docs/imdf.md#import). */
export const spaceImdfImport = defineEndpoint({
  id: 'spaceImdfImport',
  method: 'POST',
  path: '/api/auth/mapping/space/import-imdf',
  auth: 'bearer',
  transport: 'multipart',
  summary:
    "Import an IMDF 1.0 archive (multipart: `archive`, a zip) as a new space owned by the caller, unpublished: the venue becomes the space, levels floors (numbered by ordinal), units rooms, openings doors and amenities POIs, each keeping its IMDF id so that the space's IMDF export names the same features. An archive with validator errors is refused (400; the message lists the findings, a line each) and nothing is written",
  tags: ['spaces'],
  response: z.object({
    message: z.string(),
    space: spaceSchema,
    floors: z.number().int(),
    rooms: z.number().int(),
    doors: z.number().int(),
    pois: z.number().int(),
    /** The validator's warnings (they do not refuse an import), a sentence each. */
    warnings: z.array(z.string()),
  }),
});
