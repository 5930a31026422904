import { buildPath, type Endpoint, type Role } from '@indoor/domain';
import type { UserRow } from '../db/schema.js';
import { ENDPOINT_SAMPLES, type SampleFixtures } from './endpoint-samples.js';
import { insertUser } from './factories.js';
import type { TestApp } from './test-app.js';

/**
 * Sends the endpoint's sample request (ENDPOINT_SAMPLES, made from `fixtures`), as the
 * bearer of `token` or anonymously; `body`, when given, replaces the sample's JSON body.
 */
export async function callSample(
  t: TestApp,
  fixtures: SampleFixtures,
  endpoint: Endpoint,
  token: string | null | undefined,
  body?: Record<string, unknown>,
) {
  const makeSample = ENDPOINT_SAMPLES[endpoint.id];
  if (!makeSample) throw new Error(`no sample for ${endpoint.id}`);
  const sample = await makeSample(fixtures);
  const { params, raw } = sample;
  return t.app.inject({
    method: endpoint.method,
    url: buildPath(endpoint.path, params),
    headers: { ...raw?.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(endpoint.method === 'POST' || endpoint.method === 'PUT'
      ? { payload: raw?.payload ?? body ?? sample.body ?? {} }
      : {}),
  });
}

/** The bearer tokens of the named callers, beside 'anonymous', who has none. */
export async function callerTokens<Caller extends string>(
  t: TestApp,
  callers: Record<Caller, UserRow>,
): Promise<Map<Caller | 'anonymous', string | null>> {
  const tokens = new Map<Caller | 'anonymous', string | null>([['anonymous', null]]);
  for (const [caller, row] of Object.entries(callers) as [Caller, UserRow][]) {
    tokens.set(caller, await t.tokenFor(row));
  }
  return tokens;
}

/** A user of every role, the sample fixtures' callers. */
export async function insertUserOfEachRole(t: TestApp): Promise<Record<Role, UserRow>> {
  const users = {} as Record<Role, UserRow>;
  for (const role of ['user', 'auditor', 'planner', 'moderator', 'admin'] as const) {
    users[role] = await insertUser(t.db, { role });
  }
  return users;
}
