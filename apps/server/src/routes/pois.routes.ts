import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

/** The POI endpoints of packages/domain/src/api/pois.ts. */
export function poisRoutes(app: FastifyInstance, services: Services): void {
  const { pois } = services;
  registerEndpoint(app, contract.poisAdd, ({ user, body }) => pois.add(user, body));
  registerEndpoint(app, contract.poisUpdate, ({ user, body }) => pois.update(user, body));
  registerEndpoint(app, contract.poisDelete, ({ user, body }) => pois.delete(user, body.puid));
  registerEndpoint(app, contract.poisFloorAll, ({ user, body }) =>
    pois.listFloor(toActor(user), body.buid, body.floor_number),
  );
  registerEndpoint(app, contract.poisSpaceAll, ({ user, body }) =>
    pois.listSpace(toActor(user), body.buid),
  );
  registerEndpoint(app, contract.poisSearch, ({ user, body }) =>
    pois.search(toActor(user), body.query, body.buid, body.limit),
  );
}
