import {
  buildPath,
  contract,
  type Endpoint,
  FetchMessages,
  type ListedUser,
  type Role,
  SessionMessages,
  type SessionUser,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords.js';
import { UsersRepository } from '../db/repositories/users.repository.js';
import type { UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

const PASSWORD = 'the first password';

describeEachDatabase('account administration', (kind) => {
  let t: TestApp;
  let admin: UserRow;
  let adminToken: string;
  let passwordHash: string;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    passwordHash = await hashPassword(PASSWORD);
    admin = await insertUser(t.db, {
      role: 'admin',
      username: 'root',
      password_hash: passwordHash,
    });
    adminToken = await signIn('root');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (
    endpoint: Endpoint,
    token: string | null,
    body?: Record<string, unknown>,
    params?: Record<string, string>,
  ) =>
    t.app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(endpoint.method === 'POST' || endpoint.method === 'PUT' ? { payload: body ?? {} } : {}),
    });

  const login = (username: string, password = PASSWORD) =>
    call(contract.userLogin, null, { username, password });

  async function signIn(username: string, password = PASSWORD): Promise<string> {
    const res = await login(username, password);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { user: SessionUser }).user.access_token;
  }

  /** A local account with PASSWORD. */
  const account = (role: Role = 'user', more: Partial<UserRow> = {}) => {
    counter += 1;
    return insertUser(t.db, {
      role,
      username: `person${counter}`,
      password_hash: passwordHash,
      ...more,
    });
  };

  const refresh = (token: string) => call(contract.userRefresh, null, { access_token: token });
  /** A bearer call any signed-in account may make. */
  const ownSpaces = (token: string) => call(contract.spaceAccessible, token, {});
  const stored = async (id: string) => new UsersRepository(t.db).findById(id);

  it('an admin creates an account with a one-time password; its session may only change the password', async () => {
    const created = await call(contract.authUsersCreate, adminToken, {
      username: 'newcomer',
      name: 'New Comer',
      email: 'new@example.org',
      role: 'planner',
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = created.json() as {
      message: string;
      user: ListedUser;
      one_time_password: string;
    };
    expect(answer.message).toBe(SessionMessages.userCreated('newcomer'));
    expect(answer.user).toMatchObject({
      username: 'newcomer',
      role: 'planner',
      disabled: false,
      mustChangePassword: true,
      lastSignInAt: null,
    });
    expect(answer.one_time_password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const row = await stored(answer.user.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.password_hash).not.toContain(answer.one_time_password);

    const signedIn = await login('newcomer', answer.one_time_password);
    expect(signedIn.statusCode).toBe(200);
    const session = (signedIn.json() as { user: SessionUser }).user;
    expect(session.mustChangePassword).toBe(true);
    expect((await stored(answer.user.id))?.last_sign_in_at).toBeInstanceOf(Date);

    // Everything but the password change is refused, with a message saying why.
    const refused = await ownSpaces(session.access_token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: SessionMessages.passwordChangeRequired });
    const profile = await call(contract.accountProfileUpdate, session.access_token, {
      name: 'Sneaky',
      email: '',
    });
    expect(profile.statusCode).toBe(403);
    expect((await stored(answer.user.id))?.name).toBe('New Comer');
    // The refresh still answers, and still says so.
    const refreshed = await refresh(session.access_token);
    expect(refreshed.json().user.mustChangePassword).toBe(true);

    const changed = await call(contract.accountPasswordChange, session.access_token, {
      current_password: answer.one_time_password,
      new_password: 'my very own password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = (changed.json() as { user: SessionUser }).user;
    expect(fresh.mustChangePassword).toBe(false);
    expect((await ownSpaces(fresh.access_token)).statusCode).toBe(200);
    expect((await ownSpaces(session.access_token)).statusCode).toBe(401);
    expect((await login('newcomer', answer.one_time_password)).statusCode).toBe(401);
    expect((await login('newcomer', 'my very own password')).json().user.mustChangePassword).toBe(
      false,
    );
  });

  it('a password change ends the other sessions at once; the new token works', async () => {
    const user = await account();
    const here = await signIn(user.username);
    const elsewhere = await signIn(user.username);
    expect((await ownSpaces(elsewhere)).statusCode).toBe(200);

    const changed = await call(contract.accountPasswordChange, here, {
      current_password: PASSWORD,
      new_password: 'a second password',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(SessionMessages.passwordChanged);
    const fresh = (changed.json() as { user: SessionUser }).user.access_token;

    for (const old of [here, elsewhere]) {
      const res = await ownSpaces(old);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: FetchMessages.authorize });
      const renewed = await refresh(old);
      expect(renewed.statusCode).toBe(401);
      expect(renewed.json()).toEqual({ message: SessionMessages.refreshFailed });
    }
    expect((await ownSpaces(fresh)).statusCode).toBe(200);
    expect((await refresh(fresh)).statusCode).toBe(200);
    expect((await login(user.username, PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, 'a second password')).statusCode).toBe(200);
  });

  it('refuses a wrong current password, the same password again, and an account without a password; nothing changes', async () => {
    const user = await account();
    const token = await signIn(user.username);
    const wrong = await call(contract.accountPasswordChange, token, {
      current_password: 'not it at all',
      new_password: 'a second password',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ message: SessionMessages.currentPasswordWrong });
    const same = await call(contract.accountPasswordChange, token, {
      current_password: PASSWORD,
      new_password: PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ message: SessionMessages.newPasswordSameAsCurrent });
    const short = await call(contract.accountPasswordChange, token, {
      current_password: PASSWORD,
      new_password: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect((await stored(user.id))?.password_hash).toBe(passwordHash);
    expect((await ownSpaces(token)).statusCode).toBe(200);

    const federated = await insertUser(t.db, { account_type: 'google', external_subject: 'g-1' });
    const res = await call(contract.accountPasswordChange, await t.tokenFor(federated), {
      current_password: 'anything',
      new_password: 'a second password',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: SessionMessages.noPasswordToChange });
  });

  it('changes its own name and e-mail, and refuses a bad e-mail', async () => {
    const user = await account();
    const token = await signIn(user.username);
    const res = await call(contract.accountProfileUpdate, token, {
      name: '  Ada Byron ',
      email: 'ada@example.org',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user).toMatchObject({ name: 'Ada Byron', email: 'ada@example.org' });
    expect((await ownSpaces(res.json().user.access_token)).statusCode).toBe(200);
    // The old token still works: nothing about the session changed.
    expect((await ownSpaces(token)).statusCode).toBe(200);
    const bad = await call(contract.accountProfileUpdate, token, { name: 'Ada', email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/email/);
    expect((await stored(user.id))?.email).toBe('ada@example.org');
  });

  it('a disabled account gets 401 at once, cannot refresh or sign in, keeps its data, and comes back when enabled', async () => {
    const user = await account();
    const token = await signIn(user.username);
    const space = await insertSpace(t.db, user.id, { name: 'Kept hall' });

    const disabled = await call(contract.authUsersDisabled, adminToken, {
      userId: user.id,
      disabled: true,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({
      message: SessionMessages.userDisabled(user.username),
      user: { disabled: true, ownedSpaces: 1 },
    });

    const res = await ownSpaces(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: SessionMessages.accountDisabled });
    const renewed = await refresh(token);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json()).toEqual({ message: SessionMessages.accountDisabled });
    const right = await login(user.username);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: SessionMessages.accountDisabled });
    // A wrong password learns nothing about the account.
    expect((await login(user.username, 'wrong password')).json()).toEqual({
      message: SessionMessages.loginFailed,
    });
    const kept = await t.db
      .selectFrom('spaces')
      .select('owner_id')
      .where('buid', '=', space.buid)
      .executeTakeFirst();
    expect(kept?.owner_id).toBe(user.id);

    const enabled = await call(contract.authUsersDisabled, adminToken, {
      userId: user.id,
      disabled: false,
    });
    expect(enabled.json()).toMatchObject({
      message: SessionMessages.userEnabled(user.username),
      user: { disabled: false },
    });
    // Tokens from before the disabling stay ended; a new sign-in works.
    expect((await ownSpaces(token)).statusCode).toBe(401);
    expect((await ownSpaces(await signIn(user.username))).statusCode).toBe(200);
  });

  it('a reset ends every session and hands out a one-time password the account must change', async () => {
    const user = await account('auditor');
    const token = await signIn(user.username);
    const reset = await call(contract.authUsersResetPassword, adminToken, { userId: user.id });
    expect(reset.statusCode, reset.body).toBe(200);
    const { one_time_password: oneTime, user: listed } = reset.json() as {
      one_time_password: string;
      user: ListedUser;
    };
    expect(listed.mustChangePassword).toBe(true);
    expect((await ownSpaces(token)).statusCode).toBe(401);
    expect((await refresh(token)).statusCode).toBe(401);
    expect((await login(user.username)).statusCode).toBe(401);
    const session = (await login(user.username, oneTime)).json().user as SessionUser;
    expect(session.mustChangePassword).toBe(true);
    expect((await ownSpaces(session.access_token)).statusCode).toBe(403);

    const federated = await insertUser(t.db, { account_type: 'google', external_subject: 'g-2' });
    const refused = await call(contract.authUsersResetPassword, adminToken, {
      userId: federated.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: SessionMessages.noPasswordToReset });
  });

  it('a role change takes effect at the next request of the same token', async () => {
    const other = await account('admin');
    const token = await signIn(other.username);
    expect((await call(contract.permissionsUsers, token)).statusCode).toBe(200);
    const demoted = await call(contract.authUsersRole, adminToken, {
      userId: other.id,
      role: 'user',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    const res = await call(contract.permissionsUsers, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: SessionMessages.accessDenied });
    // The session goes on, and its refresh carries the new role.
    expect((await refresh(token)).json().user.role).toBe('user');
  });

  it('two admins deleting each other at once leave one admin', async () => {
    const lonely = await createTestApp(kind);
    try {
      const a = await insertUser(lonely.db, { role: 'admin' });
      const b = await insertUser(lonely.db, { role: 'admin' });
      const remove = async (actor: UserRow, target: UserRow) =>
        lonely.app.inject({
          method: 'POST',
          url: contract.authUsersDelete.path,
          headers: { authorization: `Bearer ${await lonely.tokenFor(actor)}` },
          payload: { userId: target.id },
        });
      const answers = await Promise.all([remove(a, b), remove(b, a)]);
      const statuses = answers.map((res) => res.statusCode).sort();
      // The second waits for the first: its caller is gone (401) or it is the last admin (409).
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const admins = await lonely.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .execute();
      expect(admins).toHaveLength(1);
    } finally {
      await lonely.close();
    }
  });

  it('planners create auditors who work for them and reset, disable and enable those only', async () => {
    const planner = await account('planner');
    const token = await signIn(planner.username);
    const created = await call(contract.authUsersCreate, token, {
      username: `aud${counter}`,
      name: 'Ann Auditor',
      role: 'auditor',
    });
    expect(created.statusCode, created.body).toBe(200);
    const auditor = (created.json() as { user: ListedUser }).user;
    expect(auditor).toMatchObject({ role: 'auditor', assigned_planner: planner.id });
    const list = await call(contract.permissionsUsers, token);
    expect(list.json().users.map((u: ListedUser) => u.id)).toEqual([auditor.id]);

    for (const body of [
      { username: `u${counter}x`, name: 'U', role: 'user' },
      { username: `u${counter}y`, name: 'U', role: 'auditor', assigned_planner: admin.id },
    ]) {
      const res = await call(contract.authUsersCreate, token, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SessionMessages.plannerCreatesAuditorsOnly });
    }
    expect(
      (await call(contract.authUsersResetPassword, token, { userId: auditor.id })).statusCode,
    ).toBe(200);
    expect(
      (await call(contract.authUsersDisabled, token, { userId: auditor.id, disabled: true }))
        .statusCode,
    ).toBe(200);
    const deleting = await call(contract.authUsersDelete, token, { userId: auditor.id });
    expect(deleting.statusCode).toBe(403);
    expect(deleting.json()).toEqual({ message: SessionMessages.onlyAdminsDelete });

    const someoneElses = await account('auditor', { assigned_planner: admin.id });
    for (const [endpoint, body] of [
      [contract.authUsersResetPassword, { userId: someoneElses.id }],
      [contract.authUsersDisabled, { userId: someoneElses.id, disabled: true }],
      [contract.authUsersRole, { userId: auditor.id, role: 'planner' }],
    ] as const) {
      const res = await call(endpoint, token, body);
      expect(res.statusCode, endpoint.id).toBe(403);
    }
    expect((await stored(someoneElses.id))?.disabled_at).toBeNull();
  });

  it('refuses reserved and taken usernames and a planner who is not a planner', async () => {
    for (const [body, status, message] of [
      [{ username: 'Planner', name: 'P', role: 'user' }, 400, SessionMessages.reservedUsername],
      [{ username: 'ROOT', name: 'R', role: 'user' }, 409, SessionMessages.usernameTaken],
      [
        { username: 'fresh1', name: 'F', role: 'auditor', assigned_planner: admin.id },
        400,
        SessionMessages.plannerMustBePlanner,
      ],
    ] as const) {
      const res = await call(contract.authUsersCreate, adminToken, body);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    expect(await new UsersRepository(t.db).findByUsername('fresh1')).toBeUndefined();
  });

  it('deleting an account hands its spaces, campuses and routes to the admin; results and the register stay intact', async () => {
    const planner = await account('planner');
    const auditor = await account('auditor', { assigned_planner: planner.id });
    const helper = await account('auditor', { assigned_planner: planner.id });
    const space = await insertSpace(t.db, planner.id, { name: 'Planned hall' });
    const coOwned = await insertSpace(t.db, admin.id, { co_owners: [planner.id] });
    await insertFloor(t.db, space.buid, 0);
    const poi = await insertPoi(t.db, space.buid, 0, planner.id, { name: 'Boiler' });
    await t.db
      .insertInto('campuses')
      .values({ cuid: `c_${counter}`, name: 'C', owner_id: planner.id })
      .execute();

    const plannerToken = await signIn(planner.username);
    const route = await call(contract.auditRouteCreate, plannerToken, {
      name: 'Boiler check',
      assigned_auditors: [auditor.username],
      building_id: space.buid,
      floor_number: 0,
      pois: [{ puid: poi.puid, order: 1 }],
      optimization_method: 'nearest-neighbor',
      estimated_time: 2,
    });
    expect(route.statusCode, route.body).toBe(200);
    const routes = await call(contract.auditRoutesList, plannerToken);
    const routeId = (routes.json().routes as { id: string }[])[0]?.id ?? '';
    const recorded = await call(
      contract.auditRouteRecordResult,
      await signIn(auditor.username),
      { puid: poi.puid, result: 'found' },
      { id: routeId },
    );
    expect(recorded.statusCode, recorded.body).toBe(200);

    const listed = (await call(contract.permissionsUsers, adminToken)).json().users as ListedUser[];
    expect(listed.find((u) => u.id === planner.id)).toMatchObject({
      ownedSpaces: 1,
      ownedCampuses: 1,
      auditorCount: 2,
    });

    for (const gone of [auditor, planner]) {
      const res = await call(contract.authUsersDelete, adminToken, { userId: gone.id });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await stored(planner.id)).toBeUndefined();
    const spaces = await t.db
      .selectFrom('spaces')
      .select(['buid', 'owner_id', 'co_owners'])
      .where('buid', 'in', [space.buid, coOwned.buid])
      .orderBy('buid')
      .execute();
    for (const row of spaces) {
      expect(row.owner_id).toBe(admin.id);
      expect(row.co_owners).toEqual([]);
    }
    expect((await stored(helper.id))?.assigned_planner).toBeNull();

    const adminRoutes = await call(contract.auditRoutesList, adminToken);
    expect(adminRoutes.statusCode).toBe(200);
    expect(JSON.stringify(adminRoutes.json())).toContain('Boiler check');
    const csv = await call(contract.auditRouteResultsCsv, adminToken, undefined, { id: routeId });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(auditor.username);
    const register = await call(contract.assetRegister, adminToken, {});
    expect(register.statusCode).toBe(200);
    const boiler = register.json().assets.find((a: { puid: string }) => a.puid === poi.puid);
    expect(boiler.last_audit).toMatchObject({ result: 'found', auditor: auditor.username });
  });

  it('the deletion answer says what passed to the admin', async () => {
    const owner = await account();
    await insertSpace(t.db, owner.id);
    await insertSpace(t.db, owner.id);
    const res = await call(contract.authUsersDelete, adminToken, { userId: owner.id });
    expect(res.json()).toEqual({
      message: SessionMessages.userDeleted(owner.username, 2, 0),
      transferred: { spaces: 2, campuses: 0, audit_routes: 0 },
    });
  });
});
