import type { Kysely } from 'kysely';

/** The uploaded plan is kept as sent (PNG, JPEG, WebP or TIFF); its type is served with it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('floors').addColumn('plan_content_type', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('floors').dropColumn('plan_content_type').execute();
}
