import type { Kysely } from 'kysely';

/**
 * fingerprints_floor_id: a floor's scans in the order they were stored, as one index range.
 * The download and the space move read a floor `size` scans at a time after the last id
 * read (docs/wifi-layers.md#radiomap-upload, "Other radiomap calls"); with this index each batch starts where the
 * last ended, whatever the table's statistics say. Without it a planner that has not
 * analysed the table may read and sort the whole floor for every batch.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('fingerprints_floor_id')
    .on('fingerprints')
    .columns(['buid', 'floor_number', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('fingerprints_floor_id').ifExists().execute();
}
