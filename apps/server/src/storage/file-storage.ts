import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StorageConstants } from '@indoor/domain';

/**
 * Binary objects (floor-plan images, tiles) by key. The filesystem implementation
 * is the default; the interface is what an S3-compatible store would implement.
 */
export interface ObjectStorage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes every object whose key starts with prefix (a folder left empty goes too). */
  deletePrefix(prefix: string): Promise<void>;
  /** Names of the entries directly under a key prefix (folder-like listing). */
  listChildren(prefix: string): Promise<string[]>;
}

const SAFE_KEY = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*$/;

export class FileStorage implements ObjectStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private resolve(key: string): string {
    if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`invalid storage key ${JSON.stringify(key)}`);
    }
    return path.join(this.root, key);
  }

  /**
   * Written to a temporary file and renamed, so a reader never sees half an object. A
   * folder removed meanwhile (deletePrefix drops emptied folders) is made again.
   */
  async put(key: string, data: Buffer): Promise<void> {
    const target = this.resolve(key);
    for (let attempt = 1; ; attempt++) {
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(temporary, data);
        await fs.rename(temporary, target);
        return;
      } catch (error) {
        await fs.rm(temporary, { force: true });
        // A recursive mkdir racing the removal of a parent reports ENOENT or ENOTDIR.
        const vanished = isErrno(error, 'ENOENT') || isErrno(error, 'ENOTDIR');
        if (!vanished || attempt >= StorageConstants.removeAttempts) throw error;
      }
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
