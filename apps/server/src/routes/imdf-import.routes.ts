import { contract, ImdfImportConstants, ImdfImportMessages } from '@indoor/domain';
import type { FastifyInstance } from 'fastify';
import { openFileSource } from '../backup/zip-reader.js';
import { readMultipartUpload } from '../http/multipart.js';
import { registerSignedInRoute } from '../http/register-endpoint.js';
import { streamUploadToFile, withUploadFolder } from '../http/upload-endpoint.js';
import type { Services } from '../services/services.js';

/**
 * The IMDF import of packages/domain/src/api/imdf.ts: the `archive` file of the upload is
 * streamed to a private temporary folder (stopping at ImdfImportConstants.archiveBytes)
 * and read from there, as a backup restore's is.
 */
export function imdfImportRoutes(app: FastifyInstance, services: Services): void {
  registerSignedInRoute(app, contract.spaceImdfImport, (request, reply, user) =>
    withUploadFolder('restore', async (folder) => {
      let archive: string | undefined;
      await readMultipartUpload(request, reply, {
        file: 'archive',
        fields: [],
        maxFileBytes: ImdfImportConstants.archiveBytes,
        maxFieldBytes: 1024,
        refusals: {
          multipart: ImdfImportMessages.multipart,
          tooLarge: ImdfImportMessages.tooLarge,
          missingFile: ImdfImportMessages.missingArchive,
        },
        onFile: async (file) => {
          archive = await streamUploadToFile(file, await folder(), 'upload');
        },
      });
      // readMultipartUpload has refused a body without the file.
      if (archive === undefined) throw new Error('the archive was not received');
      const source = await openFileSource(archive);
      try {
        return await services.imdfImport.importArchive(user, source);
      } finally {
        await source.close();
      }
    }),
  );
}
