import type { SessionUser } from '@indoor/domain';

/**
 * docs/accounts.md#browser-session: a user counts as logged in only with a non-empty access token
 * and id, and a logout flag (local storage logoutState) that is not 'true'.
 */
export function isLoggedIn(
  user: Pick<SessionUser, 'id' | 'access_token'> | null | undefined,
  logoutFlag: string | null,
): boolean {
  if (!user) return false;
  return user.access_token.trim() !== '' && user.id.trim() !== '' && logoutFlag !== 'true';
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT, read without verifying the signature: the server verifies
 * every token it receives; the browser only reads what it needs to show or compare.
 */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return payload && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The userId claim of an access token, or null. */
export function tokenUserId(token: string): string | null {
  const userId = decodeJwtPayload(token)?.userId;
  return typeof userId === 'string' && userId !== '' ? userId : null;
}

/**
 * Whether a stored token should be exchanged for a session on a route or view change,
 * or when another tab signed in: only when this tab is signed out, or signed in as
 * someone else than the stored token's user. Re-exchanging the same account's token
 * would only make tabs overwrite each other's fresh tokens.
 */
export function needsRestore(
  user: Pick<SessionUser, 'id' | 'access_token'> | null,
  logoutFlag: string | null,
  storedToken: string | null,
): boolean {
  if (!storedToken || logoutFlag === 'true') return false;
  if (!isLoggedIn(user, logoutFlag) || !user) return true;
  return tokenUserId(storedToken) !== user.id;
}
