import {
  CampusMessages,
  GeolocationMessages,
  SessionStorageKeys,
  SpaceMessages,
  StorageKeys,
  ViewerMessages,
} from '@indoor/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN,
  ADMIN_ENV,
  DEMO_BUID,
  DEMO_NAME,
  openMainScreen,
  signIn,
} from '../support/planner-page.js';

/** A spot east of the demo building, where the new building is placed. */
const NEW_BUILDING_AREA = '35.1449, 33.4125';
const NEW_NAME = 'E2E Research Centre';
const RENAMED = 'E2E Research Centre East';
const CAMPUS_NAME = 'E2E Campus';
const CAMPUS_RENAMED = 'E2E University Campus';
const CAMPUS_ID = 'e2e_university_campus';

/**
 * One planner session walks through spaces and campuses in order: each step builds on
 * the one before (the building placed first is edited, grouped, shared and deleted).
 */
describe('spaces, campuses, search and the viewer in Chromium', () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  let context: BrowserContext;
  let page: Page;
  /** The buid of the building placed in the first step. */
  let newBuid = '';
  let campusShortLink = '';

  beforeAll(async () => {
    context = await planner.newContext();
    page = await planner.newPageIn(context);
  });

  const alert = (p: Page) => p.getByTestId('alert-area').getByRole('alert');
  const alertText = (p: Page) => alert(p).textContent();
  const storedZoom = (p: Page) =>
    p.evaluate((key) => sessionStorage.getItem(key), SessionStorageKeys.mapZoom);
  const marker = (p: Page, buid: string) =>
    p.locator(`[data-testid=building-marker][data-buid="${buid}"]`);

  async function panTo(p: Page, coordinates: string): Promise<void> {
    const search = p.getByTestId('search-box');
    await search.fill(coordinates);
    await search.press('Enter');
    await expect.poll(() => storedZoom(p), { timeout: 10_000 }).toBe('17');
  }

  async function dragBy(p: Page, target: ReturnType<Page['locator']>, dx: number, dy: number) {
    const box = await target.boundingBox();
    if (!box) throw new Error('the element to drag is not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await p.mouse.move(x, y);
    await p.mouse.down();
    await p.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
    await p.mouse.move(x + dx, y + dy, { steps: 5 });
    await p.mouse.up();
  }

  it('signs in and warns when centring with nothing selected', async () => {
    await openMainScreen(page, planner.baseUrl);
    await page.getByTestId('centre-on-selection').click();
    await expect.poll(() => alertText(page)).toBe(SpaceMessages.selectSpaceFirst);

    await signIn(page, ADMIN);
    expect(await page.getByTestId('account-username').textContent()).toBe(ADMIN.username);
  });

  it('places a building by dragging the space icon onto the map and filling the popup form', async () => {
    await page.getByTestId('tab-spaces').click();
    await panTo(page, NEW_BUILDING_AREA);
    const palette = page.getByTestId('space-palette-item');
    await expect.poll(() => palette.isEnabled()).toBe(true);
    const map = page.getByTestId('map');
    await palette.dragTo(map, { targetPosition: { x: 450, y: 420 } });

    const form = page.getByTestId('new-space-form');
    await form.waitFor();
    await page.getByTestId('pending-space-marker').waitFor();
    // The name field has the focus, ready for typing.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');

    // Another space cannot be placed while this one is pending.
    await palette.dragTo(map, { targetPosition: { x: 200, y: 200 } });
    await expect.poll(() => alertText(page)).toBe(SpaceMessages.finishPrevious);
    expect(await page.getByTestId('pending-space-marker').count()).toBe(1);

    await form.getByTestId('new-space-name').fill(NEW_NAME);
    await form.getByTestId('new-space-description').fill('Labs for the e2e faculty');
    await form.getByTestId('new-space-bucode').fill('E2E-1');
    await form.getByTestId('new-space-address').fill('2 University Avenue, Nicosia');
    await screenshot(page, 'spaces-new-building-form');
    await form.getByTestId('new-space-add').click();

    await expect.poll(() => alertText(page)).toBe(SpaceMessages.added('building'));
    await form.waitFor({ state: 'detached' });
    expect(await page.getByTestId('pending-space-marker').count()).toBe(0);
    const selectedName = page.getByTestId('selected-space-name');
    await expect.poll(() => selectedName.textContent()).toBe(NEW_NAME);
    newBuid = (await page.getByTestId('selected-space-buid').textContent()) ?? '';
    expect(newBuid).toMatch(/^building_/);
    const ownList = page.getByTestId('own-space-list');
    await expect
      .poll(() => ownList.getByTestId('space-list-item').filter({ hasText: NEW_NAME }).count())
      .toBe(1);
    // Added spaces are selected, and their marker is not draggable
    // (docs/spaces-and-campuses.md#adding-a-space).
    await marker(page, newBuid).waitFor();
    expect(await marker(page, newBuid).getAttribute('data-draggable')).toBe('false');
    expect(await page.evaluate((k) => localStorage.getItem(k), StorageKeys.lastBuilding)).toBe(
      newBuid,
    );
    await screenshot(page, 'spaces-building-added');
  });

  it('cancels a pending space placed with the keyboard', async () => {
    await page.getByTestId('space-palette-item').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('new-space-form').waitFor();
    await page.getByTestId('new-space-cancel').click();
    await page.getByTestId('new-space-form').waitFor({ state: 'detached' });
    expect(await page.getByTestId('pending-space-marker').count()).toBe(0);
  });

  it('edits the name in tab 2 and drags the marker; both survive a reload', async () => {
    await page.getByTestId('selected-space-edit').click();
    const form = page.getByTestId('space-edit-form');
    await form.waitFor();
    await form.getByTestId('edit-space-name').fill(RENAMED);
    await form.getByTestId('space-edit-save').click();
    await expect.poll(() => alertText(page)).toBe(SpaceMessages.updated);

    // In the edit tab the selected space's marker is draggable.
    await expect.poll(() => marker(page, newBuid).getAttribute('data-draggable')).toBe('true');
    const latBefore = await form.getByTestId('edit-space-lat').inputValue();
    const lonBefore = await form.getByTestId('edit-space-lon').inputValue();
    // Centred (zoom 20), the marker has room around it, clear of popups and alerts.
    await page.getByTestId('centre-on-selection').click();
    await expect.poll(() => storedZoom(page), { timeout: 10_000 }).toBe('20');
    await page.getByTestId('alert-area').getByRole('alert').waitFor({ state: 'detached' });
    await dragBy(page, marker(page, newBuid), 120, 60);
    await expect.poll(() => form.getByTestId('edit-space-lon').inputValue()).not.toBe(lonBefore);
    const latAfter = await form.getByTestId('edit-space-lat').inputValue();
    const lonAfter = await form.getByTestId('edit-space-lon').inputValue();
    // Right and down: east (larger longitude) and south (smaller latitude).
    expect(Number(lonAfter)).toBeGreaterThan(Number(lonBefore));
    expect(Number(latAfter)).toBeLessThan(Number(latBefore));
    await expect.poll(() => alertText(page)).toBe(SpaceMessages.updated);
    await screenshot(page, 'spaces-edit-tab');

    await page.reload();
    await page.locator('[data-testid=map] canvas').waitFor();
    // The last selected space is restored and the map flies to it at zoom 19.
    await expect
      .poll(() => page.getByTestId('selected-space-name').textContent(), { timeout: 10_000 })
      .toBe(RENAMED);
    await expect.poll(() => storedZoom(page), { timeout: 10_000 }).toBe('19');
    expect(await page.getByTestId('selected-space-position').textContent()).toBe(
      `${latAfter}, ${lonAfter}`,
    );
    await screenshot(page, 'spaces-restored-after-reload');
  });

  it('shares the building with the chosen floor and centres on it', async () => {
    await page.getByTestId('selected-space-clear').click();
    await page.getByTestId('own-space-list').getByText(DEMO_NAME).click();
    await expect.poll(() => page.getByTestId('selected-space-name').textContent()).toBe(DEMO_NAME);
    await page.getByTestId('selected-space-floor').selectOption('1');
    expect(await page.getByTestId('space-share-url').inputValue()).toBe(
      `${planner.baseUrl}/viewer/?buid=${DEMO_BUID}&floor=1`,
    );
    await page.getByTestId('centre-on-selection').click();
    await expect.poll(() => storedZoom(page), { timeout: 10_000 }).toBe('20');
  });

  it('finds a space by name in the search box and selects it with the keyboard', async () => {
    const search = page.getByTestId('search-box');
    await search.fill('Research');
    const option = page.getByTestId('search-result').filter({ hasText: RENAMED });
    await option.waitFor();
    await screenshot(page, 'spaces-search-results');
    await search.press('ArrowDown');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    await search.press('Enter');
    await expect.poll(() => page.getByTestId('selected-space-name').textContent()).toBe(RENAMED);
    // The camera goes where a selected space is shown (docs/map-and-editor.md#search), not to the
    // search zoom.
    await expect.poll(() => storedZoom(page), { timeout: 10_000 }).toBe('19');
    expect(await page.getByTestId('search-results').isHidden()).toBe(true);
    // Escape closes a list that is open.
    await search.fill('Engineering');
    await page.getByTestId('search-result').first().waitFor();
    await search.press('Escape');
    expect(await page.getByTestId('search-results').isHidden()).toBe(true);
  });

  it('creates a campus from the new and the demo building, renames it and makes a short link', async () => {
    await page.getByTestId('tab-campuses').click();
    const addForm = page.getByTestId('campus-add-form');
    await addForm.getByTestId('campus-add-form-name').fill(CAMPUS_NAME);
    // A campus needs at least one building.
    await addForm.getByTestId('campus-add-form-submit').click();
    await expect
      .poll(() => addForm.getByTestId('campus-add-form-error').textContent())
      .toBe(CampusMessages.noBuildings);
    await addForm.locator(`[data-buid="${newBuid}"]`).check();
    await addForm.locator(`[data-buid="${DEMO_BUID}"]`).check();
    await addForm.getByTestId('campus-add-form-submit').click();
    await expect.poll(() => alertText(page)).toBe(CampusMessages.added);

    const item = page.getByTestId('campus-item').filter({ hasText: CAMPUS_NAME });
    await item.getByTestId('campus-buildings').waitFor();
    expect(await item.getByTestId('campus-buildings').textContent()).toContain(DEMO_NAME);
    await item.getByTestId('campus-edit').click();
    const editForm = item.getByTestId('campus-edit-form');
    await editForm.getByTestId('campus-edit-form-name').fill(CAMPUS_RENAMED);
    await editForm.getByTestId('campus-edit-form-cuid').fill(CAMPUS_ID);
    await editForm.getByTestId('campus-edit-form-submit').click();
    await expect.poll(() => alertText(page)).toBe(CampusMessages.updated);

    const renamed = page.locator(`[data-testid=campus-item][data-cuid="${CAMPUS_ID}"]`);
    await expect.poll(() => renamed.getByTestId('campus-name').textContent()).toBe(CAMPUS_RENAMED);
    expect(await renamed.getByTestId('campus-share-url').inputValue()).toBe(
      `${planner.baseUrl}/viewer/?cuid=${CAMPUS_ID}`,
    );
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: planner.baseUrl,
    });
    await renamed.getByTestId('campus-share-short').click();
    const shortField = renamed.getByTestId('campus-share-short-url');
    await shortField.waitFor();
    campusShortLink = await shortField.inputValue();
    expect(campusShortLink).toMatch(new RegExp(`^${planner.baseUrl}/s/[A-Za-z0-9]{8}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(campusShortLink);
    await screenshot(page, 'spaces-campus');
  });

  it('opens the campus short link signed out and sees both buildings', async () => {
    const visitor = await planner.newPage();
    await visitor.goto(campusShortLink);
    expect(new URL(visitor.url()).search).toBe(`?cuid=${CAMPUS_ID}`);
    await expect
      .poll(() => visitor.getByTestId('viewer-campus-name').textContent(), { timeout: 10_000 })
      .toBe(CAMPUS_RENAMED);
    await expect.poll(() => visitor.getByTestId('building-marker').count()).toBe(2);
    expect(await visitor.getByTestId('viewer-campus-building').allTextContents()).toEqual([
      RENAMED,
      DEMO_NAME,
    ]);
    expect(await visitor.getByTestId('control-bar').count()).toBe(0);
    // Both markers end up inside the visible map once it is framed.
    const insideTheMap = async (buid: string) => {
      const box = await marker(visitor, buid).boundingBox();
      return box !== null && box.x > 0 && box.x + box.width < 1280;
    };
    for (const buid of [newBuid, DEMO_BUID]) {
      await expect.poll(() => insideTheMap(buid), { timeout: 10_000 }).toBe(true);
    }
    await screenshot(visitor, 'spaces-campus-viewer');

    await visitor.goto(`${planner.baseUrl}/viewer/?cuid=campus_that_does_not_exist`);
    await expect
      .poll(() => visitor.getByTestId('viewer-message').textContent(), { timeout: 10_000 })
      .toBe(ViewerMessages.campusUnavailable);
  });

  it('opens a building link with &floor=1 on floor 1, shows its plan, and steps floors with the buttons', async () => {
    const visitor = await planner.newPage();
    const planTile = visitor.waitForResponse(
      (r) => r.url().includes(`/api/floortiles/${DEMO_BUID}/1/`) && r.status() === 200,
      { timeout: 20_000 },
    );
    await visitor.goto(`${planner.baseUrl}/viewer/?buid=${DEMO_BUID}&floor=1`);
    await planTile;
    await expect
      .poll(() => visitor.getByTestId('viewer-space-name').textContent(), { timeout: 10_000 })
      .toBe(DEMO_NAME);
    const floorSelect = visitor.getByTestId('floor-select');
    await expect.poll(() => floorSelect.inputValue()).toBe('1');
    expect(await floorSelect.locator('option:checked').textContent()).toBe('First floor (1)');
    await marker(visitor, DEMO_BUID).waitFor();
    await screenshot(visitor, 'spaces-building-viewer-floor-1');
    await visitor.getByTestId('floor-up').click();
    await expect.poll(() => floorSelect.inputValue()).toBe('2');
    expect(new URL(visitor.url()).searchParams.get('floor')).toBe('2');
    expect(await visitor.getByTestId('floor-up').isDisabled()).toBe(true);
  });

  it('shows the user location, flying to the first fix, and hides it again', async () => {
    const visitor = await planner.newPage({
      contextOptions: {
        geolocation: { latitude: 35.1447, longitude: 33.4111 },
        permissions: ['geolocation'],
      },
    });
    await openMainScreen(visitor, planner.baseUrl);
    await visitor.getByTestId('toggle-my-location').click();
    await visitor.getByTestId('user-location-marker').waitFor();
    await expect.poll(() => storedZoom(visitor), { timeout: 10_000 }).toBe('19');
    expect(await visitor.getByTestId('toggle-my-location').getAttribute('aria-pressed')).toBe(
      'true',
    );
    await visitor.getByTestId('toggle-my-location').click();
    await visitor.getByTestId('user-location-marker').waitFor({ state: 'detached' });

    // Refused permission: the warning, and the toggle turns itself off.
    const refused = await planner.newPage();
    await openMainScreen(refused, planner.baseUrl);
    await refused.getByTestId('toggle-my-location').click();
    await expect.poll(() => alertText(refused)).toBe(GeolocationMessages.permissionDenied);
    expect(await refused.getByTestId('toggle-my-location').getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('deletes the building after a confirmation', async () => {
    await page.getByTestId('tab-spaces').click();
    await page.getByTestId('own-space-list').getByText(RENAMED).click();
    await page.getByTestId('tab-space-edit').click();
    await page.getByTestId('space-delete').click();
    const dialog = page.getByTestId('space-delete-dialog');
    await dialog.waitFor();
    // The focus starts on Cancel: Enter alone never deletes.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await screenshot(page, 'spaces-delete-dialog');
    await dialog.getByTestId('space-delete-confirm').click();
    await expect.poll(() => alertText(page)).toBe(SpaceMessages.deleted('building'));
    // The selection is cleared and tab 1 is shown (docs/spaces-and-campuses.md#deleting-a-space).
    expect(await page.getByTestId('tab-space-view').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('selected-space').count()).toBe(0);
    await marker(page, newBuid).waitFor({ state: 'detached' });
    expect(
      await page.evaluate((k) => localStorage.getItem(k), StorageKeys.lastBuilding),
    ).toBeNull();
    expect(problems).toEqual([]);
  });
});
