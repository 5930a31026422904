/**
 * A scratch database on a PostgreSQL server for one benchmark run: made empty under a name of
 * its own, dropped afterwards. `pg` is loaded only when a run asks for PostgreSQL.
 */

/** Creates the database `{prefix}_{now}` on the server of `url`; answers its URL. */
export async function createScratchDatabase(url: string, prefix: string): Promise<string> {
  const pg = await import('pg');
  const name = `${prefix}_${Date.now()}`;
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** Removes the scratch database of a run (the server has stopped by then). */
export async function dropScratchDatabase(adminUrl: string, scratchUrl: string): Promise<void> {
  const pg = await import('pg');
  const name = new URL(scratchUrl).pathname.slice(1);
  const client = new pg.default.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
