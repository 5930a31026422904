import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { insertSpace, insertUser } from '../test/factories.js';
import { describeEachDatabase, openTestDatabase } from '../test/test-database.js';
import { databaseFingerprint, watchDatabase } from './db-fingerprint.js';

describeEachDatabase('database watch', (kind) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('sees nothing after reads, and every committed write once', async () => {
    const { db } = handle;
    const watch = await watchDatabase(db);
    await db.selectFrom('users').selectAll().execute();
    await databaseFingerprint(db);
    expect(await watch.changed()).toBe(false);

    const owner = await insertUser(db);
    expect(await watch.changed()).toBe(true);
    // The write is now the baseline.
    expect(await watch.changed()).toBe(false);

    await db.updateTable('users').set({ name: 'Renamed' }).where('id', '=', owner.id).execute();
    expect(await watch.changed()).toBe(true);
    await insertSpace(db, owner.id);
    expect(await watch.changed()).toBe(true);
  });

  it('does not count a write that was rolled back, nor an update to the same value', async () => {
    const { db } = handle;
    const owner = await insertUser(db);
    const watch = await watchDatabase(db);
    await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ name: 'Gone' }).where('id', '=', owner.id).execute();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await watch.changed()).toBe(false);
    await db.updateTable('users').set({ name: owner.name }).where('id', '=', owner.id).execute();
    expect(await watch.changed()).toBe(false);
  });
});
