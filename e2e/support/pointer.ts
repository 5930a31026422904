import type { Page } from 'playwright-core';

export interface ScreenPoint {
  x: number;
  y: number;
}

/** The centre of the element with this test id, in page pixels; throws when it is not shown. */
export async function centreOfTestId(page: Page, testId: string): Promise<ScreenPoint> {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not on the screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses the mouse at `from`, moves it by (dx, dy) in two stretches and lets go. */
export async function dragBy(page: Page, from: ScreenPoint, dx: number, dy: number): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + dx / 2, from.y + dy / 2, { steps: 4 });
  await page.mouse.move(from.x + dx, from.y + dy, { steps: 4 });
  await page.mouse.up();
}
