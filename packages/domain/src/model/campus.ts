import { z } from 'zod';
import { identifier, wireBoolean, wireBooleanText } from './common.js';
import { spaceSchema } from './space.js';
import { multiLineText, singleLineText } from './text.js';

/** A campus (a set of buildings) on the wire (docs/spaces-and-campuses.md#campuses). */
export const campusSchema = z.object({
  cuid: z.string(),
  name: z.string(),
  description: z.string(),
  buids: z.array(z.string()),
  greeklish: wireBooleanText,
  owner_id: z.string(),
});
export type Campus = z.infer<typeof campusSchema>;

export const campusWithSpacesSchema = campusSchema.extend({ spaces: z.array(spaceSchema) });
export type CampusWithSpaces = z.infer<typeof campusWithSpacesSchema>;

const buids = z.array(identifier).max(500);

export const campusAddBodySchema = z.object({
  name: singleLineText(256).min(1, 'is required'),
  description: multiLineText(4000).optional(),
  buids,
  greeklish: wireBoolean.optional(),
  /** Clients may propose an id; the server generates one otherwise. */
  cuid: identifier.optional(),
});

export const campusUpdateBodySchema = z.object({
  cuid: identifier,
  name: singleLineText(256).min(1, 'is required').optional(),
  description: multiLineText(4000).optional(),
  /** Renames the campus: its new id. */
  newcuid: identifier.optional(),
  buids: buids.optional(),
  greeklish: wireBoolean.optional(),
});

/** New campus ids: cuid_{random}_{timestamp} (docs/validation.md#identifiers). */
export function newCampusId(random: string, timestampMs: number): string {
  return `cuid_${random}_${timestampMs}`;
}
