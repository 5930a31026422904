import { type Kysely, sql } from 'kysely';
import type { Database, NewUser, UserRow } from '../schema.js';

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

  async updatePasswordAndRole(id: string, passwordHash: string, role: string): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, role, updated_at: new Date() })
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
}
