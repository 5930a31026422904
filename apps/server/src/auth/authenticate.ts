import { contract, type Endpoint, FetchMessages, SessionMessages } from '@indoor/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Repositories } from '../db/repositories/repositories.js';
import { forbidden, unauthorized } from '../http/http-error.js';
import { type AuthenticatedUser, toAuthenticatedUser } from './authenticated-user.js';
import type { TokenService } from './tokens.js';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * What a session signed in with a one-time password may call until it has chosen a new
 * password: only the password change (sign-in and refresh are public and say it).
 */
const OPEN_WHILE_PASSWORD_CHANGE_REQUIRED = new Set<string>([contract.accountPasswordChange.id]);

/**
 * Runs before the body is parsed: a bearer endpoint without a valid token is refused
 * with 401 before anything else happens. 'optional' endpoints treat a bad token as
 * anonymous, so a stale token never hides public content.
 *
 * A token is valid only while its account is enabled and its token version is the stored
 * one (a password change or reset and disabling the account move it on): the user row is
 * read at every request, so that takes effect at the next request on every instance.
 */
export function installAuthentication(
  app: FastifyInstance,
  tokens: TokenService,
  users: Repositories['users'],
): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const endpoint = request.routeOptions.config?.endpoint as Endpoint | undefined;
    if (!endpoint || endpoint.auth === 'public') return;
    const resolved = await resolveUser(request, tokens, users);
    if ('refused' in resolved) {
      if (endpoint.auth === 'bearer') throw unauthorized(resolved.refused);
      request.user = null;
      return;
    }
    const { user } = resolved;
    if (user?.mustChangePassword && !OPEN_WHILE_PASSWORD_CHANGE_REQUIRED.has(endpoint.id)) {
      if (endpoint.auth === 'bearer') throw forbidden(SessionMessages.passwordChangeRequired);
      request.user = null;
      return;
    }
    if (!user && endpoint.auth === 'bearer') throw unauthorized(FetchMessages.authorize);
    request.user = user;
  });
}

async function resolveUser(
  request: FastifyRequest,
  tokens: TokenService,
  users: Repositories['users'],
): Promise<{ user: AuthenticatedUser | null } | { refused: string }> {
  const token = bearerToken(request);
  if (!token) return { user: null };
  let claims: Awaited<ReturnType<TokenService['verify']>>;
  try {
    claims = await tokens.verify(token);
  } catch {
    return { refused: FetchMessages.authorize };
  }
  // A database that cannot be asked is not a bad token: that error answers 503 (the
  // client keeps its session) instead of 401 (which would sign the user out).
  const row = await users.findById(claims.userId);
  if (!row) return { refused: FetchMessages.authorize };
  // Said first: the holder of a disabled account's token learns why it stopped working.
  if (row.disabled_at !== null) return { refused: SessionMessages.accountDisabled };
  if (row.token_version !== claims.tokenVersion) return { refused: FetchMessages.authorize };
  return { user: toAuthenticatedUser(row) };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
}
