import { chromium } from 'playwright-core';
const base = process.argv[2] ?? 'http://127.0.0.1:8091';
const out = process.argv[3] ?? '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
for (const [w, h, name] of [[1440, 900, 'desk'], [390, 844, 'phone']] as const) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.addInitScript(() => localStorage.setItem('welcomeSeen', 'true'));
  await page.goto(base);
  await page.locator('[data-testid=map] canvas').waitFor();
  await page.getByTestId('tab-spaces').click();
  await page.getByTestId('space-list-item').filter({ hasText: 'Engineering Hall' }).first().click();
  await page.waitForTimeout(2500);
  const menu = page.getByTestId('layer-quick-actions');
  if ((await menu.getAttribute('open')) === null) await menu.locator('summary').click();
  await page.getByTestId('quick-toggle-acces').click();
  for (let i = 0; i < 60; i++) {
    const r = await page.evaluate(async () => {
      const res = await fetch('/api/position/radio/acces', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ buid: 'building_demo_engineering_hall', floor: '0' }) });
      const j = await res.json();
      return { status: j.status, n: j.crlb?.length, progress: j.progress };
    });
    console.log(name, JSON.stringify(r));
    if (r.status === 'ready') break;
    await page.waitForTimeout(1000);
  }
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `${out}/acces-${name}.png` });
  await page.close();
}
await browser.close();
