import { contract, ServerLimits, ServerMessages } from '@indoor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { toActor } from '../auth/actor.js';
import { badRequest } from '../http/http-error.js';
import { readMultipartUpload } from '../http/multipart.js';
import { describeNonJsonRoute, registerSignedInRoute } from '../http/register-endpoint.js';
import {
  parseUploadJsonField,
  streamUploadToFile,
  uploadJsonFieldBytes,
  withUploadFolder,
} from '../http/upload-endpoint.js';
import type { Services } from '../services/services.js';

type FloorPlanPlacement = z.output<typeof contract.floorPlanUpload.body>;

/** The placement in the `json` field, checked by the contract's body schema. */
const parsePlacement = (json: string): FloorPlanPlacement =>
  parseUploadJsonField(json, contract.floorPlanUpload.body, ServerMessages.floorPlanBadJson);

/**
 * Reads the `json` field and the `floorplan` image of a multipart upload, within the
 * upload limits. The image streams to a file of `folder` (never whole in memory): the
 * tiler reads it from there and the store receives it as a stream. When `json` comes
 * first (as browsers send the form), the placement and the caller's right to upload it
 * are checked before the image is read: a refused upload reads no image.
 */
async function readUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  folder: () => Promise<string>,
  check: (placement: FloorPlanPlacement) => Promise<unknown>,
): Promise<{ placement: FloorPlanPlacement; image: string }> {
  let image: string | undefined;
  let placement: FloorPlanPlacement | undefined;
  const fields = await readMultipartUpload(request, reply, {
    file: 'floorplan',
    fields: ['json'],
    maxFileBytes: ServerLimits.floorPlanBytes,
    maxFieldBytes: uploadJsonFieldBytes,
    refusals: {
      multipart: ServerMessages.floorPlanMultipart,
      tooLarge: ServerMessages.floorPlanTooLarge,
      missingFile: ServerMessages.floorPlanMissingImage,
    },
    onField: async (_name, value) => {
      if (image !== undefined) return; // after the image: checked with the upload itself
      placement = parsePlacement(value);
      await check(placement);
    },
    onFile: async (file) => {
      image = await streamUploadToFile(file, await folder(), 'floorplan');
    },
  });
  const json = fields.get('json');
  // readMultipartUpload has refused a body without the json field or without the file.
  if (json === undefined || !image) throw badRequest(ServerMessages.floorPlanMultipart);
  return { placement: placement ?? parsePlacement(json), image };
}

export function floorPlansRoutes(app: FastifyInstance, services: Services): void {
  registerSignedInRoute(app, contract.floorPlanUpload, (request, reply, user) =>
    // A folder of this upload's own, removed whatever the outcome.
    withUploadFolder('floorPlan', async (folder) => {
      const { placement, image } = await readUpload(request, reply, folder, (placement) =>
        services.floorPlans.checkUploadable(user, placement),
      );
      return await services.floorPlans.upload(user, placement, image);
    }),
  );

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
