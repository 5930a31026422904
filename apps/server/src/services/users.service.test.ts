import { SessionMessages } from '@indoor/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { toAuthenticatedUser } from '../auth/authenticated-user.js';
import type { UserRow } from '../db/schema.js';
import {
  emptyStore,
  type FakeStore,
  fakeDataAccess,
  refusalOf,
  seed,
  uniqueViolation,
} from '../test/fake-repositories.js';
import { UsersService } from './users.service.js';

describe('account administration rules (in-memory repositories)', () => {
  let store: FakeStore;
  let users: UsersService;
  let root: UserRow;

  beforeEach(() => {
    store = emptyStore();
    const data = fakeDataAccess(store);
    users = new UsersService(data);
    root = seed.user(store, { id: 'root', username: 'root', role: 'admin' });
  });

  const as = (row: UserRow) => toAuthenticatedUser(row);
  const stored = (id: string) => store.users.get(id);

  it('keeps the last admin and refuses to disable, delete or reset oneself, changing nothing', async () => {
    const refusals = [
      [() => users.changeRole(as(root), { userId: root.id, role: 'planner' }), 409, 'lastAdmin'],
      [() => users.setDisabled(as(root), root.id, true), 403, 'cannotDisableSelf'],
      [() => users.delete(as(root), root.id), 403, 'cannotDeleteSelf'],
      [() => users.resetPassword(as(root), root.id), 403, 'cannotResetOwnPassword'],
    ] as const;
    for (const [call, status, key] of refusals)
      expect(await refusalOf(call())).toEqual({ status, message: SessionMessages[key] });
    expect(stored(root.id)).toMatchObject({ role: 'admin', disabled_at: null, token_version: 0 });
  });

  it('the last enabled admin is the rule: a disabled admin does not count, and may go', async () => {
    const other = seed.user(store, { role: 'admin' });
    const dormant = seed.user(store, { role: 'admin', disabled_at: new Date() });
    const demoted = await users.changeRole(as(root), { userId: other.id, role: 'user' });
    expect(demoted).toMatchObject({
      message: SessionMessages.roleUpdated,
      user: { id: other.id, role: 'user' },
    });
    // Root is now the only enabled admin: it may not be demoted; a change keeping it an admin passes.
    expect(
      await refusalOf(users.changeRole(as(root), { userId: root.id, role: 'moderator' })),
    ).toEqual({ status: 409, message: SessionMessages.lastAdmin });
    await expect(
      users.changeRole(as(root), { userId: root.id, role: 'admin' }),
    ).resolves.toMatchObject({ user: { role: 'admin' } });
    const gone = await users.delete(as(root), dormant.id);
    expect(gone.message).toBe(SessionMessages.userDeleted(dormant.username, 0, 0));
    expect(stored(dormant.id)).toBeUndefined();
  });

  it('another admin is demoted, disabled and deleted while one enabled admin stays', async () => {
    const other = seed.user(store, { role: 'admin' });
    const disabled = await users.setDisabled(as(root), other.id, true);
    expect(disabled.message).toBe(SessionMessages.userDisabled(other.username));
    expect(stored(other.id)).toMatchObject({ token_version: 1 });
    expect(stored(other.id)?.disabled_at).toBeInstanceOf(Date);
    const enabled = await users.setDisabled(as(root), other.id, false);
    expect(enabled.message).toBe(SessionMessages.userEnabled(other.username));
    // Enabling leaves the ended sessions ended.
    expect(stored(other.id)).toMatchObject({ disabled_at: null, token_version: 1 });
    await users.delete(as(root), other.id);
    expect([...store.users.keys()]).toEqual([root.id]);
  });

  it('a role change names a planner who holds the planner role, else refuses', async () => {
    const auditor = seed.user(store, { role: 'user' });
    const planner = seed.user(store, { role: 'planner' });
    expect(
      await refusalOf(
        users.changeRole(as(root), {
          userId: auditor.id,
          role: 'auditor',
          assigned_planner: root.id,
        }),
      ),
    ).toEqual({ status: 400, message: SessionMessages.plannerMustBePlanner });
    expect(stored(auditor.id)?.role).toBe('user');
    await users.changeRole(as(root), {
      userId: auditor.id,
      role: 'auditor',
      assigned_planner: planner.id,
    });
    expect(stored(auditor.id)).toMatchObject({ role: 'auditor', assigned_planner: planner.id });
    // Without assigned_planner the planner stays as it was.
    await users.changeRole(as(root), { userId: auditor.id, role: 'user' });
    expect(stored(auditor.id)).toMatchObject({ role: 'user', assigned_planner: planner.id });
  });

  it('planners list, create, reset, disable and enable their own auditors only', async () => {
    const planner = seed.user(store, { role: 'planner' });
    const created = await users.create(as(planner), {
      username: 'ann',
      name: 'Ann Auditor',
      role: 'auditor',
    });
    expect(created.message).toBe(SessionMessages.userCreated('ann'));
    expect(created.user).toMatchObject({
      role: 'auditor',
      assigned_planner: planner.id,
      mustChangePassword: true,
    });
    const ownId = created.user.id;
    const listed = await users.listManageable(as(planner));
    expect(listed.users.map((u) => u.id)).toEqual([ownId]);

    for (const input of [
      { username: 'u1', name: 'U', role: 'user' as const },
      { username: 'u2', name: 'U', role: 'auditor' as const, assigned_planner: root.id },
    ]) {
      expect(await refusalOf(users.create(as(planner), input))).toEqual({
        status: 403,
        message: SessionMessages.plannerCreatesAuditorsOnly,
      });
    }
    await users.resetPassword(as(planner), ownId);
    await users.setDisabled(as(planner), ownId, true);
    await users.setDisabled(as(planner), ownId, false);
    expect(await refusalOf(users.delete(as(planner), ownId))).toEqual({
      status: 403,
      message: SessionMessages.onlyAdminsDelete,
    });
    expect(
      await refusalOf(users.changeRole(as(planner), { userId: ownId, role: 'planner' })),
    ).toEqual({ status: 403, message: SessionMessages.accessDenied });

    const someoneElses = seed.user(store, { role: 'auditor', assigned_planner: root.id });
    for (const call of [
      () => users.resetPassword(as(planner), someoneElses.id),
      () => users.setDisabled(as(planner), someoneElses.id, true),
    ])
      expect(await refusalOf(call())).toEqual({
        status: 403,
        message: SessionMessages.plannerOwnAuditorsOnly,
      });
    expect(stored(someoneElses.id)).toMatchObject({ disabled_at: null, token_version: 0 });
  });

  it('users, moderators and auditors administer nobody', async () => {
    const target = seed.user(store);
    for (const role of ['user', 'moderator', 'auditor'] as const) {
      const caller = seed.user(store, { role });
      const denied = { status: 403, message: SessionMessages.accessDenied };
      expect(await refusalOf(users.listManageable(as(caller)))).toEqual(denied);
      expect(await refusalOf(users.setDisabled(as(caller), target.id, true))).toEqual(denied);
      expect(
        await refusalOf(
          users.create(as(caller), { username: `x${role}`, name: 'X', role: 'user' }),
        ),
      ).toEqual(denied);
    }
    expect(stored(target.id)?.disabled_at).toBeNull();
  });

  it('refuses reserved usernames, taken ones whatever their case, and an unknown target', async () => {
    expect(
      await refusalOf(users.create(as(root), { username: 'Planner', name: 'P', role: 'user' })),
    ).toEqual({ status: 400, message: SessionMessages.reservedUsername });
    expect(
      await refusalOf(users.create(as(root), { username: 'ROOT', name: 'R', role: 'user' })),
    ).toEqual({ status: 409, message: SessionMessages.usernameTaken });
    expect(await refusalOf(users.setDisabled(as(root), 'nobody', true))).toEqual({
      status: 404,
      message: SessionMessages.userNotFound,
    });
    expect(store.users.size).toBe(1);
  });

  it('a creation that loses the race for a name to another is answered as a taken name', async () => {
    const data = fakeDataAccess(store);
    data.repos.users.insert = async () => {
      throw uniqueViolation();
    };
    expect(
      await refusalOf(
        new UsersService(data).create(as(root), { username: 'twin', name: 'T', role: 'user' }),
      ),
    ).toEqual({ status: 409, message: SessionMessages.usernameTaken });
  });

  it('only local accounts get a one-time password; it is stored as a hash only', async () => {
    const federated = seed.user(store, { account_type: 'oidc', external_subject: 'sub-1' });
    expect(await refusalOf(users.resetPassword(as(root), federated.id))).toEqual({
      status: 400,
      message: SessionMessages.noPasswordToReset,
    });
    const local = seed.user(store, { username: 'loc' });
    const answer = await users.resetPassword(as(root), local.id);
    expect(answer.message).toBe(SessionMessages.passwordReset('loc'));
    expect(answer.one_time_password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(stored(local.id)).toMatchObject({ must_change_password: true, token_version: 1 });
    expect(stored(local.id)?.password_hash).not.toContain(answer.one_time_password);
  });

  it('deleting an account hands its spaces and campuses to the deleting admin and says so', async () => {
    const leaver = seed.user(store, { username: 'leaver' });
    seed.space(store, leaver.id);
    seed.space(store, root.id, { co_owners: [leaver.id] });
    const answer = await users.delete(as(root), leaver.id);
    expect(answer.transferred).toEqual({ spaces: 1, campuses: 0, audit_routes: 0 });
    expect(answer.message).toBe(SessionMessages.userDeleted('leaver', 1, 0));
  });
});
