import { z } from 'zod';
import { wireBooleanText } from './common.js';

export const SpaceTypes = ['building', 'vessel'] as const;
export type SpaceType = (typeof SpaceTypes)[number];

/** A space (building or vessel) as it travels on the wire (SPEC section 3). */
export const spaceSchema = z.object({
  buid: z.string(),
  name: z.string(),
  description: z.string(),
  bucode: z.string(),
  space_type: z.enum(SpaceTypes),
  type: z.string(),
  is_published: wireBooleanText,
  url: z.string(),
  address: z.string(),
  coordinates_lat: z.string(),
  coordinates_lon: z.string(),
  co_owners: z.array(z.string()),
  owner_id: z.string(),
  assigned_auditors: z.array(z.string()),
});
export type Space = z.infer<typeof spaceSchema>;
