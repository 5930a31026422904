import {
  EditorMessages,
  type Floor,
  FloorPlanPlacementConstants,
  FloorPlanVersionMessages,
  FloorUiMessages,
  georeferenceCentre,
  georeferenceFromCorners,
  haversineMetres,
  type PlanCorners,
  PoiEditorMessages,
  planSizeMetres,
  rotationDegrees,
} from '@indoor/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN_ENV, DEMO_BUID, openDemoAsAdmin, postJson } from '../support/planner-page.js';

/** A plan of another shape than the demo's (1700 x 800): a wide blue frame with a cross. */
async function otherPlanPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <rect width="900" height="600" fill="#1f5fbf"/>
    <rect x="40" y="40" width="820" height="520" fill="#eef3fb"/>
    <rect x="430" y="40" width="40" height="520" fill="#1f5fbf"/>
    <rect x="40" y="280" width="820" height="40" fill="#1f5fbf"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Centre, ground width and rotation of stored corners (any pixel size gives the same geometry). */
function shapeOf(corners: Floor['plan_corners']) {
  if (!corners) throw new Error('no plan corners');
  const geo = georeferenceFromCorners(corners as unknown as PlanCorners, 1000, 1000);
  return {
    centre: georeferenceCentre(geo),
    widthM: planSizeMetres(geo).widthM,
    rotation: rotationDegrees(geo),
  };
}

/**
 * Replacing a floor plan safely: a new image starts where the floor's plan is, Set asks
 * first, Ctrl+Z brings the old plan back exactly (same version, corners and tiles) and
 * Ctrl+Shift+Z the new one; Adjust placement moves the current plan without an upload,
 * with the width and rotation typed, over the faint plan of the floor below.
 */
describe('floor plans replaced safely (Chromium)', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;

  const floorOf = async (floorNumber: string): Promise<Floor> => {
    const { floors } = await postJson<{ floors: Floor[] }>(
      planner.baseUrl,
      '/api/mapping/floor/all',
      { buid: DEMO_BUID },
    );
    const floor = floors.find((f) => f.floor_number === floorNumber);
    if (!floor) throw new Error(`no floor ${floorNumber}`);
    return floor;
  };
  const planBytes = async (floorNumber: string) =>
    (
      await postJson<{ base64: string }>(
        planner.baseUrl,
        `/api/floorplans64/${DEMO_BUID}/${floorNumber}`,
        {},
      )
    ).base64;
  const alertText = (page: Page) => page.getByTestId('alert-area').getByRole('alert').textContent();
  const readout = (page: Page) => page.getByTestId('floor-plan-readout').textContent();
  /** Focus off any field, so a key reaches the editor's dispatcher. */
  const blurFocus = (page: Page) =>
    page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  async function openFloorsEdit(page: Page, floorNumber: string) {
    await openDemoAsAdmin(page, planner.baseUrl);
    await page.getByTestId('tab-floors').click();
    await page.getByTestId('floor-selector-select').selectOption(floorNumber);
    await page.getByTestId('tab-floors-edit').click();
  }

  it("replaces the ground floor's plan from where it is, after asking; Ctrl+Z brings the old one back", async () => {
    const page = await planner.newPage({
      contextOptions: { viewport: { width: 1440, height: 900 } },
    });
    await openFloorsEdit(page, '0');
    const before = await floorOf('0');
    const old = shapeOf(before.plan_corners);
    const oldBytes = await planBytes('0');
    expect(await page.getByTestId('floor-plan-file-hint').textContent()).toContain(
      FloorUiMessages.replacingNote,
    );

    await page.getByTestId('floor-plan-file').setInputFiles({
      name: 'ground-floor-2025.png',
      mimeType: 'image/png',
      buffer: await otherPlanPng(),
    });
    await page.getByTestId('floor-plan-overlay').waitFor();
    // The overlay starts at the old placement: its width and rotation, in the readout and the fields.
    await expect.poll(() => readout(page)).toContain(`${old.widthM.toFixed(1)} m ×`);
    expect(await readout(page)).toContain(`rotated ${old.rotation.toFixed(1)}°`);
    expect(await page.getByTestId('floor-plan-width').inputValue()).toBe(old.widthM.toFixed(2));
    expect(await page.getByTestId('floor-plan-rotation').inputValue()).toBe(
      old.rotation.toFixed(1),
    );
    // The old plan steps aside under the overlay.
    await screenshot(page, 'floor-plan-replace-start-1440');

    // Set asks first; Replace has the focus, so Enter confirms.
    await page.getByTestId('floor-plan-set').click();
    const dialog = page.getByTestId('floor-plan-replace-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Replace the floor plan of floor 0 "Ground floor"?',
    );
    expect(await dialog.textContent()).toContain('Undo (Ctrl+Z)');
    await screenshot(page, 'floor-plan-replace-confirm-1440');
    // Escape goes back to placing; nothing was sent.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('floor-plan-overlay').waitFor();
    expect((await floorOf('0')).plan_version).toBe(before.plan_version);

    const uploaded = page.waitForResponse((response) =>
      response.url().endsWith('/api/mapping/floor/floorplan/upload'),
    );
    await page.getByTestId('floor-plan-set').click();
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'floor-plan-replace-confirm',
    );
    await page.keyboard.press('Enter');
    expect((await uploaded).status()).toBe(200);
    await page.getByTestId('floor-plan-overlay').waitFor({ state: 'detached' });
    const replaced = await floorOf('0');
    expect(replaced.plan_version).not.toBe(before.plan_version);
    // Placed where the old plan was: same centre, width and rotation.
    const now = shapeOf(replaced.plan_corners);
    expect(haversineMetres(now.centre, old.centre)).toBeLessThan(0.05);
    expect(now.widthM).toBeCloseTo(old.widthM, 1);
    expect(now.rotation).toBeCloseTo(old.rotation, 1);
    await expect.poll(() => planBytes('0')).not.toBe(oldBytes);

    // Ctrl+Z: the old plan is back, exactly: its version, its corners, its image.
    await blurFocus(page);
    const oldTile = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/floortiles/${DEMO_BUID}/0/`) &&
        response.url().includes(`v=${before.plan_version}`) &&
        response.status() === 200,
    );
    await page.keyboard.press('Control+z');
    await expect
      .poll(() => alertText(page))
      .toBe(PoiEditorMessages.undone(EditorMessages.actionReplaceFloorPlan('0')));
    const undone = await floorOf('0');
    expect(undone.plan_version).toBe(before.plan_version);
    expect(undone.plan_corners).toEqual(before.plan_corners);
    expect(await planBytes('0')).toBe(oldBytes);
    await oldTile;
    await screenshot(page, 'floor-plan-replace-undone-1440');

    // Ctrl+Shift+Z: the new plan again.
    await page.keyboard.press('Control+Shift+z');
    // (The step is done once the page says so: a key pressed before then finds it busy.)
    await expect
      .poll(() => alertText(page))
      .toBe(PoiEditorMessages.redone(EditorMessages.actionReplaceFloorPlan('0')));
    expect((await floorOf('0')).plan_version).toBe(replaced.plan_version);
    // And back to the demo's plan for the next test.
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await floorOf('0')).plan_version).toBe(before.plan_version);
    expect(problems).toEqual([]);
  });

  it("adjusts the first floor's plan over the faint ground floor, with typed rotation and width", async () => {
    const page = await planner.newPage({
      mapType: 'none',
      contextOptions: { viewport: { width: 1440, height: 900 } },
    });
    await openFloorsEdit(page, '1');
    const before = await floorOf('1');
    const old = shapeOf(before.plan_corners);
    const oldBytes = await planBytes('1');

    const groundTiles = page.waitForResponse(
      (response) =>
        response.url().includes(`/api/floortiles/${DEMO_BUID}/0/`) && response.status() === 200,
    );
    await page.getByTestId('floor-plan-adjust').click();
    await page.getByTestId('floor-plan-overlay').waitFor();
    // The floor below is drawn faintly under the plan being placed.
    await groundTiles;
    expect(await page.getByTestId('floor-plan-floor-below').textContent()).toBe(
      FloorUiMessages.floorBelowShown('0'),
    );
    expect(await page.getByTestId('floor-plan-toolbar').textContent()).toContain(
      FloorUiMessages.adjustingLead('1'),
    );
    expect(await page.getByTestId('floor-plan-floor-number').isDisabled()).toBe(true);
    await expect.poll(() => readout(page)).toContain(`rotated ${old.rotation.toFixed(1)}°`);

    // A width out of bounds is refused with the reason; the plan stays as it was.
    const width = page.getByTestId('floor-plan-width');
    await width.fill('0');
    await width.press('Enter');
    expect(await page.getByTestId('floor-plan-width-error').textContent()).toBe(
      FloorUiMessages.widthInvalid(
        FloorPlanPlacementConstants.minWidthM,
        FloorPlanPlacementConstants.maxWidthM,
      ),
    );
    await width.press('Escape');
    expect(await readout(page)).toContain(`${old.widthM.toFixed(1)} m ×`);

    // Typed: 390° is a turn of 30°; 80 m wide; each applied on Enter.
    const rotation = page.getByTestId('floor-plan-rotation');
    await rotation.fill('390');
    await rotation.press('Enter');
    await expect.poll(() => readout(page)).toContain('rotated 30.0°');
    expect(await rotation.inputValue()).toBe('30.0');
    await width.fill('80');
    await width.press('Enter');
    await expect.poll(() => readout(page)).toContain('80.0 m ×');
    await screenshot(page, 'floor-plan-adjust-numeric-1440');

    const placed = page.waitForResponse((response) =>
      response.url().endsWith('/api/auth/mapping/floor/floorplan/place'),
    );
    await page.getByTestId('floor-plan-set').click();
    // Adjusting asks nothing and uploads nothing: only the placement goes.
    expect((await placed).status()).toBe(200);
    await expect.poll(() => alertText(page)).toBe(FloorPlanVersionMessages.placed);
    await page.getByTestId('floor-plan-overlay').waitFor({ state: 'detached' });
    const after = await floorOf('1');
    expect(after.plan_version).not.toBe(before.plan_version);
    const moved = shapeOf(after.plan_corners);
    expect(moved.rotation).toBeCloseTo(30, 1);
    expect(moved.widthM).toBeCloseTo(80, 1);
    expect(haversineMetres(moved.centre, old.centre)).toBeLessThan(0.05);
    expect(await planBytes('1')).toBe(oldBytes);
    await screenshot(page, 'floor-plan-adjust-set-1440');

    // The Undo button of the edit tab takes the new placement back.
    await page.getByTestId('floor-plan-history-undo').click();
    await expect.poll(async () => (await floorOf('1')).plan_version).toBe(before.plan_version);
    expect((await floorOf('1')).plan_corners).toEqual(before.plan_corners);
    expect(problems).toEqual([]);
  });

  it('shows the typed fields and the faint floor below on a phone', async () => {
    const page = await planner.newPage({
      contextOptions: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    });
    await openFloorsEdit(page, '1');
    await page.getByTestId('floor-plan-adjust').click();
    await page.getByTestId('floor-plan-overlay').waitFor();
    await page.getByTestId('floor-plan-floor-below').waitFor();
    const rotation = page.getByTestId('floor-plan-rotation');
    await rotation.fill('-20');
    await rotation.press('Enter');
    await expect.poll(() => readout(page)).toContain('rotated -20.0°');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Every control of the toolbar is on the screen.
    for (const testId of ['floor-plan-width', 'floor-plan-rotation', 'floor-plan-set']) {
      const box = await page.getByTestId(testId).boundingBox();
      expect(box, testId).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, testId).toBe(true);
    }
    await screenshot(page, 'floor-plan-adjust-numeric-390');
    await page.getByTestId('floor-plan-cancel').click();
    await page.getByTestId('floor-plan-overlay').waitFor({ state: 'detached' });
    expect(problems).toEqual([]);
  });
});
