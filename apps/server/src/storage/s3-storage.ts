import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  type ListObjectsCommandOutput,
  PutObjectCommand,
  type S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { ObjectStoreConstants } from '../config/infrastructure.js';
import { assertStorageKey, type ObjectStorage } from './file-storage.js';

/** Where the objects of an S3-compatible store live: a bucket and a key prefix in it. */
export interface S3Location {
  bucket: string;
  /** Without leading or trailing slash; '' for the bucket's root. */
  prefix: string;
}

/**
 * The client of the store: credentials and region come from the SDK's usual sources
 * (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, profiles, instance roles).
 * A store other than AWS (MinIO, Ceph, Garage) is named by its endpoint and addressed
 * path-style (http://host/bucket/key), as those stores expect; its region, when none is
 * configured, is us-east-1 (they accept any). Checksums are sent only where S3 requires
 * them: stores other than AWS do not all accept the newer checksum headers.
 */
export function s3ClientConfig(endpoint: string | null, region: string | null): S3ClientConfig {
  return {
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(region ? { region } : endpoint ? { region: ObjectStoreConstants.defaultRegion } : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const isNotFound = (error: unknown): boolean => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/**
 * Objects in an S3-compatible store, shared by every server instance. A PUT is atomic
 * (the object appears whole or not at all), and a stream goes up in parts through a
 * multipart upload that is aborted when the stream fails, so nothing half-written is ever
 * readable. "Folders" are key prefixes ending in a slash.
 */
export class S3Storage implements ObjectStorage {
  constructor(
    private readonly client: S3Client,
    private readonly location: S3Location,
  ) {}

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.location.prefix ? `${this.location.prefix}/${key}` : key;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key), Body: data }),
    );
  }

  async putStream(key: string, body: Readable): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.location.bucket, Key: this.objectKey(key), Body: body },
      queueSize: ObjectStoreConstants.uploadQueueSize,
      partSize: ObjectStoreConstants.uploadPartBytes,
      leavePartsOnError: false,
    });
    await upload.done();
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) return Buffer.alloc(0);
      return Buffer.from(await answer.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(
        new HeadObjectCommand({ Bucket: this.location.bucket, Key: this.objectKey(key) }),
      );
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** The object named by the prefix itself, and every object under it as a folder. */
  async deletePrefix(prefix: string): Promise<void> {
    const exact = this.objectKey(prefix);
    const keys = [exact];
    for await (const page of this.pages(`${exact}/`, false)) {
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    }
    for (let start = 0; start < keys.length; start += ObjectStoreConstants.deleteBatch) {
      const batch = keys.slice(start, start + ObjectStoreConstants.deleteBatch);
      const answer = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.location.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = (answer.Errors ?? []).filter((e) => e.Code !== 'NoSuchKey');
      if (failed.length > 0) {
        throw new Error(
          `could not delete ${failed.length} stored objects under ${JSON.stringify(prefix)}: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`.trim(),
        );
      }
    }
  }

  async listChildren(prefix: string): Promise<string[]> {
    const folder = `${this.objectKey(prefix)}/`;
    const names = new Set<string>();
    for await (const page of this.pages(folder, true)) {
      for (const common of page.CommonPrefixes ?? []) {
        const name = common.Prefix?.slice(folder.length).replace(/\/$/, '');
        if (name) names.add(name);
      }
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(folder.length);
        if (name && !name.includes('/')) names.add(name);
      }
    }
    return [...names];
  }

  /**
   * Every page of a listing: one level (with the slash delimiter) or everything below.
   * The first version of ListObjects, paged by marker, is the listing every
   * S3-compatible store implements alike.
   */
  private async *pages(
    prefix: string,
    oneLevel: boolean,
  ): AsyncGenerator<ListObjectsCommandOutput> {
    let marker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new ListObjectsCommand({
          Bucket: this.location.bucket,
          Prefix: prefix,
          Marker: marker,
          ...(oneLevel ? { Delimiter: '/' } : {}),
        }),
      );
      yield page;
      if (!page.IsTruncated) return;
      const next = page.NextMarker ?? lastListed(page);
      // A store that pages without saying where to go on: stop rather than loop.
      if (!next || next === marker) return;
      marker = next;
    }
  }
}

/** The greatest key or folder a page listed (where the next page starts after). */
function lastListed(page: ListObjectsCommandOutput): string | undefined {
  const names = [
    ...(page.Contents ?? []).map((object) => object.Key ?? ''),
    ...(page.CommonPrefixes ?? []).map((common) => common.Prefix ?? ''),
  ];
  return names.reduce<string | undefined>(
    (max, name) => (!max || name > max ? name : max),
    undefined,
  );
}
