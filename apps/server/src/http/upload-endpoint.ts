import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ServerMessages } from '@indoor/domain';
import type { z } from 'zod';
import { badRequest } from './http-error.js';
import type { UploadedFile } from './register-endpoint.js';
import { createUploadFolder, removeUploadFolder, type UploadFolderKind } from './upload-folders.js';

/** The most a labelled JSON text field of an upload (a placement, a floor) may hold. */
export const uploadJsonFieldBytes = 64 * 1024;

/**
 * Runs `use` with a folder of this upload's own, made the first time `folder()` is
 * called (an upload refused before its file needs none) and removed when `use` ends,
 * whatever the outcome.
 */
export async function withUploadFolder<T>(
  kind: UploadFolderKind,
  use: (folder: () => Promise<string>) => Promise<T>,
): Promise<T> {
  let made: Promise<string> | undefined;
  try {
    return await use(() => {
      made ??= createUploadFolder(kind);
      return made;
    });
  } finally {
    if (made) await removeUploadFolder(await made);
  }
}

/**
 * Streams an uploaded file to a new file `name` of the upload's folder (never whole in
 * memory), readable by this user only; returns its path.
 */
export async function streamUploadToFile(
  file: UploadedFile,
  folder: string,
  name: string,
): Promise<string> {
  const target = path.join(folder, name);
  await pipeline(file, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  return target;
}

/**
 * The JSON text field of an upload, checked by the contract's body schema as a JSON
 * body's texts are: 400 with `badJson` when it is not JSON, with the first problem found
 * when it does not fit the schema.
 */
export function parseUploadJsonField<S extends z.ZodType>(
  text: string,
  schema: S,
  badJson: string,
): z.output<S> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest(badJson);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(
      ServerMessages.invalidField(issue?.path.join('.') || 'json', issue?.message ?? 'is invalid'),
    );
  }
  return parsed.data;
}
