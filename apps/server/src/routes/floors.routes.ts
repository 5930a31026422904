import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function floorsRoutes(app: FastifyInstance, services: Services): void {
  const { floors } = services;
  registerEndpoint(app, contract.floorAll, ({ user, body }) =>
    floors.listBySpace(toActor(user), body.buid),
  );
  registerEndpoint(app, contract.floorAdd, ({ user, body }) => floors.add(user, body));
  registerEndpoint(app, contract.floorUpdate, ({ user, body }) => floors.update(user, body));
  registerEndpoint(app, contract.floorDelete, ({ user, body }) =>
    floors.delete(user, body.buid, body.floor_number),
  );
  registerEndpoint(app, contract.floorPlanBase64, ({ user, params }) =>
    floors.planBase64(toActor(user), params.buid, Number(params.floor_number)),
  );
  registerEndpoint(app, contract.floorPlansBase64All, ({ user, params }) =>
    floors.plansBase64(toActor(user), params.buid, params.floors),
  );
}
