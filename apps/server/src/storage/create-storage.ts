import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ServerConfig } from '../config.js';
import { FileStorage, type ObjectStorage } from './file-storage.js';

type S3Settings = Extract<ServerConfig['storage'], { kind: 's3' }>;

/**
 * The object store of STORAGE_URL with the AWS SDK loaded on its first use rather than at
 * start: the SDK takes longer to load than the rest of the server (docs/deployment.md#start-up).
 */
class LazyS3Storage implements ObjectStorage {
  private store: Promise<ObjectStorage> | null = null;

  constructor(private readonly settings: S3Settings) {}

  private real(): Promise<ObjectStorage> {
    this.store ??= Promise.all([import('@aws-sdk/client-s3'), import('./s3-storage.js')]).then(
      ([{ S3Client }, { S3Storage, s3ClientConfig }]) =>
        new S3Storage(new S3Client(s3ClientConfig(this.settings.endpoint, this.settings.region)), {
          bucket: this.settings.bucket,
          prefix: this.settings.prefix,
        }),
    );
    return this.store;
  }

  async put(key: string, data: Buffer): Promise<void> {
    return (await this.real()).put(key, data);
  }
  async putStream(key: string, body: Readable): Promise<void> {
    return (await this.real()).putStream(key, body);
  }
  async get(key: string): Promise<Buffer | null> {
    return (await this.real()).get(key);
  }
  async exists(key: string): Promise<boolean> {
    return (await this.real()).exists(key);
  }
  async deletePrefix(prefix: string): Promise<void> {
    return (await this.real()).deletePrefix(prefix);
  }
  async listChildren(prefix: string): Promise<string[]> {
    return (await this.real()).listChildren(prefix);
  }
}

/** The store named by the configuration: DATA_DIR/storage, or the object store of STORAGE_URL. */
export function createObjectStorage(
  config: Pick<ServerConfig, 'dataDir' | 'storage'>,
): ObjectStorage {
  const { storage } = config;
  if (storage.kind === 'folder') return new FileStorage(path.join(config.dataDir, 'storage'));
  return new LazyS3Storage(storage);
}

/** What the log says of the store (never credentials). */
export function describeStorage(config: Pick<ServerConfig, 'dataDir' | 'storage'>): string {
  const { storage } = config;
  if (storage.kind === 'folder') return path.join(config.dataDir, 'storage');
  const where = `s3://${storage.bucket}${storage.prefix ? `/${storage.prefix}` : ''}`;
  return storage.endpoint ? `${where} at ${storage.endpoint}` : where;
}
