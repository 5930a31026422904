import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { generatePassword, hashPassword, verifyPassword } from '../auth/passwords.js';
import type { Repositories } from '../db/repositories/repositories.js';
import type { UserRow } from '../db/schema.js';

export interface AdminSettings {
  adminUsername: string | null;
  adminPassword: string | null;
}

/**
 * Makes sure an admin account exists. ADMIN_USERNAME/ADMIN_PASSWORD, when set, are
 * the source of truth for that account (its password, the admin role, and enabled). Otherwise, when no admin exists yet, an
 * `admin` account is created with a random password that is logged exactly once.
 */
export async function ensureAdmin(
  users: Repositories['users'],
  settings: AdminSettings,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<UserRow> {
  const { adminUsername, adminPassword } = settings;
  if (adminUsername) {
    const existing = await users.findByUsername(adminUsername);
    if (existing) {
      const passwordMatches =
        !adminPassword ||
        (existing.password_hash !== null &&
          (await verifyPassword(existing.password_hash, adminPassword)));
      if (existing.role !== 'admin' || !passwordMatches || existing.disabled_at !== null) {
        // A password that still matches keeps its hash, so the sessions issued with it go on.
        const passwordHash =
          adminPassword && !passwordMatches
            ? await hashPassword(adminPassword)
            : (existing.password_hash ?? '');
        await users.updatePasswordAndRole(existing.id, passwordHash, 'admin');
        log.info(
          { username: existing.username },
          'admin account updated from ADMIN_USERNAME/ADMIN_PASSWORD',
        );
      }
      return (await users.findById(existing.id)) ?? existing;
    }
    const password = adminPassword ?? generatePassword();
    const created = await createAdmin(users, adminUsername, password);
    if (!adminPassword) logGeneratedPassword(log, adminUsername, password);
    return created;
  }
  const firstAdmin = await users.findFirstAdmin();
  if (firstAdmin) return firstAdmin;
  const password = generatePassword();
  const created = await createAdmin(users, 'admin', password);
  logGeneratedPassword(log, 'admin', password);
  return created;
}

async function createAdmin(
  users: Repositories['users'],
  username: string,
  password: string,
): Promise<UserRow> {
  return users.insert({
    id: randomUUID(),
    username,
    name: 'Administrator',
    email: '',
    password_hash: await hashPassword(password),
    role: 'admin',
    account_type: 'local',
  });
}

function logGeneratedPassword(
  log: Pick<FastifyBaseLogger, 'warn'>,
  username: string,
  password: string,
): void {
  log.warn(
    { username, password },
    'created the admin account with a generated password; it is shown only this once: sign in and keep it safe',
  );
}
