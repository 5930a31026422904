import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BackupMessages, contract, FetchMessages, ServerLimits } from '@indoor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openFileSource } from '../backup/zip-reader.js';
import { badRequest, HttpError } from '../http/http-error.js';
import { describeNonJsonRoute, type UploadedFile } from '../http/register-endpoint.js';
import type { Services } from '../services/services.js';

const tooLarge = () => new HttpError(413, BackupMessages.tooLarge);

/** @fastify/multipart's own refusals, in the restore's words. */
function multipartRefusal(error: unknown): never {
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      throw tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      throw badRequest(BackupMessages.multipart);
  }
  // Writing the received file failed (a full disk): the server's fault.
  if (error instanceof Error && 'syscall' in error) throw error;
  // busboy's own refusals carry no code: no boundary, a body cut off.
  throw badRequest(BackupMessages.multipart);
}

/**
 * Streams the `archive` file of the upload to `target` (a fresh file in a private
 * temporary folder: the archive is read from disk, never held whole in memory), stopping
 * at ServerLimits.archiveBytes. Other fields and files are ignored.
 */
async function receiveArchive(request: FastifyRequest, target: string): Promise<void> {
  if (!request.isMultipart()) throw new HttpError(415, BackupMessages.multipart);
  let received = false;
  const parts = request.parts({
    limits: { fileSize: ServerLimits.archiveBytes, files: 1, fields: 4, fieldSize: 1024 },
  });
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const file = part.file as UploadedFile;
      if (part.fieldname !== 'archive') {
        file.resume();
        continue;
      }
      await pipeline(file, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
      if (file.truncated) throw tooLarge();
      received = true;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    multipartRefusal(error);
  }
  if (!received) throw badRequest(BackupMessages.missingArchive);
}

export function backupRoutes(app: FastifyInstance, services: Services): void {
  const restore = contract.spaceRestore;
  app.route({
    method: restore.method,
    url: restore.path,
    config: { endpoint: restore },
    schema: describeNonJsonRoute(restore),
    handler: async (request) => {
      // Authentication ran before the body was read (onRequest): request.user is set.
      const user = request.user;
      if (!user) throw new HttpError(401, FetchMessages.authorize);
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'indoor-restore-'));
      try {
        const file = path.join(folder, 'upload');
        await receiveArchive(request, file);
        const source = await openFileSource(file);
        try {
          return await services.backup.restore(user, source);
        } finally {
          await source.close();
        }
      } finally {
        await fs.rm(folder, { recursive: true, force: true });
      }
    },
  });
}
