/**
 * A fresh PostgreSQL database for one server process, made on the server of
 * TEST_DATABASE_URL and dropped afterwards (null without TEST_DATABASE_URL).
 */
export async function withPrivateDatabase<T>(
  prefix: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T | null> {
  if (!process.env.TEST_DATABASE_URL) return null;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
