import { z } from 'zod';
import { MapDefaults } from '../map/constants.js';
import { PoiConstants } from '../pois/constants.js';
import { identifier, wireBoolean } from './common.js';
import { multiLineText, singleLineText } from './text.js';

const text = singleLineText;
const rawCoordinate = z.union([z.number(), z.string().max(64)]);

/**
 * Price: a number ≥ 0, or null when empty or not numeric (docs/validation.md#numbers-and-flags).
 */
const price = z
  .union([z.number(), z.string().max(32), z.null()])
  .transform((v) => {
    if (v === null || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : null;
  })
  .refine((v) => v === null || v >= 0, 'must not be negative');

/** Quantity: a whole number ≥ 1, 1 when empty or not numeric. */
const quantity = z
  .union([z.number(), z.string().max(16), z.null()])
  .transform((v) => {
    const n = typeof v === 'number' ? v : v === null || v === '' ? Number.NaN : Number(v);
    return Number.isFinite(n) ? n : PoiConstants.defaultQuantity;
  })
  .refine(
    (n) => Number.isInteger(n) && n >= 1 && n <= 1_000_000,
    'must be a whole number of at least 1',
  );

/**
 * Tags: trimmed, non-empty (docs/pois-and-navigation.md#poi-fields); a comma-separated text is
 * accepted too.
 */
const tags = z
  .union([z.array(z.string().max(64)).max(50), z.string().max(2000)])
  .transform((v) =>
    (typeof v === 'string' ? v.split(',') : v).map((t) => t.trim()).filter((t) => t !== ''),
  );

const link = text(2048).refine(
  (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
  'must be a URL (http or https)',
);

const date = z
  .string()
  .trim()
  .max(10)
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'must be a date (YYYY-MM-DD)');

export const warrantyInputSchema = z.object({
  scope: multiLineText(500).default(''),
  expirationDate: date.default(''),
  isLifetime: z.boolean().default(false),
});

const poiFields = {
  floor_name: text(128).optional(),
  name: text(256).min(1, 'is required'),
  description: multiLineText(4000).optional(),
  pois_type: text(64).min(1, 'is required'),
  pois_type2: text(64).optional(),
  is_door: wireBoolean.optional(),
  is_building_entrance: wireBoolean.optional(),
  is_published: wireBoolean.optional(),
  coordinates_lat: rawCoordinate,
  coordinates_lon: rawCoordinate,
  x: z.union([z.number(), z.string().max(32)]).optional(),
  y: z.union([z.number(), z.string().max(32)]).optional(),
  url: text(2048).optional(),
  image: text(2048).optional(),
  overwrite: z.string().max(8).optional(),
  owner_id: z.string().max(128).optional(),
  manufacturer: text(256).optional(),
  modelNumber: text(256).optional(),
  serialNumber: text(256).optional(),
  purchaseDate: date.optional(),
  price: price.optional(),
  quantity: quantity.optional(),
  link: link.optional(),
  tags: tags.optional(),
  warranty: warrantyInputSchema.optional(),
};

export const poiAddBodySchema = z.object({
  buid: identifier,
  floor_number: z.union([z.string().regex(/^-?\d{1,4}$/), z.number().int()]).transform(Number),
  ...poiFields,
  /**
   * The POI's id where it came from (docs/import-export.md#external-ids): set by a restore or an
   * import, never changed afterwards (the update body has no such field).
   */
  external_id: text(128).optional(),
});
export type PoiAddBody = z.infer<typeof poiAddBodySchema>;

/** An update names the POI and carries only the fields that change. */
export const poiUpdateBodySchema = z
  .object({ puid: identifier, buid: identifier, ...poiFields })
  .partial()
  .required({ puid: true });
export type PoiUpdateBody = z.infer<typeof poiUpdateBodySchema>;

/**
 * docs/pois-and-navigation.md#adding-a-poi: a POI lies on a floor when within 0.001° outside the
 * floor's bounding box.
 */
export function isNearFloor(
  bounds: {
    bottom_left_lat: number;
    bottom_left_lng: number;
    top_right_lat: number;
    top_right_lng: number;
  },
  lat: number,
  lon: number,
): boolean {
  const t = MapDefaults.poiNearFloorToleranceDeg;
  return (
    lat >= bounds.bottom_left_lat - t &&
    lat <= bounds.top_right_lat + t &&
    lon >= bounds.bottom_left_lng - t &&
    lon <= bounds.top_right_lng + t
  );
}
