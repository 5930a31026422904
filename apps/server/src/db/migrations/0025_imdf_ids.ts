import type { Kysely } from 'kysely';

/**
 * IMDF feature ids kept from an imported archive (docs/imdf.md#ids), so that exporting an
 * imported building names every feature as the archive did; null for what was made here,
 * whose ids the export derives from the product's own. A floor keeps its level's extent
 * too (a box, {south, west, north, east}), since an imported floor has no plan to take it
 * from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('spaces')
    .addColumn('imdf_venue_id', 'text')
    .addColumn('imdf_building_id', 'text')
    .addColumn('imdf_address_id', 'text')
    .addColumn('imdf_footprint_id', 'text')
    .execute();
  await db.schema
    .alterTable('floors')
    .addColumn('imdf_level_id', 'text')
    .addColumn('imdf_level_bounds', 'jsonb')
    .execute();
  await db.schema.alterTable('units').addColumn('imdf_id', 'text').execute();
  await db.schema.alterTable('openings').addColumn('imdf_id', 'text').execute();
  await db.schema
    .alterTable('pois')
    .addColumn('imdf_amenity_id', 'text')
    .addColumn('imdf_anchor_id', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('pois')
    .dropColumn('imdf_anchor_id')
    .dropColumn('imdf_amenity_id')
    .execute();
  await db.schema.alterTable('openings').dropColumn('imdf_id').execute();
  await db.schema.alterTable('units').dropColumn('imdf_id').execute();
  await db.schema
    .alterTable('floors')
    .dropColumn('imdf_level_bounds')
    .dropColumn('imdf_level_id')
    .execute();
  await db.schema
    .alterTable('spaces')
    .dropColumn('imdf_footprint_id')
    .dropColumn('imdf_address_id')
    .dropColumn('imdf_building_id')
    .dropColumn('imdf_venue_id')
    .execute();
}
