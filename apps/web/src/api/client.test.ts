import {
  defineEndpoint,
  floorAll,
  getClientConfig,
  getVersion,
  permissionsUsers,
  spacePublic,
} from '@indoor/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSessionStore } from '../state/session';
import { jsonFetch, makeSessionUser, makeSpace, signInAs } from '../test/factories';
import { ApiError, callApi, cancelPendingRequests, endpointUrl, errorMessage } from './client';

const assignedAuditors = defineEndpoint({
  id: 'testAssignedAuditors',
  method: 'GET',
  path: '/api/buildings/:buid/assigned-auditors',
  auth: 'bearer',
  summary: 'test entry with a path parameter',
  tags: ['test'],
  params: z.object({ buid: z.string() }),
  response: z.object({ status: z.string() }),
});

function stubFetch(status: number, payload: unknown) {
  const stub = jsonFetch(status, payload);
  vi.stubGlobal('fetch', stub.fetchImpl);
  return stub.calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.setState({ user: null, idToken: null, logoutFlag: null, restoring: false });
});

describe('callApi', () => {
  it('builds URLs from the contract path and its params', () => {
    expect(endpointUrl(getVersion)).toBe('/api/version');
    expect(endpointUrl(assignedAuditors, { buid: 'b 1/x' })).toBe(
      '/api/buildings/b%201%2Fx/assigned-auditors',
    );
  });

  it('sends GET without a body and parses the answer', async () => {
    const calls = stubFetch(200, { version: '1.2.0', variant: 'dev' });
    await expect(callApi(getVersion)).resolves.toEqual({ version: '1.2.0', variant: 'dev' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/version');
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('sends POST with a JSON body and no token to a public endpoint, even when signed in', async () => {
    signInAs(makeSessionUser());
    const space = makeSpace();
    const calls = stubFetch(200, { spaces: [space] });
    await expect(callApi(spacePublic, { body: {} })).resolves.toEqual({ spaces: [space] });
    const init = calls[0]?.init;
    expect(calls[0]?.url).toBe('/api/mapping/space/public');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(init?.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('authorization');
  });

  it("attaches the session's bearer token to 'bearer' and 'optional' endpoints when logged in", async () => {
    const user = makeSessionUser();
    signInAs(user);
    const calls = stubFetch(200, { status: 'success', users: [] });
    await callApi(permissionsUsers);
    await callApi(floorAll, { body: { buid: 'building_1' } }).catch(() => undefined);
    expect(calls[0]?.init.headers).toMatchObject({ authorization: `Bearer ${user.access_token}` });
    expect(calls[1]?.init.headers).toMatchObject({ authorization: `Bearer ${user.access_token}` });
  });

  it('sends no token when signed out or when the logout flag is set', async () => {
    const calls = stubFetch(200, { status: 'success', users: [] });
    await callApi(permissionsUsers);
    signInAs(makeSessionUser());
    useSessionStore.setState({ logoutFlag: 'true' });
    await callApi(permissionsUsers);
    expect(calls[0]?.init.headers).not.toHaveProperty('authorization');
    expect(calls[1]?.init.headers).not.toHaveProperty('authorization');
  });

  it('aborts the requests in flight when pending requests are cancelled, and not later ones', async () => {
    const seen: AbortSignal[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      if (init.signal) seen.push(init.signal);
      return new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    });
    const pending = callApi(getVersion);
    cancelPendingRequests();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    void callApi(getVersion).catch(() => undefined);
    expect(seen[1]?.aborted).toBe(false);
  });

  it("throws an ApiError carrying the status and the server's message", async () => {
    stubFetch(404, { message: 'Space not found.' });
    const error = await callApi(spacePublic, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Space not found.' });
    expect(errorMessage(error, 'default text')).toBe('Space not found.');
  });

  it('falls back to a generic message when the error has no message field', async () => {
    stubFetch(500, undefined);
    await expect(callApi(getVersion)).rejects.toMatchObject({
      status: 500,
      message: 'GET /api/version failed with status 500.',
      serverMessage: null,
    });
    const error = await callApi(getVersion).catch((e: unknown) => e);
    expect(errorMessage(error, 'default text')).toBe('default text');
  });

  it('rejects an answer that does not match the response schema', async () => {
    stubFetch(200, { baseMaps: 'nope' });
    await expect(callApi(getClientConfig)).rejects.toMatchObject({
      status: 200,
      message: 'Unexpected answer from GET /api/config.',
    });
  });

  it('reports an unreachable server with status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callApi(getVersion)).rejects.toMatchObject({ status: 0 });
  });
});
