import { contract, ServerMessages } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function sharingRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, contract.shortLinkCreate, ({ user, body }) =>
    services.shortLinks.create(toActor(user), body),
  );
  // A page, not an API call: the browser follows the redirect to the viewer.
  app.get<{ Params: { code: string } }>(
    '/s/:code',
    { schema: { hide: true } },
    async (request, reply) => {
      const target = await services.shortLinks.resolve(request.params.code);
      if (!target) return reply.status(404).send({ message: ServerMessages.shortLinkNotFound });
      return reply.redirect(target, 302);
    },
  );
}
