import { z } from 'zod';
import { identifier, wireBoolean, wireBooleanText } from './common.js';
import { multiLineText, singleLineText } from './text.js';

/**
 * A floor as it travels on the wire (docs/floors-and-plans.md#floors). floor_number is integer
 * text.
 */
export const floorSchema = z.object({
  buid: z.string(),
  floor_number: z.string(),
  floor_name: z.string(),
  description: z.string(),
  is_published: wireBooleanText,
  bottom_left_lat: z.string().optional(),
  bottom_left_lng: z.string().optional(),
  top_right_lat: z.string().optional(),
  top_right_lng: z.string().optional(),
  zoom: z.string().optional(),
  /** Content version of the current floor plan (cache key of its tiles); absent without a plan. */
  plan_version: z.string().optional(),
  /**
   * 'true' when the plan was placed by a restore (an Anyplace archive has no georeference)
   * and its owner has not set it since; absent otherwise.
   */
  plan_placement_to_check: z.literal('true').optional(),
  /** The plan's corners [lon, lat]: top-left, top-right, bottom-right, bottom-left. */
  plan_corners: z
    .array(z.tuple([z.number(), z.number()]))
    .length(4)
    .optional(),
});
export type Floor = z.infer<typeof floorSchema>;

/** Floor numbers are integers written as text (negative below ground). */
export const floorNumberSchema = z
  .union([
    z
      .string()
      .trim()
      .regex(/^-?\d{1,4}$/, 'must be a whole number'),
    z.number().int(),
  ])
  .transform((v) => Number(v))
  .refine((n) => n >= -999 && n <= 9999, 'must be between -999 and 9999');

export const floorAddBodySchema = z.object({
  buid: identifier,
  floor_number: floorNumberSchema,
  floor_name: singleLineText(128).optional(),
  description: multiLineText(4000).optional(),
  is_published: wireBoolean.optional(),
});

export const floorUpdateBodySchema = z.object({
  buid: identifier,
  floor_number: floorNumberSchema,
  floor_name: singleLineText(128).optional(),
  description: multiLineText(4000).optional(),
  is_published: wireBoolean.optional(),
});

export const floorRefBodySchema = z.object({ buid: identifier, floor_number: floorNumberSchema });

/** Floor numbers sort numerically (docs/floors-and-plans.md#floor-choice). */
export function compareFloorNumbers(a: string, b: string): number {
  return Number(a) - Number(b);
}

/** The next new floor number is the highest existing plus 1 (0 for the first floor). */
export function nextFloorNumber(existing: readonly string[]): number {
  if (existing.length === 0) return 0;
  return Math.max(...existing.map(Number)) + 1;
}
