import { z } from 'zod';

/** Flags travel as 'true'/'false' text; booleans are accepted on input too. */
export const wireBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export const wireBooleanText = z.enum(['true', 'false']);
export const toWireBoolean = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/** Identifiers: printable, no path separators, bounded length. */
export const identifier = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'must contain only letters, digits and _ . : -');

/** A coordinate sent as a number or as decimal text; must be finite. */
export const wireCoordinate = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .max(64)
      .regex(/^[-+]?\d+(\.\d+)?$/, 'must be a decimal number'),
  ])
  .transform((v) => Number(v))
  .refine((v) => Number.isFinite(v), 'must be a finite number');

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * A floor number sent as whole-number text or as an integer (docs/validation.md#numbers-and-flags).
 */
export const wireFloorNumber = z
  .union([z.string().regex(/^-?\d{1,4}$/), z.number().int()])
  .transform(Number);
