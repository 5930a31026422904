import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** Small key/value facts about this installation (e.g. whether the demo was loaded). */
export class MetaRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async get(key: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.value ?? null;
  }

  async set(key: string, value: string): Promise<void> {
    await this.db
      .insertInto('app_meta')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
