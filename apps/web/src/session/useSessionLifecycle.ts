import { SessionConstants } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useUiStore } from '../state/ui';
import { onSessionEvent } from './broadcast';
import { receiveLoggedOff, restoreIfNeeded, restoreSession, verifySession } from './sessionActions';

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
    const timer = setTimeout(() => void restoreSession(), SessionConstants.restoreDelayMs);
    return () => clearTimeout(timer);
  }, []);

  const lastLocation = useRef(location);
  useEffect(() => {
    if (lastLocation.current === location) return;
    lastLocation.current = location;
    void restoreIfNeeded();
  }, [location]);

  useEffect(
    () =>
      useUiStore.subscribe((state, previous) => {
        if (state.activeTab !== previous.activeTab) void restoreIfNeeded();
      }),
    [],
  );

  useEffect(() => {
    const timer = setInterval(() => void verifySession(), SessionConstants.healthCheckMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'logged-off') receiveLoggedOff({ queryClient });
        else void restoreIfNeeded();
      }),
    [queryClient],
  );
}
