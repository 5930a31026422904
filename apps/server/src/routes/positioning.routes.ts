import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function positioningRoutes(app: FastifyInstance, services: Services): void {
  const { positioning, accesMaps } = services;
  registerEndpoint(app, contract.positionEstimate, ({ user, body }) =>
    positioning.estimate(toActor(user), body),
  );
  registerEndpoint(app, contract.positionPredictFloor, ({ user, body }) =>
    positioning.predictFloor(toActor(user), body),
  );
  registerEndpoint(app, contract.positionAccesMap, ({ user, body }) =>
    accesMaps.floor(toActor(user), body),
  );
}
