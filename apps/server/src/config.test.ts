import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sharedWithoutTokenSecret } from './config.js';

describe('loadConfig', () => {
  it('has laptop defaults: port 8080, ./data, embedded database, demo on', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: path.resolve('/srv/app/data'),
      databaseUrl: null,
      adminUsername: null,
      adminPassword: null,
      demoData: true,
      logLevel: 'info',
      geocoderUrl: null,
      userManagementUrl: '/users',
      assetManagementUrl: '/assets',
    });
  });

  it('reads every documented variable', () => {
    const config = loadConfig(
      {
        PORT: '9000',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/planner',
        DATABASE_URL: 'postgres://db/planner',
        ADMIN_USERNAME: 'root',
        ADMIN_PASSWORD: 'correct horse',
        DEMO_DATA: '0',
        LOG_LEVEL: 'warn',
        TILES_OSM_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      dataDir: '/var/lib/planner',
      databaseUrl: 'postgres://db/planner',
      adminUsername: 'root',
      adminPassword: 'correct horse',
      demoData: false,
      logLevel: 'warn',
    });
    expect(config.baseMapTiles.osm).toBe('https://tiles.example/{z}/{x}/{y}.png');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DEMO_DATA: 'maybe' }, /DEMO_DATA/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
  ])('refuses %j with a clear error', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('keeps plans in the data folder unless STORAGE_URL names an object store', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'folder' });
    expect(
      loadConfig({
        STORAGE_URL: 's3://campus-plans/planner/prod/',
        AWS_ENDPOINT_URL: 'http://minio:9000',
        AWS_REGION: 'eu-west-1',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'campus-plans',
      prefix: 'planner/prod',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
    });
    expect(loadConfig({ STORAGE_URL: 's3://campus-plans' }).storage).toMatchObject({
      prefix: '',
      endpoint: null,
      region: null,
    });
  });

  it.each([
    [{ STORAGE_URL: 'file:///srv/plans' }, /STORAGE_URL/],
    [{ STORAGE_URL: 's3://Bad_Bucket/x' }, /STORAGE_URL/],
    [{ STORAGE_URL: 's3://plans/../up' }, /STORAGE_URL/],
    [{ STORAGE_URL: 's3://plans', AWS_ENDPOINT_URL: 'minio:9000' }, /AWS_ENDPOINT_URL/],
  ])('refuses the object store %j with a clear error', (env, pattern) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(pattern);
  });

  it('serves no source maps unless SOURCE_MAPS=1', () => {
    expect(loadConfig({}).sourceMaps).toBe(false);
    expect(loadConfig({ SOURCE_MAPS: '1' }).sourceMaps).toBe(true);
    expect(() => loadConfig({ SOURCE_MAPS: 'yes' })).toThrow(/SOURCE_MAPS/);
  });

  it('takes registrations unless REGISTRATION is closed', () => {
    expect(loadConfig({}).registrationOpen).toBe(true);
    expect(loadConfig({ REGISTRATION: 'open' }).registrationOpen).toBe(true);
    expect(loadConfig({ REGISTRATION: 'closed' }).registrationOpen).toBe(false);
    expect(() => loadConfig({ REGISTRATION: 'invite-only' })).toThrow(/REGISTRATION/);
  });

  it('trusts no proxy unless TRUST_PROXY names hops or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16, ::1' }).trustProxy).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      '::1',
    ]);
  });

  it.each([
    '0',
    'true',
    'lb.internal',
    '10.0.0.0/33',
    '10.0.0.1,',
    '999',
  ])('refuses TRUST_PROXY=%j with a clear error', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be/);
  });

  it('imports from no listed host unless IMPORT_ALLOWED_HOSTS names hosts', () => {
    expect(loadConfig({}).importAllowedHosts).toEqual([]);
    expect(
      loadConfig({
        IMPORT_ALLOWED_HOSTS: 'ap.cs.ucy.ac.cy, Maps.Example.org:8443,[::1]:9000,10.0.0.7',
      }).importAllowedHosts,
    ).toEqual([
      { host: 'ap.cs.ucy.ac.cy', port: null },
      { host: 'maps.example.org', port: 8443 },
      { host: '::1', port: 9000 },
      { host: '10.0.0.7', port: null },
    ]);
  });

  it.each([
    'https://ap.cs.ucy.ac.cy',
    'host:0',
    'host:70000',
    'host/path',
    'a b',
  ])('refuses IMPORT_ALLOWED_HOSTS=%j with a clear error', (value) => {
    expect(() => loadConfig({ IMPORT_ALLOWED_HOSTS: value })).toThrow(/IMPORT_ALLOWED_HOSTS must/);
  });

  it('tells when instances sharing a database or store would each sign their own tokens', () => {
    const secret = 'x'.repeat(32);
    expect(sharedWithoutTokenSecret(loadConfig({}))).toBe(false);
    expect(sharedWithoutTokenSecret(loadConfig({ DATABASE_URL: 'postgres://db/p' }))).toBe(true);
    expect(sharedWithoutTokenSecret(loadConfig({ STORAGE_URL: 's3://plans' }))).toBe(true);
    expect(
      sharedWithoutTokenSecret(loadConfig({ DATABASE_URL: 'postgres://db/p', JWT_SECRET: secret })),
    ).toBe(false);
  });
});
