import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, contract } from './contract.js';
import { buildPath, defineEndpoint } from './endpoint.js';

describe('the API contract', () => {
  it('has unique ids and unique method+path pairs', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('keys each entry by its id and keeps every path under /api', () => {
    for (const [key, endpoint] of Object.entries(contract)) {
      expect(endpoint.id).toBe(key);
      expect(endpoint.path.startsWith('/api/')).toBe(true);
    }
  });

  it('refuses an /auth/ endpoint that does not require a bearer token', () => {
    expect(() =>
      defineEndpoint({
        id: 'x',
        method: 'POST',
        path: '/api/auth/x',
        auth: 'public',
        summary: 'x',
        tags: [],
        response: z.object({}),
      }),
    ).toThrow(/bearer/);
  });

  it('fills and encodes path parameters', () => {
    expect(buildPath('/api/buildings/:buid/assigned-auditors', { buid: 'a b/c' })).toBe(
      '/api/buildings/a%20b%2Fc/assigned-auditors',
    );
    expect(() => buildPath('/api/x/:id')).toThrow(/id/);
  });
});
