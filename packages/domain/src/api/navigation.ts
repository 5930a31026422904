import { z } from 'zod';
import { identifier, wireFloorNumber } from '../model/common.js';
import { defineEndpoint } from './endpoint.js';

const routeAnswer = z.object({
  num_of_pois: z.number().int(),
  pois: z.array(
    z.object({
      puid: z.string(),
      buid: z.string(),
      floor_number: z.string(),
      lat: z.string(),
      lon: z.string(),
    }),
  ),
});

export const navigationRoute = defineEndpoint({
  id: 'navigationRoute',
  method: 'POST',
  path: '/api/navigation/route',
  auth: 'optional',
  summary: 'Shortest walking route between two POIs of one space, across floors, in walking order',
  tags: ['navigation'],
  body: z.object({
    pois_from: identifier,
    pois_to: identifier,
    /** No stairs: floors change only through elevators and ramps. */
    step_free: z.boolean().optional(),
  }),
  response: routeAnswer,
});

export const navigationRouteToRoom = defineEndpoint({
  id: 'navigationRouteToRoom',
  method: 'POST',
  path: '/api/navigation/route/room',
  auth: 'optional',
  summary:
    "Shortest walking route from a POI to a room of the same space: it ends at the graph node of the room's door nearest along the way (a room without a door: the node inside it nearest its centre)",
  tags: ['navigation'],
  body: z.object({
    pois_from: identifier,
    /** The room's id (docs/rooms.md). */
    unit_to: z
      .string()
      .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID'),
    step_free: z.boolean().optional(),
  }),
  response: routeAnswer,
});

export const navigationRouteCoordinates = defineEndpoint({
  id: 'navigationRouteCoordinates',
  method: 'POST',
  path: '/api/navigation/route/coordinates',
  auth: 'optional',
  summary: 'Route from a position (starting at the nearest POI of that floor) to a POI',
  tags: ['navigation'],
  body: z.object({
    coordinates_lat: z.union([z.number(), z.string().max(64)]),
    coordinates_lon: z.union([z.number(), z.string().max(64)]),
    floor_number: wireFloorNumber,
    pois_to: identifier,
    step_free: z.boolean().optional(),
  }),
  response: routeAnswer,
});

export const spaceGraphIssues = defineEndpoint({
  id: 'spaceGraphIssues',
  method: 'GET',
  path: '/api/mapping/space/:buid/graph-issues',
  auth: 'optional',
  summary:
    'What keeps the navigation graph incomplete: unreachable POIs, floors without stairs/elevators, no entrance, connections over 100 m',
  tags: ['navigation'],
  params: z.object({ buid: identifier }),
  response: z.object({
    unreachable_pois: z.array(
      z.object({ puid: z.string(), name: z.string(), floor_number: z.string() }),
    ),
    unlinked_floors: z.array(z.string()),
    has_entrance: z.boolean(),
    long_connections: z.array(
      z.object({ cuid: z.string(), pois_a: z.string(), pois_b: z.string(), weight: z.number() }),
    ),
  }),
});
