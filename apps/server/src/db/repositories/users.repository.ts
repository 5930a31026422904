import { type Kysely, sql } from 'kysely';
import type { Database, NewUser, UserRow } from '../schema.js';

/** A user as user management lists it: the row, and what deleting it would hand over. */
export interface ListedUserRow extends UserRow {
  owned_spaces: number;
  owned_campuses: number;
  auditor_count: number;
}

/** What deleting an account handed over to the admin who deleted it. */
export interface AccountTransfer {
  spaces: number;
  campuses: number;
  audit_routes: number;
}

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Usernames are unique case-insensitively. */
  async findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
  }

  async findFirstAdmin(): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'admin')
      .orderBy('created_at')
      .limit(1)
      .executeTakeFirst();
  }

  async insert(user: NewUser): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * What ADMIN_USERNAME/ADMIN_PASSWORD make of their account: this password, this role,
   * enabled (the operator's way back in). A new password ends the sessions issued before.
   */
  async updatePasswordAndRole(id: string, passwordHash: string, role: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        role,
        disabled_at: null,
        token_version: eb
          .case()
          .when('password_hash', 'is distinct from', passwordHash)
          .then(eb('token_version', '+', 1))
          .else(eb.ref('token_version'))
          .end(),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute();
  }

  async findByExternal(accountType: string, subject: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('account_type', '=', accountType)
      .where('external_subject', '=', subject)
      .executeTakeFirst();
  }

  async listAll(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy(sql`lower(username)`).execute();
  }

  async listAuditorsOfPlanner(plannerId: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('role', '=', 'auditor')
      .where('assigned_planner', '=', plannerId)
      .orderBy(sql`lower(username)`)
      .execute();
  }

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('role', '=', 'admin')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async updateRole(id: string, role: string, assignedPlanner: string | null): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ role, assigned_planner: assignedPlanner, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Users named by id or (case-insensitively) by username. */
  async findByIdsOrUsernames(refs: readonly string[]): Promise<UserRow[]> {
    if (refs.length === 0) return [];
    const lowered = refs.map((r) => r.toLowerCase());
    return this.db
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.or([eb('id', 'in', [...refs]), eb(sql<string>`lower(username)`, 'in', lowered)]),
      )
      .execute();
  }

  async findManyByIds(ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('id', 'in', [...ids])
      .execute();
  }

  /* Account administration. */

  private listed() {
    return this.db
      .selectFrom('users as u')
      .selectAll('u')
      .select((eb) => [
        eb
          .selectFrom('spaces')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('spaces.owner_id', '=', 'u.id')
          .as('owned_spaces'),
        eb
          .selectFrom('campuses')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('campuses.owner_id', '=', 'u.id')
          .as('owned_campuses'),
        eb
          .selectFrom('users as a')
          .select(eb.fn.countAll<string>().as('n'))
          .whereRef('a.assigned_planner', '=', 'u.id')
          .where('a.role', '=', 'auditor')
          .as('auditor_count'),
      ]);
  }

  private static toListed(
    row: UserRow & {
      owned_spaces: string | number | null;
      owned_campuses: string | number | null;
      auditor_count: string | number | null;
    },
  ): ListedUserRow {
    return {
      ...row,
      owned_spaces: Number(row.owned_spaces ?? 0),
      owned_campuses: Number(row.owned_campuses ?? 0),
      auditor_count: Number(row.auditor_count ?? 0),
    };
  }

  /** Every user with their holdings, by username. */
  async listListed(): Promise<ListedUserRow[]> {
    const rows = await this.listed().orderBy(sql`lower(u.username)`).execute();
    return rows.map(UsersRepository.toListed);
  }

  /** The auditors who work for a planner, with their holdings. */
  async listListedAuditorsOfPlanner(plannerId: string): Promise<ListedUserRow[]> {
    const rows = await this.listed()
      .where('u.role', '=', 'auditor')
      .where('u.assigned_planner', '=', plannerId)
      .orderBy(sql`lower(u.username)`)
      .execute();
    return rows.map(UsersRepository.toListed);
  }

  async findListed(id: string): Promise<ListedUserRow | undefined> {
    const row = await this.listed().where('u.id', '=', id).executeTakeFirst();
    return row && UsersRepository.toListed(row);
  }

  /**
   * Locks the enabled admins (in id order) and counts them: run inside the transaction
   * that demotes, disables or deletes one, so two admins removing each other at once
   * cannot leave none.
   */
  async lockEnabledAdmins(): Promise<number> {
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'admin')
      .where('disabled_at', 'is', null)
      .orderBy('id')
      .forUpdate()
      .execute();
    return rows.length;
  }

  /** The row, locked until the transaction ends. */
  async findByIdForUpdate(id: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async recordSignIn(id: string): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ last_sign_in_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateProfile(id: string, name: string, email: string): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set({ name, email, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Sets a password and ends every token issued before (token_version + 1).
   * `mustChange` marks a one-time password that the account must replace.
   * Only when `expectedVersion` is still the stored version (null: whatever it is), so a
   * change checked against a session that has ended meanwhile writes nothing.
   */
  async setPassword(
    id: string,
    passwordHash: string,
    mustChange: boolean,
    expectedVersion: number | null = null,
  ): Promise<UserRow | undefined> {
    let update = this.db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        must_change_password: mustChange,
        token_version: eb('token_version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id);
    if (expectedVersion !== null) update = update.where('token_version', '=', expectedVersion);
    return update.returningAll().executeTakeFirst();
  }

  /** Disabling also ends every token (token_version + 1); enabling leaves them ended. */
  async setDisabled(id: string, disabled: boolean): Promise<UserRow> {
    return this.db
      .updateTable('users')
      .set((eb) =>
        disabled
          ? { disabled_at: new Date(), token_version: eb('token_version', '+', 1) }
          : { disabled_at: null },
      )
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Deletes an account; what it owned passes to `heirId`: its spaces and campuses, and the
   * audit routes it planned. It leaves the co-owner lists of spaces; its auditors lose
   * their planner and its space assignments go (foreign keys), audit results keep its
   * username. Run inside a transaction.
   */
  async deleteTransferringTo(id: string, heirId: string): Promise<AccountTransfer> {
    const spaces = await this.db
      .updateTable('spaces')
      .set({ owner_id: heirId, co_owners: sql`array_remove(co_owners, ${heirId})` })
      .where('owner_id', '=', id)
      .executeTakeFirst();
    await this.db
      .updateTable('spaces')
      .set({ co_owners: sql`array_remove(co_owners, ${id})` })
      .where(sql<boolean>`${id} = any(co_owners)`)
      .execute();
    const campuses = await this.db
      .updateTable('campuses')
      .set({ owner_id: heirId })
      .where('owner_id', '=', id)
      .executeTakeFirst();
    const routes = await this.db
      .updateTable('audit_routes')
      .set({ created_by: heirId })
      .where('created_by', '=', id)
      .executeTakeFirst();
    await this.db.deleteFrom('users').where('id', '=', id).execute();
    return {
      spaces: Number(spaces.numUpdatedRows),
      campuses: Number(campuses.numUpdatedRows),
      audit_routes: Number(routes.numUpdatedRows),
    };
  }
}
