import fs from 'node:fs';
import {
  BackupMessages,
  backupArchiveFileName,
  contract,
  type Floor,
  type Poi,
  StorageKeys,
} from '@indoor/domain';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN,
  ADMIN_ENV,
  DEMO_BUID,
  DEMO_NAME,
  openDemoAsAdmin,
  postJson,
} from '../support/planner-page.js';

/** Where the brief asks for the panel's picture, besides the suite's artifacts. */
const PANEL_SCREENSHOT = '/tmp/backup-panel.png';

describe('backing up and restoring a building in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;

  let page: Page;
  let archivePath = '';

  it('backs up the demo building as {buid}.zip with a progress bar, in the documented layout', async () => {
    page = await planner.newPage();
    await openDemoAsAdmin(page, planner.baseUrl);
    await page.getByTestId('tab-import-export').click();
    const panel = page.getByTestId('tabpanel-import-export');
    await panel.getByText(BackupMessages.backUpHint(DEMO_NAME)).waitFor();

    // Radiomaps answer a little late, so the progress bar can be seen half-way.
    let releaseRadiomaps: () => void = () => {};
    const radiomapsHeld = new Promise<void>((resolve) => {
      releaseRadiomaps = resolve;
    });
    await page.route('**/api/radiomap/floors', async (route) => {
      await radiomapsHeld;
      await route.continue();
    });
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: BackupMessages.backUp }).press('Enter');
    const bar = panel.getByRole('progressbar', { name: BackupMessages.progressLabel });
    await expect.poll(() => bar.getAttribute('value')).toBe('25');
    await page.screenshot({ path: PANEL_SCREENSHOT });
    await screenshot(page, 'backup-progress');
    releaseRadiomaps();

    const saved = await download;
    expect(saved.suggestedFilename()).toBe(backupArchiveFileName(DEMO_BUID));
    archivePath = (await saved.path()) ?? '';
    await page
      .getByText(BackupMessages.saved(backupArchiveFileName(DEMO_BUID)))
      .first()
      .waitFor();
    await bar.waitFor({ state: 'detached' });
    await page.unroute('**/api/radiomap/floors');

    const files = unzipSync(new Uint8Array(fs.readFileSync(archivePath)));
    const { floors } = await postJson<{ floors: Floor[] }>(
      planner.baseUrl,
      '/api/mapping/floor/all',
      { buid: DEMO_BUID },
    );
    const { pois } = await postJson<{ pois: Poi[] }>(
      planner.baseUrl,
      '/api/mapping/pois/space/all',
      { buid: DEMO_BUID },
    );
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining(['building.json', 'allpois.json', 'allconnections.json']),
    );
    for (const floor of floors.filter((f) => f.plan_version)) {
      expect(names).toContain(`floor_plans/${floor.floor_number}.png`);
    }
    expect(names.every((name) => /^(floor_plans|radiomaps)\/|\.json$/.test(name))).toBe(true);
    const archivedPois = JSON.parse(strFromU8(files['allpois.json'] as Uint8Array)).pois as Poi[];
    expect(archivedPois).toHaveLength(pois.length);
    const building = JSON.parse(strFromU8(files['building.json'] as Uint8Array));
    expect(building.space.name).toBe(DEMO_NAME);
    expect(building.floors).toHaveLength(floors.length);
  });

  it('restores the archive through the panel as a new building, selected on the map', async () => {
    const panel = page.getByTestId('tabpanel-import-export');
    await panel.getByLabel(BackupMessages.chooseArchive).setInputFiles(archivePath);
    await panel.getByRole('button', { name: BackupMessages.restore }).click();
    const result = panel.getByTestId('restore-result');
    await result.waitFor({ timeout: 60_000 });
    expect(await result.textContent()).toMatch(
      /^Restored Engineering Hall \(restored\) as a new, unpublished building: /,
    );

    const restoredBuid = await page.evaluate(
      (key) => localStorage.getItem(key),
      StorageKeys.lastBuilding,
    );
    expect(restoredBuid).toBeTruthy();
    expect(restoredBuid).not.toBe(DEMO_BUID);
    await page
      .locator(`[data-testid=building-marker][data-buid="${restoredBuid}"]`)
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'backup-restored');

    // The copy starts unpublished: only its owner (here the admin) sees it.
    const token = (
      await postJson<{ user: { access_token: string } }>(
        planner.baseUrl,
        contract.userLogin.path,
        ADMIN,
      )
    ).user.access_token;
    const restoredSpace = await postJson<{ is_published: string }>(
      planner.baseUrl,
      contract.spaceGet.path,
      { buid: restoredBuid },
      token,
    );
    expect(restoredSpace.is_published).toBe('false');
    const count = async (buid: string) =>
      (
        await postJson<{ pois: Poi[] }>(
          planner.baseUrl,
          '/api/mapping/pois/space/all',
          { buid },
          token,
        )
      ).pois.length;
    expect(await count(restoredBuid as string)).toBe(await count(DEMO_BUID));
    const floors = async (buid: string) =>
      (
        await postJson<{ floors: Floor[] }>(
          planner.baseUrl,
          '/api/mapping/floor/all',
          { buid },
          token,
        )
      ).floors;
    // Same floors, and a plan (tiled anew) wherever the original has one, in the same place
    // (to 1e-7 degrees, about 1 cm: the upload derives the corners again from the image size).
    const round = (corners: Floor['plan_corners']) =>
      corners?.map((corner) => corner.map((degrees) => degrees.toFixed(7)));
    const floorView = (list: Floor[]) =>
      list.map((f) => [
        f.floor_number,
        f.floor_name,
        Boolean(f.plan_version),
        round(f.plan_corners),
      ]);
    expect(floorView(await floors(restoredBuid as string))).toEqual(
      floorView(await floors(DEMO_BUID)),
    );
    expect(problems).toEqual([]);
  });
});
