import {
  type Actor,
  aggregateHeatmapCells,
  canEditSpace,
  dayStartMs,
  type Fingerprint,
  FloorMessages,
  type HeatmapPoint,
  heatmapDayRange,
  heatmapPoint,
  isHeatmapLevel,
  parseRadiomapLog,
  RadioMessages,
  RadiomapLogError,
  type RadiomapTarget,
  ServerMessages,
  strongestMac,
  writeRadiomapLog,
} from '@indoor/domain';
import type { Kysely, Transaction } from 'kysely';
import { spaceFacts } from '../auth/actor.js';
import { FloorsRepository } from '../db/repositories/floors.repository.js';
import type { JsonListQuery } from '../db/repositories/json-rows.js';
import { RadiomapsRepository } from '../db/repositories/radiomaps.repository.js';
import { SpacesRepository } from '../db/repositories/spaces.repository.js';
import type { Database } from '../db/schema.js';
import { badRequest, forbidden, notFound } from '../http/http-error.js';
import type { SpacesService } from './spaces.service.js';

export interface ImportedRadiomap {
  fingerprints: number;
  measurements: number;
}

/**
 * Stores parsed scans on a floor and adds them to its heatmap cells, inside the
 * transaction it is given (the caller commits or rolls back everything). The floor row is
 * locked first, so the floor's fingerprints and cells always change together.
 * No permission check: callers check (the service below, the demo loader).
 */
export async function storeRadiomapScans(
  tx: Transaction<Database>,
  target: RadiomapTarget,
  scans: readonly Fingerprint[],
): Promise<ImportedRadiomap> {
  const repository = new RadiomapsRepository(tx);
  // The space before the floor, the lock order of every change inside a space: a delete
  // of the space waits for this commit instead of deadlocking with it.
  if (
    !(await new SpacesRepository(tx).lockAgainstDelete(target.buid)) ||
    !(await repository.lockFloor(target.buid, target.floor))
  ) {
    throw notFound(FloorMessages.notFound);
  }
  const kept = scans.filter((scan) => scan.macs.length > 0);
  await repository.insertFingerprints(target.buid, target.floor, kept, strongestMac);
  await repository.addToHeatmapCells(target.buid, target.floor, aggregateHeatmapCells(kept));
  return {
    fingerprints: kept.length,
    measurements: kept.reduce((sum, scan) => sum + scan.macs.length, 0),
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

/**
 * Radiomaps (fingerprint logs) and the coverage heatmaps made from them. Changing a
 * floor's radiomap takes the right to edit the space (as floor and POI edits do); reading
 * takes the right to see it (as the floor list does). Heatmaps are read from the cells
 * kept per level and day, never from the fingerprints.
 */
export class RadiomapsService {
  private readonly radiomaps: RadiomapsRepository;
  private readonly floorRows: FloorsRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly spaces: SpacesService,
  ) {
    this.radiomaps = new RadiomapsRepository(db);
    this.floorRows = new FloorsRepository(db);
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
  async importLog(actor: Actor, target: RadiomapTarget, text: string): Promise<ImportedRadiomap> {
    await this.checkEditable(actor, target);
    return this.store(target, parseRadiomapOrRefuse(text, target));
  }

  /** Stores scans already parsed from an upload for this floor, in one transaction. */
  async importScans(
    actor: Actor,
    target: RadiomapTarget,
    scans: readonly Fingerprint[],
  ): Promise<ImportedRadiomap> {
    await this.checkEditable(actor, target);
    return this.store(target, scans);
  }

  private store(target: RadiomapTarget, scans: readonly Fingerprint[]): Promise<ImportedRadiomap> {
    return this.db.transaction().execute((tx) => storeRadiomapScans(tx, target, scans));
  }

  async deleteFloor(actor: Actor, target: RadiomapTarget): Promise<{ message: string }> {
    await this.checkEditable(actor, target);
    await this.db.transaction().execute(async (tx) => {
      const repository = new RadiomapsRepository(tx);
      if (
        !(await new SpacesRepository(tx).lockAgainstDelete(target.buid)) ||
        !(await repository.lockFloor(target.buid, target.floor))
      ) {
        throw notFound(FloorMessages.notFound);
      }
      await repository.deleteFloor(target.buid, target.floor);
    });
    return { message: RadioMessages.deleted };
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

  /** The logs of several floors (space-separated numbers), in the upload format; '' without fingerprints. */
  async floorLogs(
    actor: Actor | null,
    buid: string,
    floors: string,
  ): Promise<{ rss_log_files: { floor_number: string; rss_log: string }[] }> {
    await this.spaces.findVisible(actor, buid);
    const numbers = floors
      .split(/\s+/)
      .filter((f) => /^-?\d{1,4}$/.test(f))
      .map(Number);
    const files: { floor_number: string; rss_log: string }[] = [];
    for (const floor of numbers) {
      const scans = await this.radiomaps.listFingerprints(buid, floor);
      files.push({
        floor_number: String(floor),
        rss_log: writeRadiomapLog(scans, { buid, floor }),
      });
    }
    return { rss_log_files: files };
  }

  /** Fingerprints per UTC day: `date` is the day's first millisecond. */
  async perDay(
    actor: Actor | null,
    target: RadiomapTarget,
  ): Promise<{ radioPoints: { date: number; count: number }[] }> {
    const days = await this.readVisibleFloor<[number, number][]>(
      actor,
      target,
      this.radiomaps.scansPerDayQuery(target.buid, target.floor),
    );
    return { radioPoints: days.map(([day, scans]) => ({ date: dayStartMs(day), count: scans })) };
  }

  /**
   * The coverage heatmap of a floor at a level: one point per cell at its centre, with
   * the count, total and average RSS of its measurements, over all days or the days a
   * time range covers.
   */
  async heatmap(
    actor: Actor | null,
    target: RadiomapTarget,
    level: number,
    range?: { from: number; to: number },
  ): Promise<{ radioPoints: HeatmapPoint[] }> {
    if (!isHeatmapLevel(level)) throw notFound(ServerMessages.notFound);
    const cells = await this.readVisibleFloor<[number, number, number, number][]>(
      actor,
      target,
      this.radiomaps.heatmapCellsQuery(
        target.buid,
        target.floor,
        level,
        range ? heatmapDayRange(range.from, range.to) : undefined,
      ),
    );
    return {
      radioPoints: cells.map(([x, y, count, rssSum]) =>
        heatmapPoint(level, { x, y }, count, rssSum),
      ),
    };
  }
}
