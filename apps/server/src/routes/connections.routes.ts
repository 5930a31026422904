import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

/** The connection endpoints of packages/domain/src/api/connections.ts. */
export function connectionsRoutes(app: FastifyInstance, services: Services): void {
  const { connections } = services;
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
}
