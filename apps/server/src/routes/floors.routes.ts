import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function floorsRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, contract.floorAll, ({ user, body }) =>
    services.floors.listBySpace(toActor(user), body.buid),
  );
}
