import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function serverImportRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, contract.spaceImportFromServer, ({ body, user }) =>
    services.serverImport.importBuilding(user, body),
  );
}
