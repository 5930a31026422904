import { z } from 'zod';
import {
  IMDF_ACCESSIBILITY_CATEGORIES,
  IMDF_OPENING_CATEGORIES,
  IMDF_UNIT_CATEGORIES,
} from '../imdf/categories.js';
import { identifier, wireFloorNumber } from '../model/common.js';
import { poiSchema } from '../model/poi-wire.js';
import { singleLineText } from '../model/text.js';
import { RoomConstants } from '../rooms/constants.js';
import { connectionSchema } from './connections.js';
import { defineEndpoint } from './endpoint.js';

/*
 * Rooms (IMDF units) and doors (IMDF openings) of a floor, and the IMDF export of a space
 * (see docs/rooms.md#endpoints). Positions are GeoJSON's [longitude, latitude]; the
 * server checks the rules of docs/rooms.md#the-rules and answers 400 with the corner named.
 */

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID');
const position = z.tuple([z.number(), z.number()]);
const outline = z.array(position).max(RoomConstants.maxCorners + 1);
const doorLine = z.array(position).min(2).max(2);
const roomName = singleLineText(RoomConstants.nameMaxLength);
const unitCategory = z.enum(IMDF_UNIT_CATEGORIES);
const openingCategory = z.enum(IMDF_OPENING_CATEGORIES);
const accessibility = z.array(z.enum(IMDF_ACCESSIBILITY_CATEGORIES)).max(16);

/** The fields of a room and of a door as requests carry them (backups read them too). */
export const roomFieldSchemas = {
  uuid,
  outline,
  doorLine,
  roomName,
  unitCategory,
  openingCategory,
  accessibility,
} as const;

/** The room a POI lies in, as POI answers name it (docs/rooms.md#pois-in-rooms); null: none. */
export const roomRefSchema = z.object({ id: z.string(), name: z.string() }).nullable();

export const unitSchema = z.object({
  id: z.string(),
  buid: z.string(),
  floor_number: z.number().int(),
  name: z.string(),
  category: z.string(),
  accessibility: z.array(z.string()),
  /** Closed: the last position repeats the first. */
  polygon: z.array(position),
  created_at: z.string(),
  updated_at: z.string(),
});
export type UnitWire = z.infer<typeof unitSchema>;

export const openingSchema = z.object({
  id: z.string(),
  buid: z.string(),
  floor_number: z.number().int(),
  unit_id: z.string().nullable(),
  category: z.string(),
  line: z.array(position),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OpeningWire = z.infer<typeof openingSchema>;

const floorRef = { buid: identifier, floor_number: wireFloorNumber };
const unitFields = {
  name: roomName.optional(),
  category: unitCategory.optional(),
  accessibility: accessibility.optional(),
};
const floorContents = z.object({ units: z.array(unitSchema), openings: z.array(openingSchema) });

export const unitsFloorAll = defineEndpoint({
  id: 'unitsFloorAll',
  method: 'POST',
  path: '/api/mapping/units/floor/all',
  auth: 'optional',
  summary: 'The rooms (IMDF units) and doors (IMDF openings) of a floor',
  tags: ['rooms'],
  body: z.object(floorRef),
  response: floorContents,
});

export const unitAdd = defineEndpoint({
  id: 'unitAdd',
  method: 'POST',
  path: '/api/auth/mapping/units/add',
  auth: 'bearer',
  summary:
    'Add a room to a floor: a simple outline of [lon, lat] corners, closed, overlapping no other room',
  tags: ['rooms'],
  body: z.object({ ...floorRef, ...unitFields, polygon: outline }),
  response: z.object({ unit: unitSchema }),
});

export const unitUpdate = defineEndpoint({
  id: 'unitUpdate',
  method: 'POST',
  path: '/api/auth/mapping/units/update',
  auth: 'bearer',
  summary: "Change a room's name, category, accessibility or outline",
  tags: ['rooms'],
  body: z.object({ id: uuid, ...unitFields, polygon: outline.optional() }),
  response: z.object({ unit: unitSchema }),
});

export const unitDelete = defineEndpoint({
  id: 'unitDelete',
  method: 'POST',
  path: '/api/auth/mapping/units/delete',
  auth: 'bearer',
  summary: 'Delete a room; the doors that named it stay, naming no room',
  tags: ['rooms'],
  body: z.object({ id: uuid }),
  response: z.object({ message: z.string() }),
});

export const openingAdd = defineEndpoint({
  id: 'openingAdd',
  method: 'POST',
  path: '/api/auth/mapping/openings/add',
  auth: 'bearer',
  summary:
    "Add a door: a line of two [lon, lat] ends on a room's wall (of unit_id's room, if given)",
  tags: ['rooms'],
  body: z.object({
    ...floorRef,
    unit_id: uuid.optional(),
    category: openingCategory.optional(),
    line: doorLine,
  }),
  response: z.object({ opening: openingSchema }),
});

export const openingDelete = defineEndpoint({
  id: 'openingDelete',
  method: 'POST',
  path: '/api/auth/mapping/openings/delete',
  auth: 'bearer',
  summary: 'Delete a door',
  tags: ['rooms'],
  body: z.object({ id: uuid }),
  response: z.object({ message: z.string() }),
});

export const unitsFloorReplace = defineEndpoint({
  id: 'unitsFloorReplace',
  method: 'POST',
  path: '/api/auth/mapping/units/floor/replace',
  auth: 'bearer',
  summary:
    "Replace all rooms and doors of a floor at once (an editor's undo): checked together, stored in one transaction",
  tags: ['rooms'],
  body: z.object({
    ...floorRef,
    units: z
      .array(z.object({ id: uuid, ...unitFields, polygon: outline }))
      .max(RoomConstants.maxUnitsPerFloor),
    openings: z
      .array(
        z.object({
          id: uuid,
          unit_id: uuid.optional(),
          category: openingCategory.optional(),
          line: doorLine,
        }),
      )
      .max(RoomConstants.maxOpeningsPerFloor),
  }),
  response: floorContents,
});

export const unitsFloorConnectors = defineEndpoint({
  id: 'unitsFloorConnectors',
  method: 'POST',
  path: '/api/auth/mapping/units/floor/connectors',
  auth: 'bearer',
  summary:
    "Make a floor's walking paths through its doors: a connector at each door's middle and room's centre (unless a POI is within 0.5 m), joined door to room and an outer door to the nearest corridor connector; in one transaction, never repeating a connection",
  tags: ['rooms'],
  body: z.object(floorRef),
  response: z.object({
    /** The connectors made. */
    pois: z.array(poiSchema),
    /** The connections made. */
    connections: z.array(connectionSchema),
    message: z.string(),
  }),
});

export const spaceImdfExport = defineEndpoint({
  id: 'spaceImdfExport',
  method: 'POST',
  path: '/api/mapping/space/imdf',
  auth: 'optional',
  summary:
    'The space as an IMDF 1.0 archive (application/zip, {name}.imdf.zip); x-imdf-errors counts what the validator found',
  tags: ['rooms'],
  body: z.object({ buid: identifier }),
  response: z.unknown(),
});

export const spaceImdfDownload = defineEndpoint({
  id: 'spaceImdfDownload',
  method: 'GET',
  path: '/api/mapping/space/imdf/:buid',
  auth: 'optional',
  transport: 'binary',
  summary: 'The same IMDF archive as a link to download',
  tags: ['rooms'],
  params: z.object({ buid: identifier }),
  response: z.unknown(),
});
