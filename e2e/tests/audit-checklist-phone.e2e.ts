import { type AuditRoute, AuditRouteServerMessages } from '@indoor/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { screenPointsOf } from '../support/map-screen.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import {
  ADMIN_ENV,
  demoPassword,
  openMainScreen,
  postJson,
  signIn,
} from '../support/planner-page.js';

const DEMO_ROUTE = 'Ground floor safety round';
const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1440, height: 900 };
/** The least a control pressed with a finger measures each way. */
const TOUCH_TARGET = 44;

type Stop = AuditRoute['pois'][number];

/** The stops the checklist lists, by their POI ids, top to bottom. */
const listedPuids = (page: Page) =>
  page
    .getByTestId('audit-stop')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-puid')));

const stopItem = (page: Page, puid: string) =>
  page.locator(`[data-testid=audit-stop][data-puid="${puid}"]`);

/** How far the map's centre is from a point, in degrees of latitude (about 111 km each). */
function centreDistance(page: Page, stop: Stop): Promise<number> {
  return page.evaluate(({ lat, lon }) => {
    type MapLike = { getCenter(): { lat: number; lng: number } };
    const element = document.querySelector('[data-testid=map]') as
      | (HTMLElement & { maplibreMap?: MapLike })
      | null;
    const map = element?.maplibreMap;
    if (!map) throw new Error('the planner has no map');
    const centre = map.getCenter();
    return Math.hypot(centre.lat - lat, (centre.lng - lon) * Math.cos((lat * Math.PI) / 180));
  }, stop.coordinates);
}

/** Where a point of the map is on screen, and the top of the control bar (the phone's sheet). */
async function pointOnScreen(page: Page, stop: Stop) {
  const [at] = await screenPointsOf(page, [stop.coordinates]);
  if (!at) throw new Error('the stop has no place on the screen');
  const bar = await page.getByTestId('control-bar').boundingBox();
  return { x: at.x, y: at.y, barTop: bar?.y ?? 0, barLeft: bar?.x ?? 0 };
}

/**
 * The result buttons of the opened stop: their sizes, whether each is the topmost element
 * across its whole face (nothing drawn over it), and every other visible control whose
 * box overlaps one of them.
 */
function measureResultButtons(page: Page) {
  return page.evaluate(() => {
    const group = document.querySelector('[data-testid=audit-result-choices]');
    if (!group) throw new Error('no stop is open');
    const buttons = Array.from(group.querySelectorAll('button'));
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    // A control's visible part: its box inside the panel that scrolls it, if any.
    const visiblePart = (element: Element): DOMRect | null => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return null;
      const scroller = element.closest('.control-bar__panel');
      if (!scroller) return box;
      const frame = scroller.getBoundingClientRect();
      const top = Math.max(box.top, frame.top);
      const bottom = Math.min(box.bottom, frame.bottom);
      return bottom > top ? new DOMRect(box.left, top, box.width, bottom - top) : null;
    };
    const controls = Array.from(
      document.querySelectorAll(
        'button, input, select, textarea, a[href], summary, [role=tab], .maplibregl-ctrl',
      ),
    ).filter(
      (element) =>
        !group.contains(element) &&
        !element.contains(group) &&
        // Map markers lie under the control bar, which covers them; the map's list of
        // POIs for the keyboard is there for screen readers only.
        !element.closest('.maplibregl-marker, .visually-hidden'),
    );
    const overlapping: string[] = [];
    for (const control of controls) {
      const part = visiblePart(control);
      if (!part) continue;
      for (const box of boxes) {
        if (
          part.left < box.right &&
          box.left < part.right &&
          part.top < box.bottom &&
          box.top < part.bottom
        )
          overlapping.push(control.outerHTML.slice(0, 120));
      }
    }
    // Each button answers a tap anywhere on it: the topmost element at its corners and centre.
    const covered = buttons.flatMap((button, i) => {
      const box = boxes[i] as DOMRect;
      const points = [
        [box.left + 3, box.top + 3],
        [box.right - 3, box.top + 3],
        [box.left + 3, box.bottom - 3],
        [box.right - 3, box.bottom - 3],
        [box.left + box.width / 2, box.top + box.height / 2],
      ] as const;
      return points
        .filter(([x, y]) => {
          const top = document.elementFromPoint(x, y);
          return !top || !button.contains(top);
        })
        .map(([x, y]) => `${button.textContent} at ${Math.round(x)},${Math.round(y)}`);
    });
    // A label wider than its button is cut.
    const clipped = buttons
      .filter((button) => button.scrollWidth > button.clientWidth)
      .map((button) => button.textContent);
    return {
      sizes: boxes.map((b) => ({ width: b.width, height: b.height })),
      clipped,
      overlapping,
      covered,
      viewport: { width: window.innerWidth, height: window.innerHeight },
      rightmost: Math.max(...boxes.map((b) => b.right)),
      lowest: Math.max(...boxes.map((b) => b.bottom)),
    };
  });
}

/** Rows whose text is cut: wider than the row leaves it. */
function cutRows(page: Page) {
  return page
    .getByTestId('audit-stop-row')
    .evaluateAll((rows) =>
      rows
        .filter((row) =>
          Array.from(row.querySelectorAll('span')).some(
            (span) => span.scrollWidth > span.clientWidth + 1,
          ),
        )
        .map((row) => row.textContent),
    );
}

describe("the auditor's checklist as a list of stops, in Chromium", () => {
  const planner = usePlannerInBrowser({ DEMO_DATA: '1', ...ADMIN_ENV });
  const { problems } = planner;
  const auditor = () => ({
    username: 'auditor',
    password: demoPassword(planner.serverOutput(), 'auditor'),
  });
  const demoRoute = async () => {
    const { user } = await postJson<{ user: { access_token: string } }>(
      planner.baseUrl,
      '/api/user/login',
      auditor(),
    );
    const response = await fetch(`${planner.baseUrl}/api/auditor/routes`, {
      headers: { authorization: `Bearer ${user.access_token}` },
    });
    const { routes } = (await response.json()) as { routes: AuditRoute[] };
    const route = routes.find((r) => r.name === DEMO_ROUTE);
    if (!route) throw new Error('the demo route is missing');
    return route;
  };
  const openDemoRoute = async (viewport: { width: number; height: number }) => {
    // Phones are touched: their pages take taps.
    const hasTouch = viewport.width < DESKTOP.width;
    const page = await planner.newPage({ contextOptions: { viewport, hasTouch } });
    await openMainScreen(page, planner.baseUrl);
    await signIn(page, auditor());
    await page.getByTestId('tab-audit-routes').click();
    await page
      .getByTestId('audit-route')
      .filter({ hasText: DEMO_ROUTE })
      .getByTestId('audit-route-open')
      .click();
    await page.getByTestId('audit-checklist').waitFor();
    await expect.poll(() => page.getByTestId('audit-route-step').count()).toBeGreaterThan(0);
    return page;
  };
  const expectUsableButtons = async (page: Page) => {
    const measured = await measureResultButtons(page);
    expect(measured.sizes).toHaveLength(4);
    for (const size of measured.sizes) {
      expect(size.width).toBeGreaterThanOrEqual(TOUCH_TARGET);
      expect(size.height).toBeGreaterThanOrEqual(TOUCH_TARGET);
    }
    expect(measured.overlapping).toEqual([]);
    expect(measured.covered).toEqual([]);
    expect(measured.clipped).toEqual([]);
    expect(measured.rightmost).toBeLessThanOrEqual(measured.viewport.width);
    expect(measured.lowest).toBeLessThanOrEqual(measured.viewport.height);
    expect(await cutRows(page)).toEqual([]);
  };

  it('on a phone: the next stop first, a tapped stop on the map, Missing recorded in one press', async () => {
    const route = await demoRoute();
    const walking = [...route.pois].sort((a, b) => a.order - b.order);
    const open = walking.filter((p) => p.result === null);
    const checked = walking.filter((p) => p.result !== null);
    expect(open.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = open as [Stop, Stop, Stop];

    const page = await openDemoRoute(PHONE);
    // Open stops in walking order, then the checked ones; the next one is selected.
    expect(await listedPuids(page)).toEqual([...open, ...checked].map((p) => p.puid));
    const selected = page.locator('[data-testid=audit-stop][data-selected=true]');
    expect(await selected.getAttribute('data-puid')).toBe(first.puid);
    const list = page.getByRole('list', { name: 'Stops, the next to check first' });
    expect(await list.getByRole('listitem').count()).toBe(walking.length);
    // A checked stop's row names its state; its badge says the result.
    const found = checked.find((p) => p.result?.result === 'found') as Stop;
    expect(
      await stopItem(page, found.puid).getByTestId('audit-stop-row').getAttribute('aria-label'),
    ).toMatch(new RegExp(`^${found.order}\\. ${found.name}, .+: Found$`));
    expect(await stopItem(page, first.puid).getByTestId('audit-stop-badge').count()).toBe(0);
    await expectUsableButtons(page);

    // Tapping the second open stop selects it and the map eases to it, above the sheet.
    const before = await centreDistance(page, second);
    await stopItem(page, second.puid).getByTestId('audit-stop-row').tap();
    expect(await selected.getAttribute('data-puid')).toBe(second.puid);
    expect(await stopItem(page, first.puid).getByTestId('audit-result-found').count()).toBe(0);
    await expect.poll(() => centreDistance(page, second)).toBeLessThan(Math.min(before, 1e-5));
    const shown = await pointOnScreen(page, second);
    expect(shown.y).toBeGreaterThan(0);
    expect(shown.y).toBeLessThan(shown.barTop);
    expect(
      await page
        .locator(`[data-testid=audit-route-step][data-puid="${second.puid}"]`)
        .getAttribute('data-selected'),
    ).toBe('true');
    await expectUsableButtons(page);

    // One press records Missing; the next open stop after it is selected, the map follows.
    const towardThird = await centreDistance(page, third);
    await stopItem(page, second.puid).getByTestId('audit-result-missing').tap();
    await expect
      .poll(() => stopItem(page, second.puid).getAttribute('data-result'))
      .toBe('missing');
    expect(await selected.getAttribute('data-puid')).toBe(third.puid);
    await expect.poll(() => centreDistance(page, third)).toBeLessThan(Math.min(towardThird, 1e-5));
    expect(
      await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? ''),
    ).toBe('audit-result-found');
    expect(
      await page.evaluate(
        () =>
          document.activeElement?.closest('[data-testid=audit-stop]')?.getAttribute('data-puid') ??
          '',
      ),
    ).toBe(third.puid);
    const badge = stopItem(page, second.puid).getByTestId('audit-stop-badge');
    expect(await badge.innerText()).toBe(AuditRouteServerMessages.resultLabels.missing);
    // The missing stop now comes after the open ones.
    const listed = await listedPuids(page);
    expect(listed.indexOf(second.puid)).toBeGreaterThan(listed.indexOf(third.puid));
    expect(listed.slice(0, open.length - 1)).toEqual(
      open.filter((p) => p.puid !== second.puid).map((p) => p.puid),
    );

    // Its step marker: hollow with a dashed red edge and a cross, unlike a found stop's.
    const markerLook = (puid: string) =>
      page.locator(`[data-testid=audit-route-step][data-puid="${puid}"]`).evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          result: el.getAttribute('data-result'),
          borderStyle: style.borderTopStyle,
          borderColour: style.borderTopColor,
          background: style.backgroundColor,
          mark: el.querySelector('.audit-step-number__mark svg') !== null,
          label: el.getAttribute('aria-label'),
        };
      });
    const missing = await markerLook(second.puid);
    const foundLook = await markerLook(found.puid);
    const openLook = await markerLook(third.puid);
    expect(missing).toMatchObject({
      result: 'missing',
      borderStyle: 'dashed',
      background: 'rgb(255, 255, 255)',
      mark: true,
      label: `${second.order}. ${second.name}: Missing`,
    });
    expect(foundLook).toMatchObject({ result: 'found', borderStyle: 'solid', mark: true });
    expect(foundLook.background).not.toBe(missing.background);
    expect(openLook).toMatchObject({ result: null, mark: false });
    const damaged = checked.find((p) => p.result?.result === 'damaged');
    if (damaged) {
      const damagedLook = await markerLook(damaged.puid);
      expect(damagedLook).toMatchObject({ result: 'damaged', borderStyle: 'solid', mark: true });
      expect(damagedLook.borderColour).not.toBe(foundLook.borderColour);
    }
    await screenshot(page, 'audit-checklist-phone-390');

    // From the keyboard: Enter on a row selects the stop (the first, skipped so far).
    await stopItem(page, first.puid).getByTestId('audit-stop-row').focus();
    await page.keyboard.press('Enter');
    expect(await selected.getAttribute('data-puid')).toBe(first.puid);
    expect(
      await stopItem(page, first.puid).getByTestId('audit-stop-row').getAttribute('aria-expanded'),
    ).toBe('true');

    const stored = (await demoRoute()).pois.find((p) => p.puid === second.puid);
    expect(stored?.result?.result).toBe('missing');
    expect(problems).toEqual([]);
  });

  for (const [name, viewport] of [
    ['a small phone', SMALL_PHONE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`on ${name} (${viewport.width}x${viewport.height}) the opened stop's buttons are large and clear`, async () => {
      const page = await openDemoRoute(viewport);
      await page.locator('[data-testid=audit-stop][data-selected=true]').waitFor();
      await expectUsableButtons(page);
      if (viewport === DESKTOP) {
        // Beside the map: a chosen stop shows left of the side panel.
        const route = await demoRoute();
        const target = [...route.pois]
          .sort((a, b) => a.order - b.order)
          .filter((p) => p.result === null)
          .at(-1) as Stop;
        await stopItem(page, target.puid).getByTestId('audit-stop-row').click();
        await expect.poll(() => centreDistance(page, target)).toBeLessThan(1e-5);
        const shown = await pointOnScreen(page, target);
        expect(shown.x).toBeGreaterThan(0);
        expect(shown.x).toBeLessThan(shown.barLeft);
        await expectUsableButtons(page);
      }
      await screenshot(page, `audit-checklist-${viewport.width}`);
      expect(problems).toEqual([]);
    });
  }
});
