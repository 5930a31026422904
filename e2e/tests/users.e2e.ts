import { AccountMessages, UserManagementMessages as M, SessionMessages } from '@indoor/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN, ADMIN_ENV, submitSignInDialog } from '../support/planner-page.js';

const TESS = { username: 'tess', name: 'Tess Tester', email: 'tess@example.org' };
const TESS_PASSWORD = 'tess chooses her own';
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };

describe('accounts an admin runs, in Chromium', () => {
  // The demo data brings a planner and an auditor, so the list has something to show.
  const planner = usePlannerInBrowser(ADMIN_ENV);
  const { problems } = planner;

  const alertText = (page: Page) => page.getByTestId('alert-area').getByRole('alert').textContent();
  const row = (page: Page, username: string) =>
    page.locator(`[data-testid=user-row][data-username="${username}"]`);

  async function oneTimePassword(page: Page, username: string): Promise<string> {
    const dialog = page.getByRole('dialog', { name: M.oneTimePasswordTitle(username) });
    await dialog.waitFor();
    const password = await dialog.getByTestId('one-time-password').inputValue();
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    return password;
  }

  async function openAccountTab(page: Page): Promise<void> {
    await page.getByTestId('tab-account').click();
    await page.getByTestId('tabpanel-account').waitFor();
  }

  it('an admin creates a user and resets their password; the user must choose a new one; disabled, their session ends', async () => {
    const adminContext = await planner.newContext({ contextOptions: { viewport: WIDE } });
    const admin = await planner.newPageIn(adminContext);
    await admin.goto(`${planner.baseUrl}/users`);
    await admin.getByTestId('users-sign-in').getByRole('button', { name: 'Sign in' }).click();
    await submitSignInDialog(admin, ADMIN);
    await admin.getByTestId('users-table').waitFor();

    // Create: the server answers a one-time password, shown once.
    await admin.getByTestId('create-user').click();
    const create = admin.getByRole('dialog', { name: M.createUserTitle });
    await create.getByLabel(AccountMessages.usernameLabel, { exact: true }).fill(TESS.username);
    await create.getByLabel(AccountMessages.nameLabel, { exact: true }).fill(TESS.name);
    await create.getByLabel(M.emailOptionalLabel).fill(TESS.email);
    await create.getByLabel(AccountMessages.roleLabel).selectOption('user');
    await screenshot(admin, 'users-create-dialog');
    await create.getByTestId('create-user-submit').click();
    const first = await oneTimePassword(admin, TESS.username);
    await admin.getByTestId('one-time-password-done').click();
    await row(admin, TESS.username).waitFor();
    expect(await row(admin, TESS.username).textContent()).toContain(M.statusMustChangePassword);

    // Reset: a new one-time password; the first no longer works.
    await row(admin, TESS.username).getByTestId('reset-password').click();
    await admin.getByTestId('reset-password-confirm').click();
    const reset = await oneTimePassword(admin, TESS.username);
    expect(reset).not.toBe(first);
    await screenshot(admin, 'users-one-time-password');
    await admin.getByTestId('one-time-password-done').click();

    // The user signs in with it and must choose a new password before anything else.
    const userContext = await planner.newContext({ contextOptions: { viewport: NARROW } });
    const user = await planner.newPageIn(userContext);
    await user.goto(planner.baseUrl);
    await openAccountTab(user);
    await user.getByTestId('account-sign-in').click();
    await submitSignInDialog(user, { username: TESS.username, password: reset });
    const required = user.getByTestId('password-change-required');
    await required.waitFor();
    expect(await user.getByTestId('map').count()).toBe(0);
    await required.getByLabel(AccountMessages.oneTimePasswordLabel).fill(reset);
    await required
      .getByLabel(AccountMessages.newPasswordLabel, { exact: true })
      .fill(TESS_PASSWORD);
    await required.getByLabel(AccountMessages.repeatPasswordLabel).fill(TESS_PASSWORD);
    await screenshot(user, 'users-password-change-required-390');
    await required.getByTestId('change-password-submit').click();
    await required.waitFor({ state: 'detached' });
    await openAccountTab(user);
    expect(await user.getByTestId('account-username').textContent()).toBe(TESS.username);

    // The admin sees the change and the sign-in, then disables the account.
    await admin.reload();
    await row(admin, TESS.username).waitFor();
    expect(await row(admin, TESS.username).textContent()).toContain(M.statusActive);
    expect(await row(admin, TESS.username).getByTestId('last-sign-in').textContent()).not.toBe(
      M.neverSignedIn,
    );
    await row(admin, TESS.username).getByTestId('disable-user').click();
    await admin.getByRole('dialog', { name: M.disableTitle(TESS.username) }).waitFor();
    await admin.getByTestId('disable-user-confirm').click();
    await expect.poll(() => alertText(admin)).toBe(SessionMessages.userDisabled(TESS.username));
    expect(await row(admin, TESS.username).textContent()).toContain(M.statusDisabled);

    // Tess's next request is refused: the app signs her out and says why.
    await user.getByTestId('profile-name').fill('Tess T.');
    await user.getByTestId('profile-submit').click();
    await user.getByTestId('account-sign-in').waitFor();
    await expect.poll(() => alertText(user)).toBe(SessionMessages.accountDisabled);
    await screenshot(user, 'users-disabled-signed-out-390');
    // And she cannot sign in again.
    await user.getByTestId('account-sign-in').click();
    await submitSignInDialog(user, { username: TESS.username, password: TESS_PASSWORD });
    await expect
      .poll(() => user.getByTestId('sign-in-error').textContent())
      .toBe(SessionMessages.accountDisabled);
    expect(problems).toEqual([]);
  });

  it('shows /users and the account tab at 1440 x 900 and 390 x 844', async () => {
    for (const [label, viewport] of [
      ['1440', WIDE],
      ['390', NARROW],
    ] as const) {
      const context = await planner.newContext({ contextOptions: { viewport } });
      const page = await planner.newPageIn(context);
      await page.goto(`${planner.baseUrl}/users`);
      await page.getByTestId('users-sign-in').getByRole('button', { name: 'Sign in' }).click();
      await submitSignInDialog(page, ADMIN);
      await page.getByTestId('users-table').waitFor();
      await screenshot(page, `users-list-${label}`);
      // Names never wrap a letter per line: each name cell is wider than a few letters.
      const widths = await page
        .locator('.users-table__name')
        .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
      expect(Math.min(...widths)).toBeGreaterThan(60);

      await row(page, TESS.username).getByTestId('delete-user').click();
      await page.getByRole('dialog', { name: M.deleteTitle(TESS.username) }).waitFor();
      await screenshot(page, `users-delete-dialog-${label}`);
      await page.keyboard.press('Escape');

      await page.goto(planner.baseUrl);
      await openAccountTab(page);
      await page.getByTestId('change-password-form').waitFor();
      await screenshot(page, `account-tab-${label}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
