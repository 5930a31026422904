import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as accessPoints from './access-points.js';
import * as assets from './assets.js';
import * as audit from './audit.js';
import * as backup from './backup.js';
import * as campuses from './campuses.js';
import * as config from './config.js';
import * as connections from './connections.js';
import { allEndpoints, contract } from './contract.js';
import { buildPath, defineEndpoint, type Endpoint } from './endpoint.js';
import * as floors from './floors.js';
import * as imdf from './imdf.js';
import * as navigation from './navigation.js';
import * as pois from './pois.js';
import * as positioning from './positioning.js';
import * as radio from './radio.js';
import * as serverImport from './server-import.js';
import * as sharing from './sharing.js';
import * as spaces from './spaces.js';
import * as system from './system.js';
import * as units from './units.js';
import * as users from './users.js';

/** Every api/<area>.ts module, by file name. */
const apiFiles: Record<string, Record<string, unknown>> = {
  'access-points': accessPoints,
  assets,
  audit,
  backup,
  imdf,
  campuses,
  config,
  connections,
  floors,
  navigation,
  pois,
  positioning,
  radio,
  'server-import': serverImport,
  sharing,
  spaces,
  system,
  units,
  users,
};

/** The api file of each area (an endpoint's first tag, as the API documentation groups it). */
const fileOfArea: Record<string, string> = {
  'access points': 'access-points',
  accounts: 'users',
  'audit routes': 'audit',
  campuses: 'campuses',
  connections: 'connections',
  floors: 'floors',
  heatmaps: 'radio',
  navigation: 'navigation',
  pois: 'pois',
  positioning: 'positioning',
  radiomaps: 'radio',
  rooms: 'units',
  sharing: 'sharing',
  spaces: 'spaces',
  system: 'system',
};

/** Capabilities with a file of their own, documented under the area they serve. */
const ownFile: Record<string, string> = {
  assetRegister: 'assets',
  spaceRestore: 'backup',
  spaceImdfImport: 'imdf',
  spaceImportFromServer: 'server-import',
  getClientConfig: 'config',
  radioHeatmapPoi: 'access-points',
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'id' in value && 'path' in value;

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

  it('keeps every endpoint in the api file named after its area, and nowhere else', () => {
    const misplaced: string[] = [];
    for (const endpoint of allEndpoints) {
      const homes = Object.entries(apiFiles)
        .filter(([, module]) => Object.values(module).includes(endpoint))
        .map(([file]) => file);
      const area = endpoint.tags[0] ?? '';
      const expected = ownFile[endpoint.id] ?? fileOfArea[area] ?? `(no file for area "${area}")`;
      if (homes.length !== 1 || homes[0] !== expected) {
        misplaced.push(
          `${endpoint.id}: in ${homes.join(', ') || 'no api file'}, expected ${expected}`,
        );
      }
    }
    expect(misplaced).toEqual([]);
  });

  it('lists every endpoint an api file defines in the contract', () => {
    const listed = new Set<Endpoint>(allEndpoints);
    const unlisted = Object.entries(apiFiles).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => isEndpoint(value) && !listed.has(value))
        .map(([name]) => `${file}.${name}`),
    );
    expect(unlisted).toEqual([]);
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
