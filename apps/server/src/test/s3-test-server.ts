import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** An S3-compatible server for tests (s3rver), on a free port, with a bucket of its own. */
export interface TestObjectStore {
  endpoint: string;
  bucket: string;
  /** The credentials s3rver accepts. */
  credentials: { accessKeyId: string; secretAccessKey: string };
  close(): Promise<void>;
}

/**
 * Starts s3rver, or answers why it cannot (the package missing), so a suite can be
 * skipped with the reason printed.
 */
export async function startTestObjectStore(
  bucket = 'plans',
): Promise<TestObjectStore | { unavailable: string }> {
  let S3rver: typeof import('s3rver').default;
  try {
    S3rver = (await import('s3rver')).default;
  } catch (error) {
    return { unavailable: `s3rver cannot be loaded: ${(error as Error).message}` };
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'indoor-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: process.env.S3RVER_LOG !== '1',
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  completeCommonPrefixes(server);
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

interface ListedObjects {
  objects: { key: string }[];
  commonPrefixes: string[];
  isTruncated: boolean;
}
interface ListingStore {
  listObjects(
    bucket: string,
    options: { delimiter?: string; prefix?: string; startAfter?: string; maxKeys?: number },
  ): Promise<ListedObjects>;
}

/**
 * s3rver 3.7 misses the common prefixes of folders holding objects only two or more
 * levels further down (its directory walk skips them before finding an object), where
 * S3, MinIO and the others list them. The store of this server lists every key under
 * the prefix once more and adds the prefixes it missed; keys and paging stay its own.
 */
function completeCommonPrefixes(server: object): void {
  const store = (server as { store: ListingStore }).store;
  const listObjects = store.listObjects.bind(store);
  store.listObjects = async (bucket, options) => {
    const listed = await listObjects(bucket, options);
    const { delimiter, prefix = '', startAfter = '' } = options;
    if (!delimiter) return listed;
    const everything = await listObjects(bucket, { prefix, startAfter, maxKeys: Infinity });
    const prefixes = new Set(listed.commonPrefixes);
    for (const { key } of everything.objects) {
      const at = key.slice(prefix.length).indexOf(delimiter);
      if (at !== -1) prefixes.add(key.slice(0, prefix.length + at + delimiter.length));
    }
    return { ...listed, commonPrefixes: [...prefixes].sort() };
  };
}
