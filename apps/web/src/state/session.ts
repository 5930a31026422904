import type { SessionUser } from '@indoor/domain';
import { create } from 'zustand';
import { readStoredSession } from '../session/persistence';
import { isLoggedIn } from '../session/sessionRules';

export interface SessionState {
  user: SessionUser | null;
  /** The federated provider's id token of this sign-in ("show id token"); null for local sign-ins. */
  idToken: string | null;
  /** Mirrors the local-storage logout flag (StorageKeys.logoutState). */
  logoutFlag: string | null;
  /** True while a stored token is being exchanged with the server. */
  restoring: boolean;
}

/**
 * The signed-in user. The actions that change it (sign-in, sign-out, restore) live in
 * session/sessionActions.ts; this module only holds state, so the API client can read
 * the token without importing the code that calls the API.
 */
export const useSessionStore = create<SessionState>()(() => ({
  ...readStoredSession(),
  restoring: false,
}));

export const selectIsLoggedIn = (state: SessionState) => isLoggedIn(state.user, state.logoutFlag);

/** The signed-in user, or null when signed out (logout flag and empty tokens included). */
export const selectSignedInUser = (state: SessionState) =>
  selectIsLoggedIn(state) ? state.user : null;

/** The bearer token of the current session, or null when nobody is logged in. */
export function currentAccessToken(): string | null {
  return selectSignedInUser(useSessionStore.getState())?.access_token ?? null;
}
