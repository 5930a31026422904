import { getVersion, SessionMessages, StorageKeys } from '@indoor/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../api/client';
import { useAlertStore } from '../state/alerts';
import { currentAccessToken, useSessionStore } from '../state/session';
import { fakeFetch, makeSessionUser } from '../test/factories';
import { postSessionEvent } from './broadcast';
import { readCookie } from './cookies';
import { SessionKeys } from './keys';
import { reloadPage } from './pageReload';
import { persistSession, readStoredSession } from './persistence';
import {
  receiveLoggedOff,
  restoreSession,
  signIn,
  signInWithPassword,
  signOut,
  verifySession,
} from './sessionActions';

vi.mock('./pageReload', () => ({ reloadPage: vi.fn() }));
vi.mock('./broadcast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./broadcast')>()),
  postSessionEvent: vi.fn(),
}));

const user = makeSessionUser({ id: 'u1', username: 'ada' });
const renewed = {
  ...user,
  access_token: makeSessionUser({ id: 'u1', username: 'ada-renewed' }).access_token,
};

function stubRefresh(status: number, payload: unknown) {
  const stub = fakeFetch(() => ({ status, payload }));
  vi.stubGlobal('fetch', stub.fetchImpl);
  return stub.calls;
}

/** As a page load finds things: token cookie and profile stored, nothing in memory yet. */
function storedButNotLoaded() {
  persistSession(user, null);
  useSessionStore.setState({ user: null, idToken: null, logoutFlag: null, restoring: false });
}

const alertText = () => useAlertStore.getState().alert?.text;

describe('session actions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useSessionStore.setState({ user: null, idToken: null, logoutFlag: null, restoring: false });
    useAlertStore.setState({ alert: null });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(postSessionEvent).mockReset();
    vi.mocked(reloadPage).mockReset();
  });

  it('sign-in keeps the token in a cookie and the profile in localStorage, clears the logout flag and announces the login at 100 and 200 ms', () => {
    localStorage.setItem(StorageKeys.logoutState, 'true');
    signIn(user);

    expect(readCookie(SessionKeys.tokenCookie)).toBe(user.access_token);
    const profile = JSON.parse(localStorage.getItem(SessionKeys.user) ?? '{}');
    expect(profile).toMatchObject({ id: 'u1', username: 'ada', role: 'user' });
    expect(profile).not.toHaveProperty('access_token');
    expect(localStorage.getItem(StorageKeys.logoutState)).toBeNull();
    expect(currentAccessToken()).toBe(user.access_token);
    // What the next page load starts from.
    expect(readStoredSession().user).toEqual(user);

    vi.advanceTimersByTime(99);
    expect(postSessionEvent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(postSessionEvent).toHaveBeenCalledTimes(1);
    expect(postSessionEvent).toHaveBeenLastCalledWith('login');
    vi.advanceTimersByTime(100);
    expect(postSessionEvent).toHaveBeenCalledTimes(2);
  });

  it('sign-out sets the logout flag, clears user, storage and cookies, cancels requests, tells the other tabs and reloads after 100 ms', async () => {
    signIn(user, { idToken: 'id.token.value' });
    localStorage.setItem(StorageKeys.lastBuilding, 'building_1');
    localStorage.setItem(StorageKeys.mapType, 'satellite');
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          ),
        ),
    );
    const pending = callApi(getVersion);
    const queryClient = new QueryClient();
    const cancelQueries = vi.spyOn(queryClient, 'cancelQueries');
    vi.advanceTimersByTime(200);
    vi.mocked(postSessionEvent).mockClear();

    signOut({ queryClient });

    expect(localStorage.getItem(StorageKeys.logoutState)).toBe('true');
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      idToken: null,
      logoutFlag: 'true',
    });
    expect(currentAccessToken()).toBeNull();
    expect(readCookie(SessionKeys.tokenCookie)).toBeNull();
    expect(localStorage.getItem(SessionKeys.user)).toBeNull();
    expect(sessionStorage.getItem(SessionKeys.idToken)).toBeNull();
    expect(localStorage.getItem(StorageKeys.lastBuilding)).toBeNull();
    // Preferences that are not the user's data survive.
    expect(localStorage.getItem(StorageKeys.mapType)).toBe('satellite');
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelQueries).toHaveBeenCalled();
    expect(postSessionEvent).toHaveBeenCalledExactlyOnceWith('logged-off');

    vi.advanceTimersByTime(99);
    expect(reloadPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('the logout flag stops restoration on the next load, even with a token stored', async () => {
    persistSession(user, null);
    localStorage.setItem(StorageKeys.logoutState, 'true');
    const calls = stubRefresh(200, { user: renewed });
    expect(readStoredSession().user).toBeNull();
    await restoreSession();
    expect(calls).toHaveLength(0);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('a logged-off event from another tab ends this session and reloads, without announcing anything', () => {
    signIn(user);
    vi.advanceTimersByTime(200);
    vi.mocked(postSessionEvent).mockClear();

    receiveLoggedOff();

    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem(StorageKeys.logoutState)).toBe('true');
    expect(postSessionEvent).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('restoring sends the stored token to /api/user/refresh and keeps the renewed one', async () => {
    storedButNotLoaded();
    const calls = stubRefresh(200, { user: renewed });

    await restoreSession();

    expect(calls[0]?.url).toBe('/api/user/refresh');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ access_token: user.access_token });
    expect(useSessionStore.getState().user).toEqual(renewed);
    expect(readCookie(SessionKeys.tokenCookie)).toBe(renewed.access_token);
  });

  it("a refused restore shows 'Login refresh failed.', deletes the cookie and signs out", async () => {
    storedButNotLoaded();
    stubRefresh(401, { message: SessionMessages.refreshFailed });

    await restoreSession();

    expect(alertText()).toBe(SessionMessages.refreshFailed);
    expect(useAlertStore.getState().alert?.level).toBe('danger');
    expect(readCookie(SessionKeys.tokenCookie)).toBeNull();
    expect(localStorage.getItem(SessionKeys.user)).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('an unreachable server says nothing about the session: it is kept', async () => {
    signIn(user);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await verifySession();
    expect(useSessionStore.getState().user).toEqual(user);
    expect(readCookie(SessionKeys.tokenCookie)).toBe(user.access_token);
    expect(alertText()).toBeUndefined();
  });

  it('the health check renews the token, and a refused one logs the user out', async () => {
    signIn(user);
    stubRefresh(200, { user: renewed });
    await verifySession();
    expect(currentAccessToken()).toBe(renewed.access_token);

    const calls = stubRefresh(401, { message: SessionMessages.refreshFailed });
    await verifySession();
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ access_token: renewed.access_token });
    expect(currentAccessToken()).toBeNull();
    expect(alertText()).toBe(SessionMessages.refreshFailed);
  });

  it('a restore answer that arrives after a sign-out is dropped', async () => {
    storedButNotLoaded();
    let answer: (response: Response) => void = () => undefined;
    // This stand-in ignores the abort, as a response already on its way would.
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const restoring = restoreSession();
    signOut();
    answer(new Response(JSON.stringify({ user: renewed }), { status: 200 }));
    await restoring;
    expect(useSessionStore.getState().user).toBeNull();
    expect(readCookie(SessionKeys.tokenCookie)).toBeNull();
  });

  it("a failed sign-in deletes the token cookie and passes on the server's message", async () => {
    persistSession(user, null);
    stubRefresh(401, { message: SessionMessages.loginFailed });
    await expect(signInWithPassword('ada', 'wrong-password')).rejects.toMatchObject({
      status: 401,
      serverMessage: SessionMessages.loginFailed,
    });
    expect(readCookie(SessionKeys.tokenCookie)).toBeNull();
  });
});
