import { z } from 'zod';
import { AssetAuditFilters } from '../assets/asset-register.js';
import { poiWithAssetDetailsSchema } from '../model/poi-wire.js';
import { spaceSchema } from '../model/space.js';
import { defineEndpoint } from './endpoint.js';
import { roomRefSchema } from './units.js';

/**
 * One asset of the register: a POI in its wire form with its asset details (the register
 * covers only spaces whose asset details the caller may see), with the name of its space and the
 * room it lies in.
 * `floor_name` is the floor's current name (the POI's own copy when the floor has none).
 */
export const assetRowSchema = poiWithAssetDetailsSchema.extend({
  space_name: z.string(),
  /** Days between audits in this POI's space (docs/audit.md#audit-cycle). */
  audit_interval_days: z.number().int().optional(),
  /** The place types audited in this POI's space (docs/audit.md#audit-cycle). */
  audited_place_types: z.array(z.string()).optional(),
  /** The room the asset lies in (docs/rooms.md#pois-in-rooms), or null. */
  unit: roomRefSchema,
});
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
  // `audit` keeps only the assets due or overdue for an audit today (UTC day,
  // docs/audit.md#audit-cycle).
  body: z.object({ audit: z.enum(AssetAuditFilters).optional() }),
  response: assetRegisterAnswerSchema,
});
