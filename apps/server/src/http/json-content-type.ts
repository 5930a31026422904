import { type Endpoint, RequestMessages } from '@indoor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-error.js';

/** Whether the request carries a body (a length above zero, or a chunked one). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/** The media type of the Content-Type header, lower case, without parameters. */
function mediaType(header: string | undefined): string | undefined {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

/**
 * A body sent to a JSON endpoint must be JSON: any other content type (text/plain,
 * form encoding, multipart, or none at all) is refused with 415 before the body is
 * read, instead of being parsed as something else and failing validation with a
 * misleading 400. Runs after authentication, so a bearer endpoint still answers 401
 * first. Multipart uploads refuse other bodies themselves (http/multipart.ts).
 */
export function installJsonContentType(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config?.endpoint as Endpoint | undefined;
    if (endpoint?.transport !== 'json' || !endpoint.body) return;
    if (!hasBody(request)) return;
    if (mediaType(request.headers['content-type']) !== 'application/json') {
      throw new HttpError(415, RequestMessages.jsonOnly);
    }
  });
}
