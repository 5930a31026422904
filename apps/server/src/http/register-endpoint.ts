import type { Readable } from 'node:stream';
import { type Endpoint, FetchMessages } from '@indoor/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { preferredEncoding } from '../services/layer-answer-cache.js';
import { HttpError } from './http-error.js';
import { JsonStream } from './json-stream.js';
import { JsonText } from './json-text.js';

export interface EndpointInput<E extends Endpoint> {
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  params: E['params'] extends z.ZodType ? z.output<E['params']> : undefined;
  /** The caller; never null on bearer endpoints (the authentication hook refused those). */
  user: E['auth'] extends 'bearer' ? AuthenticatedUser : AuthenticatedUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A handler's answer: the contract's response, or the same already written as JSON text. */
type EndpointAnswer<E extends Endpoint> =
  | z.input<E['response']>
  | JsonText<z.input<E['response']>>
  | JsonStream<z.input<E['response']>>;

export type EndpointHandler<E extends Endpoint> = (
  input: EndpointInput<E>,
) => Promise<EndpointAnswer<E>> | EndpointAnswer<E>;

/**
 * Registers a route from its contract entry: path, method, validation and the
 * OpenAPI description all come from the one entry the web client also uses.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: { rateLimitPerMinute?: number } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      endpoint,
      ...(options.rateLimitPerMinute
        ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } }
        : {}),
    },
    schema: {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [...endpoint.tags],
      ...(endpoint.auth === 'bearer' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: { 200: endpoint.response },
    },
    handler: async (request, reply) => {
      const answer = await handler({
        body: request.body as EndpointInput<E>['body'],
        params: request.params as EndpointInput<E>['params'],
        user: request.user as EndpointInput<E>['user'],
        request,
        reply,
      });
      if (answer instanceof JsonStream) {
        reply.type('application/json; charset=utf-8');
        return reply.send(answer.stream);
      }
      if (!(answer instanceof JsonText)) return answer;
      // A string or buffer with a JSON content type is sent as it is (Fastify neither
      // validates nor serialises it; the compression plugin leaves an encoded one alone).
      reply.type('application/json; charset=utf-8');
      // Small answers go out as text (the plugin does not compress them either).
      const encoding =
        answer.encodedAs && answer.text.length >= 1024
          ? preferredEncoding(request.headers['accept-encoding'])
          : null;
      if (encoding && answer.encodedAs) {
        reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
        return answer.encodedAs(encoding);
      }
      return answer.text;
    },
  });
}

/** OpenAPI description of a route whose transport is not JSON (no zod schemas for it). */
export const describeNonJsonRoute = (endpoint: Endpoint) => ({
  operationId: endpoint.id,
  summary: endpoint.summary,
  tags: [...endpoint.tags],
  ...(endpoint.auth === 'bearer' ? { security: [{ bearerAuth: [] }] } : {}),
});

/** An uploaded file's stream, as @fastify/multipart hands it over (busboy sets `truncated` at the limit). */
/**
 * Registers an endpoint of the contract whose body or answer is not JSON (an upload, a file
 * download): described as the contract says, for a signed-in caller only. Authentication
 * runs in onRequest, so a request without a user is answered 401 before its body is read.
 */
export function registerSignedInRoute(
  app: FastifyInstance,
  endpoint: Endpoint,
  handler: (request: FastifyRequest, reply: FastifyReply, user: AuthenticatedUser) => unknown,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { endpoint },
    schema: describeNonJsonRoute(endpoint),
    handler: async (request, reply) => {
      const user = request.user;
      if (!user) throw new HttpError(401, FetchMessages.authorize);
      return handler(request, reply, user);
    },
  });
}

export type UploadedFile = Readable & { truncated?: boolean };
