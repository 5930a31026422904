import {
  AlertLevel,
  accountPasswordChange,
  accountProfileUpdate,
  SessionConstants,
  SessionMessages,
  type SessionUser,
  userLogin,
  userLoginGoogle,
  userRefresh,
  userRegister,
} from '@indoor/domain';
import type { QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  callApi,
  cancelPendingRequests,
  errorMessage,
  onUnauthorized,
} from '../api/client';
import { showAlert } from '../state/alerts';
import { useSessionStore } from '../state/session';
import { postSessionEvent } from './broadcast';
import { deleteCookie } from './cookies';
import { SessionKeys } from './keys';
import { reloadPage } from './pageReload';
import {
  clearLogoutFlag,
  forgetSession,
  forgetUserSelections,
  persistSession,
  readLogoutFlag,
  readStoredToken,
  setLogoutFlag,
} from './persistence';
import { isLoggedIn, needsRestore } from './sessionRules';

/**
 * The provider name the federated sign-in call sends (external 'google':
 * docs/accounts.md#federated-sign-in).
 */
export const FederatedExternal = 'google';

export interface SignOutOptions {
  /** Its queries are cancelled along with the plain requests. */
  queryClient?: QueryClient;
}

function applySession(user: SessionUser, idToken: string | null): void {
  clearLogoutFlag();
  persistSession(user, idToken);
  useSessionStore.setState({ user, idToken, logoutFlag: null, restoring: false });
}

/**
 * Signs this tab in, then tells the other tabs (docs/accounts.md#browser-session): the login event
 * goes out after 100 ms and again at 200 ms, for a tab that was still starting up.
 */
export function signIn(user: SessionUser, options: { idToken?: string | null } = {}): void {
  applySession(user, options.idToken ?? null);
  setTimeout(() => postSessionEvent('login'), SessionConstants.loginBroadcastDelayMs);
  setTimeout(() => postSessionEvent('login'), SessionConstants.loginBroadcastRetryMs);
}

export async function signInWithPassword(username: string, password: string): Promise<SessionUser> {
  try {
    const { user } = await callApi(userLogin, { body: { username, password } });
    signIn(user);
    return user;
  } catch (error) {
    // 'Login failed' deletes the token cookie.
    deleteCookie(SessionKeys.tokenCookie);
    throw error;
  }
}

export interface Registration {
  name: string;
  email: string;
  username: string;
  password: string;
}

/** Registration answers the new user already signed in. */
export async function registerAccount(registration: Registration): Promise<SessionUser> {
  const { user } = await callApi(userRegister, { body: registration });
  signIn(user);
  return user;
}

/** Exchanges the provider's id token for a session; the server verifies the token. */
export async function signInFederated(idToken: string, name?: string): Promise<SessionUser> {
  const body = { external: FederatedExternal, access_token: idToken, ...(name ? { name } : {}) };
  const { user } = await callApi(userLoginGoogle, { body });
  signIn(user, { idToken });
  return user;
}

function endSession(options: SignOutOptions): void {
  forgetSession();
  forgetUserSelections();
  useSessionStore.setState({
    user: null,
    idToken: null,
    logoutFlag: readLogoutFlag(),
    restoring: false,
  });
  cancelPendingRequests();
  void options.queryClient?.cancelQueries();
  setTimeout(reloadPage, SessionConstants.signOutReloadDelayMs);
}

/**
 * docs/accounts.md#browser-session: sets the logout marker, clears user, storage and cookies,
 * cancels pending requests, tells the other tabs, and reloads the page 100 ms later.
 */
export function signOut(options: SignOutOptions = {}): void {
  setLogoutFlag();
  endSession(options);
  postSessionEvent('logged-off');
}

/** Another tab signed out: this one ends its session the same way, without telling anyone. */
export function receiveLoggedOff(options: SignOutOptions = {}): void {
  setLogoutFlag();
  endSession(options);
}

/**
 * A refresh the server refused. A network failure or a server error says nothing
 * about the session, so it is kept and checked again later.
 */
function isRejected(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429
  );
}

/**
 * 'Login refresh failed.': the cookie is deleted and the session ends.
 * No reload here, unlike a sign-out: the alert must stay on screen to be read.
 */
function failSession(error: unknown): void {
  // The server says why when it knows (e.g. the account was disabled).
  showAlert({ level: AlertLevel.danger, text: errorMessage(error, SessionMessages.refreshFailed) });
  forgetSession();
  useSessionStore.setState({ user: null, idToken: null, restoring: false });
}

/** Exchanges `token` for a fresh session unless someone signed in or out meanwhile. */
async function exchange(token: string, stillCurrent: () => boolean): Promise<void> {
  try {
    const { user } = await callApi(userRefresh, { body: { access_token: token } });
    if (!stillCurrent()) return;
    const current = useSessionStore.getState();
    applySession(user, current.user?.id === user.id ? current.idToken : null);
  } catch (error) {
    if (isRejected(error) && stillCurrent()) failSession(error);
  }
}

let restoring: Promise<void> | null = null;

/**
 * Restores the session from the stored token (docs/accounts.md#browser-session): on start (after
 * 500 ms), on route and view changes, and when another tab signed in. Not after a sign-out: the
 * logout flag stops it.
 */
export function restoreSession(): Promise<void> {
  if (restoring) return restoring;
  const token = readStoredToken();
  if (!token || readLogoutFlag() === 'true') return Promise.resolve();
  useSessionStore.setState({ restoring: true });
  const stillCurrent = () => readStoredToken() === token && readLogoutFlag() !== 'true';
  restoring = exchange(token, stillCurrent).finally(() => {
    restoring = null;
    useSessionStore.setState({ restoring: false });
  });
  return restoring;
}

/** Restores only when this tab is signed out, or signed in as another user than the stored token's. */
export function restoreIfNeeded(): Promise<void> {
  const { user } = useSessionStore.getState();
  if (!needsRestore(user, readLogoutFlag(), readStoredToken())) return Promise.resolve();
  return restoreSession();
}

/**
 * The 5-minute health check: the server re-verifies the session and renews the
 * 1-hour token; a refused refresh logs the user out.
 */
export function verifySession(): Promise<void> {
  if (restoring) return restoring;
  const { user, logoutFlag } = useSessionStore.getState();
  if (!user || !isLoggedIn(user, logoutFlag)) return Promise.resolve();
  const token = user.access_token;
  return exchange(token, () => useSessionStore.getState().user?.access_token === token);
}

let checkingAfterRefusal = false;

// A call refused for its token checks the session at once (one check at a time): a
// disabled account or a session ended elsewhere signs out at its next request.
onUnauthorized(() => {
  if (checkingAfterRefusal) return;
  checkingAfterRefusal = true;
  void verifySession().finally(() => {
    checkingAfterRefusal = false;
  });
});

/**
 * The signed-in user's own name and e-mail. The answer is this session, which stays
 * signed in (the other tabs pick it up as after a sign-in).
 */
export async function updateOwnProfile(name: string, email: string): Promise<string> {
  const { message, user } = await callApi(accountProfileUpdate, { body: { name, email } });
  signIn(user, { idToken: useSessionStore.getState().idToken });
  return message;
}

/**
 * Changes the signed-in user's own password. The server ends every other session of the
 * account; this one goes on with the fresh token of the answer (the other tabs of this
 * browser take it up as after a sign-in).
 */
export async function changeOwnPassword(
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const { message, user } = await callApi(accountPasswordChange, {
    body: { current_password: currentPassword, new_password: newPassword },
  });
  signIn(user, { idToken: useSessionStore.getState().idToken });
  return message;
}
