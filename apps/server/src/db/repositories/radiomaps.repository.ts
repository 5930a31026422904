import type { Fingerprint, HeatmapCellTotals } from '@indoor/domain';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { JsonListQuery } from './json-rows.js';

/** Rows per statement: each batch is one statement of a fixed text with array parameters. */
const FINGERPRINT_BATCH = 2000;
const CELL_BATCH = 5000;
/**
 * The `day` of a cell's all-time totals. The plain heatmap (no time range) is the one read
 * most: it reads one row per cell instead of adding up every day of the survey.
 */
const ALL_DAYS = -1;

/** A heatmap cell's totals over the days asked for. */
export interface HeatmapCellSum {
  x: number;
  y: number;
  count: number;
  rssSum: number;
}

function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}

/**
 * Fingerprints (one row per scan) and the heatmap cells kept from them. Inserts pass
 * whole columns as arrays (`unnest`), so a batch is one statement whatever its size;
 * reads come back as one JSON text (see json-rows.ts for why).
 */
export class RadiomapsRepository {
  constructor(private readonly db: Kysely<Database> | Transaction<Database>) {}

  /**
   * Locks the floor row until the transaction ends, so uploads and deletes of one floor
   * run one after the other (fingerprints and cells always change together). False when
   * the floor does not exist.
   */
  async lockFloor(buid: string, floorNumber: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('floors')
      .select('floor_number')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores scans in their order (ids ascend with it). Scans without measurements are skipped. */
  async insertFingerprints(
    buid: string,
    floorNumber: number,
    scans: readonly Fingerprint[],
    strongest: (scan: Fingerprint) => string | null,
  ): Promise<void> {
    const kept = scans.filter((scan) => scan.macs.length > 0);
    for (const batch of batches(kept, FINGERPRINT_BATCH)) {
      // MACs never contain commas and RSS values are integers: a comma-joined text per
      // scan carries each array through one text[] parameter.
      await sql`
        insert into fingerprints
          (buid, floor_number, lat, lon, heading, measured_at, macs, rss, strongest_mac)
        select ${buid}, ${floorNumber}, u.lat, u.lon, u.heading,
          timestamptz 'epoch' + u.ms * interval '1 millisecond',
          string_to_array(u.macs, ','), string_to_array(u.rss, ',')::smallint[], u.strongest
        from unnest(
          ${batch.map((s) => s.lat)}::float8[],
          ${batch.map((s) => s.lng)}::float8[],
          ${batch.map((s) => s.heading)}::float8[],
          ${batch.map((s) => s.timestamp)}::int8[],
          ${batch.map((s) => s.macs.join(','))}::text[],
          ${batch.map((s) => s.rss.join(','))}::text[],
          ${batch.map(strongest)}::text[]
        ) with ordinality as u(lat, lon, heading, ms, macs, rss, strongest, n)
        order by u.n`.execute(this.db);
    }
  }

  /**
   * Adds per-day totals to the stored cells, and to the cells' all-time totals (creating
   * the missing ones). One entry per level, day and cell.
   */
  async addToHeatmapCells(
    buid: string,
    floorNumber: number,
    cells: readonly HeatmapCellTotals[],
  ): Promise<void> {
    const allTime = new Map<string, HeatmapCellTotals>();
    for (const cell of cells) {
      const key = `${cell.level}|${cell.x}|${cell.y}`;
      const known = allTime.get(key);
      if (known) {
        known.count += cell.count;
        known.rssSum += cell.rssSum;
        known.scans += cell.scans;
      } else {
        allTime.set(key, { ...cell, day: ALL_DAYS });
      }
    }
    for (const batch of batches([...cells, ...allTime.values()], CELL_BATCH)) {
      await sql`
        insert into heatmap_cells
          (buid, floor_number, level, day, cell_x, cell_y, count, rss_sum, scans)
        select ${buid}, ${floorNumber}, u.level, u.day, u.x, u.y, u.count, u.rss_sum, u.scans
        from unnest(
          ${batch.map((c) => c.level)}::int2[],
          ${batch.map((c) => c.day)}::int4[],
          ${batch.map((c) => c.x)}::int4[],
          ${batch.map((c) => c.y)}::int4[],
          ${batch.map((c) => c.count)}::int4[],
          ${batch.map((c) => c.rssSum)}::float8[],
          ${batch.map((c) => c.scans)}::int4[]
        ) as u(level, day, x, y, count, rss_sum, scans)
        on conflict (buid, floor_number, level, day, cell_x, cell_y) do update set
          count = heatmap_cells.count + excluded.count,
          rss_sum = heatmap_cells.rss_sum + excluded.rss_sum,
          scans = heatmap_cells.scans + excluded.scans`.execute(this.db);
    }
  }

  /** Removes a floor's fingerprints and heatmap cells; answers how many fingerprints went. */
  async deleteFloor(buid: string, floorNumber: number): Promise<number> {
    const result = await this.db
      .deleteFrom('fingerprints')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .executeTakeFirst();
    await this.db
      .deleteFrom('heatmap_cells')
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .execute();
    return Number(result.numDeletedRows);
  }

  /** A floor's fingerprints in the order they were stored. */
  async listFingerprints(buid: string, floorNumber: number): Promise<Fingerprint[]> {
    const result = await sql<{ rows: string }>`
      select coalesce(json_agg(json_build_array(
          (extract(epoch from measured_at) * 1000)::int8, lat, lon, heading, macs, rss)
        order by id), '[]')::text as rows
      from fingerprints
      where buid = ${buid} and floor_number = ${floorNumber}`.execute(this.db);
    const rows = JSON.parse(result.rows[0]?.rows ?? '[]') as [
      number,
      number,
      number,
      number,
      string[],
      number[],
    ][];
    return rows.map(([timestamp, lat, lng, heading, macs, rss]) => ({
      timestamp,
      lat,
      lng,
      heading,
      macs,
      rss,
    }));
  }

  /**
   * Totals per cell of one level, over all days or the days from..to (inclusive), as one
   * JSON value of [cell_x, cell_y, count, rss_sum] tuples, or JSON null when the floor
   * does not exist (to read together with the space, see SpacesRepository.findByBuidWith).
   */
  heatmapCellsQuery(
    buid: string,
    floorNumber: number,
    level: number,
    days?: { fromDay: number; toDay: number },
  ): JsonListQuery {
    const dayFilter = days
      ? sql`and day between ${Math.max(0, days.fromDay)} and ${days.toDay}`
      : sql`and day = ${ALL_DAYS}`;
    return onFloor(
      buid,
      floorNumber,
      sql`(select coalesce(json_agg(json_build_array(cell_x, cell_y, count, rss_sum)
        order by cell_y, cell_x), '[]')
      from (
        select cell_x, cell_y, sum(count) as count, sum(rss_sum) as rss_sum
        from heatmap_cells
        where buid = ${buid} and floor_number = ${floorNumber} and level = ${level} ${dayFilter}
        group by cell_x, cell_y
      ) cells)`,
    );
  }

  /**
   * Scans per UTC day (each scan lies in exactly one level-1 cell), by day, as one JSON
   * value of [day, scans] tuples, or JSON null when the floor does not exist.
   */
  scansPerDayQuery(buid: string, floorNumber: number): JsonListQuery {
    return onFloor(
      buid,
      floorNumber,
      sql`(select coalesce(json_agg(json_build_array(day, scans) order by day), '[]')
      from (
        select day, sum(scans) as scans
        from heatmap_cells
        where buid = ${buid} and floor_number = ${floorNumber} and level = 1 and day >= 0
        group by day
      ) days)`,
    );
  }
}

/** The JSON list when the floor exists, else JSON null: one statement answers both. */
function onFloor(buid: string, floorNumber: number, list: RawBuilder<unknown>): JsonListQuery {
  return sql<string>`(case when exists (
      select 1 from floors where floors.buid = ${buid} and floors.floor_number = ${floorNumber}
    ) then ${list} else 'null'::json end)::text`;
}
