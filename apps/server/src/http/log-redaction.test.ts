import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactedUrl } from './log-redaction.js';

describe('the request log', () => {
  it('leaves the values of secret parameters out of addresses', () => {
    expect(redactedUrl('/users?token=eyJ.abc.def&username=ada')).toBe(
      '/users?token=%5Bredacted%5D&username=ada',
    );
    expect(redactedUrl('/assets?Access_Token=x')).toBe('/assets?Access_Token=%5Bredacted%5D');
    expect(redactedUrl('/api/version')).toBe('/api/version');
    expect(redactedUrl('/viewer/?buid=b1&floor=2')).toBe('/viewer/?buid=b1&floor=2');
  });

  it('never writes a token carried in an address or a header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/users', async () => ({ ok: true }));
    await app.inject({
      method: 'GET',
      url: '/users?token=secret-token-value&username=ada',
      headers: { authorization: 'Bearer secret-header-value' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/users?token=');
    expect(log).toContain('username=ada');
    expect(log).not.toContain('secret-token-value');
    expect(log).not.toContain('secret-header-value');
  });
});
