import { SessionConstants } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { onSessionEvent } from './broadcast';
import { readStoredToken } from './persistence';

type SessionActions = typeof import('./sessionActions');

/**
 * The session's actions (and the API contract of accounts they call) come in a chunk of
 * their own, loaded once there is a session to restore or keep: a visitor who never
 * signed in, such as a viewer link opened on a phone, downloads none of it.
 */
const loadSessionActions = (): Promise<SessionActions> => import('./sessionActions');

/** A stored token to exchange, or a session shown in this tab to keep alive. */
function hasSession(): boolean {
  return readStoredToken() !== null || useSessionStore.getState().user !== null;
}

/**
 * Runs a restore or a check of the session. Without a stored token and a user each of them
 * does nothing, so their code is not loaded for it.
 */
function whenSession(run: (actions: SessionActions) => Promise<void>): void {
  if (hasSession()) void loadSessionActions().then(run);
}

/**
 * Keeps the session alive for as long as the app runs (docs/accounts.md#browser-session): restores
 * it 500 ms after start and on route or view changes, re-verifies it every 5 minutes, and follows
 * sign-ins and sign-outs of the other tabs.
 *
 * @param location the current route's URL; a change counts as a route change.
 */
export function useSessionLifecycle(location: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    // With a session, its actions load at once: they also check the session when a call's
    // token is refused.
    if (hasSession()) void loadSessionActions();
    const timer = setTimeout(
      () => whenSession((actions) => actions.restoreSession()),
      SessionConstants.restoreDelayMs,
    );
    return () => clearTimeout(timer);
  }, []);

  const lastLocation = useRef(location);
  useEffect(() => {
    if (lastLocation.current === location) return;
    lastLocation.current = location;
    whenSession((actions) => actions.restoreIfNeeded());
  }, [location]);

  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (state.activeTab !== previous.activeTab)
          whenSession((actions) => actions.restoreIfNeeded());
      }),
    [],
  );

  useEffect(() => {
    const timer = setInterval(
      () => whenSession((actions) => actions.verifySession()),
      SessionConstants.healthCheckMs,
    );
    return () => clearInterval(timer);
  }, []);

  useEffect(
    () =>
      onSessionEvent((event) => {
        // Another tab's sign-out is followed even here without a session of this tab's own.
        if (event.type === 'logged-off')
          void loadSessionActions().then((actions) => actions.receiveLoggedOff({ queryClient }));
        else whenSession((actions) => actions.restoreIfNeeded());
      }),
    [queryClient],
  );
}
