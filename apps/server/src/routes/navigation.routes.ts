import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

/** The route and graph-check endpoints of packages/domain/src/api/navigation.ts. */
export function navigationRoutes(app: FastifyInstance, services: Services): void {
  const { navigation } = services;
  registerEndpoint(app, contract.spaceGraphIssues, ({ user, params }) =>
    navigation.graphIssues(toActor(user), params.buid),
  );
  registerEndpoint(app, contract.navigationRoute, ({ user, body }) =>
    navigation.route(toActor(user), body.pois_from, body.pois_to, { stepFree: body.step_free }),
  );
  registerEndpoint(app, contract.navigationRouteToRoom, ({ user, body }) =>
    navigation.routeToRoom(toActor(user), body.pois_from, body.unit_to, {
      stepFree: body.step_free,
    }),
  );
  registerEndpoint(app, contract.navigationRouteCoordinates, ({ user, body }) =>
    navigation.routeFromPosition(
      toActor(user),
      { lat: body.coordinates_lat, lon: body.coordinates_lon, floor: body.floor_number },
      body.pois_to,
      { stepFree: body.step_free },
    ),
  );
}
