import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function poisRoutes(app: FastifyInstance, services: Services): void {
  const { pois, connections, navigation } = services;
  registerEndpoint(app, contract.poisAdd, ({ user, body }) => pois.add(user, body));
  registerEndpoint(app, contract.poisUpdate, ({ user, body }) => pois.update(user, body));
  registerEndpoint(app, contract.poisDelete, ({ user, body }) => pois.delete(user, body.puid));
  registerEndpoint(app, contract.poisFloorAll, ({ user, body }) =>
    pois.listFloor(toActor(user), body.buid, body.floor_number),
  );
  registerEndpoint(app, contract.poisSpaceAll, ({ user, body }) =>
    pois.listSpace(toActor(user), body.buid),
  );
  registerEndpoint(app, contract.connectionAdd, ({ user, body }) => connections.add(user, body));
  registerEndpoint(app, contract.connectionDelete, ({ user, body }) =>
    connections.delete(user, body),
  );
  registerEndpoint(app, contract.connectionFloorAll, ({ user, body }) =>
    connections.listFloor(toActor(user), body.buid, body.floor_number),
  );
  registerEndpoint(app, contract.connectionSpaceAll, ({ user, body }) =>
    connections.listSpace(toActor(user), body.buid),
  );
  registerEndpoint(app, contract.spaceGraphIssues, ({ user, params }) =>
    navigation.graphIssues(toActor(user), params.buid),
  );
  registerEndpoint(app, contract.navigationRoute, ({ user, body }) =>
    navigation.route(toActor(user), body.pois_from, body.pois_to, { stepFree: body.step_free }),
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
