import { z } from 'zod';
import { poiSchema } from '../model/poi-wire.js';
import { spaceSchema } from '../model/space.js';
import { defineEndpoint } from './endpoint.js';

/**
 * One asset of the register: a POI in its wire form, with the name of its space.
 * `floor_name` is the floor's current name (the POI's own copy when the floor has none).
 */
export const assetRowSchema = poiSchema.extend({ space_name: z.string() });
export type AssetRow = z.infer<typeof assetRowSchema>;

export const assetRegisterAnswerSchema = z.object({
  /** Ordered by space name, floor number and POI name. */
  assets: z.array(assetRowSchema),
  /** Every space the register covers, with or without assets (filters, map selection). */
  spaces: z.array(spaceSchema),
  /** True when there were more assets than `limit`: only the first `limit` are listed. */
  truncated: z.boolean(),
  limit: z.number().int(),
});
export type AssetRegisterAnswer = z.infer<typeof assetRegisterAnswerSchema>;

export const assetRegister = defineEndpoint({
  id: 'assetRegister',
  method: 'POST',
  path: '/api/auth/mapping/pois/assets',
  auth: 'bearer',
  summary:
    'The asset register: every POI (connectors excluded) of the spaces the caller works on, with its space and floor names; capped at ServerLimits.assetRegisterMaxRows',
  tags: ['pois'],
  // Filtering and sorting happen in the browser over the whole register: one request per page.
  body: z.object({}),
  response: assetRegisterAnswerSchema,
});
