import { RequestMessages } from '@indoor/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './http-error.js';
import type { UploadedFile } from './register-endpoint.js';

/** What an upload answers in its own words (catalogue texts of messages.ts). */
export interface UploadRefusals {
  /** 415 for a body that is not multipart; 400 for one that is not the form this upload takes. */
  readonly multipart: string;
  /** 413 once the file passes its size limit. */
  readonly tooLarge: string;
  /** 400 when the labelled file field is absent. */
  readonly missingFile: string;
}

/** The shape of one upload: its labelled text fields and file, their limits and its texts. */
export interface UploadForm {
  /** The name of the one file field read; files under other names are skipped. */
  readonly file: string;
  /** Text fields that must be present (the first value of each is kept; others are ignored). */
  readonly fields: readonly string[];
  readonly maxFileBytes: number;
  readonly maxFieldBytes: number;
  readonly refusals: UploadRefusals;
  /**
   * Called as each labelled text field arrives, before the parts after it are read (a
   * permission check can refuse the upload before its file is read). Errors pass unchanged.
   */
  readonly onField?: (name: string, value: string) => Promise<void> | void;
  /**
   * Reads the file while it streams, once. Stops with the upload's 413 at the size limit
   * (the stream fails with it). Errors of its own pass unchanged; a failure of the body
   * itself (cut off, malformed) becomes the upload's 400.
   */
  readonly onFile: (file: UploadedFile) => Promise<void>;
}

/** An error raised by the caller's callbacks, passed on as it is. */
class CallerError {
  constructor(readonly error: unknown) {}
}

/**
 * Stops reading the request the moment the file passes the size limit: busboy would
 * otherwise go on reading (and discarding) the rest of the body, however large. The
 * request is paused and unpiped at once (a fast sender could otherwise stream through
 * in the same tick), the answer closes the connection so the rest is never read, and
 * the reader of the file gets the 413.
 */
function stopAtLimit(
  file: UploadedFile,
  request: FastifyRequest,
  reply: FastifyReply,
  tooLarge: () => HttpError,
): void {
  file.once('limit', () => {
    request.raw.pause();
    request.raw.unpipe();
    reply.header('connection', 'close');
    file.destroy(tooLarge());
  });
}

/**
 * The text of a field. busboy decodes fields as UTF-8 and puts U+FFFD where a byte
 * sequence is not UTF-8; a labelled field of ours (JSON placement, buid, floor) has no
 * reason to carry that character, so its presence means the bytes were not UTF-8. A
 * field sent as application/json arrives parsed and is given back as JSON text.
 */
function fieldText(name: string, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text.includes('\uFFFD')) throw badRequest(RequestMessages.fieldNotText(name));
  return text;
}

/**
 * Reads a multipart upload: its labelled text fields (UTF-8, within maxFieldBytes) and
 * its one file, streamed to `onFile` within maxFileBytes. Answers 415 for a body that is
 * not multipart, 413 past the file limit, 400 for a malformed or cut-off body, a
 * missing field or a missing file, each with the upload's own message. Refused before the
 * body has arrived in full, the connection is closed rather than the rest read. Returns
 * the text fields by name.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  form: UploadForm,
): Promise<Map<string, string>> {
  const { refusals } = form;
  const tooLarge = () => new HttpError(413, refusals.tooLarge);
  if (!request.isMultipart()) throw new HttpError(415, refusals.multipart);
  const fields = new Map<string, string>();
  let fileRead = false;
  const parts = request.parts({
    limits: {
      fileSize: form.maxFileBytes,
      files: 1,
      fields: 4,
      fieldSize: form.maxFieldBytes,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const file = part.file as UploadedFile;
        stopAtLimit(file, request, reply, tooLarge);
        if (part.fieldname !== form.file || fileRead) {
          file.resume();
          continue;
        }
        let streamFailure: unknown;
        file.once('error', (error) => {
          streamFailure = error;
        });
        try {
          await form.onFile(file);
        } catch (error) {
          // The stream's own failure (the limit, a cut-off body) is the body's fault, not the caller's.
          const failed = streamFailure ?? file.errored;
          if (failed === undefined || failed === null || error !== failed) {
            throw new CallerError(error);
          }
          throw error;
        }
        if (file.truncated) throw tooLarge();
        fileRead = true;
      } else if (form.fields.includes(part.fieldname) && !fields.has(part.fieldname)) {
        const value = fieldText(part.fieldname, part.value);
        fields.set(part.fieldname, value);
        try {
          await form.onField?.(part.fieldname, value);
        } catch (error) {
          throw new CallerError(error);
        }
      }
    }
  } catch (error) {
    if (!request.raw.complete) reply.header('connection', 'close');
    if (error instanceof CallerError) throw error.error;
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // busboy's and @fastify/multipart's refusals: cut off, malformed, over the part limits.
    throw badRequest(refusals.multipart);
  }
  if (form.fields.some((name) => !fields.has(name))) throw badRequest(refusals.multipart);
  if (!fileRead) throw badRequest(refusals.missingFile);
  return fields;
}

/**
 * UTF-8 text of a file's chunks, chunk by chunk (a character split between chunks is
 * kept whole); call without a chunk at the end. Refuses bytes that are not UTF-8.
 */
export function utf8Decoder(notText: string): (chunk?: Buffer) => string {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return (chunk) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw badRequest(notText);
    }
  };
}
