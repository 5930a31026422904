import { ServerMessages } from '@indoor/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { answerForDatabaseError } from '../db/database-errors.js';
import { HttpError } from './http-error.js';

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function fieldName(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  const fromInstance = issue.instancePath?.replace(/^\//, '').replaceAll('/', '.');
  return fromInstance || context || 'body';
}

/**
 * Every error leaves as JSON {message} with a 4xx/5xx status; stack traces and
 * internals never reach the client (they are logged instead).
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.headers(error.headers).status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as ValidationIssue | undefined;
      const field = first ? fieldName(first, error.validationContext) : 'body';
      const detail = first?.params?.issue?.message ?? first?.message ?? 'is invalid';
      return reply.status(400).send({ message: ServerMessages.invalidField(field, detail) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(400).send({ message: ServerMessages.malformedJson });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ message: ServerMessages.bodyTooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send({ message: ServerMessages.unsupportedMediaType });
      case 'FST_REQ_FILE_TOO_LARGE':
        return reply.status(413).send({ message: ServerMessages.floorPlanTooLarge });
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.status(400).send({ message: ServerMessages.floorPlanMultipart });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send({ message: ServerMessages.malformedJson });
    }
    // A write that collided with another request (409), or a database that is away (503).
    const database = answerForDatabaseError(error);
    if (database) {
      request.log.warn({ err: error }, 'database refused the request');
      return reply.status(database.statusCode).send({ message: database.message });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ message: ServerMessages.tooManyRequests });
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || ServerMessages.notFound });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: ServerMessages.internal });
  });
}
