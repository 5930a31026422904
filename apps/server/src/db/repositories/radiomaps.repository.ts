import {
  type Fingerprint,
  type HeatmapCellTotals,
  type LatLng,
  type LatLngRectangle,
  RadioConstants,
  tileKeyOf,
} from '@indoor/domain';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../schema.js';
import type { JsonListQuery } from './json-rows.js';

/** Rows per statement: each batch is one statement of a fixed text with array parameters. */
const FINGERPRINT_BATCH = 5000;
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

/** One column of a batch as a single text (see insertFingerprints). */
function joinColumn<T>(
  items: readonly T[],
  value: (item: T) => string | number,
  separator = ',',
): string {
  let text = '';
  for (let i = 0; i < items.length; i++) {
    if (i > 0) text += separator;
    text += value(items[i] as T);
  }
  return text;
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
   * run one after the other (fingerprints and cells always change together), and gives
   * the floor a new radiomap version (cached layer answers are keyed by it; a rollback
   * keeps the old one). False when the floor does not exist.
   */
  async lockFloor(buid: string, floorNumber: number): Promise<boolean> {
    const row = await this.db
      .updateTable('floors')
      .set({ radiomap_version: sql`nextval('radiomap_versions')` })
      .where('buid', '=', buid)
      .where('floor_number', '=', floorNumber)
      .returning('floor_number')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The floor's radiomap version as JSON text, or JSON null when the floor does not exist. */
  radiomapVersionQuery(buid: string, floorNumber: number): JsonListQuery {
    return sql<string>`(select to_json(radiomap_version::text) from floors
      where floors.buid = ${buid} and floors.floor_number = ${floorNumber})::text`;
  }

  /** Runs one of the queries below on its own: the JSON it gives (null when the floor does not exist). */
  async readJson<T>(query: JsonListQuery): Promise<T | null> {
    const result = await sql<{ json: string | null }>`select ${query} as json`.execute(this.db);
    const text = result.rows[0]?.json;
    return text ? (JSON.parse(text) as T) : null;
  }

  /**
   * Stores scans in their order (ids ascend with it), but those already stored on the
   * floor: same time, position, heading and readings (fingerprint_scan_hash, migrations
   * 0013 and 0019; an undated scan is stored with measured_at null). Answers the scans it
   * stored. Scans without measurements are skipped.
   */
  async insertFingerprints(
    buid: string,
    floorNumber: number,
    scans: readonly Fingerprint[],
    strongest: (scan: Fingerprint) => string | null,
  ): Promise<Fingerprint[]> {
    const kept = scans.filter((scan) => scan.macs.length > 0);
    const stored: Fingerprint[] = [];
    for (const batch of batches(kept, FINGERPRINT_BATCH)) {
      // Each column travels as one text: numbers comma-joined (JavaScript writes them in
      // their shortest exact form, which PostgreSQL reads back to the same float8), and a
      // scan's MACs and RSS values comma-joined, scans separated by ';' (MACs never hold
      // either). One string per column costs the driver nothing to escape, where arrays
      // of thousands of elements did. A scan without a strongest MAC sends '' (NULL).
      const result = await sql<{ i: number }>`
        with u as (
          select u.lat, u.lon, u.heading, u.ms, u.strongest, u.tile_key, u.n,
            string_to_array(u.macs, ',') as macs, string_to_array(u.rss, ',')::smallint[] as rss
          from unnest(
            string_to_array(${joinColumn(batch, (s) => s.lat)}, ',')::float8[],
            string_to_array(${joinColumn(batch, (s) => s.lon)}, ',')::float8[],
            string_to_array(${joinColumn(batch, (s) => s.heading)}, ',')::float8[],
            string_to_array(${joinColumn(batch, (s) => s.timestamp ?? '')}, ',', '')::int8[],
            string_to_array(${joinColumn(batch, (s) => s.macs.join(','), ';')}, ';'),
            string_to_array(${joinColumn(batch, (s) => s.rss.join(','), ';')}, ';'),
            string_to_array(${joinColumn(batch, (s) => strongest(s) ?? '', ';')}, ';', ''),
            string_to_array(${joinColumn(batch, (s) => tileKeyOf(s))}, ',')::int8[]
          ) with ordinality as u(lat, lon, heading, ms, macs, rss, strongest, tile_key, n)
        ), hashed as (
          select u.*, fingerprint_scan_hash(u.ms, u.lat, u.lon, u.heading, u.macs, u.rss) as hash
          from u
        ), inserted as (
          insert into fingerprints
            (buid, floor_number, lat, lon, heading, measured_at, macs, rss, strongest_mac,
             tile_key, scan_hash)
          select ${buid}, ${floorNumber}, h.lat, h.lon, h.heading,
            timestamptz 'epoch' + h.ms * interval '1 millisecond', h.macs, h.rss, h.strongest,
            h.tile_key, h.hash
          from hashed h
          order by h.n
          on conflict (buid, floor_number, scan_hash) do nothing
          returning scan_hash
        )
        -- The same scan twice in the batch is stored once: its first place answers.
        select min(h.n - 1)::int4 as i from hashed h join inserted on inserted.scan_hash = h.hash
        group by h.hash order by 1`.execute(this.db);
      for (const row of result.rows) stored.push(batch[row.i] as Fingerprint);
    }
    return stored;
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
    for (const batch of batches(withAllDaysTotals(cells), CELL_BATCH)) {
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

  /**
   * Refreshes the planner's statistics of the fingerprints and their heatmap cells
   * (docs/deployment.md#table-statistics).
   */
  async analyze(): Promise<void> {
    await sql`analyze fingerprints, heatmap_cells`.execute(this.db);
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

  /**
   * A floor's fingerprints in the order they were stored, `size` at a time (keyset on id,
   * one range of the index on space, floor and id each): memory stays at one batch whatever
   * the floor holds, and each batch is a short turn of the database.
   */
  async *fingerprintBatches(
    buid: string,
    floorNumber: number,
    size: number,
  ): AsyncGenerator<Fingerprint[]> {
    let after = '0';
    for (;;) {
      const rows = await this.db
        .selectFrom('fingerprints')
        .select([
          'id',
          sql<string | null>`(extract(epoch from measured_at) * 1000)::int8::text`.as('ms'),
          'lat',
          'lon',
          'heading',
          'macs',
          'rss',
        ])
        .where('buid', '=', buid)
        .where('floor_number', '=', floorNumber)
        .where('id', '>', after)
        .orderBy('id')
        .limit(size)
        .execute();
      if (rows.length === 0) return;
      after = String((rows.at(-1) as { id: string }).id);
      yield rows.map((row) => ({
        timestamp: row.ms === null ? null : Number(row.ms),
        lat: row.lat,
        lon: row.lon,
        heading: row.heading,
        macs: row.macs,
        rss: row.rss.map(Number),
      }));
      if (rows.length < size) return;
    }
  }

  async listFingerprints(buid: string, floorNumber: number): Promise<Fingerprint[]> {
    const result = await sql<{ rows: string }>`
      select coalesce(json_agg(json_build_array(
          (extract(epoch from measured_at) * 1000)::int8, lat, lon, heading, macs, rss)
        order by id), '[]')::text as rows
      from fingerprints
      where buid = ${buid} and floor_number = ${floorNumber}`.execute(this.db);
    const rows = JSON.parse(result.rows[0]?.rows ?? '[]') as [
      number | null,
      number,
      number,
      number,
      string[],
      number[],
    ][];
    return rows.map(([timestamp, lat, lon, heading, macs, rss]) => ({
      timestamp,
      lat,
      lon,
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
    days?: DayRange,
  ): JsonListQuery {
    return onFloor(
      buid,
      floorNumber,
      sql`(select coalesce(json_agg(json_build_array(cell_x, cell_y, count, rss_sum)
        order by cell_y, cell_x), '[]')
      from (${cellTotals(buid, floorNumber, level, days)}) cells)`,
    );
  }

  /**
   * As heatmapCellsQuery, only the cells in the given ranges of columns and rows (a map
   * tile's surroundings, see heatmapCellsAround).
   */
  heatmapCellsAroundQuery(
    buid: string,
    floorNumber: number,
    level: number,
    around: { fromX: number; toX: number; fromY: number; toY: number },
    days?: DayRange,
  ): JsonListQuery {
    const inside = sql`and cell_x between ${around.fromX} and ${around.toX}
      and cell_y between ${around.fromY} and ${around.toY}`;
    return onFloor(
      buid,
      floorNumber,
      sql`(select coalesce(json_agg(json_build_array(cell_x, cell_y, count, rss_sum)
        order by cell_y, cell_x), '[]')
      from (${cellTotals(buid, floorNumber, level, days, inside)}) cells)`,
    );
  }

  /**
   * Measurements and scans per cell of one level, over all days or the days from..to, as
   * one JSON value of [cell_x, cell_y, count, scans] tuples, or JSON null when the floor
   * does not exist.
   */
  fingerprintCellsQuery(
    buid: string,
    floorNumber: number,
    level: number,
    days?: DayRange,
  ): JsonListQuery {
    return onFloor(
      buid,
      floorNumber,
      sql`(select coalesce(json_agg(json_build_array(cell_x, cell_y, count, scans)
        order by cell_y, cell_x), '[]')
      from (${cellTotals(buid, floorNumber, level, days)}) cells)`,
    );
  }

  /**
   * The scan locations whose tile key lies in keys.first..keys.last (one map tile), with
   * their measurements and scans, the time of their first and last scan (ms, null when all
   * are undated) and their `strongest` access points (each MAC's strongest RSS there,
   * strongest first, then by MAC), optionally only scans taken in a time range: one JSON
   * value of [lat, lon, count, scans, first, last, [[mac, rss]...]] tuples by latitude then
   * longitude, at most `limit`, or JSON null when the floor does not exist.
   */
  fingerprintTileQuery(
    buid: string,
    floorNumber: number,
    keys: { first: number; last: number },
    limit: number,
    strongest: number,
    time?: TimeRange,
  ): JsonListQuery {
    return onFloor(
      buid,
      floorNumber,
      sql`(with scans as (
        select lat, lon, measured_at, macs, rss
        from fingerprints
        where buid = ${buid} and floor_number = ${floorNumber}
          and tile_key between ${keys.first} and ${keys.last} ${timeFilter(time)}
      ), locations as (
        select lat, lon, sum(cardinality(macs)) as count, count(*) as scans,
          (extract(epoch from min(measured_at)) * 1000)::int8 as first_ms,
          (extract(epoch from max(measured_at)) * 1000)::int8 as last_ms
        from scans
        group by lat, lon
        order by lat, lon
        limit ${limit}
      ), heard as (
        select s.lat, s.lon, m.mac, max(m.rss) as rss
        from scans s
        join locations l on l.lat = s.lat and l.lon = s.lon
        cross join lateral unnest(s.macs, s.rss) as m(mac, rss)
        group by s.lat, s.lon, m.mac
      ), ranked as (
        select lat, lon, mac, rss,
          row_number() over (partition by lat, lon order by rss desc, mac) as rank
        from heard
      ), strongest as (
        -- One grouped pass joined back by location: a subquery per location would read
        -- every ranked row again for each of a tile's (up to 20,000) locations.
        select lat, lon, json_agg(json_build_array(mac, rss) order by rank) as aps
        from ranked
        where rank <= ${strongest}
        group by lat, lon
      )
      select coalesce(json_agg(json_build_array(l.lat, l.lon, l.count, l.scans, l.first_ms,
        l.last_ms, coalesce(s.aps, '[]'::json)) order by l.lat, l.lon), '[]')
      from locations l
      left join strongest s on s.lat = l.lat and s.lon = l.lon)`,
    );
  }

  /**
   * Deletes a floor's scans inside a rectangle (edges included) and/or a time range, and
   * answers what the heatmap cells kept of each: [timestamp ms (null when undated), lat,
   * lon, measurements, RSS sum] in time order, undated ones last. A time range never
   * deletes undated scans. The caller takes them from the cells in the same transaction.
   */
  async deleteScans(
    buid: string,
    floorNumber: number,
    where: { rectangle?: LatLngRectangle; time?: TimeRange },
  ): Promise<[number | null, number, number, number, number][]> {
    const r = where.rectangle;
    const inRectangle = r
      ? sql`and lat between ${r.sw.lat} and ${r.ne.lat} and lon between ${r.sw.lon} and ${r.ne.lon}`
      : sql``;
    const result = await sql<{ rows: string }>`
      with gone as (
        delete from fingerprints
        where buid = ${buid} and floor_number = ${floorNumber} ${inRectangle} ${timeFilter(where.time)}
        returning (extract(epoch from measured_at) * 1000)::int8 as ms, lat, lon,
          cardinality(rss) as count, (select coalesce(sum(v), 0) from unnest(rss) v) as rss_sum
      )
      select coalesce(json_agg(json_build_array(ms, lat, lon, count, rss_sum) order by ms nulls last), '[]')::text
        as rows
      from gone`.execute(this.db);
    return JSON.parse(result.rows[0]?.rows ?? '[]');
  }

  /**
   * Takes per-day totals of deleted scans from the stored cells, and from the cells'
   * all-time totals; a cell left without scans is removed (counts never reach 0 in a
   * stored cell). Only the cells the scans fell in are touched.
   */
  async subtractFromHeatmapCells(
    buid: string,
    floorNumber: number,
    cells: readonly HeatmapCellTotals[],
  ): Promise<void> {
    for (const batch of batches(withAllDaysTotals(cells), CELL_BATCH)) {
      await sql`
        with gone as (
          select * from unnest(
            ${batch.map((c) => c.level)}::int2[],
            ${batch.map((c) => c.day)}::int4[],
            ${batch.map((c) => c.x)}::int4[],
            ${batch.map((c) => c.y)}::int4[],
            ${batch.map((c) => c.count)}::int4[],
            ${batch.map((c) => c.rssSum)}::float8[],
            ${batch.map((c) => c.scans)}::int4[]
          ) as u(level, day, x, y, count, rss_sum, scans)
        ),
        emptied as (
          delete from heatmap_cells h using gone
          where h.buid = ${buid} and h.floor_number = ${floorNumber} and h.level = gone.level
            and h.day = gone.day and h.cell_x = gone.x and h.cell_y = gone.y
            and h.scans <= gone.scans
          returning 1
        )
        update heatmap_cells h set
          count = h.count - gone.count,
          rss_sum = h.rss_sum - gone.rss_sum,
          scans = h.scans - gone.scans
        from gone
        where h.buid = ${buid} and h.floor_number = ${floorNumber} and h.level = gone.level
          and h.day = gone.day and h.cell_x = gone.x and h.cell_y = gone.y
          and h.scans > gone.scans`.execute(this.db);
    }
  }

  /**
   * Scans per UTC day (each scan lies in exactly one level-1 cell), by day, and the undated
   * scans (on no day): one JSON value {"days": [[day, scans]...], "undated": n}, or JSON
   * null when the floor does not exist.
   */
  scansPerDayQuery(buid: string, floorNumber: number): JsonListQuery {
    const onLevel1 = sql`buid = ${buid} and floor_number = ${floorNumber} and level = 1`;
    return onFloor(
      buid,
      floorNumber,
      sql`json_build_object(
        'days', (select coalesce(json_agg(json_build_array(day, scans) order by day), '[]')
          from (
            select day, sum(scans) as scans from heatmap_cells
            where ${onLevel1} and day >= 0
            group by day
          ) days),
        'undated', (select coalesce(sum(scans), 0) from heatmap_cells
          where ${onLevel1} and day = ${RadioConstants.undatedDay}))`,
    );
  }

  /**
   * The distinct locations of the floor's dated scans in the given zoom-22 tiles (tile
   * keys, see tileKeyOf): what may cover a matrix's locations (matrixCoveredBy).
   */
  async datedLocationsInTiles(
    buid: string,
    floorNumber: number,
    tileKeys: readonly number[],
  ): Promise<LatLng[]> {
    const locations: LatLng[] = [];
    for (const batch of batches(tileKeys, FINGERPRINT_BATCH)) {
      const result = await sql<{ rows: string }>`
        select coalesce(json_agg(json_build_array(lat, lon)), '[]')::text as rows
        from (
          select distinct lat, lon from fingerprints
          where buid = ${buid} and floor_number = ${floorNumber}
            and tile_key = any(string_to_array(${joinColumn(batch, (key) => key)}, ',')::int8[])
            and measured_at is not null
        ) locations`.execute(this.db);
      for (const [lat, lon] of JSON.parse(result.rows[0]?.rows ?? '[]') as [number, number][]) {
        locations.push({ lat, lon });
      }
    }
    return locations;
  }
}

/** Days since 1970, inclusive. */
export interface DayRange {
  fromDay: number;
  toDay: number;
}

/** Milliseconds since 1970, inclusive. */
export interface TimeRange {
  from: number;
  to: number;
}

/** The given cells, plus their totals over all days (day ALL_DAYS): one entry per level and cell. */
function withAllDaysTotals(cells: readonly HeatmapCellTotals[]): HeatmapCellTotals[] {
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
  return [...cells, ...allTime.values()];
}

/**
 * `and measured_at within the range`, or nothing; bounds beyond what can be stored are
 * clamped. Undated scans (measured_at null) are in no range.
 */
function timeFilter(time: TimeRange | undefined): RawBuilder<unknown> {
  if (!time) return sql``;
  const clamp = (ms: number) => Math.min(Math.max(ms, 0), RadioConstants.maxTimestampMs + 1);
  return sql`and measured_at between timestamptz 'epoch' + ${clamp(time.from)}::int8 * interval '1 millisecond'
    and timestamptz 'epoch' + ${clamp(time.to)}::int8 * interval '1 millisecond'`;
}

/**
 * A floor's cells of one level with their totals, as rows (cell_x, cell_y, count, rss_sum,
 * scans): the all-days rows without a range, and also when the range holds every day the
 * floor was surveyed on (one row per cell instead of adding up every day); otherwise the
 * sums of the range's per-day rows. `extra` narrows the cells (a tile's surroundings).
 */
function cellTotals(
  buid: string,
  floorNumber: number,
  level: number,
  days: DayRange | undefined,
  extra: RawBuilder<unknown> = sql``,
): RawBuilder<unknown> {
  const onLevel = sql`buid = ${buid} and floor_number = ${floorNumber} and level = ${level}`;
  if (!days) {
    return sql`select cell_x, cell_y, count, rss_sum, scans from heatmap_cells
      where ${onLevel} and day = ${ALL_DAYS} ${extra}`;
  }
  const from = Math.max(0, days.fromDay);
  const to = days.toDay;
  // Level 1 has the fewest cells: whether any surveyed day lies outside the range, or
  // undated scans (on no day, but in the all-days totals) are there.
  const holdsEveryDay = sql`not exists (
    select 1 from heatmap_cells o
    where o.buid = ${buid} and o.floor_number = ${floorNumber} and o.level = 1
      and ((o.day >= 0 and o.day < ${from}) or o.day > ${to} or o.day = ${RadioConstants.undatedDay}))`;
  return sql`select cell_x, cell_y, count, rss_sum, scans from heatmap_cells
      where ${onLevel} and day = ${ALL_DAYS} ${extra} and ${holdsEveryDay}
    union all
    select cell_x, cell_y, sum(count) as count, sum(rss_sum) as rss_sum, sum(scans) as scans
      from heatmap_cells
      where ${onLevel} and day between ${from} and ${to} ${extra} and not ${holdsEveryDay}
      group by cell_x, cell_y`;
}

/** The JSON list when the floor exists, else JSON null: one statement answers both. */
function onFloor(buid: string, floorNumber: number, list: RawBuilder<unknown>): JsonListQuery {
  return sql<string>`(case when exists (
      select 1 from floors where floors.buid = ${buid} and floors.floor_number = ${floorNumber}
    ) then ${list} else 'null'::json end)::text`;
}
