import { z } from 'zod';
import { AuditCycleConstants } from '../audit/constants.js';
import { SpaceFieldLimits } from '../spaces/constants.js';
import { identifier, wireBoolean, wireBooleanText } from './common.js';
import { multiLineText, singleLineText } from './text.js';

export const SpaceTypes = ['building', 'vessel'] as const;
export type SpaceType = (typeof SpaceTypes)[number];

/**
 * A space (building or vessel) as it travels on the wire
 * (docs/spaces-and-campuses.md#space-fields).
 */
export const spaceSchema = z.object({
  buid: z.string(),
  name: z.string(),
  description: z.string(),
  bucode: z.string(),
  space_type: z.enum(SpaceTypes),
  type: z.string(),
  is_published: wireBooleanText,
  url: z.string(),
  address: z.string(),
  coordinates_lat: z.string(),
  coordinates_lon: z.string(),
  co_owners: z.array(z.string()),
  owner_id: z.string(),
  assigned_auditors: z.array(z.string()),
  /**
   * Days between audits of the space's assets (docs/audit.md#audit-cycle; the server always sends
   * it).
   */
  audit_interval_days: z.number().int().optional(),
  /** The place types whose POIs are audited too (docs/audit.md#audit-cycle). */
  audited_place_types: z.array(z.string()).optional(),
});
export type Space = z.infer<typeof spaceSchema>;

/**
 * Coordinates arrive as numbers or text; the service checks them and answers with the catalogue
 * texts.
 */
const rawCoordinate = z.union([z.number(), z.string().max(64)]);
const text = singleLineText;

/**
 * An assigned auditor as a client sends it ("ids or objects"): an id or
 * username, or an auditor object carrying one of them.
 */
export const auditorReferenceSchema = z.union([
  z.string().min(1).max(128),
  z
    .object({
      userId: z.string().max(128).optional(),
      id: z.string().max(128).optional(),
      owner_id: z.string().max(128).optional(),
      username: z.string().max(128).optional(),
    })
    .refine(
      (a) => Boolean(a.userId || a.id || a.owner_id || a.username),
      'needs an id or username',
    ),
]);
export type AuditorReference = z.infer<typeof auditorReferenceSchema>;

/** A user named by id or by username. */
const userReference = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:@-]+$/, 'must be a user id or username');

export const spaceAddBodySchema = z.object({
  name: text(SpaceFieldLimits.nameMaxLength).min(1, 'is required'),
  description: multiLineText(4000).optional(),
  bucode: text(128).optional(),
  space_type: z.enum(SpaceTypes).default('building'),
  type: text(128).optional(),
  is_published: wireBoolean.optional(),
  url: text(2048).optional(),
  address: text(512).optional(),
  coordinates_lat: rawCoordinate,
  coordinates_lon: rawCoordinate,
  co_owners: z.array(userReference).max(50).optional(),
});
export type SpaceAddBody = z.infer<typeof spaceAddBodySchema>;

export const spaceUpdateBodySchema = z.object({
  buid: identifier,
  name: text(256).min(1, 'is required').optional(),
  description: multiLineText(4000).optional(),
  bucode: text(128).optional(),
  space_type: z.enum(SpaceTypes).optional(),
  type: text(128).optional(),
  is_published: wireBoolean.optional(),
  url: text(2048).optional(),
  address: text(512).optional(),
  coordinates_lat: rawCoordinate.optional(),
  coordinates_lon: rawCoordinate.optional(),
  co_owners: z.array(userReference).max(50).optional(),
  assigned_auditors: z.array(auditorReferenceSchema).max(100).optional(),
  /** Days between audits of the space's assets (docs/audit.md#audit-cycle). */
  audit_interval_days: z
    .number()
    .int()
    .min(AuditCycleConstants.minIntervalDays)
    .max(AuditCycleConstants.maxIntervalDays)
    .optional(),
  /** The place types whose POIs are audited too (docs/audit.md#audit-cycle), each once. */
  audited_place_types: z
    .array(
      z
        .string()
        .max(64)
        .refine((type) => AuditCycleConstants.placeTypes.includes(type)),
    )
    .max(AuditCycleConstants.placeTypes.length)
    .refine((types) => new Set(types).size === types.length)
    .optional(),
});
export type SpaceUpdateBody = z.infer<typeof spaceUpdateBodySchema>;

/** Moving a whole building: the new position of its point (everything moves with it). */
export const spaceMoveBodySchema = z.object({
  buid: identifier,
  coordinates_lat: rawCoordinate,
  coordinates_lon: rawCoordinate,
});
export type SpaceMoveBody = z.infer<typeof spaceMoveBodySchema>;

/** An assigned auditor as GET /api/buildings/{buid}/assigned-auditors answers it. */
export const assignedAuditorSchema = z.object({
  userId: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  assigned_planner: z.string().nullable(),
});
export type AssignedAuditor = z.infer<typeof assignedAuditorSchema>;

/** Empty descriptions, addresses and urls are stored as '-' (the API's rule for them). */
export const orDash = (value: string | undefined): string =>
  value === undefined || value.trim() === '' ? '-' : value.trim();

/**
 * What a form or popup shows of such a field: '' for an empty one, whether stored empty
 * or as the '-' that stands for empty; never a literal '-'.
 */
export const undash = (value: string | undefined): string => {
  const text = value?.trim() ?? '';
  return text === '-' ? '' : text;
};
