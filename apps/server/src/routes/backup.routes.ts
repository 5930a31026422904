import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupMessages, contract, FetchMessages, ServerLimits } from '@indoor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openFileSource } from '../backup/zip-reader.js';
import { HttpError } from '../http/http-error.js';
import { readMultipartUpload } from '../http/multipart.js';
import { describeNonJsonRoute } from '../http/register-endpoint.js';
import { createUploadFolder, removeUploadFolder } from '../http/upload-folders.js';
import type { Services } from '../services/services.js';

/**
 * Streams the `archive` file of the upload to `target` (a fresh file in a private
 * temporary folder: the archive is read from disk, never held whole in memory), stopping
 * at ServerLimits.archiveBytes. Other fields and files are ignored.
 */
async function receiveArchive(
  request: FastifyRequest,
  reply: FastifyReply,
  target: string,
): Promise<void> {
  await readMultipartUpload(request, reply, {
    file: 'archive',
    fields: [],
    maxFileBytes: ServerLimits.archiveBytes,
    maxFieldBytes: 1024,
    refusals: {
      multipart: BackupMessages.multipart,
      tooLarge: BackupMessages.tooLarge,
      missingFile: BackupMessages.missingArchive,
    },
    onFile: (file) => pipeline(file, createWriteStream(target, { flags: 'wx', mode: 0o600 })),
  });
}

export function backupRoutes(app: FastifyInstance, services: Services): void {
  const restore = contract.spaceRestore;
  app.route({
    method: restore.method,
    url: restore.path,
    config: { endpoint: restore },
    schema: describeNonJsonRoute(restore),
    handler: async (request, reply) => {
      // Authentication ran before the body was read (onRequest): request.user is set.
      const user = request.user;
      if (!user) throw new HttpError(401, FetchMessages.authorize);
      const folder = await createUploadFolder('restore');
      try {
        const file = path.join(folder, 'upload');
        await receiveArchive(request, reply, file);
        const source = await openFileSource(file);
        try {
          return await services.backup.restore(user, source);
        } finally {
          await source.close();
        }
      } finally {
        await removeUploadFolder(folder);
      }
    },
  });
}
