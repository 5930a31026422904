import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.js';

export class HealthRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }
}
