import { contract, FetchMessages, ServerLimits, ServerMessages } from '@indoor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { toActor } from '../auth/actor.js';
import { badRequest, HttpError } from '../http/http-error.js';
import { describeNonJsonRoute } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

/** Reads the `json` field and the `floorplan` file of a multipart upload, within the upload limits. */
async function readUpload(request: FastifyRequest): Promise<{ json: string; image: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(415, ServerMessages.floorPlanMultipart);
  let json: string | undefined;
  let image: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: ServerLimits.floorPlanBytes, files: 1, fields: 4, fieldSize: 64 * 1024 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'floorplan') image = data;
      } else if (part.fieldname === 'json') {
        json = String(part.value);
      }
    }
  } catch (error) {
    // The size limit keeps its 413; any other failure to read the body (no boundary, a body
    // cut off, over the part limits) is a body that is not the form this upload takes.
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw badRequest(ServerMessages.floorPlanMultipart);
  }
  if (json === undefined) throw badRequest(ServerMessages.floorPlanMultipart);
  if (!image) throw badRequest(ServerMessages.floorPlanMissingImage);
  return { json, image };
}

export function floorPlansRoutes(app: FastifyInstance, services: Services): void {
  const upload = contract.floorPlanUpload;
  app.route({
    method: upload.method,
    url: upload.path,
    config: { endpoint: upload },
    schema: describeNonJsonRoute(upload),
    handler: async (request) => {
      // Authentication ran before the body was read (onRequest): request.user is set.
      const user = request.user;
      if (!user) throw new HttpError(401, FetchMessages.authorize);
      const { json, image } = await readUpload(request);
      let raw: unknown;
      try {
        raw = JSON.parse(json);
      } catch {
        throw badRequest(ServerMessages.floorPlanBadJson);
      }
      // The contract's body schema: the json field's texts are checked as a JSON body's are.
      const parsed = upload.body.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw badRequest(
          ServerMessages.invalidField(
            issue?.path.join('.') || 'json',
            issue?.message ?? 'is invalid',
          ),
        );
      }
      return services.floorPlans.upload(user, parsed.data, image);
    },
  });

  const tile = contract.floorTile;
  app.route({
    method: tile.method,
    url: tile.path,
    config: { endpoint: tile },
    schema: describeNonJsonRoute(tile),
    handler: async (request, reply) => {
      const parsed = tile.params.safeParse(request.params);
      if (!parsed.success) throw badRequest(ServerMessages.notFound);
      const { buid, floor_number, z, x, y } = parsed.data;
      const found = await services.floorPlans.tile(
        toActor(request.user),
        buid,
        Number(floor_number),
        Number(z),
        Number(x),
        Number(y),
      );
      if (!found) return reply.status(404).send({ message: ServerMessages.notFound });
      const etag = `"${found.version}-${z}-${x}-${y}"`;
      const pinned = (request.query as { v?: string }).v === found.version;
      reply
        .header('etag', etag)
        // A URL naming the plan version never changes; without it, revalidate now and then.
        .header(
          'cache-control',
          pinned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        )
        .header('content-type', 'image/png');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(found.png);
    },
  });
}
