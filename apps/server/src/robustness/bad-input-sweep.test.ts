import fs from 'node:fs';
import { allEndpoints, buildPath, type Endpoint, type Role } from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import {
  createSampleFixtures,
  ENDPOINT_SAMPLES,
  type SampleFixtures,
  type SampleRequest,
} from '../test/endpoint-samples.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { databaseFingerprint } from './db-fingerprint.js';

/**
 * Sends every endpoint of the contract hostile input, built by breaking one field of a
 * valid request at a time (so the input reaches the service, not only validation):
 * wrong types, missing and oversized fields, NaN/Infinity, path traversal,
 * prototype-pollution keys, unknown and foreign ids; plus malformed JSON and
 * non-object bodies; as an admin and anonymously. No answer may be a 5xx, every
 * refusal carries a message, and a refused request changes nothing in the database.
 */
/** POST and PUT carry a JSON body; GET and DELETE do not. */
const hasBody = (endpoint: Endpoint) => endpoint.method === 'POST' || endpoint.method === 'PUT';

describe('bad-input sweep over the API contract', () => {
  let t: TestApp;
  let fixtures: SampleFixtures;
  let foreignSpace: SpaceRow;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp('pglite', { DATA_DIR: fs.mkdtempSync('/tmp/sweep-') });
    const users = {} as Record<Role, UserRow>;
    for (const role of ['user', 'auditor', 'planner', 'moderator', 'admin'] as const) {
      users[role] = await insertUser(t.db, { role });
    }
    fixtures = await createSampleFixtures(t, users, await insertUser(t.db));
    const other = await insertUser(t.db);
    foreignSpace = await insertSpace(t.db, other.id, { is_published: false });
    await insertFloor(t.db, foreignSpace.buid, 0);
    adminToken = await t.tokenFor(users.admin);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  const hostileValues = (): unknown[] => [
    42,
    -1,
    1.5,
    1e308,
    'NaN',
    'Infinity',
    '-Infinity',
    '../../../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    'x'.repeat(300_000),
    '',
    ' ',
    null,
    true,
    [],
    {},
    ['a', 'a'],
    { __proto__: { polluted: 1 } },
    { constructor: { prototype: { polluted: 1 } } },
    'unknown_id_0000',
  ];

  const mutations = (
    endpoint: Endpoint,
    sample: SampleRequest,
  ): { label: string; payload: string }[] => {
    const valid = sample.body ?? {};
    const out = [
      { label: 'malformed JSON', payload: '{"buid": "a", ' },
      { label: 'a JSON array', payload: '[1,2,3]' },
      { label: 'a JSON string', payload: '"hello"' },
      { label: 'null', payload: 'null' },
      {
        label: 'prototype pollution',
        payload: `{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}, ${JSON.stringify(valid).slice(1)}`,
      },
    ];
    if (!hasBody(endpoint)) return out;
    for (const key of Object.keys(valid)) {
      const { [key]: _dropped, ...rest } = valid;
      out.push({ label: `${key} missing`, payload: JSON.stringify(rest) });
      out.push({
        label: `${key}=1e400`,
        payload: JSON.stringify(valid).replace(`"${key}":`, `"${key}":1e400,"_":`),
      });
      for (const value of hostileValues()) {
        out.push({
          label: `${key}=${JSON.stringify(value)?.slice(0, 30)}`,
          payload: JSON.stringify({ ...valid, [key]: value }),
        });
      }
      out.push({
        label: `${key} foreign id`,
        payload: JSON.stringify({ ...valid, [key]: foreignSpace.buid }),
      });
    }
    return out;
  };

  const paramVariants = (sample: SampleRequest): Record<string, string>[] => {
    const params = sample.params;
    if (!params || Object.keys(params).length === 0) return [params ?? {}];
    const variants: Record<string, string>[] = [params];
    for (const key of Object.keys(params)) {
      for (const v of [
        '..',
        '%2e%2e%2f',
        foreignSpace.buid,
        'x'.repeat(5000),
        'NaN',
        '-',
        '__proto__',
      ]) {
        variants.push({ ...params, [key]: v });
      }
    }
    return variants;
  };

  for (const endpoint of allEndpoints) {
    it(`${endpoint.id}: no 5xx, a message on every refusal, nothing changed by a refusal`, async () => {
      const makeSample = ENDPOINT_SAMPLES[endpoint.id];
      if (!makeSample) throw new Error(`no sample request for ${endpoint.id}`);
      const failures: string[] = [];
      let before = await databaseFingerprint(t.db);
      for (const token of [adminToken, null]) {
        const sample = await makeSample(fixtures);
        before = await databaseFingerprint(t.db);
        for (const params of paramVariants(sample)) {
          let url: string;
          try {
            url = buildPath(endpoint.path, params);
          } catch {
            continue;
          }
          for (const { label, payload } of mutations(endpoint, sample)) {
            const res = await t.app.inject({
              method: endpoint.method,
              url,
              headers: {
                ...(hasBody(endpoint) ? { 'content-type': 'application/json' } : {}),
                ...(token ? { authorization: `Bearer ${token}` } : {}),
              },
              ...(hasBody(endpoint) ? { payload } : {}),
            });
            const where = `${token ? 'admin' : 'anonymous'} ${url.slice(0, 60)} ${label}`;
            if (res.statusCode >= 500)
              failures.push(`${res.statusCode} for ${where}: ${res.body.slice(0, 200)}`);
            if (res.statusCode >= 400) {
              let message: unknown;
              try {
                message = (res.json() as { message?: unknown }).message;
              } catch {
                message = undefined;
              }
              if (typeof message !== 'string' || message === '')
                failures.push(`no message for ${where}`);
              const after = await databaseFingerprint(t.db);
              if (after !== before) failures.push(`database changed by refused ${where}`);
              before = after;
            } else {
              before = await databaseFingerprint(t.db);
            }
          }
        }
      }
      expect(failures).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  }
});
