import fastifyMultipart from '@fastify/multipart';
import { RadioMessages, RequestMessages, ServerMessages } from '@indoor/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test/multipart.js';
import { installErrorHandler } from './error-handler.js';
import { forbidden } from './http-error.js';
import { readMultipartUpload, utf8Decoder } from './multipart.js';

const refusals = {
  multipart: RadioMessages.multipart,
  tooLarge: RadioMessages.tooLarge,
  missingFile: RadioMessages.missingFile,
};
const maxFileBytes = 1024;

/** An app with one upload route: `json` and the `log` file, echoed back as text. */
async function uploadApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  await app.register(fastifyMultipart);
  app.post('/upload', async (request, reply) => {
    let text = '';
    const fields = await readMultipartUpload(request, reply, {
      file: 'log',
      fields: ['json'],
      maxFileBytes,
      maxFieldBytes: 256,
      refusals,
      onField: (_name, value) => {
        if (value === '"forbidden"') throw forbidden(ServerMessages.spaceEditForbidden);
      },
      onFile: async (file) => {
        const decode = utf8Decoder(RadioMessages.notText);
        for await (const chunk of file) text += decode(chunk as Buffer);
        text += decode();
      },
    });
    return { json: fields.get('json'), text };
  });
  return app;
}

const textFile = (data: string | Buffer) => ({
  log: { data: Buffer.from(data), filename: 'log.txt', contentType: 'text/plain' },
});

describe('readMultipartUpload', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await uploadApp();
  });
  afterAll(() => app.close());

  const send = (body: { payload: Buffer; headers: Record<string, string> }) =>
    app.inject({ method: 'POST', url: '/upload', headers: body.headers, payload: body.payload });

  it('reads the labelled field and the file as UTF-8 text, other fields and files skipped', async () => {
    const res = await send(
      multipartBody(
        { json: '{"floor":"Ü"}', note: 'ignored' },
        { other: textFile('x').log, ...textFile('ünïcode line\n') },
      ),
    );
    // Two files break the one-file limit: only a form of the upload's shape is read.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: refusals.multipart });

    const ok = await send(
      multipartBody({ json: '{"floor":"Ü"}', note: 'ignored' }, textFile('ünïcode line\n')),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ json: '{"floor":"Ü"}', text: 'ünïcode line\n' });
  });

  it('answers 415 with the upload message for a body that is not multipart', async () => {
    const res = await app.inject({ method: 'POST', url: '/upload', payload: { json: '{}' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: refusals.multipart });
  });

  it('answers 400 for a malformed or cut-off multipart body', async () => {
    const garbage = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: 'this is not a multipart body at all',
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toEqual({ message: refusals.multipart });

    const noBoundary = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: '--x\r\n',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ message: refusals.multipart });

    const whole = multipartBody({ json: '{}' }, textFile('a line\n'.repeat(20)));
    const cut = await send({
      ...whole,
      payload: whole.payload.subarray(0, whole.payload.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toEqual({ message: refusals.multipart });
  });

  it('answers 400 for a missing file, and for a missing labelled field', async () => {
    const noFile = await send(multipartBody({ json: '{}' }, {}));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ message: refusals.missingFile });

    const wrongName = await send(multipartBody({ json: '{}' }, { file: textFile('x').log }));
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toEqual({ message: refusals.missingFile });

    const noField = await send(multipartBody({}, textFile('x')));
    expect(noField.statusCode).toBe(400);
    expect(noField.json()).toEqual({ message: refusals.multipart });
  });

  it('answers 400 naming the field when a text field is not UTF-8', async () => {
    const body = multipartBody({ json: 'PLACEHOLDER' }, textFile('x'));
    const at = body.payload.indexOf('PLACEHOLDER');
    const payload = Buffer.concat([
      body.payload.subarray(0, at),
      Buffer.from([0x7b, 0xff, 0xfe, 0xc3, 0x7d]),
      body.payload.subarray(at + 'PLACEHOLDER'.length),
    ]);
    const res = await send({ ...body, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RequestMessages.fieldNotText('json') });
  });

  it('answers 400 when the file is not UTF-8, through the decoder', async () => {
    const res = await send(
      multipartBody({ json: '{}' }, textFile(Buffer.from([0xff, 0xfe, 0x41]))),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RadioMessages.notText });
  });

  it('answers 413 and closes the connection when the file passes the limit', async () => {
    const res = await send(multipartBody({ json: '{}' }, textFile('a'.repeat(maxFileBytes + 1))));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: refusals.tooLarge });
    expect(res.headers.connection).toBe('close');

    const fits = await send(multipartBody({ json: '{}' }, textFile('a'.repeat(maxFileBytes))));
    expect(fits.statusCode).toBe(200);
    expect(fits.json().text).toHaveLength(maxFileBytes);
  });

  it("passes the caller's own refusals on unchanged", async () => {
    const res = await send(multipartBody({ json: '"forbidden"' }, textFile('x')));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ServerMessages.spaceEditForbidden });
  });
});
