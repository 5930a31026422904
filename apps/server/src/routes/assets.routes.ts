import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function assetsRoutes(app: FastifyInstance, services: Services): void {
  const { assets } = services;
  registerEndpoint(app, contract.assetRegister, ({ user, body }) =>
    assets.register(user, body.audit),
  );
}
