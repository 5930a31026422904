import { roomFieldSchemas } from '@indoor/domain';
import { z } from 'zod';

/**
 * The demo building as written by tools/demo/generate-demo.ts. Validated on load so a
 * hand-edited file fails loudly instead of seeding a half-broken building.
 */
const lngLat = z.tuple([z.number(), z.number()]);

export const demoBuildingSchema = z.object({
  version: z.literal(1),
  space: z.object({
    buid: z.string(),
    name: z.string(),
    description: z.string(),
    bucode: z.string(),
    space_type: z.enum(['building', 'vessel']),
    address: z.string(),
    url: z.string(),
    coordinates_lat: z.number(),
    coordinates_lon: z.number(),
  }),
  floors: z.array(
    z.object({
      floor_number: z.number().int(),
      floor_name: z.string(),
      description: z.string(),
      image: z.string().regex(/^[a-z0-9-]+\.png$/),
      width_px: z.number().int().positive(),
      height_px: z.number().int().positive(),
      corners: z.tuple([lngLat, lngLat, lngLat, lngLat]),
    }),
  ),
  pois: z.array(
    z.object({
      puid: z.string(),
      floor_number: z.number().int(),
      name: z.string(),
      description: z.string(),
      pois_type: z.string(),
      is_building_entrance: z.boolean(),
      coordinates_lat: z.number(),
      coordinates_lon: z.number(),
      manufacturer: z.string().optional(),
      modelNumber: z.string().optional(),
      serialNumber: z.string().optional(),
      purchaseDate: z.string().optional(),
      price: z.number().optional(),
      quantity: z.number().int().optional(),
      link: z.string().optional(),
      tags: z.array(z.string()).optional(),
      warranty: z
        .object({ scope: z.string(), expirationDate: z.string(), isLifetime: z.boolean() })
        .optional(),
    }),
  ),
  connections: z.array(z.object({ pois_a: z.string(), pois_b: z.string() })),
  /** Rooms traced on the floor plans and their doors (docs/rooms.md#the-data). */
  units: z.array(
    z.object({
      id: roomFieldSchemas.uuid,
      floor_number: z.number().int(),
      name: z.string(),
      category: roomFieldSchemas.unitCategory,
      polygon: roomFieldSchemas.outline,
    }),
  ),
  openings: z.array(
    z.object({
      id: roomFieldSchemas.uuid,
      floor_number: z.number().int(),
      unit_id: roomFieldSchemas.uuid,
      category: roomFieldSchemas.openingCategory,
      line: z.tuple([lngLat, lngLat]),
    }),
  ),
});
export type DemoBuildingData = z.infer<typeof demoBuildingSchema>;
