import { defineEndpoint, getClientConfig, getVersion, spacePublic } from '@indoor/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonFetch, makeSpace } from '../test/factories';
import { ApiError, callApi, endpointUrl } from './client';

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

  it('sends POST with a JSON body and a bearer token when given', async () => {
    const space = makeSpace();
    const calls = stubFetch(200, { spaces: [space] });
    await expect(callApi(spacePublic, { body: {}, token: 'abc.def.ghi' })).resolves.toEqual({
      spaces: [space],
    });
    const init = calls[0]?.init;
    expect(calls[0]?.url).toBe('/api/mapping/space/public');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{}');
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer abc.def.ghi',
    });
  });

  it("throws an ApiError carrying the status and the server's message", async () => {
    stubFetch(404, { message: 'Space not found.' });
    const error = await callApi(spacePublic, { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Space not found.' });
  });

  it('falls back to a generic message when the error has no message field', async () => {
    stubFetch(500, undefined);
    await expect(callApi(getVersion)).rejects.toMatchObject({
      status: 500,
      message: 'GET /api/version failed with status 500.',
    });
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
