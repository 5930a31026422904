import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../../tools/lib/chromium.js';

export const ARTIFACTS_DIR = path.resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium, headless, with software WebGL so MapLibre renders. */
export const launchBrowser = (extraArgs: readonly string[] = []): Promise<Browser> =>
  launchChromium(extraArgs);

/**
 * Resolves once the page's finite CSS animations and transitions (an alert sliding in)
 * have finished and two more frames have been drawn: what a screenshot should show.
 */
export async function renderingSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await renderingSettled(page);
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Collects page errors and failed same-origin requests, which a test then asserts to be empty. */
export function watchPageProblems(page: Page, origin: string): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 500) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}
