import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';

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

  /**
   * The latest `limit` scans of the space (or of one floor), dated ones first, as one JSON
   * text built by the database: [[floor_number, lat, lon, [mac, ...], [rss, ...]], ...] in
   * that order. The text goes to the model's worker as it is: the scans are never parsed on
   * the server's event loop.
   */
  async scansJson(buid: string, floorNumber: number | undefined, limit: number): Promise<string> {
    const onFloor = floorNumber === undefined ? sql`` : sql`and floor_number = ${floorNumber}`;
    const result = await sql<{ scans: string }>`
      select coalesce(json_agg(json_build_array(s.floor_number, s.lat, s.lon, s.macs, s.rss)
        order by s.measured_at desc nulls last, s.id desc), '[]')::text as scans
      from (
        select id, measured_at, floor_number, lat, lon, macs, rss from fingerprints
        where buid = ${buid} ${onFloor}
        order by measured_at desc nulls last, id desc
        limit ${limit}
      ) s`.execute(this.db);
    return result.rows[0]?.scans ?? '[]';
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
