import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BuildingExport,
  ConnectorType,
  exportFileName,
  type GeoJsonFeatureCollection,
  ImdfExportMessages,
  ImportExportConstants,
  ImportExportMessages,
  type Poi,
  PoiFileMessages,
  PoiMessages,
  readImdfArchive,
  validateImdf,
} from '@indoor/domain';
import type { Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN_ENV,
  DEMO_BUID,
  DEMO_NAME,
  openDemoAsAdmin,
  postJson,
} from '../support/planner-page.js';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-export-e2e-'));
const UPDATE_ROUTE = '**/api/auth/mapping/pois/update';

describe('import and export in Chromium (tab 6)', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  let page: Page;

  afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

  const demoPois = async () =>
    (
      await postJson<{ pois: Poi[] }>(planner.baseUrl, '/api/mapping/pois/space/all', {
        buid: DEMO_BUID,
      })
    ).pois;
  const panel = () => page.getByTestId('tabpanel-import-export');
  const alertSays = (text: string) => page.getByText(text, { exact: true }).first().waitFor();

  it('exports the demo building to JSON, and an edited copy updates the marked POI', async () => {
    page = await planner.newPage();
    await openDemoAsAdmin(page, planner.baseUrl);
    await page.getByTestId('tab-import-export').click();
    await panel().getByText(PoiFileMessages.exportHint(DEMO_NAME)).waitFor();

    const download = page.waitForEvent('download');
    await panel().getByTestId('export-json').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(exportFileName(DEMO_NAME));
    await alertSays(ImportExportMessages.exported(DEMO_NAME));
    const exported = JSON.parse(
      fs.readFileSync((await saved.path()) as string, 'utf8'),
    ) as BuildingExport;
    expect(exported.buid).toBe(DEMO_BUID);
    const exportedPois = exported.floors.flatMap((floor) => floor.pois);
    const stored = await demoPois();
    expect(exportedPois).toHaveLength(stored.filter((p) => p.pois_type !== ConnectorType).length);
    expect(exportedPois.every((p) => p.overwrite === 'false')).toBe(true);

    const target = exportedPois[0] as (typeof exportedPois)[number];
    const untouched = exportedPois[1] as (typeof exportedPois)[number];
    target.description = 'Edited in the export file';
    target.overwrite = 'true';
    untouched.description = 'Not marked: must not change';
    const edited = path.join(workDir, 'edited.txt');
    fs.writeFileSync(edited, JSON.stringify(exported, null, 2));
    await panel().getByTestId('poi-file-import-file').setInputFiles(edited);
    await panel().getByTestId('poi-file-import-submit').click();
    await alertSays(PoiMessages.poisUpdated);

    const after = await demoPois();
    expect(after.find((p) => p.puid === target.puid)?.description).toBe(
      'Edited in the export file',
    );
    expect(after.find((p) => p.puid === untouched.puid)?.description).toBe(
      stored.find((p) => p.puid === untouched.puid)?.description,
    );
  });

  it('a .csv spreadsheet sets descriptions, with a progress bar (screenshots)', async () => {
    const byName = new Map<string, Poi[]>();
    for (const poi of (await demoPois()).filter((p) => p.pois_type !== ConnectorType))
      byName.set(poi.name, [...(byName.get(poi.name) ?? []), poi]);
    const unique = [...byName.values()].filter((list) => list.length === 1).map((l) => l[0] as Poi);
    const [first, second] = unique as [Poi, Poi];
    const csv = [
      ImportExportConstants.spreadsheetColumns.join(','),
      `${DEMO_BUID},"${first.name}",Line one,Line two,Head,tail`,
      `${DEMO_BUID},"${second.name}",Second row,,Other,text`,
    ].join('\n');
    const file = path.join(workDir, 'descriptions.csv');
    fs.writeFileSync(file, csv);

    // The second update waits, so the bar stands at 50 % for the pictures.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let seen = 0;
    await page.route(UPDATE_ROUTE, async (route: Route) => {
      seen += 1;
      if (seen === 2) await held;
      await route.continue();
    });
    await panel().getByTestId('spreadsheet-import-file').setInputFiles(file);
    await panel().getByTestId('spreadsheet-import-submit').click();
    const bar = panel().getByRole('progressbar', { name: PoiFileMessages.progressLabel });
    await expect.poll(() => bar.getAttribute('value'), { timeout: 15_000 }).toBe('50');
    await page.setViewportSize({ width: 1440, height: 900 });
    await panel().getByTestId('poi-import-progress').scrollIntoViewIfNeeded();
    await screenshot(page, 'import-export-progress-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByTestId('tab-import-export')
      .click()
      .catch(() => undefined);
    await panel().getByTestId('poi-import-progress').scrollIntoViewIfNeeded();
    await screenshot(page, 'import-export-progress-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    release();
    await expect.poll(() => bar.getAttribute('value'), { timeout: 15_000 }).toBe('100');
    await page.unroute(UPDATE_ROUTE);

    const after = await demoPois();
    expect(after.find((p) => p.puid === first.puid)?.description).toBe(
      'Head tail\nLine one\nLine two',
    );
    expect(after.find((p) => p.puid === second.puid)?.description).toBe(
      // The server trims descriptions: the empty des2 leaves no trailing line break.
      'Other text\nSecond row',
    );
  });

  it('exports GeoJSON and imports it back edited: a moved description and a new point', async () => {
    await panel().getByTestId('export-geojson').waitFor();
    const download = page.waitForEvent('download');
    await panel().getByTestId('export-geojson').click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(
      exportFileName(DEMO_NAME, ImportExportConstants.geoJsonExtension),
    );
    const collection = JSON.parse(
      fs.readFileSync((await saved.path()) as string, 'utf8'),
    ) as GeoJsonFeatureCollection;
    expect(collection.type).toBe('FeatureCollection');
    const kinds = new Set(collection.features.map((f) => f.geometry.type));
    expect([...kinds].sort()).toEqual(['LineString', 'Point', 'Polygon']);
    expect(collection.features.every((f) => typeof f.properties.level === 'string')).toBe(true);

    const point = collection.features.find(
      (f) => f.geometry.type === 'Point' && f.properties.pois_type !== ConnectorType,
    );
    if (point?.geometry.type !== 'Point') throw new Error('no POI point');
    point.properties.description = 'Edited in a GIS';
    collection.features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: point.geometry.coordinates },
      properties: { name: 'Added from GeoJSON', level: point.properties.level, pois_type: 'Room' },
    });
    const file = path.join(workDir, 'edited.geojson');
    fs.writeFileSync(file, JSON.stringify(collection));
    await panel().getByTestId('geojson-import-file').setInputFiles(file);
    // The previous import's bar is cleared first, so the next one is this import's.
    const bar = panel().getByRole('progressbar', { name: PoiFileMessages.progressLabel });
    await bar.waitFor({ state: 'detached' });
    await panel().getByTestId('geojson-import-submit').click();
    await expect.poll(() => bar.getAttribute('value'), { timeout: 15_000 }).toBe('100');

    const after = await demoPois();
    expect(after.find((p) => p.puid === point.properties.puid)?.description).toBe(
      'Edited in a GIS',
    );
    const added = after.filter((p) => p.name === 'Added from GeoJSON');
    expect(added).toHaveLength(1);
    expect(added[0]?.floor_number).toBe(point.properties.level);
    expect(problems).toEqual([]);
  });

  it('exports the demo building as an IMDF archive, checked in the browser before it is saved', async () => {
    await panel().getByText(ImdfExportMessages.hint(DEMO_NAME)).waitFor();
    const download = page.waitForEvent('download');
    await panel().getByTestId('imdf-export').click();
    const saved = await download;
    const fileName = exportFileName(DEMO_NAME, '.imdf.zip');
    expect(saved.suggestedFilename()).toBe(fileName);
    const findings = validateImdf(
      readImdfArchive(new Uint8Array(fs.readFileSync((await saved.path()) as string))),
    );
    expect(findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    await expect
      .poll(() => panel().getByTestId('imdf-export-result').textContent())
      .toBe(ImdfExportMessages.saved(fileName, findings.length));
    await screenshot(page, 'import-export-imdf');
    expect(problems).toEqual([]);
  });
});
