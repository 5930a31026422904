import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as assets from './assets.js';
import * as backup from './backup.js';
import * as campuses from './campuses.js';
import * as config from './config.js';
import * as connections from './connections.js';
import { allEndpoints, contract } from './contract.js';
import { buildPath, defineEndpoint, type Endpoint } from './endpoint.js';
import * as floors from './floors.js';
import * as navigation from './navigation.js';
import * as pois from './pois.js';
import * as radio from './radio.js';
import * as sharing from './sharing.js';
import * as spaces from './spaces.js';
import * as system from './system.js';
import * as users from './users.js';

/** Every api/<area>.ts module, by file name. */
const apiFiles: Record<string, Record<string, unknown>> = {
  assets,
  backup,
  campuses,
  config,
  connections,
  floors,
  navigation,
  pois,
  radio,
  sharing,
  spaces,
  system,
  users,
};

/** The api file of each area (an endpoint's first tag, as the API documentation groups it). */
const fileOfArea: Record<string, string> = {
  accounts: 'users',
  campuses: 'campuses',
  connections: 'connections',
  floors: 'floors',
  heatmaps: 'radio',
  navigation: 'navigation',
  pois: 'pois',
  radiomaps: 'radio',
  sharing: 'sharing',
  spaces: 'spaces',
  system: 'system',
};

/** Capabilities with a file of their own, documented under the area they serve. */
const ownFile: Record<string, string> = {
  assetRegister: 'assets',
  spaceRestore: 'backup',
  getClientConfig: 'config',
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
});
