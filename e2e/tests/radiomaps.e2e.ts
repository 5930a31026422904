import {
  buildPath,
  contract,
  heatmapCellCentre,
  heatmapCellOf,
  LayerMessages,
  parseHeatmapWeight,
  RadioMessages,
  RadiomapFormatMessages,
  SpaceMessages,
} from '@indoor/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN_ENV, DEMO_BUID, openDemoAsAdmin, postJson } from '../support/planner-page.js';

const FLOOR = 2;
/** 1 June 2025, 10:00 UTC: a day the demo's synthetic survey (March 2025) does not cover. */
const SURVEY_MS = Date.UTC(2025, 5, 1, 10, 0, 0);
const DAY_MS = 86_400_000;
/** A spot inside the demo building's plan. */
const SPOT = { lat: 35.14478, lon: 33.41112 };

/** Four scans at one spot, each hearing two access points: 4 fingerprints, 8 measurements. */
const surveyLog = [
  '# Timestamp, X, Y, HEADING, MAC Address of AP, RSS, Floor, BUID',
  ...[0, 1, 2, 3].flatMap((i) => [
    `${SURVEY_MS + i * 2000} ${SPOT.lat} ${SPOT.lon} 90 0a:00:00:00:00:01 -${50 + i} ${FLOOR} ${DEMO_BUID}`,
    `${SURVEY_MS + i * 2000} ${SPOT.lat} ${SPOT.lon} 90 0a:00:00:00:00:02 -70 ${FLOOR} ${DEMO_BUID}`,
  ]),
].join('\n');

type Point = { x: number; y: number; w: string };

describe('radiomaps in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  let page: Page;

  const heatmapOfSurveyDay = async (level: 1 | 2 | 3) =>
    (
      await postJson<{ radioPoints: Point[] }>(
        planner.baseUrl,
        buildPath(contract.heatmapFloorAverageTimestamp.path, { level: String(level) }),
        { buid: DEMO_BUID, floor: FLOOR, timestampX: SURVEY_MS, timestampY: SURVEY_MS + DAY_MS },
      )
    ).radioPoints;

  it("shows the demo floor's fingerprints and uploads a radiomap from the Heatmaps tab", async () => {
    page = await planner.newPage({ mapType: 'none' });
    await openDemoAsAdmin(page, planner.baseUrl);
    await page.getByTestId('tab-heatmaps').click();
    const panel = page.getByTestId('tabpanel-heatmaps');
    await panel.getByTestId('heatmaps-floor-selector-select').selectOption(String(FLOOR));
    await panel.getByTestId('tab-radiomaps').click();
    const summary = panel.getByTestId('radiomap-summary');
    // The demo's synthetic survey: four mornings from 3 March 2025.
    await expect.poll(() => summary.textContent()).toMatch(/scans on 4 days, last on 6 Mar 2025$/);
    expect(await heatmapOfSurveyDay(3)).toEqual([]);

    await panel.getByLabel(RadioMessages.fileLabel).setInputFiles({
      name: 'floor-2-survey.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(surveyLog),
    });
    await panel.getByRole('button', { name: RadioMessages.upload }).click();
    const result = panel.getByTestId('radiomap-result');
    await result.waitFor();
    expect(await result.textContent()).toBe(RadiomapFormatMessages.uploaded(4, 0, 8));
    await expect.poll(() => summary.textContent()).toMatch(/scans on 5 days, last on 1 Jun 2025$/);
    await page.screenshot({ path: '/tmp/radiomap-panel.png' });

    // The heatmap of that day holds exactly the uploaded measurements, in the spot's cell.
    for (const level of [1, 2, 3] as const) {
      const points = await heatmapOfSurveyDay(level);
      expect(points).toHaveLength(1);
      const [point] = points as [Point];
      const centre = heatmapCellCentre(level, heatmapCellOf(level, SPOT.lat, SPOT.lon));
      expect(point.x).toBeCloseTo(centre.lat, 9);
      expect(point.y).toBeCloseTo(centre.lon, 9);
      expect(parseHeatmapWeight(point.w)).toEqual({
        count: 8,
        total: -50 - 51 - 52 - 53 - 4 * 70,
        average: (-50 - 51 - 52 - 53 - 4 * 70) / 8,
      });
    }
    // The all-time heatmap adds them to the demo survey's cells.
    const allTime = await postJson<{ radioPoints: Point[] }>(
      planner.baseUrl,
      buildPath(contract.heatmapFloorAverage.path, { level: '1' }),
      { buid: DEMO_BUID, floor: FLOOR },
    );
    expect(allTime.radioPoints.length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it("shows the server's reason, with the line, when a log is refused", async () => {
    const panel = page.getByTestId('tabpanel-heatmaps');
    await panel.getByLabel(RadioMessages.fileLabel).setInputFiles({
      name: 'wrong-floor.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(surveyLog.replace(` ${FLOOR} ${DEMO_BUID}`, ` 0 ${DEMO_BUID}`)),
    });
    await panel.getByRole('button', { name: RadioMessages.upload }).click();
    const error = panel.getByTestId('radiomap-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(RadioMessages.wrongFloor(2, '0', FLOOR));
    expect(await heatmapOfSurveyDay(1)).toHaveLength(1);
  });

  it('deletes the radiomap from the keyboard, after a confirmation', async () => {
    const panel = page.getByTestId('tabpanel-heatmaps');
    await panel.getByTestId('radiomap-delete').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByTestId('radiomap-delete-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(RadioMessages.confirmDelete(String(FLOOR)));
    // Cancel has the focus; Tab moves to Delete.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const result = panel.getByTestId('radiomap-delete-result');
    await result.waitFor();
    expect(await result.textContent()).toBe(SpaceMessages.deletedRadiomap);
    await expect
      .poll(() => panel.getByTestId('radiomap-summary').textContent())
      .toBe(LayerMessages.noFingerprintsTime);
    expect(await heatmapOfSurveyDay(1)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
