import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, openTestDatabase } from '../test/test-database.js';
import { WorkerChannel } from '../workers/worker-channel.js';
import { type DatabaseHandle, openDatabase } from './database.js';

/**
 * The database layer itself: prepared statements (both databases), and on the
 * embedded database its own thread — transactions isolated from concurrent
 * requests, errors carried across with their PostgreSQL codes.
 */
describeEachDatabase('database layer', (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await sql`create table probe (id int primary key, label text not null)`.execute(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });
  const probe = () => handle.db.selectFrom('probe' as never).selectAll();
  const labels = async () =>
    ((await probe().execute()) as { label: string }[]).map((r) => r.label).sort();
  const insert = (id: number, label: string, db = handle.db) =>
    sql`insert into probe (id, label) values (${id}, ${label})`.execute(db);

  it('keeps answering a prepared "select *" after the table gains a column', async () => {
    await insert(1, 'one');
    for (let i = 0; i < 3; i += 1)
      expect(await probe().execute()).toEqual([{ id: 1, label: 'one' }]);
    await sql`alter table probe add column extra text not null default 'x'`.execute(handle.db);
    expect(await probe().execute()).toEqual([{ id: 1, label: 'one', extra: 'x' }]);
    await sql`alter table probe drop column extra`.execute(handle.db);
    expect(await probe().execute()).toEqual([{ id: 1, label: 'one' }]);
    await sql`delete from probe`.execute(handle.db);
  });

  it('answers many concurrent statements each with its own result', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        sql<{ n: number; t: string }>`select ${i}::int as n, ${`v${i}`}::text as t`.execute(
          handle.db,
        ),
      ),
    );
    expect(results.map((r) => r.rows)).toEqual(
      Array.from({ length: 200 }, (_, i) => [{ n: i, t: `v${i}` }]),
    );
  });

  it('carries database errors with their PostgreSQL code, and stays usable', async () => {
    await insert(10, 'ten');
    const error = await insert(10, 'again').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505' });
    expect(String((error as Error).message)).toMatch(/duplicate key/);
    const syntax = await sql`selec 1`.execute(handle.db).catch((e: unknown) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    expect(await labels()).toEqual(['ten']);
    await sql`delete from probe`.execute(handle.db);
  });

  it('commits and rolls back transactions', async () => {
    await handle.db.transaction().execute(async (tx) => {
      await insert(20, 'kept', tx);
    });
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await insert(21, 'undone', tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    // A failed statement aborts the transaction; it is rolled back as a whole.
    await expect(
      handle.db.transaction().execute(async (tx) => {
        await insert(22, 'undone too', tx);
        await insert(20, 'duplicate', tx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await labels()).toEqual(['kept']);
    await sql`delete from probe`.execute(handle.db);
  });

  it('never rolls back another request’s write with a transaction', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let begun = () => {};
    const inside = new Promise<void>((resolve) => {
      begun = resolve;
    });
    const transaction = handle.db
      .transaction()
      .execute(async (tx) => {
        await insert(30, 'in the transaction', tx);
        begun();
        await held;
        const seen = await tx
          .selectFrom('probe' as never)
          .selectAll()
          .execute();
        // PGlite runs one session: the other write waits for this transaction to end.
        if (kind === 'pglite') expect(seen).toHaveLength(1);
        throw new Error('roll back');
      })
      .catch((e: unknown) => e);
    await inside;
    // Another request writes while the transaction is open (on PGlite it waits for it).
    const other = insert(31, 'another request');
    await new Promise((r) => setTimeout(r, 50));
    release();
    expect(await transaction).toMatchObject({ message: 'roll back' });
    await other;
    expect(await labels()).toEqual(['another request']);
    await sql`delete from probe`.execute(handle.db);
  });

  it('reads and writes the column types of the schema', async () => {
    await sql`create table typed (
      at timestamptz, day date, big bigint, tags text[], doc jsonb,
      yes boolean, x double precision, nothing text)`.execute(handle.db);
    const written = {
      at: new Date('2024-05-06T07:08:09.010Z'),
      day: '2024-05-06',
      big: '9007199254740993',
      tags: ['a', 'b, c', 'd"e', ''],
      doc: { a: [1], b: 'Λευκωσία' },
      yes: true,
      x: 1.5,
      nothing: null,
    };
    await sql`insert into typed values (${written.at}, ${written.day}, ${written.big},
      ${written.tags}, ${JSON.stringify(written.doc)}, ${written.yes}, ${written.x},
      ${written.nothing})`.execute(handle.db);
    const stored = await sql<Record<string, unknown>>`select * from typed`.execute(handle.db);
    const literal = await sql<Record<string, unknown>>`
      select ${new Date('2024-05-06T07:08:09.010Z')}::timestamptz as at,
             '2024-05-06'::date as day, 9007199254740993::bigint as big,
             ${['a', 'b, c', 'd"e', '']}::text[] as tags,
             ${JSON.stringify({ a: [1], b: 'Λευκωσία' })}::jsonb as doc,
             ${true}::boolean as yes, ${1.5}::double precision as x, null::text as nothing
    `.execute(handle.db);
    // Both databases answer the same JavaScript values for a stored row and for literals.
    expect(stored.rows).toEqual([written]);
    expect(literal.rows).toEqual([written]);
    await sql`drop table typed`.execute(handle.db);
  });

  it.runIf(kind === 'pglite')(
    'starts an in-memory database as a dump of another, which it then leaves alone',
    async () => {
      await insert(7, 'dumped');
      const dump = await handle.dumpDataDir?.();
      if (!dump) throw new Error('the embedded database gave no dump');
      const copy = await openDatabase({ databaseUrl: null, pgliteDir: null, pgliteTemplate: dump });
      const copyLabels = async () =>
        (
          (await copy.db
            .selectFrom('probe' as never)
            .selectAll()
            .execute()) as { label: string }[]
        )
          .map((r) => r.label)
          .sort();
      try {
        expect(await copyLabels()).toEqual(['dumped']);
        await insert(8, 'only in the copy', copy.db);
        expect(await copyLabels()).toEqual(['dumped', 'only in the copy']);
        expect(await labels()).toEqual(['dumped']);
      } finally {
        await copy.close();
        await sql`delete from probe`.execute(handle.db);
      }
    },
  );
});

describe('worker threads', () => {
  it('refuses requests in flight and later ones when the worker dies, and says so once', async () => {
    const failures: Error[] = [];
    const channel = new WorkerChannel(
      new Worker('setTimeout(() => process.exit(3), 50)', { eval: true }),
      (error) => failures.push(error),
    );
    await expect(channel.request({ op: 'anything' })).rejects.toThrow(/exited with code 3/);
    await expect(channel.request({ op: 'later' })).rejects.toThrow(/exited with code 3/);
    expect(channel.failed).toBe(true);
    expect(failures).toHaveLength(1);
  });
});
