import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import type { ServerConfig } from '../config.js';
import { FileStorage, type ObjectStorage } from './file-storage.js';
import { S3Storage, s3ClientConfig } from './s3-storage.js';

/** The store named by the configuration: DATA_DIR/storage, or the object store of STORAGE_URL. */
export function createObjectStorage(
  config: Pick<ServerConfig, 'dataDir' | 'storage'>,
): ObjectStorage {
  const { storage } = config;
  if (storage.kind === 'folder') return new FileStorage(path.join(config.dataDir, 'storage'));
  const client = new S3Client(s3ClientConfig(storage.endpoint, storage.region));
  return new S3Storage(client, { bucket: storage.bucket, prefix: storage.prefix });
}

/** What the log says of the store (never credentials). */
export function describeStorage(config: Pick<ServerConfig, 'dataDir' | 'storage'>): string {
  const { storage } = config;
  if (storage.kind === 'folder') return path.join(config.dataDir, 'storage');
  const where = `s3://${storage.bucket}${storage.prefix ? `/${storage.prefix}` : ''}`;
  return storage.endpoint ? `${where} at ${storage.endpoint}` : where;
}
