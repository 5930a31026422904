import { Readable } from 'node:stream';
import {
  type Actor,
  aggregateHeatmapCells,
  aggregateScanTotals,
  type CellRssTuple,
  type CellScanTuple,
  canEditSpace,
  type contract,
  type DeletedScanTuple,
  dayStartMs,
  deletedFingerprintsJson,
  type Fingerprint,
  FloorMessages,
  fingerprintGridJson,
  fingerprintTileJson,
  heatmapCellCentre,
  heatmapCellsAround,
  heatmapDayRange,
  heatmapPointsJson,
  isHeatmapLevel,
  type LatLng,
  type LatLngRectangle,
  LayerMessages,
  type LocationScanTuple,
  matrixCoveredBy,
  type PlanCorners,
  type PlanOutline,
  parseRadiomapLog,
  planOutlineFromBounds,
  planOutlineFromCorners,
  RadioConstants,
  RadioLayerConstants,
  RadiomapFormatMessages,
  RadiomapLogError,
  RadiomapLogWriter,
  RadiomapPlacementMessages,
  type RadiomapTarget,
  type ResponseOf,
  radiomapLogHeader,
  radiomapPlacementProblem,
  ServerMessages,
  SpaceMessages,
  strongestMac,
  type TileXYZ,
  tileBounds,
  tileContains,
  tileKeyRange,
  tileKeysNear,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { JsonListQuery } from '../db/repositories/json-rows.js';
import type { TimeRange } from '../db/repositories/radiomaps.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { FloorRow } from '../db/schema.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.js';
import { JsonStream } from '../http/json-stream.js';
import { JsonText } from '../http/json-text.js';
import { type CachedAnswer, LayerAnswerCache } from './layer-answer-cache.js';
import type { SpacesService } from './spaces.service.js';

/** Fingerprints read per statement while a radiomap downloads. */
const DOWNLOAD_BATCH = 2000;
/** Scans written to the answer per piece while a radiomap downloads. */
const DOWNLOAD_CHUNK_SCANS = 200;

export interface ImportedRadiomap {
  /** Scans stored by this import. */
  fingerprints: number;
  /** Their measurements. */
  measurements: number;
  /** Scans of the file already stored on the floor (same time, position, heading, readings): skipped. */
  already_stored: number;
}

/** An upload's answer: what was stored, and the message saying so. */
export interface UploadedRadiomap extends ImportedRadiomap {
  message: string;
}

/**
 * Locks the floor's space against deletion, then the floor row (the lock order of every
 * change inside a space: a delete of the space waits for this commit instead of
 * deadlocking with it); 404 when either is gone. The floor's fingerprints and cells then
 * always change together.
 */
async function lockRadiomapFloor(repos: Repositories, target: RadiomapTarget): Promise<void> {
  if (
    !(await repos.spaces.lockAgainstDelete(target.buid)) ||
    !(await repos.radiomaps.lockFloor(target.buid, target.floor))
  ) {
    throw notFound(FloorMessages.notFound);
  }
}

/** Stores scans on a locked floor and adds the ones really stored to its heatmap cells. */
async function insertScans(
  repos: Repositories,
  target: RadiomapTarget,
  scans: readonly Fingerprint[],
): Promise<ImportedRadiomap> {
  const repository = repos.radiomaps;
  const kept = scans.filter((scan) => scan.macs.length > 0);
  const stored = await repository.insertFingerprints(target.buid, target.floor, kept, strongestMac);
  // Only the scans really stored count in the heatmaps.
  await repository.addToHeatmapCells(target.buid, target.floor, aggregateHeatmapCells(stored));
  return {
    fingerprints: stored.length,
    measurements: stored.reduce((sum, scan) => sum + scan.macs.length, 0),
    already_stored: kept.length - stored.length,
  };
}

/**
 * Stores parsed scans on a floor and adds them to its heatmap cells, with the repositories
 * of the transaction it is given (the caller commits or rolls back everything). The floor
 * row is locked first, so the floor's fingerprints and cells always change together.
 * No permission check: callers check (the service below, the demo loader, the restore).
 */
export async function storeRadiomapScans(
  repos: Repositories,
  target: RadiomapTarget,
  scans: readonly Fingerprint[],
): Promise<ImportedRadiomap> {
  await lockRadiomapFloor(repos, target);
  return insertScans(repos, target, scans);
}

/** The outline of a floor's placed plan: its corners, else its bounding box; null without either. */
export function planOutlineOf(floor: FloorRow): PlanOutline | null {
  const corners =
    typeof floor.plan_corners === 'string' ? JSON.parse(floor.plan_corners) : floor.plan_corners;
  if (Array.isArray(corners) && corners.length === 4) {
    return planOutlineFromCorners(corners as unknown as PlanCorners);
  }
  const { bottom_left_lat, bottom_left_lng, top_right_lat, top_right_lng } = floor;
  if (
    bottom_left_lat === null ||
    bottom_left_lng === null ||
    top_right_lat === null ||
    top_right_lng === null
  ) {
    return null;
  }
  return planOutlineFromBounds({ bottom_left_lat, bottom_left_lng, top_right_lat, top_right_lng });
}

/** The distinct positions of some scans. */
function distinctLocations(scans: readonly Fingerprint[]): LatLng[] {
  const seen = new Map<string, LatLng>();
  for (const scan of scans) {
    const key = `${scan.lat} ${scan.lon}`;
    if (!seen.has(key)) seen.set(key, { lat: scan.lat, lon: scan.lon });
  }
  return [...seen.values()];
}

/**
 * Stores an upload on a floor (docs/wifi-layers.md#where-fingerprints-belong), in the
 * transaction of `repos`: refused with a 400 giving the distance when its fingerprints lie
 * far from the building or outside the floor's placed plan; a matrix (undated scans only)
 * whose every location the floor's dated scans cover stores nothing and says so.
 */
async function storeUploadedScans(
  repos: Repositories,
  target: RadiomapTarget,
  scans: readonly Fingerprint[],
): Promise<UploadedRadiomap> {
  await lockRadiomapFloor(repos, target);
  const [space, floor] = await Promise.all([
    repos.spaces.findByBuid(target.buid),
    repos.floors.find(target.buid, target.floor),
  ]);
  if (!space || !floor) throw notFound(FloorMessages.notFound);
  const kept = scans.filter((scan) => scan.macs.length > 0);
  const locations = distinctLocations(kept);
  const problem = radiomapPlacementProblem(
    locations,
    { lat: space.coordinates_lat, lon: space.coordinates_lon },
    planOutlineOf(floor),
  );
  if (problem) {
    throw badRequest(
      problem.kind === 'far-from-building'
        ? RadiomapPlacementMessages.farFromBuilding(problem.distanceM)
        : RadiomapPlacementMessages.outsidePlan(problem.distanceM),
    );
  }
  if (kept.length > 0 && kept.every((scan) => scan.timestamp === null)) {
    const surveyed = await repos.radiomaps.datedLocationsInTiles(target.buid, target.floor, [
      ...new Set(locations.flatMap((location) => tileKeysNear(location))),
    ]);
    if (matrixCoveredBy(locations, surveyed)) {
      return {
        message: RadiomapPlacementMessages.matrixCoveredByLogs(locations.length),
        fingerprints: 0,
        measurements: 0,
        already_stored: 0,
      };
    }
  }
  const stored = await insertScans(repos, target, kept);
  return {
    message: RadiomapFormatMessages.uploaded(
      stored.fingerprints,
      stored.already_stored,
      stored.measurements,
    ),
    ...stored,
  };
}

/** Parses a log for a floor; a bad log becomes a 400 naming the line. */
export function parseRadiomapOrRefuse(text: string, target: RadiomapTarget): Fingerprint[] {
  try {
    return parseRadiomapLog(text, target);
  } catch (error) {
    if (error instanceof RadiomapLogError) throw badRequest(error.message);
    throw error;
  }
}

/** The cache key of a floor's all-days coverage at a level. */
const coverageKey = (level: number) => `coverage|${level}|all`;
const PER_DAY_KEY = 'per-day';
type ScansPerDay = { days: [number, number][]; undated: number };
const perDayJson = ({ days, undated }: ScansPerDay) =>
  JSON.stringify({
    radioPoints: days.map(([day, scans]) => ({ date: dayStartMs(day), count: scans })),
    undated,
  });

/**
 * Radiomaps (fingerprint logs) and the coverage heatmaps made from them. Changing a
 * floor's radiomap takes the right to edit the space (as floor and POI edits do); reading
 * takes the right to see it (as the floor list does). Heatmaps are read from the cells
 * kept per level and day, never from the fingerprints.
 */
export class RadiomapsService {
  private readonly radiomaps: Repositories['radiomaps'];
  private readonly floorRows: Repositories['floors'];
  /** Answers of the layer reads, by floor and radiomap version (see LayerAnswerCache). */
  private readonly answers = new LayerAnswerCache();
  /** Answers being computed, by the cache key they will be stored under. */
  private readonly computing = new Map<string, Promise<CachedAnswer>>();

  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
    /**
     * Told after this service wrote fingerprints, with how many it stored or deleted (the
     * access-point estimates and the table statistics follow).
     */
    private readonly fingerprintsChanged: (rows: number) => void = () => {},
    /** Told when the layer answers a write made out of date could not be computed ahead. */
    private readonly onWarmError: (error: unknown) => void = () => {},
  ) {
    this.radiomaps = data.repos.radiomaps;
    this.floorRows = data.repos.floors;
  }

  /**
   * Refuses unless the caller may change the floor's radiomap: 404 for a space the
   * caller cannot see or a missing floor, 403 for a space they may see but not edit.
   */
  async checkEditable(actor: Actor, target: RadiomapTarget): Promise<void> {
    const space = await this.spaces.findVisible(actor, target.buid);
    if (!canEditSpace(actor, spaceFacts(space))) throw forbidden(ServerMessages.spaceEditForbidden);
    if (!(await this.floorRows.find(target.buid, target.floor))) {
      throw notFound(FloorMessages.notFound);
    }
  }

  /**
   * Validates a whole radiomap log and stores all of it in one transaction, or nothing
   * (used by the building restore too).
   */
  async importLog(actor: Actor, target: RadiomapTarget, text: string): Promise<UploadedRadiomap> {
    await this.checkEditable(actor, target);
    return this.store(target, parseRadiomapOrRefuse(text, target));
  }

  /** Stores scans already parsed from an upload for this floor, in one transaction. */
  async importScans(
    actor: Actor,
    target: RadiomapTarget,
    scans: readonly Fingerprint[],
  ): Promise<UploadedRadiomap> {
    await this.checkEditable(actor, target);
    return this.store(target, scans);
  }

  private async store(
    target: RadiomapTarget,
    scans: readonly Fingerprint[],
  ): Promise<UploadedRadiomap> {
    const stored = await this.data.transaction((repos) => storeUploadedScans(repos, target, scans));
    await this.changed(target, stored.fingerprints);
    return stored;
  }

  async deleteFloor(actor: Actor, target: RadiomapTarget): Promise<{ message: string }> {
    await this.checkEditable(actor, target);
    const deleted = await this.data.transaction(async (repos) => {
      const repository = repos.radiomaps;
      if (
        !(await repos.spaces.lockAgainstDelete(target.buid)) ||
        !(await repository.lockFloor(target.buid, target.floor))
      ) {
        throw notFound(FloorMessages.notFound);
      }
      return repository.deleteFloor(target.buid, target.floor);
    });
    await this.changed(target, deleted);
    return { message: SpaceMessages.deletedRadiomap };
  }

  /**
   * The JSON of a floor query when the caller may see the floor: 404 for a space they
   * cannot see or a missing floor (the query answers null). The space, the floor check
   * and the read are one statement; nothing is answered before the checks pass.
   */
  private async readVisibleFloor<T>(
    actor: Actor | null,
    target: RadiomapTarget,
    query: JsonListQuery,
  ): Promise<T> {
    const { json } = await this.spaces.findVisibleWithJson(actor, target.buid, query);
    if (json === null) throw notFound(FloorMessages.notFound);
    return json as T;
  }

  /**
   * A layer answer of a floor the caller may see (404 otherwise), from the cache when the
   * floor's radiomap has not changed since it was computed: one small statement reads the
   * space, the floor and its radiomap version; only a miss runs `query` and `write`.
   */
  private async cachedLayer<Json, T>(
    actor: Actor | null,
    target: RadiomapTarget,
    key: string,
    query: () => JsonListQuery,
    write: (json: Json) => string,
  ): Promise<JsonText<T>> {
    const version = await this.readVisibleFloor<string>(
      actor,
      target,
      this.radiomaps.radiomapVersionQuery(target.buid, target.floor),
    );
    const entry = await this.cachedAnswer(target, version, key, query, write);
    return new JsonText<T>(entry.text, (encoding) => entry.encodedAs(encoding));
  }

  /**
   * The answer `key` of the floor at radiomap `version`: from the cache, from a computation
   * of it already under way (a read right after an upload waits for the one the upload
   * started), or computed now.
   */
  private cachedAnswer<Json>(
    target: RadiomapTarget,
    version: string,
    key: string,
    query: () => JsonListQuery,
    write: (json: Json) => string,
  ): Promise<CachedAnswer> {
    const cacheKey = `${target.buid}\u0000${target.floor}\u0000${version}\u0000${key}`;
    const entry = this.answers.get(cacheKey);
    if (entry) return Promise.resolve(entry);
    let computing = this.computing.get(cacheKey);
    if (!computing) {
      computing = (async () => {
        const json = await this.radiomaps.readJson<Json>(query());
        // The floor was deleted in between.
        if (json === null) throw notFound(FloorMessages.notFound);
        return this.answers.set(cacheKey, write(json));
      })().finally(() => this.computing.delete(cacheKey));
      this.computing.set(cacheKey, computing);
    }
    return computing;
  }

  /**
   * Computes the answers an upload or a delete made out of date
   * (docs/wifi-layers.md#layers-after-an-upload): the floor's all-days coverage at every level
   * and its scans per day, plain and compressed, so the first read after the change finds them
   * ready.
   */
  private async warmLayers(target: RadiomapTarget): Promise<void> {
    const version = await this.radiomaps.readJson<string>(
      this.radiomaps.radiomapVersionQuery(target.buid, target.floor),
    );
    if (version === null) return;
    const answers: CachedAnswer[] = [];
    for (const level of RadioConstants.levels) {
      answers.push(
        await this.cachedAnswer(
          target,
          version,
          coverageKey(level),
          () => this.radiomaps.heatmapCellsQuery(target.buid, target.floor, level),
          (cells: CellRssTuple[]) => heatmapPointsJson(level, cells),
        ),
      );
    }
    answers.push(
      await this.cachedAnswer(
        target,
        version,
        PER_DAY_KEY,
        () => this.radiomaps.scansPerDayQuery(target.buid, target.floor),
        perDayJson,
      ),
    );
    // Compressed as clients ask for them (browsers on plain HTTP gzip, on HTTPS brotli):
    // compressing a level-3 answer of a big floor takes longer than reading it.
    for (const answer of answers) {
      answer.encodedAs('br');
      answer.encodedAs('gzip');
    }
  }

  /**
   * After a write of `rows` fingerprints of the floor: the background work that depends on
   * them is told, and the layer answers the write made out of date are computed before the
   * write is answered. A failure there is reported and left to the reads: the first one
   * computes the answer again.
   */
  private async changed(target: RadiomapTarget, rows: number): Promise<void> {
    this.fingerprintsChanged(rows);
    try {
      await this.warmLayers(target);
    } catch (error) {
      // A floor deleted meanwhile has no layers to compute.
      if (!(error instanceof HttpError && error.statusCode === 404)) this.onWarmError(error);
    }
  }

  /**
   * The logs of several floors (space-separated numbers), in the upload format; '' without
   * fingerprints. Streamed: the JSON is written batch by batch as the fingerprints are
   * read, so a floor of a million measurements downloads in constant memory.
   */
  async floorLogs(
    actor: Actor | null,
    buid: string,
    floors: string,
  ): Promise<JsonStream<{ rss_log_files: { floor_number: string; rss_log: string }[] }>> {
    await this.spaces.findVisible(actor, buid);
    const numbers = floors
      .split(/\s+/)
      .filter((f) => /^-?\d{1,4}$/.test(f))
      .map(Number);
    const radiomaps = this.radiomaps;
    async function* json(): AsyncGenerator<string> {
      yield '{"rss_log_files":[';
      for (const [index, floor] of numbers.entries()) {
        yield `${index > 0 ? ',' : ''}{"floor_number":${JSON.stringify(String(floor))},"rss_log":"`;
        let first = true;
        const writer = new RadiomapLogWriter({ buid, floor });
        for await (const scans of radiomaps.fingerprintBatches(buid, floor, DOWNLOAD_BATCH)) {
          // Written a few hundred scans at a time: strings of some 100 kB die young, where a
          // whole batch's megabytes would wait in the old generation for a full collection.
          for (let from = 0; from < scans.length; from += DOWNLOAD_CHUNK_SCANS) {
            let text = first ? radiomapLogHeader : '';
            first = false;
            for (const scan of scans.slice(from, from + DOWNLOAD_CHUNK_SCANS)) {
              text += writer.lines(scan);
            }
            // The text inside a JSON string: its quotes taken off.
            yield JSON.stringify(text).slice(1, -1);
          }
        }
        yield '"}';
      }
      yield ']}';
    }
    return new JsonStream(Readable.from(json(), { objectMode: false }));
  }

  /**
   * Fingerprints per UTC day (`date` is the day's first millisecond), and the undated ones,
   * which are on no day (docs/wifi-layers.md#undated-fingerprints).
   */
  perDay(
    actor: Actor | null,
    target: RadiomapTarget,
  ): Promise<JsonText<ResponseOf<typeof contract.radiomapTime>>> {
    return this.cachedLayer<ScansPerDay, ResponseOf<typeof contract.radiomapTime>>(
      actor,
      target,
      PER_DAY_KEY,
      () => this.radiomaps.scansPerDayQuery(target.buid, target.floor),
      perDayJson,
    );
  }

  /**
   * The coverage heatmap of a floor at a level: one point per cell at its centre, with
   * the count, total and average RSS of its measurements, over all days or the days a
   * time range covers. Written straight to JSON (a level-3 heatmap of a big floor has
   * tens of thousands of points) and cached until the floor's radiomap changes.
   */
  heatmap(
    actor: Actor | null,
    target: RadiomapTarget,
    level: number,
    range?: { from: number; to: number },
  ): Promise<JsonText<ResponseOf<typeof contract.heatmapFloorAverage>>> {
    if (!isHeatmapLevel(level)) throw notFound(ServerMessages.notFound);
    const days = range ? heatmapDayRange(range.from, range.to) : undefined;
    return this.cachedLayer<CellRssTuple[], ResponseOf<typeof contract.heatmapFloorAverage>>(
      actor,
      target,
      days ? `coverage|${level}|${days.fromDay}-${days.toDay}` : coverageKey(level),
      () => this.radiomaps.heatmapCellsQuery(target.buid, target.floor, level, days),
      (cells) => heatmapPointsJson(level, cells),
    );
  }

  /**
   * The level-3 coverage points whose cell centre lies in a map tile, over all days or
   * the days a time range covers.
   */
  heatmapTile(
    actor: Actor | null,
    target: RadiomapTarget,
    tile: TileXYZ,
    range?: { from: number; to: number },
  ): Promise<JsonText<ResponseOf<typeof contract.heatmapFloorAverageTiles>>> {
    const level = 3;
    const days = range ? heatmapDayRange(range.from, range.to) : undefined;
    return this.cachedLayer<CellRssTuple[], ResponseOf<typeof contract.heatmapFloorAverageTiles>>(
      actor,
      target,
      `coverage-tile|${tile.z}/${tile.x}/${tile.y}|${days ? `${days.fromDay}-${days.toDay}` : 'all'}`,
      () =>
        this.radiomaps.heatmapCellsAroundQuery(
          target.buid,
          target.floor,
          level,
          heatmapCellsAround(level, tileBounds(tile)),
          days,
        ),
      (cells) =>
        heatmapPointsJson(
          level,
          cells.filter(([x, y]) => {
            const centre = heatmapCellCentre(level, { x, y });
            return tileContains(tile, centre);
          }),
        ),
    );
  }

  /**
   * The fingerprint heatmap below the maximum zoom: scans and measurements per cell of a
   * level (the zoom band's), from the kept cells, over all days or the days of a range.
   */
  fingerprintGrid(
    actor: Actor | null,
    target: RadiomapTarget,
    level: number,
    range?: { from: number; to: number },
  ): Promise<JsonText<ResponseOf<typeof contract.radiomapFingerprintsGrid>>> {
    if (!isHeatmapLevel(level)) throw notFound(ServerMessages.notFound);
    const days = range ? heatmapDayRange(range.from, range.to) : undefined;
    return this.cachedLayer<CellScanTuple[], ResponseOf<typeof contract.radiomapFingerprintsGrid>>(
      actor,
      target,
      `fingerprint-grid|${level}|${days ? `${days.fromDay}-${days.toDay}` : 'all'}`,
      () => this.radiomaps.fingerprintCellsQuery(target.buid, target.floor, level, days),
      (cells) => fingerprintGridJson(level, cells),
    );
  }

  /** The scan locations inside a map tile, optionally of a time range (ms, inclusive). */
  fingerprintTile(
    actor: Actor | null,
    target: RadiomapTarget,
    tile: TileXYZ,
    time?: TimeRange,
  ): Promise<JsonText<ResponseOf<typeof contract.radiomapFingerprintsTile>>> {
    const max = RadioLayerConstants.maxFingerprintTilePoints;
    return this.cachedLayer<
      LocationScanTuple[],
      ResponseOf<typeof contract.radiomapFingerprintsTile>
    >(
      actor,
      target,
      `fingerprint-tile|${tile.z}/${tile.x}/${tile.y}|${time ? `${time.from}-${time.to}` : 'all'}`,
      () =>
        this.radiomaps.fingerprintTileQuery(
          target.buid,
          target.floor,
          tileKeyRange(tile),
          max + 1,
          RadioLayerConstants.markerStrongestAps,
          time,
        ),
      (points) => fingerprintTileJson(points.slice(0, max), points.length > max),
    );
  }

  /**
   * Deletes a floor's scans inside a rectangle and/or a time range, and takes exactly
   * those scans from the heatmap cells in the same transaction (only the cells they lay
   * in change; the floor is never read whole). Answers the deleted scans.
   */
  async deleteScans(
    actor: Actor,
    target: RadiomapTarget,
    where: { rectangle?: LatLngRectangle; time?: TimeRange },
  ): Promise<JsonText<ResponseOf<typeof contract.radiomapDeleteBbox>>> {
    await this.checkEditable(actor, target);
    const deleted = await this.data.transaction(async (repos) => {
      const repository = repos.radiomaps;
      if (!(await repository.lockFloor(target.buid, target.floor))) {
        throw notFound(FloorMessages.notFound);
      }
      const rows = await repository.deleteScans(target.buid, target.floor, where);
      await repository.subtractFromHeatmapCells(
        target.buid,
        target.floor,
        aggregateScanTotals(
          rows.map(([timestamp, lat, lon, count, rssSum]) => ({
            timestamp,
            lat,
            lon,
            count,
            rssSum,
          })),
        ),
      );
      return rows;
    });
    if (deleted.length > 0) await this.changed(target, deleted.length);
    const message =
      deleted.length === 0 ? LayerMessages.noneDeleted : LayerMessages.deletedCount(deleted.length);
    return new JsonText(
      deletedFingerprintsJson(
        message,
        deleted.map(
          ([timestamp, lat, lon, count]): DeletedScanTuple => [timestamp, lat, lon, count],
        ),
      ),
    );
  }
}
