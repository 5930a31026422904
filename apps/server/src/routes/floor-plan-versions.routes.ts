import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

/** Kept floor-plan versions: make one live again, set the current plan's placement again. */
export function floorPlanVersionsRoutes(app: FastifyInstance, services: Services): void {
  const { floorPlanVersions } = services;
  registerEndpoint(app, contract.floorPlanRestore, ({ user, body }) =>
    floorPlanVersions.restore(user, body),
  );
  registerEndpoint(app, contract.floorPlanPlace, ({ user, body }) =>
    floorPlanVersions.place(user, body),
  );
}
