import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.js';

export class ShortLinksRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async findByCode(code: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('short_links')
      .select('target')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.target ?? null;
  }

  async findByTarget(target: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('short_links')
      .select('code')
      .where('target', '=', target)
      .executeTakeFirst();
    return row?.code ?? null;
  }

  /** False when the code is already taken (the caller draws another). */
  async insert(code: string, target: string, createdBy: string | null): Promise<boolean> {
    const result = await this.db
      .insertInto('short_links')
      .values({ code, target, created_by: createdBy })
      .onConflict((oc) => oc.column('code').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
