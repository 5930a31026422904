import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createUploadFolder, sweepUploadFolders, UploadFolderKinds } from './upload-folders.js';

/** Above Linux's largest pid (2^22): no process has it. */
const GONE_PID = 4_194_305;

describe('temporary upload folders', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-folders-test-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const make = (name: string, modifiedMsAgo = 0) => {
    const full = path.join(tmp, name);
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, 'upload'), 'partial');
    const at = new Date(Date.now() - modifiedMsAgo);
    fs.utimesSync(full, at, at);
    return full;
  };

  it('are named after the process that made them', async () => {
    const folder = await createUploadFolder('radiomap');
    try {
      expect(path.dirname(folder)).toBe(os.tmpdir());
      expect(path.basename(folder)).toMatch(
        new RegExp(`^${UploadFolderKinds.radiomap}${process.pid}-[0-9a-z]+-`),
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('are swept when their process is gone, and kept while it runs', async () => {
    const mine = path.basename(await createUploadFolder('restore'));
    fs.renameSync(path.join(os.tmpdir(), mine), path.join(tmp, mine));
    const dead = make(`${UploadFolderKinds.restore}${GONE_PID}-lx0abc-Ab12Cd`);
    const deadPlan = make(`${UploadFolderKinds.floorPlan}${GONE_PID}-lx0abc-Zz99Yy`);
    // The same pid as this process but another start: a restart that got the pid again.
    const earlier = make(`${UploadFolderKinds.radiomap}${process.pid}-0-Qq11Ww`);
    // The parent of this process runs: its folder may be an upload in progress.
    const running = make(`${UploadFolderKinds.radiomap}${process.ppid}-lx0abc-Ee22Rr`);
    // The older naming, without an owner: swept once a day old.
    const oldUnowned = make(`${UploadFolderKinds.floorPlan}Tt33Yy`, 25 * 60 * 60_000);
    const newUnowned = make(`${UploadFolderKinds.floorPlan}Uu44Ii`);
    const other = make('something-else-123-abc-Oo55Pp');

    const removed = await sweepUploadFolders(tmp);
    expect(removed.sort()).toEqual([dead, deadPlan, earlier, oldUnowned].sort());
    for (const kept of [path.join(tmp, mine), running, newUnowned, other]) {
      expect(fs.existsSync(kept), kept).toBe(true);
    }
    for (const gone of removed) expect(fs.existsSync(gone), gone).toBe(false);
  });
});
