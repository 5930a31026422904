import { SessionMessages, type SessionUser } from '@indoor/domain';

/** Names this app in the redirects' sourceApp parameter. */
export const SOURCE_APP = 'indoor-planner';

export interface RedirectContext {
  /** Resolves relative configured URLs such as the default '/users'. */
  origin: string;
  /** The page the user came from. */
  sourceUrl: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/**
 * docs/accounts.md#other-applications: the user-management and asset-management redirects carry
 * token, username, name, email, role, userId, accountType, source app, source url and timestamp as
 * URL parameters; parameters already in the configured URL are kept.
 */
export function externalAppUrl(
  baseUrl: string,
  user: SessionUser,
  context: RedirectContext,
): string {
  const url = new URL(baseUrl, context.origin);
  const parameters: Record<(typeof REDIRECT_PARAMETERS)[number], string> = {
    token: user.access_token,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    userId: user.userId,
    accountType: user.accountType,
    sourceApp: SOURCE_APP,
    sourceUrl: context.sourceUrl,
    timestamp: String(context.timestamp),
  };
  for (const [key, value] of Object.entries(parameters)) url.searchParams.set(key, value);
  return url.toString();
}

/** The parameters a redirect adds: a page it lands on drops them from its address. */
export const REDIRECT_PARAMETERS = [
  'token',
  'username',
  'name',
  'email',
  'role',
  'userId',
  'accountType',
  'sourceApp',
  'sourceUrl',
  'timestamp',
] as const;

/** The query without a redirect's parameters ("?…", or "" when nothing else is left). */
export function withoutRedirectParameters(search: string): string {
  const query = new URLSearchParams(search);
  for (const name of REDIRECT_PARAMETERS) query.delete(name);
  const rest = query.toString();
  return rest === '' ? '' : `?${rest}`;
}

export type RedirectTarget = { ok: true; url: string } | { ok: false; message: string };

/**
 * A redirect needs a signed-in user with a token: 'User not authenticated. Please log in
 * again.' without a user, 'Authentication required. Please log in again.' without a token.
 */
export function redirectTarget(
  baseUrl: string,
  user: SessionUser | null,
  context: RedirectContext,
): RedirectTarget {
  if (!user) return { ok: false, message: SessionMessages.notAuthenticated };
  if (user.access_token.trim() === '') {
    return { ok: false, message: SessionMessages.authenticationRequired };
  }
  return { ok: true, url: externalAppUrl(baseUrl, user, context) };
}
