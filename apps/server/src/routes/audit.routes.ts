import { contract, localIsoDate, ServerMessages } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http/http-error.js';
import { registerEndpoint, registerSignedInRoute } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function auditRoutes(app: FastifyInstance, services: Services): void {
  const { audit } = services;
  registerEndpoint(app, contract.auditRoutesList, ({ user }) => audit.list(user));
  registerEndpoint(app, contract.auditRouteCreate, ({ user, body }) => audit.create(user, body));
  registerEndpoint(app, contract.auditRouteGet, ({ user, params }) => audit.get(user, params.id));
  registerEndpoint(app, contract.auditRouteUpdate, ({ user, params, body }) =>
    audit.update(user, params.id, body),
  );
  registerEndpoint(app, contract.auditRouteDelete, ({ user, params }) =>
    audit.delete(user, params.id),
  );
  registerEndpoint(app, contract.auditRouteRecordResult, ({ user, params, body }) =>
    audit.recordResult(user, params.id, body),
  );

  for (const [endpoint, format] of [
    [contract.auditRouteResultsCsv, 'csv'],
    [contract.auditRouteResultsXlsx, 'xlsx'],
  ] as const) {
    registerSignedInRoute(app, endpoint, async (request, reply, actor) => {
      const parsed = endpoint.params.safeParse(request.params);
      if (!parsed.success) throw badRequest(ServerMessages.invalidField('id', 'is invalid'));
      const file = await audit.resultsFile(actor, parsed.data.id, format, localIsoDate(new Date()));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    });
  }
}
