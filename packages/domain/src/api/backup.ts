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
    "Restore a building archive (multipart: `archive`) as a new space owned by the caller: a zip made by the backup, or an Anyplace backup (floor_plans/{floor}.png, radiomaps/{floor}-radiomap.txt, allpois.json, allconnections.json, no building.json). From an Anyplace archive the building and POIs come from allpois.json, connections whose two ends exist from allpois.json's POIs (the others are counted in `connections_skipped`), and each plan is placed over its floor's POIs and fingerprints and marked `plan_placement_to_check` (counted in `plans_to_check`)",
  tags: ['spaces'],
  response: z.object({
    message: z.string(),
    space: spaceSchema,
    floors: z.number().int(),
    pois: z.number().int(),
    connections: z.number().int(),
    fingerprints: z.number().int(),
    connections_skipped: z.object({
      missing_poi: z.number().int(),
      other_building: z.number().int(),
      duplicate: z.number().int(),
    }),
    plans_to_check: z.number().int(),
  }),
});
