import { allEndpoints, buildPath, type Endpoint } from '@indoor/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseKind } from '../db/database.js';
import type { SpaceRow } from '../db/schema.js';
import {
  createSampleFixtures,
  ENDPOINT_SAMPLES,
  type SampleFixtures,
  type SampleRequest,
} from '../test/endpoint-samples.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { sampleRadiomapLog } from '../test/radiomaps.js';
import { insertUserOfEachRole } from '../test/sample-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { type DatabaseWatch, watchDatabase } from './db-fingerprint.js';

/**
 * Sends every endpoint of the contract hostile input, built by breaking one field of a
 * valid request at a time (so the input reaches the service, not only validation):
 * wrong types, missing fields, texts one character beyond their limit, NUL, unpaired
 * surrogates and control characters in every text field, NaN/Infinity, path traversal,
 * prototype-pollution keys, unknown and foreign ids; plus malformed JSON and non-object
 * bodies, and broken multipart bodies for the uploads; as an admin, as a plain user who
 * owns nothing, and anonymously.
 *
 * The expected answer comes from the contract: input its schemas refuse must get a 4xx.
 * Independently of the schemas, no text field takes a 50,000-character text (six times the
 * longest text the contract takes). The admin
 * (who may change everything) gets every hostile value; the others a smaller set. No answer
 * may be a 5xx, every refusal carries a message, and a refused request changes nothing.
 */

/** Longer than any text field of the contract may be, whatever its schema says. */
const HUGE_TEXT_LENGTH = 50_000;

/** A field of a body schema, as its JSON Schema describes it. */
interface SchemaField {
  path: string[];
  /** The longest text the field takes, when it takes text. */
  maxLength: number | null;
  takesText: boolean;
  takesTextItems: boolean;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema | false;
  maxLength?: number;
};

const branches = (schema: JsonSchema): JsonSchema[] =>
  schema.anyOf || schema.oneOf
    ? [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(branches)
    : [schema];

/** Every field of a body schema (and of the objects nested in it), from its JSON Schema. */
function schemaFields(schema: z.ZodType | undefined): SchemaField[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const fields: SchemaField[] = [];
  const visit = (node: JsonSchema, path: string[]) => {
    for (const branch of branches(node)) {
      for (const [key, property] of Object.entries(branch.properties ?? {})) {
        const kinds = branches(property);
        const texts = kinds.filter((k) => k.type === 'string');
        const lengths = texts.map((k) => k.maxLength ?? Number.POSITIVE_INFINITY);
        fields.push({
          path: [...path, key],
          maxLength: texts.length > 0 ? Math.max(...lengths) : null,
          takesText: texts.length > 0,
          takesTextItems: kinds.some(
            (k) =>
              k.type === 'array' && k.items && branches(k.items).some((i) => i.type === 'string'),
          ),
        });
        if (kinds.some((k) => k.properties)) visit(property, [...path, key]);
      }
    }
  };
  visit(json, []);
  const unique = new Map(fields.map((f) => [f.path.join('.'), f]));
  return [...unique.values()];
}

const withValue = (
  body: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> => {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  if (rest.length === 0) return { ...body, [head]: value };
  const inner = body[head];
  const nested = inner && typeof inner === 'object' ? (inner as Record<string, unknown>) : {};
  return { ...body, [head]: withValue(nested, rest, value) };
};

/** Texts no stored field may hold, or only where the schema says (line breaks). */
const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  'a\uD800b',
  'a\uDC00',
  'bell\u0007',
  'esc\u001B[2J',
  'two\nlines',
  'tab\there',
];

/** The values a caller who may change nothing is sent in every field. */
const FEWER_HOSTILE_VALUES: unknown[] = [
  42,
  null,
  [],
  { $gt: '' },
  'x'.repeat(HUGE_TEXT_LENGTH),
  '../../../../etc/passwd',
  'a\u0000b',
  'a\uD800b',
  'bell\u0007',
];

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
  'x'.repeat(HUGE_TEXT_LENGTH),
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
  ...HOSTILE_TEXTS,
];

/** True when a value holds a text longer than any field may take. */
const holdsHugeText = (value: unknown): boolean => {
  if (typeof value === 'string') return value.length >= HUGE_TEXT_LENGTH;
  if (Array.isArray(value)) return value.some(holdsHugeText);
  if (value && typeof value === 'object') return Object.values(value).some(holdsHugeText);
  return false;
};

type Verdict = 'refused' | 'either';

/**
 * What the contract says of a request: 'refused' when its schemas refuse the path or
 * the body (or the body is not JSON, or carries a huge text); 'either' otherwise (the
 * service may still refuse it, e.g. an unknown id).
 */
function contractVerdict(
  endpoint: Endpoint,
  params: Record<string, string>,
  payload: string | null,
): Verdict {
  if (endpoint.params && !endpoint.params.safeParse(params).success) return 'refused';
  if (payload === null) return 'either';
  // A JSON body sent to an upload, which takes multipart bodies only.
  if (endpoint.transport !== 'json') return 'refused';
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return 'refused';
  }
  if (!endpoint.body) return holdsHugeText(body) ? 'refused' : 'either';
  const parsed = endpoint.body.safeParse(body);
  // A huge text the parsed body keeps: its field has no limit (fields the schema drops do not count).
  if (!parsed.success || holdsHugeText(parsed.data)) return 'refused';
  return 'either';
}

/** Broken multipart bodies for each upload: every one must be refused. */
type MultipartCase = { label: string; payload: Buffer; headers: Record<string, string> };

/** Bytes that are neither an image, nor a radiomap log, nor a zip. */
const GARBAGE = Buffer.from('\u0000\u0001\u0002 not what any upload takes \uFFFF');

async function brokenMultipartBodies(
  endpoint: Endpoint,
  f: SampleFixtures,
): Promise<MultipartCase[]> {
  const fileField =
    endpoint.id === 'floorPlanUpload'
      ? 'floorplan'
      : endpoint.id === 'radiomapUpload'
        ? 'radiomap'
        : 'archive';
  const validJson =
    endpoint.id === 'floorPlanUpload'
      ? { buid: f.space.buid, floor_number: '0', zoom: 19, bottom_left_lat: 35.1398 }
      : { buid: f.space.buid, floor: '0' };
  const file = { data: GARBAGE, filename: 'upload.bin', contentType: 'application/octet-stream' };
  const goodFile = {
    data:
      endpoint.id === 'floorPlanUpload'
        ? await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dde' } })
            .png()
            .toBuffer()
        : Buffer.from(sampleRadiomapLog({ buid: f.space.buid, floor: 0 })),
    filename: 'upload',
    contentType: 'application/octet-stream',
  };
  const json = (value: unknown) => ({ json: JSON.stringify(value) });
  const cases: MultipartCase[] = [];
  const add = (label: string, body: { payload: Buffer; headers: Record<string, string> }) =>
    cases.push({ label, ...body });

  add('no parts at all', multipartBody({}, {}));
  add('only a text field', multipartBody(json(validJson), {}));
  add('two files', multipartBody(json(validJson), { [fileField]: file, second: file }));
  add('the file under another name', multipartBody(json(validJson), { upload: file }));
  add(
    'a file that is not what the upload takes',
    multipartBody(json(validJson), { [fileField]: file }),
  );
  add('a huge text field', multipartBody({ note: 'y'.repeat(200_000) }, { [fileField]: file }));
  if (endpoint.id !== 'spaceRestore') {
    add(
      'a huge json field',
      multipartBody(
        { json: JSON.stringify({ ...validJson, owner_id: 'x'.repeat(200_000) }) },
        { [fileField]: goodFile },
      ),
    );
    add(
      'a json field beyond the field limit',
      multipartBody({ json: 'x'.repeat(200_000) }, { [fileField]: goodFile }),
    );
    add('only the file', multipartBody({}, { [fileField]: file }));
    add(
      'the json under another name',
      multipartBody({ data: JSON.stringify(validJson) }, { [fileField]: file }),
    );
    add(
      'a json field that is not JSON',
      multipartBody({ json: '{"buid": ' }, { [fileField]: file }),
    );
    add(
      'a json field that is a JSON string',
      multipartBody({ json: '"hello"' }, { [fileField]: file }),
    );
    for (const [key, value] of [
      ['buid', 'a\u0000b'],
      ['buid', 'x'.repeat(129)],
      ['buid', { $gt: '' }],
      [endpoint.id === 'floorPlanUpload' ? 'floor_number' : 'floor', 'a\uD800'],
      [endpoint.id === 'floorPlanUpload' ? 'floor_number' : 'floor', []],
      ...(endpoint.id === 'floorPlanUpload'
        ? ([
            ['owner_id', 'me\u0000'],
            ['owner_id', 'x'.repeat(129)],
            ['zoom', 'NaN'],
          ] as const)
        : []),
    ] as const) {
      add(
        `json ${key}=${JSON.stringify(value).slice(0, 20)}`,
        multipartBody(json({ ...validJson, [key]: value }), { [fileField]: file }),
      );
    }
  }
  const valid = multipartBody(json(validJson), { [fileField]: file });
  add('sent as text/plain', { payload: valid.payload, headers: { 'content-type': 'text/plain' } });
  add('sent as application/json', {
    payload: valid.payload,
    headers: { 'content-type': 'application/json' },
  });
  add('multipart without a boundary', {
    payload: valid.payload,
    headers: { 'content-type': 'multipart/form-data' },
  });
  add('cut off in the middle', {
    payload: valid.payload.subarray(0, Math.floor(valid.payload.length * 0.6)),
    headers: valid.headers,
  });
  return cases;
}

type Caller = 'admin' | 'stranger' | 'anonymous';

/** POST and PUT carry a JSON body; GET and DELETE do not. */
const hasBody = (endpoint: Endpoint) => endpoint.method === 'POST' || endpoint.method === 'PUT';

/**
 * The sweep of `endpoints` on one database: define it inside a describeEachDatabase suite
 * (its test files split the contract in parts, so the parts run side by side).
 */
export function sweepEndpoints(kind: DatabaseKind, endpoints: readonly Endpoint[]): void {
  let t: TestApp;
  let fixtures: SampleFixtures;
  let foreignSpace: SpaceRow;
  const tokens = new Map<Caller, string | null>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    const users = await insertUserOfEachRole(t);
    fixtures = await createSampleFixtures(t, users, await insertUser(t.db));
    const other = await insertUser(t.db);
    foreignSpace = await insertSpace(t.db, other.id, { is_published: false });
    await insertFloor(t.db, foreignSpace.buid, 0);
    tokens.set('admin', await t.tokenFor(users.admin));
    // A plain user who owns nothing: every sample acts on somebody else's space.
    tokens.set('stranger', await t.tokenFor(await insertUser(t.db, { role: 'user' })));
    tokens.set('anonymous', null);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mutations = (
    endpoint: Endpoint,
    sample: SampleRequest,
    caller: Caller,
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
      out.push({
        label: `${key} foreign id`,
        payload: JSON.stringify({ ...valid, [key]: foreignSpace.buid }),
      });
    }
    // Every field the schema knows, not only those of the sample.
    for (const field of schemaFields(endpoint.body)) {
      const name = field.path.join('.');
      const values = caller === 'admin' ? hostileValues() : [...FEWER_HOSTILE_VALUES];
      if (field.maxLength !== null && Number.isFinite(field.maxLength))
        values.push('x'.repeat(field.maxLength + 1));
      if (field.takesTextItems) values.push(...HOSTILE_TEXTS.map((text) => ['ok', text]));
      for (const value of values) {
        out.push({
          label: `${name}=${JSON.stringify(value)?.slice(0, 30)}`,
          payload: JSON.stringify(withValue(valid, field.path, value)),
        });
      }
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
        'a\u0000b',
        'a\uD800b',
        'a\u0007',
      ]) {
        variants.push({ ...params, [key]: v });
      }
    }
    return variants;
  };

  /** Sends one request and records what is wrong with its answer. */
  const judge = async (
    failures: string[],
    database: DatabaseWatch,
    where: string,
    verdict: Verdict,
    send: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  ) => {
    const res = await send();
    if (res.statusCode >= 500)
      failures.push(`${res.statusCode} for ${where}: ${res.body.slice(0, 200)}`);
    if (verdict === 'refused' && (res.statusCode < 400 || res.statusCode >= 500))
      failures.push(`${res.statusCode} for ${where}, which the contract refuses`);
    // Every answer moves the baseline on: an accepted request may change the database.
    const changed = await database.changed();
    if (res.statusCode >= 400) {
      let message: unknown;
      try {
        message = (res.json() as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      if (typeof message !== 'string' || message === '') failures.push(`no message for ${where}`);
      if (changed) failures.push(`database changed by refused ${where}`);
    }
  };

  for (const endpoint of endpoints) {
    it(`${endpoint.id}: what the contract refuses gets a 4xx with a message and changes nothing`, {
      timeout: 600_000,
    }, async () => {
      const makeSample = ENDPOINT_SAMPLES[endpoint.id];
      if (!makeSample) throw new Error(`no sample request for ${endpoint.id}`);
      const failures: string[] = [];
      for (const caller of ['admin', 'stranger', 'anonymous'] as const) {
        const token = tokens.get(caller);
        const sample = await makeSample(fixtures);
        const database = await watchDatabase(t.db);
        for (const params of paramVariants(sample)) {
          let url: string;
          try {
            url = buildPath(endpoint.path, params);
          } catch {
            continue;
          }
          for (const { label, payload } of mutations(endpoint, sample, caller)) {
            const sent = hasBody(endpoint) ? payload : null;
            await judge(
              failures,
              database,
              `${caller} ${url.slice(0, 60)} ${label}`,
              contractVerdict(endpoint, params, sent),
              () =>
                t.app.inject({
                  method: endpoint.method,
                  url,
                  headers: {
                    ...(sent !== null ? { 'content-type': 'application/json' } : {}),
                    ...(token ? { authorization: `Bearer ${token}` } : {}),
                  },
                  ...(sent !== null ? { payload: sent } : {}),
                }),
            );
          }
        }
        if (endpoint.transport === 'multipart') {
          for (const broken of await brokenMultipartBodies(endpoint, fixtures)) {
            await judge(failures, database, `${caller} multipart: ${broken.label}`, 'refused', () =>
              t.app.inject({
                method: endpoint.method,
                url: endpoint.path,
                headers: {
                  ...broken.headers,
                  ...(token ? { authorization: `Bearer ${token}` } : {}),
                },
                payload: broken.payload,
              }),
            );
          }
        }
      }
      expect(failures).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });
  }
}

/** Part `part` of `parts` of the contract's endpoints (every parts-th one). */
export const endpointsOfPart = (part: number, parts: number): Endpoint[] =>
  allEndpoints.filter((_, i) => i % parts === part - 1);
