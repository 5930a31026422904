import type { Kysely, Transaction } from 'kysely';
import type { ConnectionRow, Database, NewConnection } from '../schema.js';

export class ConnectionsRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  async insertMany(connections: NewConnection[]): Promise<void> {
    if (connections.length === 0) return;
    await this.db.insertInto('connections').values(connections).execute();
  }

  async listBySpace(buid: string): Promise<ConnectionRow[]> {
    return this.db.selectFrom('connections').selectAll().where('buid', '=', buid).execute();
  }
}
