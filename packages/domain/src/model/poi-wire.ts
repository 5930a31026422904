import { z } from 'zod';
import { wireBooleanText } from './common.js';

export const warrantySchema = z.object({
  scope: z.string(),
  expirationDate: z.string(),
  isLifetime: z.boolean(),
});

/** A POI as it travels on the wire (SPEC section 3): flags and coordinates as text. */
export const poiSchema = z.object({
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
  manufacturer: z.string(),
  modelNumber: z.string(),
  serialNumber: z.string(),
  purchaseDate: z.string(),
  price: z.number().nullable(),
  quantity: z.number().int(),
  link: z.string(),
  tags: z.array(z.string()),
  warranty: warrantySchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Poi = z.infer<typeof poiSchema>;
