import { z } from 'zod';
import { AuditResults } from '../audit/constants.js';
import { wireBooleanText } from './common.js';

export const warrantySchema = z.object({
  scope: z.string(),
  expirationDate: z.string(),
  isLifetime: z.boolean(),
});

/**
 * A POI's latest audit finding (docs/audit.md#carrying-out-a-route): when (ISO time), what
 * and by whom.
 */
export const lastAuditSchema = z.object({
  date: z.string(),
  result: z.enum(AuditResults),
  auditor: z.string(),
});
export type LastAudit = z.infer<typeof lastAuditSchema>;

/**
 * The asset-register fields of a POI. They are answered only to callers who may see the
 * space's asset details (canSeeAssetDetails); every other reader gets the POI without
 * them: the keys are absent, never blank.
 */
export const poiAssetDetailsSchema = z.object({
  manufacturer: z.string(),
  modelNumber: z.string(),
  serialNumber: z.string(),
  purchaseDate: z.string(),
  price: z.number().nullable(),
  quantity: z.number().int(),
  link: z.string(),
  tags: z.array(z.string()),
  warranty: warrantySchema,
  /** The latest audit finding; null when never audited. */
  last_audit: lastAuditSchema.nullable(),
});
export type PoiAssetDetails = z.infer<typeof poiAssetDetailsSchema>;

/** The keys redactAssetDetails removes: every key of poiAssetDetailsSchema. */
export const PoiAssetDetailKeys = Object.keys(
  poiAssetDetailsSchema.shape,
) as readonly (keyof PoiAssetDetails)[];

/**
 * What every reader of a POI gets (docs/pois-and-navigation.md#poi-fields, without the asset
 * register's).
 */
const poiPublicShape = {
  puid: z.string(),
  buid: z.string(),
  floor_number: z.string(),
  floor_name: z.string(),
  name: z.string(),
  description: z.string(),
  pois_type: z.string(),
  pois_type2: z.string(),
  is_door: wireBooleanText,
  is_building_entrance: wireBooleanText,
  is_published: wireBooleanText,
  coordinates_lat: z.string(),
  coordinates_lon: z.string(),
  x: z.string().optional(),
  y: z.string().optional(),
  url: z.string(),
  image: z.string(),
  owner_id: z.string(),
  /** The id the POI had where it was restored or imported from; absent for a POI made here. */
  external_id: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/**
 * A POI as it travels on the wire (docs/pois-and-navigation.md#poi-fields): flags and coordinates
 * as text. The asset details are there for callers allowed them and absent for everyone else.
 */
export const poiSchema = z.object({
  ...poiPublicShape,
  ...poiAssetDetailsSchema.partial().shape,
});
export type Poi = z.infer<typeof poiSchema>;

/** A POI with its asset details: what the space's editors, auditors and their planners read. */
export const poiWithAssetDetailsSchema = z.object({
  ...poiPublicShape,
  ...poiAssetDetailsSchema.shape,
});
export type PoiWithAssetDetails = z.infer<typeof poiWithAssetDetailsSchema>;

/** True when the POI came with its asset details (the caller may see them). */
export function hasAssetDetails(poi: Poi): poi is PoiWithAssetDetails {
  return PoiAssetDetailKeys.every((key) => poi[key] !== undefined);
}

/**
 * The POI as a caller who may not see asset details reads it: the same object without
 * any asset key. The one redaction every answer carrying POIs goes through.
 */
export function redactAssetDetails(poi: Poi): Poi {
  const redacted: Poi = { ...poi };
  for (const key of PoiAssetDetailKeys) delete redacted[key];
  return redacted;
}
