import { contract, ServerMessages } from '@indoor/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toActor } from '../auth/actor.js';
import { badRequest } from '../http/http-error.js';
import { describeNonJsonRoute, registerEndpoint } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

/**
 * The room, door and IMDF export endpoints of packages/domain/src/api/units.ts, and the
 * campus's IMDF export (campusImdfExport of campuses.ts).
 */
export function unitsRoutes(app: FastifyInstance, services: Services): void {
  const { units } = services;
  registerEndpoint(app, contract.unitsFloorAll, ({ user, body }) =>
    units.listFloor(toActor(user), body.buid, body.floor_number),
  );
  registerEndpoint(app, contract.unitAdd, ({ user, body }) => units.add(user, body));
  registerEndpoint(app, contract.unitUpdate, ({ user, body }) => units.update(user, body));
  registerEndpoint(app, contract.unitDelete, ({ user, body }) => units.delete(user, body.id));
  registerEndpoint(app, contract.openingAdd, ({ user, body }) => units.addOpening(user, body));
  registerEndpoint(app, contract.openingDelete, ({ user, body }) =>
    units.deleteOpening(user, body.id),
  );
  registerEndpoint(app, contract.unitsFloorReplace, ({ user, body }) =>
    units.replaceFloor(user, body),
  );
  registerEndpoint(app, contract.unitsFloorConnectors, ({ user, body }) =>
    units.makeDoorPaths(user, body),
  );

  /** The zip, named after the space or campus, with the validator's error count in x-imdf-errors. */
  const sendArchive = (
    reply: FastifyReply,
    file: { fileName: string; body: Buffer; errors: number },
  ) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('x-imdf-errors', String(file.errors))
      .header('cache-control', 'no-store')
      .send(file.body);

  registerEndpoint(app, contract.spaceImdfExport, async ({ user, body, reply }) =>
    sendArchive(reply, await units.exportImdf(toActor(user), body.buid)),
  );

  registerEndpoint(app, contract.campusImdfExport, async ({ user, body, reply }) =>
    sendArchive(reply, await units.exportCampusImdf(toActor(user), body.cuid)),
  );

  const download = contract.spaceImdfDownload;
  app.route({
    method: download.method,
    url: download.path,
    config: { endpoint: download },
    schema: describeNonJsonRoute(download),
    handler: async (request, reply) => {
      const parsed = download.params.safeParse(request.params);
      if (!parsed.success) throw badRequest(ServerMessages.invalidField('buid', 'is invalid'));
      return sendArchive(reply, await units.exportImdf(toActor(request.user), parsed.data.buid));
    },
  });
}
