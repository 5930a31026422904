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

  it('bounds the length of every text a request body or path may carry', () => {
    type Node = {
      type?: string;
      maxLength?: number;
      pattern?: string;
      enum?: unknown[];
      const?: unknown;
      [key: string]: unknown;
    };
    const unbounded: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) {
        for (const [i, item] of node.entries()) visit(item, `${where}[${i}]`);
        return;
      }
      if (!node || typeof node !== 'object') return;
      const n = node as Node;
      // A pattern anchored at both ends with bounded repeats bounds the length too.
      const boundedPattern = n.pattern !== undefined && !/[*+]|\{\d+,\}/.test(n.pattern);
      if (
        n.type === 'string' &&
        n.maxLength === undefined &&
        !boundedPattern &&
        !n.enum &&
        n.const === undefined
      )
        unbounded.push(where);
      for (const [key, value] of Object.entries(n)) visit(value, `${where}.${key}`);
    };
    for (const endpoint of allEndpoints) {
      for (const part of ['body', 'params'] as const) {
        const schema = endpoint[part];
        if (schema)
          visit(
            z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }),
            `${endpoint.id}.${part}`,
          );
      }
    }
    expect(unbounded, 'give these texts a .max()').toEqual([]);
  });
});
