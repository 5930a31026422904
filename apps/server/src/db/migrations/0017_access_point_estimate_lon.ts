import { type Kysely, sql } from 'kysely';

/**
 * The stored access-point estimates (access_points.estimates, migration 0011) name their
 * longitude `lon`, as every position of the domain does; estimates stored before name it
 * `lng`. Renames the key in every stored estimate, keeping their order and everything else.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await renameEstimateKey(db, 'lng', 'lon');
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await renameEstimateKey(db, 'lon', 'lng');
}

async function renameEstimateKey(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`
    update access_points set estimates = (
      select coalesce(jsonb_agg(
          case when e -> ${from}::text is null then e
            else (e - ${from}::text) || jsonb_build_object(${to}::text, e -> ${from}::text) end
          order by i), '[]'::jsonb)
        from jsonb_array_elements(access_points.estimates) with ordinality as t(e, i))
    where jsonb_typeof(estimates) = 'array'`.execute(db);
}
