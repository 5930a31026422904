import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { verifyPassword } from '../auth/passwords.js';
import type { DatabaseHandle } from '../db/database.js';
import { UsersRepository } from '../db/repositories/users.repository.js';
import { describeEachDatabase, openTestDatabase } from '../test/test-database.js';
import { ensureAdmin } from './ensure-admin.js';

describeEachDatabase('ensureAdmin', (kind) => {
  let handle: DatabaseHandle;
  let users: UsersRepository;
  const log = { info: vi.fn(), warn: vi.fn() };
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    users = new UsersRepository(handle.db);
  });
  beforeEach(async () => {
    await handle.db.deleteFrom('users').execute();
    log.info.mockClear();
    log.warn.mockClear();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('creates `admin` with a random argon2id password logged exactly once', async () => {
    const admin = await ensureAdmin(users, { adminUsername: null, adminPassword: null }, log);
    expect(admin).toMatchObject({ username: 'admin', role: 'admin' });
    expect(admin.password_hash).toMatch(/^\$argon2id\$/);
    expect(log.warn).toHaveBeenCalledTimes(1);
    const logged = log.warn.mock.calls[0]?.[0] as { password: string };
    expect(await verifyPassword(admin.password_hash ?? '', logged.password)).toBe(true);

    const again = await ensureAdmin(users, { adminUsername: null, adminPassword: null }, log);
    expect(again.id).toBe(admin.id);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('creates the configured admin with the configured password, silently', async () => {
    const admin = await ensureAdmin(
      users,
      { adminUsername: 'chief', adminPassword: 's3cret-pass' },
      log,
    );
    expect(admin).toMatchObject({ username: 'chief', role: 'admin' });
    expect(await verifyPassword(admin.password_hash ?? '', 's3cret-pass')).toBe(true);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('makes the configured password and role authoritative on later starts', async () => {
    await ensureAdmin(users, { adminUsername: 'chief', adminPassword: 'first-pass' }, log);
    const updated = await ensureAdmin(
      users,
      { adminUsername: 'Chief', adminPassword: 'second-pass' },
      log,
    );
    expect(await verifyPassword(updated.password_hash ?? '', 'second-pass')).toBe(true);
    expect(await verifyPassword(updated.password_hash ?? '', 'first-pass')).toBe(false);
  });

  it('enables the configured admin again if it was disabled (the way back in)', async () => {
    const first = await ensureAdmin(
      users,
      { adminUsername: 'keeper', adminPassword: 'a-pass' },
      log,
    );
    await users.setDisabled(first.id, true);
    const again = await ensureAdmin(
      users,
      { adminUsername: 'keeper', adminPassword: 'a-pass' },
      log,
    );
    expect(again.disabled_at).toBeNull();
    // Same password: the sessions issued since the disabling stay as they were.
    expect(again.token_version).toBe(1);
    const renewed = await ensureAdmin(
      users,
      { adminUsername: 'keeper', adminPassword: 'b-pass' },
      log,
    );
    expect(renewed.token_version).toBe(2);
  });
});
