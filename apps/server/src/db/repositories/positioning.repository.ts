import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** A stored scan as a positioning model reads it. */
export interface StoredScan {
  floor_number: number;
  lat: number;
  lon: number;
  macs: string[];
  rss: number[];
}

/** A space with fingerprints, and where it stands. */
export interface SurveyedSpace {
  buid: string;
  lat: number;
  lon: number;
}

/** The scans positioning models are built from, and the versions they are kept by. */
export class PositioningRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  /**
   * The fingerprint version of each floor of the space (floor number order), or of one floor:
   * a model built from these floors stays right while these are unchanged.
   */
  async floorVersions(
    buid: string,
    floorNumber?: number,
  ): Promise<{ floor_number: number; version: string }[]> {
    let query = this.db
      .selectFrom('floors')
      .select(['floor_number', sql<string>`fingerprints_version::text`.as('version')])
      .where('buid', '=', buid);
    if (floorNumber !== undefined) query = query.where('floor_number', '=', floorNumber);
    return query.orderBy('floor_number').execute();
  }

  /** The latest `limit` scans of the space (or of one floor), dated ones first. */
  async scans(buid: string, floorNumber: number | undefined, limit: number): Promise<StoredScan[]> {
    let query = this.db
      .selectFrom('fingerprints')
      .select(['floor_number', 'lat', 'lon', 'macs', 'rss'])
      .where('buid', '=', buid);
    if (floorNumber !== undefined) query = query.where('floor_number', '=', floorNumber);
    return query
      .orderBy(sql`measured_at desc nulls last`)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Spaces with fingerprints whose position lies inside the box around (lat, lon) of
   * `halfSideDeg` degrees of latitude (and as many metres of longitude at that latitude).
   */
  async surveyedSpacesNear(
    lat: number,
    lon: number,
    halfSideDeg: number,
  ): Promise<SurveyedSpace[]> {
    const lonHalf = halfSideDeg / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
    const result = await sql<SurveyedSpace>`
      select s.buid, s.coordinates_lat as lat, s.coordinates_lon as lon
      from spaces s
      where s.coordinates_lat between ${lat - halfSideDeg} and ${lat + halfSideDeg}
        and s.coordinates_lon between ${lon - lonHalf} and ${lon + lonHalf}
        and exists (select 1 from floors f where f.buid = s.buid and f.fingerprints_version > 0)`.execute(
      this.db,
    );
    return result.rows.map((row) => ({
      buid: row.buid,
      lat: Number(row.lat),
      lon: Number(row.lon),
    }));
  }
}
