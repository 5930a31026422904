import { BackupMessages, contract, ServerLimits } from '@indoor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openFileSource } from '../backup/zip-reader.js';
import { readMultipartUpload } from '../http/multipart.js';
import { registerSignedInRoute } from '../http/register-endpoint.js';
import { streamUploadToFile, withUploadFolder } from '../http/upload-endpoint.js';
import type { Services } from '../services/services.js';

/**
 * Streams the `archive` file of the upload to a fresh file of `folder` (a private
 * temporary folder: the archive is read from disk, never held whole in memory), stopping
 * at ServerLimits.archiveBytes; returns its path. Other fields and files are ignored.
 */
async function receiveArchive(
  request: FastifyRequest,
  reply: FastifyReply,
  folder: () => Promise<string>,
): Promise<string> {
  let archive: string | undefined;
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
    onFile: async (file) => {
      archive = await streamUploadToFile(file, await folder(), 'upload');
    },
  });
  // readMultipartUpload has refused a body without the file.
  if (archive === undefined) throw new Error('the archive was not received');
  return archive;
}

export function backupRoutes(app: FastifyInstance, services: Services): void {
  registerSignedInRoute(app, contract.spaceRestore, (request, reply, user) =>
    withUploadFolder('restore', async (folder) => {
      const source = await openFileSource(await receiveArchive(request, reply, folder));
      try {
        return await services.backup.restore(user, source);
      } finally {
        await source.close();
      }
    }),
  );
}
