import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * Uploads stream their file into a private folder of the system's temporary folder and
 * remove it when the request ends. A process that is killed meanwhile cannot: each
 * folder's name says which process made it (its pid and start time), so the next start
 * removes the folders of processes that are gone.
 */
export const UploadFolderKinds = {
  restore: 'indoor-restore-',
  floorPlan: 'floor-plan-upload-',
  radiomap: 'radiomap-upload-',
} as const;
export type UploadFolderKind = keyof typeof UploadFolderKinds;

/** This process: its pid and when it started (base 36), told apart from an earlier one of the same pid. */
const OWNER = `${process.pid}-${Math.round(Date.now() - process.uptime() * 1000).toString(36)}`;
const OWNED = /^(\d+)-([0-9a-z]+)-/;

/** A fresh folder of this process for one upload. */
export function createUploadFolder(kind: UploadFolderKind): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), `${UploadFolderKinds[kind]}${OWNER}-`));
}

export function removeUploadFolder(folder: string): Promise<void> {
  return fs.rm(folder, { recursive: true, force: true });
}

/** Whether a process of this pid runs (on this machine, in this pid namespace). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the upload folders left behind by processes that have ended: those naming a pid
 * that runs no more, or this process's pid with another start time (a restart that got the
 * same pid, as the first process of a container does). A folder naming a pid that runs is
 * left alone: it may be an upload in progress of another instance on this machine (or an
 * unrelated process that got the pid; the folder goes once that one ends). Folders of the
 * older naming, without an owner, go once older than `unownedAfterMs`. Returns the paths
 * removed.
 */
export async function sweepUploadFolders(
  folder = os.tmpdir(),
  unownedAfterMs = 24 * 60 * 60_000,
  now = Date.now(),
): Promise<string[]> {
  const removed: string[] = [];
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch {
    return removed;
  }
  for (const name of names) {
    const prefix = Object.values(UploadFolderKinds).find((p) => name.startsWith(p));
    if (!prefix) continue;
    const full = path.join(folder, name);
    const owner = OWNED.exec(name.slice(prefix.length));
    let stale: boolean;
    if (owner) {
      const pid = Number(owner[1]);
      stale = pid === process.pid ? `${owner[1]}-${owner[2]}` !== OWNER : !processRuns(pid);
    } else {
      const modified = await fs.stat(full).then(
        (s) => s.mtimeMs,
        () => now,
      );
      stale = now - modified > unownedAfterMs;
    }
    if (!stale) continue;
    try {
      await removeUploadFolder(full);
      removed.push(full);
    } catch {
      // Not ours to remove (another user's), or gone meanwhile.
    }
  }
  return removed;
}
