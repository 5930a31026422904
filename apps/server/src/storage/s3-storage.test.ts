import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestObjectStore, type TestObjectStore } from '../test/s3-test-server.js';
import { planVersionAt, sweepUnreferencedStorage } from './floor-storage.js';
import { S3Storage, s3ClientConfig } from './s3-storage.js';

const started = await startTestObjectStore();
const unavailable = 'unavailable' in started ? started.unavailable : null;
if (unavailable) console.warn(`S3 storage tests skipped: ${unavailable}`);

describe.skipIf(unavailable !== null)('objects in an S3-compatible store (s3rver)', () => {
  const server = started as TestObjectStore;
  let client: S3Client;
  let storage: S3Storage;

  beforeAll(() => {
    client = new S3Client({
      ...s3ClientConfig(server.endpoint, null),
      credentials: server.credentials,
    });
    storage = new S3Storage(client, { bucket: server.bucket, prefix: 'site/one' });
  });
  afterAll(async () => {
    client?.destroy();
    await server.close();
  });

  it('addresses a store other than AWS by its endpoint, path-style', () => {
    expect(s3ClientConfig('http://minio:9000', null)).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      region: 'us-east-1',
    });
    const aws = s3ClientConfig(null, 'eu-west-1');
    expect(aws).toMatchObject({ region: 'eu-west-1' });
    expect(aws).not.toHaveProperty('endpoint');
    expect(aws).not.toHaveProperty('forcePathStyle');
  });

  it('puts, gets and lists objects under the prefix, as folders', async () => {
    await storage.put('floortiles/b1/0/v1/19/1/2.png', Buffer.from('tile a'));
    await storage.put('floortiles/b1/0/v1/19/1/3.png', Buffer.from('tile b'));
    await storage.put('floortiles/b1/10/v2/19/1/2.png', Buffer.from('tile c'));
    await storage.put('floorplans/b1/0/v1', Buffer.from('plan'));
    expect((await storage.get('floortiles/b1/0/v1/19/1/2.png'))?.toString()).toBe('tile a');
    expect(await storage.get('floortiles/b1/0/v1/19/1/9.png')).toBeNull();
    expect(await storage.exists('floorplans/b1/0/v1')).toBe(true);
    expect(await storage.exists('floorplans/b1/0/v9')).toBe(false);
    expect((await storage.listChildren('floortiles/b1')).sort()).toEqual(['0', '10']);
    expect(await storage.listChildren('floortiles/b1/0/v1/19/1')).toEqual(
      expect.arrayContaining(['2.png', '3.png']),
    );
    expect(await storage.listChildren('floorplans/b1/0')).toEqual(['v1']);
    expect(await storage.listChildren('floorplans/nothing')).toEqual([]);
    // Another prefix of the same bucket is another store.
    const other = new S3Storage(client, { bucket: server.bucket, prefix: 'site/two' });
    expect(await other.get('floorplans/b1/0/v1')).toBeNull();
  });

  it('deletes a folder or one object, never a sibling whose name starts the same', async () => {
    await storage.put('floortiles/b2/1/v1/a.png', Buffer.from('a'));
    await storage.put('floortiles/b2/10/v1/a.png', Buffer.from('b'));
    await storage.put('floorplans/b2/1/v1', Buffer.from('plan'));
    await storage.put('floorplans/b2/1/v10', Buffer.from('plan 10'));
    await storage.deletePrefix('floortiles/b2/1');
    await storage.deletePrefix('floorplans/b2/1/v1');
    expect(await storage.get('floortiles/b2/1/v1/a.png')).toBeNull();
    expect((await storage.get('floortiles/b2/10/v1/a.png'))?.toString()).toBe('b');
    expect(await storage.get('floorplans/b2/1/v1')).toBeNull();
    expect((await storage.get('floorplans/b2/1/v10'))?.toString()).toBe('plan 10');
    // Deleting what is not there is no error.
    await storage.deletePrefix('floortiles/b2/404');
  });

  it('deletes folders of more objects than one delete request carries', async () => {
    const keys = Array.from({ length: 1_001 }, (_, i) => `floortiles/b3/0/v1/19/${i}.png`);
    for (let i = 0; i < keys.length; i += 50) {
      await Promise.all(keys.slice(i, i + 50).map((key) => storage.put(key, Buffer.from('t'))));
    }
    expect((await storage.listChildren('floortiles/b3/0/v1/19')).length).toBe(1_001);
    await storage.deletePrefix('floortiles/b3');
    expect(await storage.listChildren('floortiles/b3/0/v1/19')).toEqual([]);
  });

  it('streams a large object up in parts', async () => {
    const part = Buffer.alloc(3 * 1024 * 1024, 7);
    await storage.putStream('floorplans/b4/0/v1', Readable.from([part, part, part, part]));
    const back = await storage.get('floorplans/b4/0/v1');
    expect(back?.length).toBe(12 * 1024 * 1024);
    expect(back?.every((byte) => byte === 7)).toBe(true);
  });

  it('keeps the previous object when a streamed write fails', async () => {
    await storage.put('floorplans/b5/0/v1', Buffer.from('previous plan'));
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.putStream('floorplans/b5/0/v1', failing)).rejects.toThrow();
    expect((await storage.get('floorplans/b5/0/v1'))?.toString()).toBe('previous plan');
    const big = new Readable({
      read() {
        // Past one part, so the write is a multipart upload when it fails.
        this.push(Buffer.alloc(6 * 1024 * 1024, 2));
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(storage.putStream('floorplans/b5/0/v2', big)).rejects.toThrow();
    expect(await storage.get('floorplans/b5/0/v2')).toBeNull();
  });

  it('refuses keys that are not storage keys', async () => {
    await expect(storage.get('../escape')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('a//b', Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
  });

  it('lets the start-up sweep remove what no floor refers to', async () => {
    const now = Date.now();
    const live = `${planVersionAt(now - 3_600_000)}00000001`;
    const old = `${planVersionAt(now - 7_200_000)}00000002`;
    await storage.put(`floortiles/b6/0/${live}/19/1/1.png`, Buffer.from('live'));
    await storage.put(`floorplans/b6/0/${live}`, Buffer.from('live plan'));
    await storage.put(`floortiles/b6/0/${old}/19/1/1.png`, Buffer.from('old'));
    await storage.put(`floorplans/gone/0/${old}`, Buffer.from('of a deleted space'));
    const removed = await sweepUnreferencedStorage(
      storage,
      async () => [{ buid: 'b6', floor_number: 0, plan_version: live }],
      now,
      60_000,
    );
    expect(removed).toEqual(
      expect.arrayContaining([`floortiles/b6/0/${old}`, `floorplans/gone/0/${old}`]),
    );
    expect(await storage.get(`floortiles/b6/0/${live}/19/1/1.png`)).not.toBeNull();
    expect(await storage.get(`floorplans/b6/0/${live}`)).not.toBeNull();
    expect(await storage.get(`floortiles/b6/0/${old}/19/1/1.png`)).toBeNull();
    expect(await storage.get(`floorplans/gone/0/${old}`)).toBeNull();
  });
});
