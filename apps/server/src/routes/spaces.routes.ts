import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function spacesRoutes(app: FastifyInstance, services: Services): void {
  const { spaces } = services;
  registerEndpoint(app, contract.spacePublic, () => spaces.listPublic());
  registerEndpoint(app, contract.spaceAdd, ({ user, body }) => spaces.add(user, body));
  registerEndpoint(app, contract.spaceGet, ({ user, body }) =>
    spaces.get(toActor(user), body.buid),
  );
  registerEndpoint(app, contract.spaceUpdate, ({ user, body }) => spaces.update(user, body));
  registerEndpoint(app, contract.spaceMove, ({ user, body }) =>
    services.spaceMove.move(user, body),
  );
  registerEndpoint(app, contract.spaceDelete, ({ user, body }) => spaces.delete(user, body.buid));
  registerEndpoint(app, contract.spaceAccessible, ({ user }) => spaces.accessible(user));
  registerEndpoint(app, contract.spaceSearch, ({ user, body }) =>
    spaces.search(toActor(user), body.query, body.limit),
  );
  registerEndpoint(app, contract.spaceCoOwners, ({ user, params }) =>
    spaces.coOwners(user, params.buid),
  );
  registerEndpoint(app, contract.spaceAssignedAuditors, ({ user, params }) =>
    spaces.assignedAuditors(user, params.buid),
  );
}
