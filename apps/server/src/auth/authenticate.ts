import { type Endpoint, FetchMessages } from '@indoor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UsersRepository } from '../db/repositories/users.repository.js';
import { unauthorized } from '../http/http-error.js';
import { type AuthenticatedUser, toAuthenticatedUser } from './authenticated-user.js';
import type { TokenService } from './tokens.js';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Runs before the body is parsed: a bearer endpoint without a valid token is refused
 * with 401 before anything else happens. 'optional' endpoints treat a bad token as
 * anonymous, so a stale token never hides public content.
 */
export function installAuthentication(
  app: FastifyInstance,
  tokens: TokenService,
  users: UsersRepository,
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config?.endpoint as Endpoint | undefined;
    if (!endpoint || endpoint.auth === 'public') return;
    const user = await resolveUser(request, tokens, users);
    if (!user && endpoint.auth === 'bearer') throw unauthorized(FetchMessages.authorize);
    request.user = user;
  });
}

async function resolveUser(
  request: FastifyRequest,
  tokens: TokenService,
  users: UsersRepository,
): Promise<AuthenticatedUser | null> {
  const token = bearerToken(request);
  if (!token) return null;
  let claims: Awaited<ReturnType<TokenService['verify']>>;
  try {
    claims = await tokens.verify(token);
  } catch {
    return null;
  }
  // A database that cannot be asked is not a bad token: that error answers 503 (the
  // client keeps its session) instead of 401 (which would sign the user out).
  const row = await users.findById(claims.userId);
  return row ? toAuthenticatedUser(row) : null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}
