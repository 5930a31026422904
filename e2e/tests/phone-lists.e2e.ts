import { AppShellMessages } from '@indoor/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN, ADMIN_ENV, openMainScreen, submitSignInDialog } from '../support/planner-page.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The narrowest a line's text may get before words break a few letters per line. */
const MIN_TEXT_WIDTH = 120;
/** The height of a control a finger can hit. */
const TOUCH_HEIGHT = 44;

/** The two lists: their address, the prefix of their page's test ids, and their table. */
const LISTS = [
  { path: '/users', page: 'users', table: 'users-table', name: '.users-table__name' },
  { path: '/assets', page: 'assets', table: 'asset-table', name: 'td.asset-table__name' },
] as const;
type List = (typeof LISTS)[number];

/** What a phone layout is measured by, read in the page. */
interface CardMeasures {
  documentWidth: number;
  /** The page scrolls inside its own element: how far it could scroll sideways. */
  pageOverflow: number;
  /** The right edge of the furthest element of the table. */
  rightmost: number;
  /** The narrowest room a data cell leaves its text (the second track of a labelled line). */
  narrowestText: number;
  names: { width: number; height: number; lineHeight: number }[];
  buttons: { height: number; width: number; cardWidth: number }[];
  selects: number[];
}

async function openSignedIn(page: Page, baseUrl: string, list: List): Promise<void> {
  await page.goto(`${baseUrl}${list.path}`);
  const table = page.getByTestId(list.table);
  const prompt = page.getByTestId(`${list.page}-sign-in`);
  await table.or(prompt).waitFor({ timeout: 15_000 });
  if (await prompt.isVisible()) {
    await prompt.getByRole('button', { name: 'Sign in' }).click();
    await submitSignInDialog(page, ADMIN);
  }
  await table.waitFor({ timeout: 15_000 });
  await page.locator(`[data-testid=${list.table}] tbody tr`).first().waitFor();
}

function measureCards(page: Page, list: List): Promise<CardMeasures> {
  return page.evaluate(
    ({ tableId, nameSelector }) => {
      const table = document.querySelector(`[data-testid=${tableId}]`) as HTMLElement;
      const scroller = document.querySelector('.page') as HTMLElement;
      const shown = (element: Element) => getComputedStyle(element).display !== 'none';
      const cells = Array.from(table.querySelectorAll('tbody td, tbody th')).filter(shown);
      const textRoom = cells.map((cell) => {
        const style = getComputedStyle(cell);
        if (style.display === 'grid') {
          const tracks = style.gridTemplateColumns.split(' ').map(Number.parseFloat);
          return tracks[tracks.length - 1] ?? 0;
        }
        return (
          cell.getBoundingClientRect().width -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight)
        );
      });
      const buttons = Array.from(table.querySelectorAll('tbody button')).filter(
        (button) => (button as HTMLElement).offsetParent !== null,
      );
      return {
        documentWidth: document.documentElement.scrollWidth,
        pageOverflow: scroller.scrollWidth - scroller.clientWidth,
        rightmost: Math.max(
          ...Array.from(table.querySelectorAll('*'))
            .filter(shown)
            .map((element) => element.getBoundingClientRect().right),
        ),
        narrowestText: Math.min(...textRoom),
        names: Array.from(table.querySelectorAll(nameSelector)).map((name) => {
          const box = name.getBoundingClientRect();
          return {
            width: box.width,
            height: box.height,
            lineHeight: Number.parseFloat(getComputedStyle(name).lineHeight),
          };
        }),
        buttons: buttons.map((button) => {
          const card = button.closest('tr') as HTMLElement;
          const cardStyle = getComputedStyle(card);
          return {
            height: button.getBoundingClientRect().height,
            width: button.getBoundingClientRect().width,
            cardWidth:
              card.getBoundingClientRect().width -
              Number.parseFloat(cardStyle.paddingLeft) -
              Number.parseFloat(cardStyle.paddingRight),
          };
        }),
        selects: Array.from(table.querySelectorAll('tbody select')).map(
          (select) => select.getBoundingClientRect().height,
        ),
      };
    },
    { tableId: list.table, nameSelector: list.name },
  );
}

describe('the user and asset lists on a phone, in Chromium', () => {
  // The demo data brings a planner, an auditor and a building full of assets.
  const planner = usePlannerInBrowser(ADMIN_ENV);
  const { problems } = planner;

  it('shows /users and /assets as cards at 390 x 844: no squeezed text, no sideways scrolling, buttons a finger can hit', async () => {
    const page = await planner.newPage({ contextOptions: { viewport: PHONE } });
    for (const list of LISTS) {
      await openSignedIn(page, planner.baseUrl, list);
      await screenshot(page, `${list.page}-phone`);
      // The column headings give way to each line's own label.
      expect(await page.locator(`[data-testid=${list.table}] thead`).isVisible()).toBe(false);

      const measures = await measureCards(page, list);
      expect(measures.documentWidth, list.path).toBeLessThanOrEqual(PHONE.width);
      expect(measures.pageOverflow, list.path).toBeLessThanOrEqual(0);
      expect(measures.rightmost, list.path).toBeLessThanOrEqual(PHONE.width);
      expect(measures.narrowestText, list.path).toBeGreaterThanOrEqual(MIN_TEXT_WIDTH);
      expect(measures.names.length, list.path).toBeGreaterThan(0);
      for (const name of measures.names) {
        expect(name.width, list.path).toBeGreaterThanOrEqual(MIN_TEXT_WIDTH);
        expect(name.height, list.path).toBeLessThan(3 * name.lineHeight);
      }
      expect(measures.buttons.length, list.path).toBeGreaterThan(0);
      for (const button of measures.buttons) {
        expect(button.height, list.path).toBeGreaterThanOrEqual(TOUCH_HEIGHT);
        // Full width: the card's width inside its padding.
        expect(button.width, list.path).toBeGreaterThanOrEqual(button.cardWidth - 1);
      }
      for (const height of measures.selects) {
        expect(height, list.path).toBeGreaterThanOrEqual(TOUCH_HEIGHT);
      }
      // The first card whole, its buttons included.
      await page
        .locator(`[data-testid=${list.table}] tbody tr`)
        .nth(1)
        .evaluate((card) => card.scrollIntoView({ block: 'end' }));
      await screenshot(page, `${list.page}-phone-cards`);
    }

    // An asset card's button opens the asset on the map.
    await page.getByTestId('asset-open').first().click();
    await page.waitForURL(`${planner.baseUrl}/`);
    await page.getByTestId('poi-info-window').waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
  });

  it('keeps both tables at 1440 x 900', async () => {
    const page = await planner.newPage({ contextOptions: { viewport: DESKTOP } });
    for (const list of LISTS) {
      await openSignedIn(page, planner.baseUrl, list);
      await screenshot(page, `${list.page}-desktop`);
      const header = page.locator(`[data-testid=${list.table}] thead tr`);
      expect(await header.isVisible(), list.path).toBe(true);
      const displays = await page.evaluate((tableId) => {
        const table = document.querySelector(`[data-testid=${tableId}]`) as HTMLElement;
        const row = table.querySelector('tbody tr') as HTMLElement;
        return [getComputedStyle(table).display, getComputedStyle(row).display];
      }, list.table);
      expect(displays, list.path).toEqual(['table', 'table-row']);
    }
    // A click on the row opens an asset: its card's button is for narrow screens only.
    expect(await page.getByTestId('asset-open').first().isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });

  it("steps the planner's control bar through its heights on a phone, by keyboard too", async () => {
    const page = await planner.newPage({ contextOptions: { viewport: PHONE } });
    await openMainScreen(page, planner.baseUrl);
    const bar = page.getByTestId('control-bar');
    const button = page.getByTestId('control-bar-size');
    const tabs = page.getByRole('tablist', { name: AppShellMessages.controlBarTabs });
    const height = async () => (await bar.boundingBox())?.height ?? 0;
    const attribution = async () =>
      (await page.locator('.maplibregl-ctrl-bottom-left').boundingBox())?.y ?? 0;

    // At first, as before: 45% of the screen, the tabs and the panel in it.
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await button.getAttribute('aria-label')).toBe(AppShellMessages.phoneSheetButton.half);
    expect(Math.abs((await height()) - 0.45 * PHONE.height)).toBeLessThan(2);
    const box = await button.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(TOUCH_HEIGHT);
    expect(box?.width).toBeGreaterThanOrEqual(TOUCH_HEIGHT);
    const halfAttribution = await attribution();

    // Enter: all of the screen.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(height).toBeGreaterThan(PHONE.height - 40);
    expect(await tabs.isVisible()).toBe(true);
    await screenshot(page, 'planner-sheet-full-phone');

    // Space: the header alone, the map free above it; the attribution follows it down.
    await page.keyboard.press('Space');
    await expect.poll(height).toBeLessThan(80);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.getAttribute('aria-label')).toBe(AppShellMessages.phoneSheetButton.peek);
    expect(await tabs.isVisible()).toBe(false);
    expect(await button.isVisible()).toBe(true);
    expect(await attribution()).toBeGreaterThan(halfAttribution + 200);
    await screenshot(page, 'planner-sheet-peek-phone');

    // And back to half the screen.
    await button.click();
    await expect.poll(height).toBeGreaterThan(0.45 * PHONE.height - 2);
    expect(await tabs.isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("hides the sheet's button beside the map at 1440 x 900", async () => {
    const page = await planner.newPage({ contextOptions: { viewport: DESKTOP } });
    await openMainScreen(page, planner.baseUrl);
    expect(await page.getByTestId('control-bar-size').isVisible()).toBe(false);
    expect(problems).toEqual([]);
  });
});
