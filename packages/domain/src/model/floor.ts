import { z } from 'zod';
import { wireBooleanText } from './common.js';

/** A floor as it travels on the wire (SPEC section 3). floor_number is integer text. */
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
});
export type Floor = z.infer<typeof floorSchema>;

/** Floor numbers sort numerically (SPEC section 4). */
export function compareFloorNumbers(a: string, b: string): number {
  return Number(a) - Number(b);
}

/** The next new floor number is the highest existing plus 1 (0 for the first floor). */
export function nextFloorNumber(existing: readonly string[]): number {
  if (existing.length === 0) return 0;
  return Math.max(...existing.map(Number)) + 1;
}
