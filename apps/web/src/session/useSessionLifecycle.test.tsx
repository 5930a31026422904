import { SessionConstants, SessionMessages, StorageKeys } from '@indoor/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { fakeFetch, makeSessionUser } from '../test/factories';
import { readCookie } from './cookies';
import { SessionKeys } from './keys';
import { reloadPage } from './pageReload';
import { persistSession } from './persistence';
import { useSessionLifecycle } from './useSessionLifecycle';

vi.mock('./pageReload', () => ({ reloadPage: vi.fn() }));

const user = makeSessionUser({ id: 'u1', username: 'ada' });
const renewed = {
  ...user,
  access_token: makeSessionUser({ id: 'u1', username: 'renewed' }).access_token,
};

function Lifecycle({ location }: { location: string }) {
  useSessionLifecycle(location);
  return null;
}

function renderLifecycle(location = '/') {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <Lifecycle location={location} />
    </QueryClientProvider>,
  );
  return {
    navigateTo: (next: string) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <Lifecycle location={next} />
        </QueryClientProvider>,
      ),
  };
}

function stubRefresh(status: number, payload: unknown) {
  const stub = fakeFetch(() => ({ status, payload }));
  vi.stubGlobal('fetch', stub.fetchImpl);
  return stub.calls;
}

/** Runs the timers, then lets the refresh answer (a promise chain) settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useSessionLifecycle', () => {
  // The session's actions are a chunk of their own, loaded when a session is there: loaded
  // once here, so that the fake clock's steps are all a restore or a check waits for.
  beforeAll(async () => {
    await import('./sessionActions');
  });
  beforeEach(() => {
    useSessionStore.setState({ user: null, idToken: null, logoutFlag: null, restoring: false });
    useAlertStore.setState({ alert: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(reloadPage).mockReset();
  });

  it('restores the stored session 500 ms after start', async () => {
    vi.useFakeTimers();
    persistSession(user, null);
    const calls = stubRefresh(200, { user: renewed });
    renderLifecycle();

    await advance(SessionConstants.restoreDelayMs - 1);
    expect(calls).toHaveLength(0);
    await advance(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/user/refresh');
    expect(useSessionStore.getState().user).toEqual(renewed);
  });

  it("reports 'Login refresh failed.' and signs out when the stored token is refused", async () => {
    vi.useFakeTimers();
    persistSession(user, null);
    useSessionStore.setState({ user });
    stubRefresh(401, { message: SessionMessages.refreshFailed });
    renderLifecycle();

    await advance(SessionConstants.restoreDelayMs);
    expect(useAlertStore.getState().alert?.text).toBe(SessionMessages.refreshFailed);
    expect(readCookie(SessionKeys.tokenCookie)).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('re-verifies the session every 5 minutes and logs out when that fails', async () => {
    vi.useFakeTimers();
    persistSession(user, null);
    useSessionStore.setState({ user });
    const calls = stubRefresh(200, { user: renewed });
    renderLifecycle();
    await advance(SessionConstants.restoreDelayMs);
    expect(calls).toHaveLength(1);

    await advance(SessionConstants.healthCheckMs - SessionConstants.restoreDelayMs - 1);
    expect(calls).toHaveLength(1);
    stubRefresh(401, { message: SessionMessages.refreshFailed });
    await advance(1);
    expect(useSessionStore.getState().user).toBeNull();
    expect(useAlertStore.getState().alert?.text).toBe(SessionMessages.refreshFailed);
  });

  it('restores on a route change or a tab change when another tab signed in meanwhile', async () => {
    vi.useFakeTimers();
    const calls = stubRefresh(200, { user: renewed });
    const { navigateTo } = renderLifecycle('/');
    await advance(SessionConstants.restoreDelayMs);
    expect(calls).toHaveLength(0);

    persistSession(user, null);
    navigateTo('/users');
    await advance(0);
    expect(calls).toHaveLength(1);
    expect(useSessionStore.getState().user).toEqual(renewed);

    // Signed in as that user already: a view change does not exchange the token again.
    act(() => useUiStore.getState().setActiveTab('account'));
    await advance(0);
    expect(calls).toHaveLength(1);
  });

  it('signs out and reloads when another tab signs out', async () => {
    persistSession(user, null);
    useSessionStore.setState({ user });
    renderLifecycle();
    const otherTab = new BroadcastChannel(SessionKeys.channel);
    otherTab.postMessage({ type: 'logged-off' });
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalled());
    otherTab.close();
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(StorageKeys.logoutState)).toBe('true');
    expect(readCookie(SessionKeys.tokenCookie)).toBeNull();
  });

  it('restores when another tab announces a sign-in', async () => {
    const calls = stubRefresh(200, { user: renewed });
    renderLifecycle();
    persistSession(user, null);
    const otherTab = new BroadcastChannel(SessionKeys.channel);
    otherTab.postMessage({ type: 'login' });
    await vi.waitFor(() => expect(useSessionStore.getState().user).toEqual(renewed));
    otherTab.close();
    expect(calls).toHaveLength(1);
  });
});
