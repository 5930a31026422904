import { type Kysely, sql } from 'kysely';

/**
 * Accounts an admin can run:
 * - token_version: every access token carries the version it was issued at; a password
 *   change, a password reset and disabling the account add one, so every token issued
 *   before stops working at its next request or refresh, on every instance.
 * - disabled_at: a disabled account cannot sign in and its tokens are refused; its data stays.
 * - must_change_password: set by a password reset and by an admin-made account (a
 *   one-time password); until the account chooses a new password, its session may do
 *   nothing else.
 * - last_sign_in_at: the last password or federated sign-in (user management sorts by it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('must_change_password', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('last_sign_in_at', 'timestamptz')
    .execute();
  // Counting the enabled admins (the last one stays) reads only these rows.
  await sql`create index users_enabled_admins on users (id) where role = 'admin' and disabled_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_enabled_admins`.execute(db);
  await db.schema
    .alterTable('users')
    .dropColumn('last_sign_in_at')
    .dropColumn('must_change_password')
    .dropColumn('disabled_at')
    .dropColumn('token_version')
    .execute();
}
