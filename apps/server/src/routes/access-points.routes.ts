import { contract } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { toActor } from '../auth/actor.js';
import { registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

export function accessPointsRoutes(app: FastifyInstance, services: Services): void {
  const { accessPoints } = services;
  registerEndpoint(app, contract.accessPointsFloor, ({ user, body }) =>
    accessPoints.floor(toActor(user), body),
  );
  registerEndpoint(app, contract.accessPointsIds, ({ body }) =>
    accessPoints.manufacturers(body.ids),
  );
  registerEndpoint(app, contract.radioHeatmapPoi, ({ user, body }) =>
    accessPoints.heatmapAround(
      toActor(user),
      body,
      body.coordinates_lat,
      body.coordinates_lon,
      body.range,
    ),
  );
}
