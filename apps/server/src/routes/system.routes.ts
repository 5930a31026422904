import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function systemRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, contract.getVersion, () => services.system.getVersion());
  registerEndpoint(app, contract.getHealth, () => services.system.checkHealth());
  registerEndpoint(app, contract.getClientConfig, () => services.system.clientConfig());
}
