import { contract, RequestMessages, SessionMessages, type SessionUser } from '@indoor/domain';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import { TokenService } from '../auth/tokens.js';
import { UsersRepository } from '../db/repositories/users.repository.js';
import { insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

const register = (t: TestApp, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: contract.userRegister.path, payload: body });
const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: contract.userLogin.path, payload: { username, password } });
const newAccount = (username: string) => ({
  name: 'Eleni Georgiou',
  email: `${username}@example.org`,
  username,
  password: 'long enough password',
});

describeEachDatabase('accounts', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('registers a local account as a plain user with an argon2id password', async () => {
    const res = await register(t, newAccount('eleni'));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { message: string; user: SessionUser };
    expect(body.message).toBe(SessionMessages.registered);
    expect(body.user).toMatchObject({ username: 'eleni', role: 'user', accountType: 'local' });
    expect(body.user.id).toBe(body.user.userId);
    const stored = await new UsersRepository(t.db).findByUsername('eleni');
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored?.password_hash ?? '', 'long enough password')).toBe(true);
  });

  it.each([
    'admin',
    'Admin',
    'PLANNER',
    'planner',
  ])('refuses the reserved username %s', async (username) => {
    const res = await register(t, newAccount(username));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SessionMessages.reservedUsername });
  });

  it('refuses a username that differs only in case', async () => {
    await register(t, newAccount('nikos'));
    const res = await register(t, newAccount('NIKOS'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: SessionMessages.usernameTaken });
  });

  it('refuses a password shorter than 8 characters, naming the field', async () => {
    const res = await register(t, { ...newAccount('shorty'), password: 'seven77' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/"password"/);
  });

  it('signs in and answers the user with a one-hour token carrying userId, username and role', async () => {
    await register(t, newAccount('maria'));
    const res = await login(t, 'Maria', 'long enough password');
    expect(res.statusCode).toBe(200);
    const { user } = res.json() as { user: SessionUser };
    expect(user).toMatchObject({ username: 'maria', role: 'user', type: 'user' });
    const claims = decodeJwt(user.access_token);
    expect(claims).toMatchObject({ userId: user.id, username: 'maria', role: 'user' });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
  });

  it('answers a wrong password and an unknown user alike: 401 Login failed', async () => {
    await register(t, newAccount('andreas'));
    const wrong = await login(t, 'andreas', 'not the password');
    const unknown = await login(t, 'nobody-here', 'not the password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SessionMessages.loginFailed });
    }
  });

  it('refreshes a valid token and refuses a tampered or expired one', async () => {
    const { user } = (await register(t, newAccount('kostas'))).json() as { user: SessionUser };
    const fresh = await t.app.inject({
      method: 'POST',
      url: contract.userRefresh.path,
      payload: { access_token: user.access_token },
    });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.username).toBe('kostas');

    const [header, payload, signature] = user.access_token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...decodeJwt(user.access_token), role: 'admin' }),
    ).toString('base64url');
    const expired = await new TokenService(
      new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!'),
      -10,
    ).issue({ userId: user.id, username: 'kostas', role: 'user' });
    for (const token of [
      `${header}.${forgedPayload}.${signature}`,
      expired,
      'garbage',
      `${payload}`,
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: contract.userRefresh.path,
        payload: { access_token: token },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SessionMessages.refreshFailed });
    }
  });

  it('a plain user may not list users: 403 with the catalogue text', async () => {
    const user = await insertUser(t.db, { role: 'user' });
    const res = await t.app.inject({
      method: 'GET',
      url: contract.permissionsUsers.path,
      headers: { authorization: `Bearer ${await t.tokenFor(user)}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SessionMessages.accessDenied });
  });

  it('a token claiming admin for a plain user grants nothing: roles come from the database', async () => {
    const user = await insertUser(t.db, { role: 'user' });
    const token = await t.tokenFor({ ...user, role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: contract.permissionsUsers.path,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it('admins list every user; planners only the auditors assigned to them', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const planner = await insertUser(t.db, { role: 'planner' });
    const other = await insertUser(t.db, { role: 'planner' });
    const mine = await insertUser(t.db, { role: 'auditor', assigned_planner: planner.id });
    const theirs = await insertUser(t.db, { role: 'auditor', assigned_planner: other.id });
    const list = async (caller: typeof admin) =>
      (
        await t.app.inject({
          method: 'GET',
          url: contract.permissionsUsers.path,
          headers: { authorization: `Bearer ${await t.tokenFor(caller)}` },
        })
      ).json() as { status: string; users: { id: string }[] };
    const all = await list(admin);
    expect(all.status).toBe('success');
    expect(all.users.map((u) => u.id)).toEqual(
      expect.arrayContaining([admin.id, planner.id, mine.id, theirs.id]),
    );
    const plannerView = await list(planner);
    expect(plannerView.users.map((u) => u.id)).toEqual([mine.id]);
  });

  it('an admin changes a role and assigns an auditor to a planner; the next sign-in carries it', async () => {
    const admin = await insertUser(t.db, { role: 'admin' });
    const planner = await insertUser(t.db, { role: 'planner' });
    await register(t, newAccount('sofia'));
    const sofia = await new UsersRepository(t.db).findByUsername('sofia');
    const res = await t.app.inject({
      method: 'POST',
      url: contract.authUsersRole.path,
      headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
      payload: { userId: sofia?.id, role: 'auditor', assigned_planner: planner.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: SessionMessages.roleUpdated,
      user: { username: 'sofia', role: 'auditor', assigned_planner: planner.id },
    });
    const relogin = (await login(t, 'sofia', 'long enough password')).json() as {
      user: SessionUser;
    };
    expect(relogin.user.role).toBe('auditor');
    expect(decodeJwt(relogin.user.access_token).role).toBe('auditor');
  });

  it('refuses to assign a planner who is not a planner, and to demote the last admin', async () => {
    await t.db.deleteFrom('users').where('role', '=', 'admin').execute();
    const admin = await insertUser(t.db, { role: 'admin' });
    const user = await insertUser(t.db, { role: 'user' });
    const change = async (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: contract.authUsersRole.path,
        headers: { authorization: `Bearer ${await t.tokenFor(admin)}` },
        payload,
      });
    const notPlanner = await change({
      userId: user.id,
      role: 'auditor',
      assigned_planner: user.id,
    });
    expect(notPlanner.statusCode).toBe(400);
    expect(notPlanner.json()).toEqual({ message: SessionMessages.plannerMustBePlanner });
    const lastAdmin = await change({ userId: admin.id, role: 'user' });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json()).toEqual({ message: SessionMessages.lastAdmin });
    const unknown = await change({ userId: 'no-such-user', role: 'user' });
    expect(unknown.statusCode).toBe(404);
  });
});

const loginFrom = (t: TestApp, address: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: contract.userLogin.path,
    payload: { username, password },
    remoteAddress: address,
  });

describeEachDatabase('registration closed by the server', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { REGISTRATION: 'closed' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses registrations with a clear message and creates nobody; sign-in still works', async () => {
    const config = await t.app.inject({ method: 'GET', url: contract.getClientConfig.path });
    expect(config.json().registrationOpen).toBe(false);
    const res = await register(t, newAccount('walkin'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SessionMessages.registrationClosed });
    expect(await new UsersRepository(t.db).findByUsername('walkin')).toBeUndefined();
    // Accounts an admin made sign in as before.
    const made = await new UsersRepository(t.db).insert({
      id: crypto.randomUUID(),
      username: 'made-by-admin',
      name: 'Made',
      email: '',
      password_hash: await hashPassword('long enough password'),
      role: 'user',
      account_type: 'local',
    });
    const signIn = await login(t, made.username, 'long enough password');
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('is open by default', async () => {
    const open = await createTestApp(kind);
    try {
      const config = await open.app.inject({ method: 'GET', url: contract.getClientConfig.path });
      expect(config.json().registrationOpen).toBe(true);
      expect((await register(open, newAccount('walkin'))).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describeEachDatabase('sign-in throttling per username and address', (kind) => {
  let t: TestApp;
  let now = Date.UTC(2026, 0, 1);
  const attacker = '203.0.113.7';
  const owner = '198.51.100.20';
  const password = 'long enough password';
  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { RATE_LIMIT_FAILED_LOGINS: '3', RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS: '8' },
      { clock: () => now },
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  const expectWait = (res: Awaited<ReturnType<typeof login>>, seconds: number) => {
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json()).toEqual({ message: RequestMessages.loginWait(seconds) });
    expect(res.headers['retry-after']).toBe(String(seconds));
  };

  it("slows the stranger's address, the owner elsewhere signs in at once, and the wait doubles", async () => {
    await register(t, newAccount('targeted'));
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom(t, attacker, 'targeted', 'wrong password!')).statusCode).toBe(401);
    }
    // Past the free failures: the attacker's address waits, even with the right password.
    expectWait(await loginFrom(t, attacker, 'TARGETED', password), 2);
    // The owner from another address is not slowed at all.
    const ownerLogin = await loginFrom(t, owner, 'targeted', password);
    expect(ownerLogin.statusCode, ownerLogin.body).toBe(200);
    expect(ownerLogin.json().user.username).toBe('targeted');

    // Every further failure after the wait doubles it: 2 s, 4 s, 8 s.
    now += 2_000;
    expect((await loginFrom(t, attacker, 'targeted', 'wrong password!')).statusCode).toBe(401);
    expectWait(await loginFrom(t, attacker, 'targeted', 'wrong password!'), 4);
    now += 1_000;
    expectWait(await loginFrom(t, attacker, 'targeted', password), 3);
    now += 3_000;
    expect((await loginFrom(t, attacker, 'targeted', 'wrong password!')).statusCode).toBe(401);
    expectWait(await loginFrom(t, attacker, 'targeted', 'wrong password!'), 8);
    // The owner is still unaffected.
    expect((await loginFrom(t, owner, 'targeted', password)).statusCode).toBe(200);
    now += 60 * 60_000;
  });

  it('forgets a pair on a successful sign-in', async () => {
    await register(t, newAccount('forgetful'));
    const from = '192.0.2.44';
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom(t, from, 'forgetful', 'wrong password!')).statusCode).toBe(401);
    }
    expectWait(await loginFrom(t, from, 'forgetful', password), 2);
    now += 2_000;
    expect((await loginFrom(t, from, 'forgetful', password)).statusCode).toBe(200);
    // Counted from nothing again: three more failures are free, the fourth attempt waits.
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom(t, from, 'forgetful', 'wrong password!')).statusCode).toBe(401);
    }
    expectWait(await loginFrom(t, from, 'forgetful', password), 2);
    now += 60 * 60_000;
  });

  it('slows one address spraying many usernames, not the others', async () => {
    await register(t, newAccount('sprayed'));
    const sprayer = '203.0.113.99';
    for (let i = 0; i < 8; i += 1) {
      expect((await loginFrom(t, sprayer, `guess${i}`, 'wrong password!')).statusCode).toBe(401);
    }
    expectWait(await loginFrom(t, sprayer, 'sprayed', password), 2);
    expect((await loginFrom(t, owner, 'sprayed', password)).statusCode).toBe(200);
    now += 60 * 60_000;
  });
});

describe('sign-in limits per client address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_AUTH_PER_MINUTE: '8' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('limits sign-in attempts per client address (429 with a message)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await login(t, `someone${i}`, 'whatever!!')).statusCode);
    // Eight attempts a minute: the first eight are answered, the rest refused.
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
    const res = await login(t, 'someone-else', 'whatever!!');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBeTruthy();
  });
});

describe('sign-in limits per client address behind a load balancer', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
  });
  /** Three attempts from each of two clients, all through one balancer at 10.0.0.2. */
  const statusesThroughBalancer = async (env: Record<string, string>) => {
    const t = await createTestApp('pglite', { RATE_LIMIT_AUTH_PER_MINUTE: '3', ...env });
    apps.push(t);
    const statuses: number[] = [];
    for (const client of ['203.0.113.7', '198.51.100.9'])
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await t.app.inject({
              method: 'POST',
              url: contract.userLogin.path,
              payload: { username: `someone${i}`, password: 'whatever!!' },
              remoteAddress: '10.0.0.2',
              headers: { 'x-forwarded-for': client },
            })
          ).statusCode,
        );
    return statuses;
  };

  it('counts each client by X-Forwarded-For only through the proxies TRUST_PROXY names', async () => {
    // Untrusted: every client is the balancer, so the second client is refused at once.
    expect(await statusesThroughBalancer({})).toEqual([401, 401, 401, 429, 429, 429]);
    // One trusted hop, or the balancer's range: each client has its own three attempts.
    expect(await statusesThroughBalancer({ TRUST_PROXY: '1' })).toEqual(Array(6).fill(401));
    expect(await statusesThroughBalancer({ TRUST_PROXY: '10.0.0.0/8' })).toEqual(
      Array(6).fill(401),
    );
    // A header from a peer that is not a named proxy is not believed.
    expect(await statusesThroughBalancer({ TRUST_PROXY: '192.168.1.1' })).toEqual([
      401, 401, 401, 429, 429, 429,
    ]);
  });
});
