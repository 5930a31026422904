import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function campusesRoutes(app: FastifyInstance, services: Services): void {
  const { campuses } = services;
  registerEndpoint(app, contract.campusAdd, ({ user, body }) => campuses.add(user, body));
  registerEndpoint(app, contract.campusGet, ({ user, body }) =>
    campuses.get(toActor(user), body.cuid),
  );
  registerEndpoint(app, contract.campusUpdate, ({ user, body }) => campuses.update(user, body));
  registerEndpoint(app, contract.campusDelete, ({ user, body }) =>
    campuses.delete(user, body.cuid),
  );
  registerEndpoint(app, contract.campusUser, ({ user }) => campuses.listOfUser(user));
}
