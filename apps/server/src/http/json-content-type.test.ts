import {
  BackupMessages,
  contract,
  FetchMessages,
  RadioMessages,
  RequestMessages,
  ServerMessages,
} from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('content types (SECURITY.md: 415 for a body of the wrong type)', () => {
  let t: TestApp;
  let token: string;
  let buid: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const owner = await insertUser(t.db);
    token = await t.tokenFor(owner);
    buid = (await insertSpace(t.db, owner.id, { name: 'Library' })).buid;
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, headers: Record<string, string>, payload?: string | Buffer) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

  const notJson: [string, Record<string, string>, string | Buffer][] = [
    ['text/plain', { 'content-type': 'text/plain' }, JSON.stringify({ buid: 'x' })],
    ['form encoding', { 'content-type': 'application/x-www-form-urlencoded' }, 'buid=x'],
    ['no content type', {}, Buffer.from(JSON.stringify({ buid: 'x' }))],
    ['XML', { 'content-type': 'application/xml' }, '<buid>x</buid>'],
    [
      'multipart',
      multipartBody({ buid: 'x' }, {}).headers,
      multipartBody({ buid: 'x' }, {}).payload,
    ],
  ];

  it('refuses every body that is not JSON on a JSON endpoint with 415 and a message', async () => {
    for (const [label, headers, payload] of notJson) {
      const res = await post(contract.floorAll.path, headers, payload);
      expect(res.statusCode, label).toBe(415);
      expect(res.json(), label).toEqual({ message: RequestMessages.jsonOnly });
    }
  });

  it('refuses them on a bearer endpoint too, after the token check', async () => {
    const auth = { authorization: `Bearer ${token}` };
    for (const [label, headers, payload] of notJson) {
      const res = await post(contract.spaceUpdate.path, { ...headers, ...auth }, payload);
      expect(res.statusCode, label).toBe(415);
      expect(res.json(), label).toEqual({ message: RequestMessages.jsonOnly });
      const anonymous = await post(contract.spaceUpdate.path, headers, payload);
      expect(anonymous.statusCode, label).toBe(401);
      expect(anonymous.json(), label).toEqual({ message: FetchMessages.authorize });
    }
  });

  it('accepts JSON with a charset, and a request without a body goes to validation', async () => {
    const res = await post(
      contract.floorAll.path,
      { 'content-type': 'application/json; charset=utf-8' },
      JSON.stringify({ buid }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ floors: [] });
    const empty = await post(contract.floorAll.path, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).not.toBe(RequestMessages.jsonOnly);
  });

  it('keeps the upload endpoints on multipart: JSON, text and no content type are 415', async () => {
    const auth = { authorization: `Bearer ${token}` };
    const uploads: [string, string][] = [
      [contract.floorPlanUpload.path, ServerMessages.floorPlanMultipart],
      [contract.radiomapUpload.path, RadioMessages.multipart],
      [contract.spaceRestore.path, BackupMessages.multipart],
    ];
    for (const [url, message] of uploads) {
      const json = await post(
        url,
        { ...auth, 'content-type': 'application/json' },
        JSON.stringify({ buid, floor: 0 }),
      );
      expect(json.statusCode, url).toBe(415);
      expect(json.json(), url).toEqual({ message });
      const text = await post(url, { ...auth, 'content-type': 'text/plain' }, 'hello');
      expect(text.statusCode, url).toBe(415);
      expect(text.json(), url).toEqual({ message });
      const bare = await post(url, auth, Buffer.from('hello'));
      expect(bare.statusCode, url).toBe(415);
      expect(bare.json().message, url).toBeTruthy();
    }
  });
});
