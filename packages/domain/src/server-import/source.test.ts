import { describe, expect, it } from 'vitest';
import { ServerImportMessages } from './messages.js';
import {
  isListedHost,
  parseAllowedHost,
  parseBuildingReference,
  parseServerUrl,
  serverCallUrl,
} from './source.js';

const BUID = 'building_3ae47293-69d1-45ec-96a3-f59f95a70705_1423000957534';

describe('the server address', () => {
  it('takes http and https addresses, keeping a path prefix for the calls', () => {
    const parsed = parseServerUrl(' https://ap.cs.ucy.ac.cy/anyplace/ ');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(serverCallUrl(parsed.value, '/api/mapping/floor/all').href).toBe(
      'https://ap.cs.ucy.ac.cy/anyplace/api/mapping/floor/all',
    );
    const root = parseServerUrl('http://127.0.0.1:9000');
    expect(root.ok && serverCallUrl(root.value, '/api/x').href).toBe('http://127.0.0.1:9000/api/x');
  });

  it.each([
    ['ftp://ap.cs.ucy.ac.cy', ServerImportMessages.badServerUrl],
    ['file:///etc/passwd', ServerImportMessages.badServerUrl],
    ['ap.cs.ucy.ac.cy', ServerImportMessages.badServerUrl],
    ['', ServerImportMessages.badServerUrl],
    ['https://user:secret@ap.cs.ucy.ac.cy', ServerImportMessages.serverUrlWithCredentials],
    ['https://ap.cs.ucy.ac.cy/?x=1', ServerImportMessages.serverUrlWithQuery],
    ['https://ap.cs.ucy.ac.cy/#top', ServerImportMessages.serverUrlWithQuery],
  ])('refuses %j', (text, message) => {
    expect(parseServerUrl(text)).toEqual({ ok: false, message });
  });
});

describe('the building reference', () => {
  it.each([
    [BUID, BUID],
    [`https://ap.cs.ucy.ac.cy/viewer/?buid=${BUID}&floor=0`, BUID],
    [`http://localhost:8080/viewer/?floor=1&buid=${BUID}`, BUID],
    [`https://ap.cs.ucy.ac.cy/viewer/#/?buid=${BUID}`, BUID],
    [`/viewer/?buid=${BUID}`, BUID],
  ])('reads %j', (text, buid) => {
    expect(parseBuildingReference(text)).toEqual({ ok: true, value: buid });
  });

  it.each([
    '',
    'https://ap.cs.ucy.ac.cy/viewer/?floor=0',
    'building with spaces',
    'https://ap.cs.ucy.ac.cy/viewer/?buid=../etc',
  ])('refuses %j', (text) => {
    expect(parseBuildingReference(text)).toEqual({
      ok: false,
      message: ServerImportMessages.badBuildingReference,
    });
  });
});

describe('listed hosts', () => {
  const listed = ['ap.cs.ucy.ac.cy', '127.0.0.1:9000', '[::1]'].map(
    (entry) => parseAllowedHost(entry) ?? { host: 'never', port: null },
  );
  const url = (text: string) => new URL(text);

  it('match by host, and by port when the entry names one', () => {
    expect(isListedHost(url('https://AP.cs.ucy.ac.cy'), listed)).toBe(true);
    expect(isListedHost(url('http://ap.cs.ucy.ac.cy:8080'), listed)).toBe(true);
    expect(isListedHost(url('http://127.0.0.1:9000'), listed)).toBe(true);
    expect(isListedHost(url('http://127.0.0.1:9001'), listed)).toBe(false);
    expect(isListedHost(url('http://127.0.0.1'), listed)).toBe(false);
    expect(isListedHost(url('http://[::1]:5000'), listed)).toBe(true);
    expect(isListedHost(url('https://ap.cs.ucy.ac.cy.evil.example'), listed)).toBe(false);
  });

  it('are read as host, host:port or [v6]:port', () => {
    expect(parseAllowedHost('maps.example.org:8443')).toEqual({
      host: 'maps.example.org',
      port: 8443,
    });
    expect(parseAllowedHost('[fd00::1]:80')).toEqual({ host: 'fd00::1', port: 80 });
    expect(parseAllowedHost('http://maps.example.org')).toBeNull();
    expect(parseAllowedHost('maps.example.org:0')).toBeNull();
  });
});
