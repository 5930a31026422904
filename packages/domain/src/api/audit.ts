import { z } from 'zod';
import {
  AuditCycleConstants,
  AuditOptimizationMethods,
  AuditResults,
  AuditRouteStatuses,
} from '../audit/constants.js';
import { identifier, wireCoordinate } from '../model/common.js';
import { multiLineText, singleLineText } from '../model/text.js';
import { defineEndpoint } from './endpoint.js';

/**
 * Audit routes (docs/audit.md#route-fields and #carrying-out-a-route). The payload is the
 * route as sent; the server keeps the order the client sends, and takes each POI's name and
 * position from the stored POI, so a stale client cannot store stale positions.
 */

/** A POI of a route as the client sends it: puid and order count; name and coordinates are informative. */
export const auditRoutePoiInputSchema = z.object({
  puid: identifier,
  name: z.string().max(256).optional(),
  order: z.number().int().min(1).max(AuditCycleConstants.maxRoutePois),
  coordinates: z.object({ lat: wireCoordinate, lon: wireCoordinate }).optional(),
});

const floorNumber = z
  .union([
    z.number().int().min(-9999).max(9999),
    z.string().regex(/^-?\d{1,4}$/, 'must be a floor number'),
  ])
  .transform(Number);

/**
 * The body of create-route and of a route update. Name, auditors and POIs default to
 * empty so that a save without them gets the catalogue's 'Please fill in all required fields…'.
 */
export const auditRouteBodySchema = z.object({
  name: singleLineText(256).default(''),
  description: multiLineText(4000).default(''),
  /** Usernames (ids are accepted too). */
  assigned_auditors: z
    .array(singleLineText(128).min(1))
    .max(AuditCycleConstants.maxRouteAuditors)
    .default([]),
  building_id: identifier,
  floor_number: floorNumber,
  pois: z.array(auditRoutePoiInputSchema).max(AuditCycleConstants.maxRoutePois).default([]),
  optimization_method: z.enum(AuditOptimizationMethods).default('nearest-neighbor'),
  /** The client's estimate in minutes; the server stores its own (walking graph) figure. */
  estimated_time: z.number().int().min(0).max(1_000_000).optional(),
  /** Set by the server ('active', or 'completed' once every POI has a result); accepted and ignored. */
  status: z.enum(AuditRouteStatuses).optional(),
  /** Set by the server; accepted and ignored. */
  created_at: z.string().max(64).optional(),
});
export type AuditRouteBody = z.input<typeof auditRouteBodySchema>;

export const auditResultSchema = z.object({
  result: z.enum(AuditResults),
  note: z.string(),
  recorded_at: z.string(),
  /** The auditor's username. */
  auditor: z.string(),
});
export type AuditResultRecord = z.infer<typeof auditResultSchema>;

export const auditRoutePoiSchema = z.object({
  puid: z.string(),
  name: z.string(),
  order: z.number().int(),
  coordinates: z.object({ lat: z.number(), lon: z.number() }),
  pois_type: z.string(),
  /** The auditor's finding; null until recorded. */
  result: auditResultSchema.nullable(),
});
export type AuditRoutePoi = z.infer<typeof auditRoutePoiSchema>;

/** A route as read back (with id, created_by and status), with its progress. */
export const auditRouteSchema = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  assigned_auditors: z.array(z.string()),
  building_id: z.string(),
  floor_number: z.number().int(),
  pois: z.array(auditRoutePoiSchema),
  optimization_method: z.enum(AuditOptimizationMethods),
  estimated_time: z.number().int(),
  status: z.enum(AuditRouteStatuses),
  /** The creator's username (createdBy is the same, as Anyplace clients read either). */
  created_by: z.string(),
  createdBy: z.string(),
  created_by_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  completed_at: z.string().nullable(),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
});
export type AuditRoute = z.infer<typeof auditRouteSchema>;

const routeParams = z.object({ id: identifier });
const oneRoute = z.object({ status: z.literal('success'), route: auditRouteSchema });

export const auditRoutesList = defineEndpoint({
  id: 'auditRoutesList',
  method: 'GET',
  path: '/api/auditor/routes',
  auth: 'bearer',
  summary:
    'Audit routes the caller may see: admins all, planners those they created, auditors those assigned to them',
  tags: ['audit routes'],
  response: z.object({ status: z.literal('success'), routes: z.array(auditRouteSchema) }),
});

export const auditRouteCreate = defineEndpoint({
  id: 'auditRouteCreate',
  method: 'POST',
  path: '/api/auditor/create-route',
  auth: 'bearer',
  summary: 'Save a new audit route (admins and planners; planners assign their own auditors)',
  tags: ['audit routes'],
  body: auditRouteBodySchema,
  response: z.object({
    status: z.literal('success'),
    message: z.string(),
    id: z.string(),
    route: auditRouteSchema,
  }),
});

export const auditRouteGet = defineEndpoint({
  id: 'auditRouteGet',
  method: 'GET',
  path: '/api/auditor/routes/:id',
  auth: 'bearer',
  summary: 'One audit route with its results and progress',
  tags: ['audit routes'],
  params: routeParams,
  response: oneRoute,
});

export const auditRouteUpdate = defineEndpoint({
  id: 'auditRouteUpdate',
  method: 'PUT',
  path: '/api/auditor/routes/:id',
  auth: 'bearer',
  summary:
    "Replace a route's plan (admins, or the planner who created it); results of POIs kept in the route stay",
  tags: ['audit routes'],
  params: routeParams,
  body: auditRouteBodySchema,
  response: oneRoute.extend({ message: z.string() }),
});

export const auditRouteDelete = defineEndpoint({
  id: 'auditRouteDelete',
  method: 'DELETE',
  path: '/api/auditor/routes/:id',
  auth: 'bearer',
  summary: 'Delete a route and its results (admins, or the planner who created it)',
  tags: ['audit routes'],
  params: routeParams,
  response: z.object({ status: z.literal('success'), message: z.string() }),
});

export const auditResultBodySchema = z.object({
  puid: identifier,
  result: z.enum(AuditResults),
  note: multiLineText(AuditCycleConstants.maxNoteLength).default(''),
  /** When the POI was checked (ISO timestamp); the server's clock when left out. */
  recorded_at: z.iso.datetime({ offset: true }).max(64).optional(),
  /**
   * An id the client gives this result (a UUID): a result whose id the server already
   * applied is not stored again, and the answer is the route as it now is.
   */
  client_id: z.uuid('must be a UUID').optional(),
});
export type AuditResultBody = z.input<typeof auditResultBodySchema>;

export const auditRouteRecordResult = defineEndpoint({
  id: 'auditRouteRecordResult',
  method: 'POST',
  path: '/api/auditor/routes/:id/results',
  auth: 'bearer',
  summary:
    'Record (or correct) the result of one POI of a route (its assigned auditors); the route is completed when every POI has one',
  tags: ['audit routes'],
  params: routeParams,
  body: auditResultBodySchema,
  response: oneRoute.extend({ message: z.string() }),
});

export const auditRouteResultsCsv = defineEndpoint({
  id: 'auditRouteResultsCsv',
  method: 'GET',
  path: '/api/auditor/routes/:id/results.csv',
  auth: 'bearer',
  transport: 'binary',
  summary: "A route's results as CSV (formula-safe, UTF-8 with byte-order mark)",
  tags: ['audit routes'],
  params: routeParams,
  response: z.unknown(),
});

export const auditRouteResultsXlsx = defineEndpoint({
  id: 'auditRouteResultsXlsx',
  method: 'GET',
  path: '/api/auditor/routes/:id/results.xlsx',
  auth: 'bearer',
  transport: 'binary',
  summary: "A route's results as an XLSX workbook",
  tags: ['audit routes'],
  params: routeParams,
  response: z.unknown(),
});
