import { SessionConstants, type SessionUser, StorageKeys, sessionUserSchema } from '@indoor/domain';
import {
  readLocal,
  readSession,
  removeLocal,
  removeSession,
  writeLocal,
  writeSession,
} from '../state/storage';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { SessionKeys } from './keys';
import { tokenUserId } from './sessionRules';

/** The profile part of the session; the token itself lives only in the cookie. */
const storedProfileSchema = sessionUserSchema.omit({ access_token: true });

export interface StoredSession {
  user: SessionUser | null;
  idToken: string | null;
  logoutFlag: string | null;
}

function readStoredProfile(): Omit<SessionUser, 'access_token'> | null {
  const raw = readLocal(SessionKeys.user);
  if (!raw) return null;
  try {
    const parsed = storedProfileSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The session a page load starts from: the stored profile with the cookie's token,
 * unless the logout flag is set or the two belong to different users. It is shown at
 * once and verified with the server 500 ms later (SessionConstants.restoreDelayMs).
 */
export function readStoredSession(): StoredSession {
  const logoutFlag = readLocal(StorageKeys.logoutState);
  const token = readCookie(SessionKeys.tokenCookie);
  const profile = readStoredProfile();
  if (logoutFlag === 'true' || !token || !profile || tokenUserId(token) !== profile.id) {
    return { user: null, idToken: null, logoutFlag };
  }
  return {
    user: { ...profile, access_token: token },
    idToken: readSession(SessionKeys.idToken),
    logoutFlag,
  };
}

export const readStoredToken = () => readCookie(SessionKeys.tokenCookie);

/** Remembers a signed-in session for reloads and the other tabs. */
export function persistSession(user: SessionUser, idToken: string | null): void {
  const { access_token, ...profile } = user;
  writeCookie(SessionKeys.tokenCookie, access_token, SessionConstants.localTokenCookieDays);
  writeLocal(SessionKeys.user, JSON.stringify(profile));
  if (idToken) writeSession(SessionKeys.idToken, idToken);
  else removeSession(SessionKeys.idToken);
}

/** Forgets the session itself: token cookie, profile, id token, a federated sign-in under way. */
export function forgetSession(): void {
  deleteCookie(SessionKeys.tokenCookie);
  removeLocal(SessionKeys.user);
  removeSession(SessionKeys.idToken);
  removeSession(SessionKeys.federatedState);
  removeSession(SessionKeys.federatedNonce);
}

/** Sign-out also forgets what the user was working on (docs/accounts.md#browser-session). */
const userSelectionKeys = [
  StorageKeys.lastBuilding,
  StorageKeys.lastFloor,
  StorageKeys.lastPoi,
  StorageKeys.lastCampus,
  StorageKeys.lastSpace,
];

export function forgetUserSelections(): void {
  for (const key of userSelectionKeys) removeLocal(key);
}

export const setLogoutFlag = () => writeLocal(StorageKeys.logoutState, 'true');
export const clearLogoutFlag = () => removeLocal(StorageKeys.logoutState);
export const readLogoutFlag = () => readLocal(StorageKeys.logoutState);
