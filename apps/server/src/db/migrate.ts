import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import * as initial from './migrations/0001_initial.js';
import * as shortLinks from './migrations/0002_short_links.js';
import * as spaceSearch from './migrations/0003_space_search.js';
import * as planContentType from './migrations/0004_floor_plan_content_type.js';
import * as graphVersion from './migrations/0005_graph_version.js';
import * as namePrefix from './migrations/0006_space_name_prefix.js';
import * as fingerprints from './migrations/0007_fingerprints.js';
import * as fingerprintTileKeys from './migrations/0010_fingerprint_tile_keys.js';
import * as accessPoints from './migrations/0011_access_points.js';
import * as auditResults from './migrations/0012_audit_results.js';
import * as scanIdentity from './migrations/0013_scan_identity_and_plan_placement.js';
import * as sharedThrottles from './migrations/0014_shared_throttles.js';
import * as accountAdministration from './migrations/0015_account_administration.js';
import * as floorPlanVersions from './migrations/0016_floor_plan_versions.js';
import * as accessPointEstimateLon from './migrations/0017_access_point_estimate_lon.js';
import * as auditResultReceipts from './migrations/0018_audit_result_receipts.js';
import * as undatedScans from './migrations/0019_undated_scans.js';
import * as poiExternalId from './migrations/0020_poi_external_id.js';
import * as auditedPlaceTypes from './migrations/0021_audited_place_types.js';
import * as accessPointComputations from './migrations/0022_access_point_computations.js';
import * as unitsAndOpenings from './migrations/0023_units_and_openings.js';
import * as imdfIds from './migrations/0025_imdf_ids.js';
import * as fingerprintsFloorId from './migrations/0026_fingerprints_floor_id.js';
import * as accesMaps from './migrations/0027_acces_maps.js';
import * as floorWallsVersion from './migrations/0028_floor_walls_version.js';

/** Migrations are listed here (not read from disk) so the compiled server needs no file globbing. */
const migrations: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_short_links': shortLinks,
  '0003_space_search': spaceSearch,
  '0004_floor_plan_content_type': planContentType,
  '0005_graph_version': graphVersion,
  '0006_space_name_prefix': namePrefix,
  '0007_fingerprints': fingerprints,
  '0010_fingerprint_tile_keys': fingerprintTileKeys,
  '0011_access_points': accessPoints,
  '0012_audit_results': auditResults,
  '0013_scan_identity_and_plan_placement': scanIdentity,
  '0014_shared_throttles': sharedThrottles,
  '0015_account_administration': accountAdministration,
  '0016_floor_plan_versions': floorPlanVersions,
  '0017_access_point_estimate_lon': accessPointEstimateLon,
  '0018_audit_result_receipts': auditResultReceipts,
  '0019_undated_scans': undatedScans,
  '0020_poi_external_id': poiExternalId,
  '0021_audited_place_types': auditedPlaceTypes,
  '0022_access_point_computations': accessPointComputations,
  '0023_units_and_openings': unitsAndOpenings,
  '0025_imdf_ids': imdfIds,
  '0026_fingerprints_floor_id': fingerprintsFloorId,
  '0027_acces_maps': accesMaps,
  '0028_floor_walls_version': floorWallsVersion,
};

class StaticMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

/**
 * Applies the migrations not applied yet. `schema` names the PostgreSQL schema whose
 * migration table counts: without it, Kysely would take a migration table found in any
 * schema of the search path (public, say) as this schema's history and skip everything.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  if (await allApplied(db, schema)) return [];
  const migrator = new Migrator({
    db,
    provider: new StaticMigrationProvider(),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (error && isVanishedSchema(error) && attempt < VANISHED_SCHEMA_ATTEMPTS) continue;
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  }
}

/**
 * True when the migration table lists every migration: a start with nothing to migrate
 * then costs one read instead of the migrator's table look-ups, lock and listing. Any
 * doubt (no table yet, a schema it cannot read) answers false and the migrator decides.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
async function allApplied(db: Kysely<any>, schema?: string): Promise<boolean> {
  const table = `${schema ? `"${schema.replaceAll('"', '""')}".` : ''}kysely_migration`;
  try {
    const { rows } = await sql<{ name: string }>`select name from ${sql.raw(table)}`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false;
  }
}

/**
 * Before it migrates, Kysely looks for its migration table by reading the tables of every
 * schema, and PostgreSQL refuses the whole read (invalid_schema_name, 3F000) when a schema
 * it listed is dropped meanwhile: another instance's schema on the same server, or a
 * finished test's. Nothing was applied then, so reading again is safe.
 */
const VANISHED_SCHEMA_ATTEMPTS = 3;
const isVanishedSchema = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '3F000';
