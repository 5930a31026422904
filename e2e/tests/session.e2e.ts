import { SessionMessages, StorageKeys } from '@indoor/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, watchPageProblems } from '../support/browser.js';
import { usePlannerInBrowser } from '../support/planner-in-browser.js';
import { ADMIN, ADMIN_ENV, postJson, signIn, submitSignInDialog } from '../support/planner-page.js';
import { type FakeOidcProvider, startFakeOidcProvider } from './fake-oidc-provider.js';

const NEW_USER = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  username: 'ada_e2e',
  password: 'analytical-engine',
};
const PLAIN_USER = {
  name: 'Plain User',
  email: 'plain@example.org',
  username: 'plain_e2e',
  password: 'plain-password',
};
const OIDC_CLIENT_ID = 'planner-e2e-client';
const FEDERATED_IDENTITY = {
  sub: 'provider-subject-42',
  email: 'federica@example.org',
  name: 'Federica Example',
};
/** The token cookie of the web app (apps/web/src/session/keys.ts). */
const TOKEN_COOKIE = 'localToken';

describe('accounts, sessions and user management in Chromium', () => {
  let provider: FakeOidcProvider;
  // Started first and stopped last: the server is started with its issuer.
  beforeAll(async () => {
    provider = await startFakeOidcProvider(OIDC_CLIENT_ID, FEDERATED_IDENTITY);
  });
  afterAll(async () => {
    await provider?.close();
  });
  const planner = usePlannerInBrowser(() => ({
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID,
    DEMO_DATA: '0',
    ...ADMIN_ENV,
  }));
  const { problems } = planner;

  async function openAccountTab(page: Page): Promise<void> {
    await page.getByTestId('tab-account').click();
    await page.getByTestId('tabpanel-account').waitFor();
  }

  const alertText = (page: Page) => page.getByTestId('alert-area').getByRole('alert').textContent();
  /** Lets an alert's 200 ms slide-in finish, so a screenshot shows it as the user reads it. */
  const tokenCookie = async (context: BrowserContext) =>
    (await context.cookies(planner.baseUrl)).find((cookie) => cookie.name === TOKEN_COOKIE);

  it('registers through the dialog, signs out, signs in and survives a reload', async () => {
    const context = await planner.newContext();
    const page = await planner.newPageIn(context);
    await page.goto(planner.baseUrl);
    await openAccountTab(page);
    await page.getByTestId('account-register').click();
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await dialog.waitFor();
    // The dialog opens with the focus in its first field.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    await dialog.getByLabel('Name', { exact: true }).fill(NEW_USER.name);
    await dialog.getByLabel('E-mail').fill(NEW_USER.email);
    await dialog.getByLabel('Username', { exact: true }).fill(NEW_USER.username);
    await dialog.getByLabel('Password', { exact: true }).fill(NEW_USER.password);
    await screenshot(page, 'session-register-dialog');
    await dialog.getByTestId('register-submit').click();

    await expect.poll(() => alertText(page)).toBe(SessionMessages.registered);
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('account-username').textContent()).toBe(NEW_USER.username);
    expect(await page.getByTestId('account-role').textContent()).toBe('user');
    const cookie = await tokenCookie(context);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.value.split('.')).toHaveLength(3);
    await screenshot(page, 'session-account-signed-in');

    // The API key is the access token: copied to the clipboard, and shown read-only on request.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: planner.baseUrl,
    });
    await page.getByTestId('copy-api-key').click();
    await expect.poll(() => alertText(page)).toBe(SessionMessages.apiKeyCopied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(cookie?.value);
    await page.getByTestId('show-access-token').click();
    expect(await page.getByLabel('Access token').inputValue()).toBe(cookie?.value);

    // Sign-out reloads the page signed out, with the logout flag set and the cookie gone.
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('account-sign-out').click();
    await reloaded;
    await openAccountTab(page);
    await page.getByTestId('account-sign-in').waitFor();
    expect(await page.evaluate((k) => localStorage.getItem(k), StorageKeys.logoutState)).toBe(
      'true',
    );
    expect(await tokenCookie(context)).toBeUndefined();

    // A wrong password shows the server's message in the dialog.
    await page.getByTestId('account-sign-in').click();
    await submitSignInDialog(page, { username: NEW_USER.username, password: 'not-the-password' });
    await expect
      .poll(() => page.getByTestId('sign-in-error').textContent())
      .toBe(SessionMessages.loginFailed);
    await screenshot(page, 'session-sign-in-error');
    await submitSignInDialog(page, NEW_USER);
    await page.getByTestId('account-username').waitFor();
    expect(await page.getByTestId('account-username').textContent()).toBe(NEW_USER.username);
    expect(await page.evaluate((k) => localStorage.getItem(k), StorageKeys.logoutState)).toBeNull();

    // A reload restores the session from the stored token (exchanged 500 ms after start).
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/user/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await openAccountTab(page);
    await page.getByTestId('account-username').waitFor();
    expect(await page.getByTestId('account-username').textContent()).toBe(NEW_USER.username);
    expect(problems).toEqual([]);
  });

  it('a sign-out in one tab signs the other tab out; a sign-in there restores it', async () => {
    const context = await planner.newContext();
    const first = await planner.newPageIn(context);
    await first.goto(planner.baseUrl);
    await signIn(first, NEW_USER);

    const second = await planner.newPageIn(context);
    await second.goto(planner.baseUrl);
    await openAccountTab(second);
    await second.getByTestId('account-username').waitFor();

    const secondReloaded = second.waitForEvent('load');
    await first.getByTestId('account-sign-out').click();
    await secondReloaded;
    await openAccountTab(second);
    await second.getByTestId('account-sign-in').waitFor();
    expect(await second.getByTestId('account-details').count()).toBe(0);
    await screenshot(second, 'session-second-tab-signed-out');

    // The login event reaches the other tab, which restores the session without a reload.
    await first.waitForLoadState('load');
    await signIn(first, NEW_USER);
    await second.getByTestId('account-username').waitFor({ timeout: 10_000 });
    expect(await second.getByTestId('account-username').textContent()).toBe(NEW_USER.username);
    expect(problems).toEqual([]);
  });

  it('an admin opens user management from the account tab and makes the new user an auditor', async () => {
    const context = await planner.newContext();
    const page = await planner.newPageIn(context);
    await page.goto(planner.baseUrl);
    await signIn(page, ADMIN);
    expect(await page.getByTestId('account-role').textContent()).toBe('admin');

    const opened = context.waitForEvent('page');
    await page.getByTestId('open-user-management').click();
    const users = await opened;
    problems.push(...watchPageProblems(users, planner.baseUrl));
    await users.getByTestId('users-table').waitFor();
    // The redirect's parameters (the token among them) do not stay in the address bar.
    expect(new URL(users.url()).pathname).toBe('/users');
    expect(new URL(users.url()).search).toBe('');

    const role = users.getByLabel(`Role of ${NEW_USER.username}`);
    expect(await role.inputValue()).toBe('user');
    await role.selectOption('auditor');
    // A role change asks first.
    await users.getByTestId('role-change-confirm').click();
    await expect.poll(() => alertText(users)).toBe(SessionMessages.roleUpdated);
    await users.getByLabel(`Assigned planner of ${NEW_USER.username}`).waitFor();
    await screenshot(users, 'session-users-admin');

    await users.reload();
    await users.getByTestId('users-table').waitFor();
    expect(await users.getByLabel(`Role of ${NEW_USER.username}`).inputValue()).toBe('auditor');
    expect(problems).toEqual([]);
  });

  it('a plain user who signs in on /users is refused', async () => {
    await postJson(planner.baseUrl, '/api/user/register', PLAIN_USER);

    const page = await planner.newPage();
    await page.goto(`${planner.baseUrl}/users`);
    await page.getByTestId('users-sign-in').waitFor();
    await page.getByTestId('users-sign-in').getByRole('button', { name: 'Sign in' }).click();
    await submitSignInDialog(page, PLAIN_USER);
    await page.getByTestId('users-access-denied').waitFor();
    expect(await page.getByTestId('users-access-denied').textContent()).toBe(
      SessionMessages.accessDenied,
    );
    await screenshot(page, 'session-users-access-denied');
    expect(problems).toEqual([]);
  });

  it('signs in with the federated provider and keeps its id token for "Show id token"', async () => {
    const page = await planner.newPage();
    await page.goto(planner.baseUrl);
    await openAccountTab(page);
    await page.getByTestId('account-sign-in').click();
    const federated = page.getByRole('button', { name: 'Sign in with Google' });
    await federated.waitFor();
    await screenshot(page, 'session-sign-in-dialog-federated');

    // Provider, then /auth/callback, then the map.
    await federated.click();
    await page.waitForURL(`${planner.baseUrl}/`);
    await openAccountTab(page);
    await page.getByTestId('account-username').waitFor();
    expect(await page.getByTestId('account-details').textContent()).toContain(
      FEDERATED_IDENTITY.name,
    );
    expect(await page.getByTestId('account-details').textContent()).toContain('Google');

    await page.getByTestId('show-id-token').click();
    const idToken = await page.getByLabel('Id token').inputValue();
    const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ sub: FEDERATED_IDENTITY.sub, aud: OIDC_CLIENT_ID });
    expect(provider.nonces()).toEqual([claims.nonce]);
    // The callback's fragment (and the id token in it) is gone from the address bar.
    expect(page.url()).toBe(`${planner.baseUrl}/`);
    await screenshot(page, 'session-federated-account');
    expect(problems).toEqual([]);
  });
});
