import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { StorageConstants } from '../config/infrastructure.js';

/**
 * Binary objects (floor-plan images, tiles) by key: a folder of this machine (the
 * default) or an S3-compatible object store shared by several instances (s3-storage.ts).
 * A write appears whole or not at all; a key is never read half-written.
 */
export interface ObjectStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** Writes a stream without holding it in memory; a failed stream leaves no object. */
  putStream(key: string, body: Readable): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes every object whose key starts with prefix (a folder left empty goes too). */
  deletePrefix(prefix: string): Promise<void>;
  /** Names of the entries directly under a key prefix (folder-like listing). */
  listChildren(prefix: string): Promise<string[]>;
}

/** Where writes are spooled before they are renamed into place (no key starts with it). */
const INCOMING_FOLDER = '.incoming';

const SAFE_KEY = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Refuses a key that is not slash-separated safe names (no empty, '.' or '..' parts). */
export function assertStorageKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`invalid storage key ${JSON.stringify(key)}`);
  }
}

export class FileStorage implements ObjectStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private resolve(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.writeAtomically(key, (temporary) => fs.writeFile(temporary, data));
  }

  async putStream(key: string, body: Readable): Promise<void> {
    await this.writeAtomically(key, (temporary) => pipeline(body, createWriteStream(temporary)));
  }

  /**
   * Written to a temporary file of the incoming folder, then renamed into place, so a
   * reader never sees half an object. The target's folder removed meanwhile (deletePrefix
   * drops emptied folders) is made again before the rename is tried again.
   */
  private async writeAtomically(
    key: string,
    write: (temporary: string) => Promise<void>,
  ): Promise<void> {
    const target = this.resolve(key);
    const incoming = path.join(this.root, INCOMING_FOLDER);
    await fs.mkdir(incoming, { recursive: true });
    const temporary = path.join(incoming, `${randomUUID()}.tmp`);
    try {
      await write(temporary);
      for (let attempt = 1; ; attempt++) {
        try {
          await fs.mkdir(path.dirname(target), { recursive: true });
          await fs.rename(temporary, target);
          return;
        } catch (error) {
          // A recursive mkdir racing the removal of a parent reports ENOENT or ENOTDIR.
          const vanished = isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR');
          if (!vanished || attempt >= StorageConstants.removeAttempts) throw error;
        }
      }
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.access(this.resolve(key));
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Another request may be writing into the folder while it goes (a plan being tiled
   * while its floor is deleted): the removal then meets a folder that is not empty any
   * more, and is tried again. Parent folders left empty are removed as well.
   */
  async deletePrefix(prefix: string): Promise<void> {
    const target = this.resolve(prefix);
    for (let attempt = 1; ; attempt++) {
      try {
        await fs.rm(target, { recursive: true, force: true });
        break;
      } catch (error) {
        const retry = isErrno(error, 'ENOTEMPTY') || isErrno(error, 'EBUSY');
        if (!retry || attempt >= StorageConstants.removeAttempts) throw error;
        await sleep(StorageConstants.removeRetryMs * attempt);
      }
    }
    await this.removeEmptyFolders(path.dirname(target));
  }

  /** Removes the folder and its parents while they are empty, up to the top-level folders. */
  private async removeEmptyFolders(folder: string): Promise<void> {
    let current = folder;
    while (path.dirname(current).startsWith(this.root + path.sep)) {
      try {
        await fs.rmdir(current);
      } catch (error) {
        // Not empty (or being written to): it and its parents stay.
        if (!isErrno(error, 'ENOENT')) return;
      }
      current = path.dirname(current);
    }
  }

  async listChildren(prefix: string): Promise<string[]> {
    try {
      return (await fs.readdir(this.resolve(prefix))).filter((name) => !name.endsWith('.tmp'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}

const isErrno = (error: unknown, code: string) =>
  (error as NodeJS.ErrnoException | null)?.code === code;
