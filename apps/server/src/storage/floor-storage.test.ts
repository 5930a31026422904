import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { StorageConstants } from '../config/infrastructure.js';
import { loadConfig } from '../config.js';
import { createServer } from '../server.js';
import { insertFloor, insertSpace, insertUser } from '../test/factories.js';
import { createObjectStorage } from './create-storage.js';
import { newPlanVersion, sweepUnreferencedStorage } from './floor-storage.js';

describe('start-up sweep of stored floor plans', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
  const storage = path.join(dataDir, 'storage');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: 'a-long-enough-admin-password',
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** A tile and an original image of a plan version, as an upload writes them. */
  const plant = (buid: string, floor: number, version: string) => {
    const tile = path.join(storage, 'floortiles', buid, String(floor), version, '20', '1', '1.png');
    fs.mkdirSync(path.dirname(tile), { recursive: true });
    fs.writeFileSync(tile, 'png');
    fs.mkdirSync(path.join(storage, 'floorplans', buid, String(floor)), { recursive: true });
    fs.writeFileSync(path.join(storage, 'floorplans', buid, String(floor), version), 'png');
  };
  const exists = (...parts: string[]) => fs.existsSync(path.join(storage, ...parts));

  it('removes at start on the embedded database every plan and tile no floor refers to', async () => {
    const old = Date.now() - StorageConstants.sweepGraceMs - 60_000;
    const live = newPlanVersion(old);
    const stale = newPlanVersion(old - 1000);
    const recent = newPlanVersion();

    const first = await createServer(config);
    const db = first.database.db;
    const owner = await insertUser(db);
    const space = await insertSpace(db, owner.id);
    await insertFloor(db, space.buid, 0, { plan_version: live });
    await insertFloor(db, space.buid, 1);
    await first.close();

    plant(space.buid, 0, live); // the floor's plan: kept
    plant(space.buid, 0, stale); // replaced long ago, never removed: swept
    plant(space.buid, 1, stale); // of a floor with no plan: swept
    plant(space.buid, 7, stale); // of a floor that does not exist: swept
    plant('building_deleted', 0, stale); // of a space that does not exist: swept
    // Recent, of a process killed half-way through an upload or a restore: the embedded
    // database serves one process, which serves nothing yet, so nothing is in progress.
    plant(space.buid, 1, recent);
    plant('building_restoring', 3, recent);
    fs.mkdirSync(path.join(storage, 'floortiles', 'building_empty', '2'), { recursive: true });

    const second = await createServer(config);
    await second.close();

    for (const root of ['floortiles', 'floorplans']) {
      expect(exists(root, space.buid, '0', live)).toBe(true);
      expect(exists(root, space.buid, '0', stale)).toBe(false);
      expect(exists(root, space.buid, '1', recent)).toBe(false);
      expect(exists(root, space.buid, '1', stale)).toBe(false);
      expect(exists(root, space.buid, '7')).toBe(false);
      expect(exists(root, 'building_deleted')).toBe(false);
      expect(exists(root, 'building_restoring')).toBe(false);
    }
    expect(exists('floortiles', 'building_empty')).toBe(false);
  });

  it('keeps, within the grace period, versions another instance may still commit', async () => {
    const now = Date.now();
    const old = now - StorageConstants.sweepGraceMs - 60_000;
    const live = newPlanVersion(old);
    const stale = newPlanVersion(old - 1000);
    const recent = newPlanVersion(now);
    fs.rmSync(storage, { recursive: true, force: true });
    plant('building_a', 0, live);
    plant('building_a', 0, stale); // replaced long ago: swept
    plant('building_a', 1, recent); // an upload that may still be running: kept
    plant('building_gone', 0, stale); // of a space that does not exist: swept
    // A restore on another instance stores its plans before it creates the space: kept.
    plant('building_restoring', 3, recent);

    const removed = await sweepUnreferencedStorage(
      createObjectStorage(config),
      async () => [
        { buid: 'building_a', floor_number: 0, plan_version: live },
        { buid: 'building_a', floor_number: 1, plan_version: null },
      ],
      now,
      StorageConstants.sweepGraceMs,
    );
    expect(removed.length).toBeGreaterThan(0);
    for (const root of ['floortiles', 'floorplans']) {
      expect(exists(root, 'building_a', '0', live)).toBe(true);
      expect(exists(root, 'building_a', '0', stale)).toBe(false);
      expect(exists(root, 'building_a', '1', recent)).toBe(true);
      expect(exists(root, 'building_gone')).toBe(false);
      expect(exists(root, 'building_restoring', '3', recent)).toBe(true);
    }
  });
});
