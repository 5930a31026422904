import type { AccesAnswer } from '@indoor/domain';
import { AccesWorkConstants } from '../config/infrastructure.js';
import type { StoredAccesMap } from '../db/repositories/acces-maps.repository.js';
import type { Repositories } from '../db/repositories/repositories.js';
import {
  AccesMapAborted,
  type AccesMapJob,
  computeAccesMapInWorker,
} from '../workers/acces-map-thread.js';
import { type ClaimedFloor, ComputationStopped, FloorRefresher } from './floor-refresher.js';
import { planOutlineOf } from './radiomaps.service.js';

/** A map computed from the floor's fingerprints at `version`. */
export interface ComputedAccesMap {
  version: string;
  computedAt: Date;
  map: StoredAccesMap;
}

/** The refresher's timings and scan limit (AccesWorkConstants; tests shorten the timings). */
export type AccesRefresherSettings = {
  readonly [K in keyof typeof AccesWorkConstants]: number;
};

/** The map's fields as the contract's positionAccesMap answers them. */
export const storedAccesMap = (answer: AccesAnswer): StoredAccesMap => ({
  crlb: answer.crlb,
  geojson: { coordinates: answer.geojson.coordinates },
  raw_crlb_m: answer.rawCrlbM,
  step_m: answer.stepM,
  bands: answer.bands.map((band) => ({ ...band })),
  survey_next: answer.surveyNext,
  held_out_locations: answer.heldOutLocations,
});

/**
 * Keeps the accuracy maps of the floors someone asked for up to date in the background
 * (docs/positioning.md#the-map-on-the-server): claims, progress and looking as every
 * FloorRefresher. A map is computed in a worker thread from the floor's scans (at most
 * maxScans of them, spread over the floor) and its placed plan's outline (a plan placed
 * again makes the map out of date as new fingerprints do); its steps (each
 * fold held out, the grid, survey next) are the progress, stored every progressMs, which
 * also keeps the claim alive while a step takes long.
 */
export class AccesRefresher extends FloorRefresher<ComputedAccesMap, AccesRefresherSettings> {
  constructor(
    private readonly repository: Repositories['accesMaps'],
    settings: AccesRefresherSettings = AccesWorkConstants,
  ) {
    super(repository, settings);
  }

  protected async work(floor: ClaimedFloor): Promise<ComputedAccesMap> {
    const { buid, floorNumber, version } = floor;
    const [plan, scansJson] = await Promise.all([
      this.repository.floorPlan(buid, floorNumber),
      this.repository.scansJson(buid, floorNumber, this.settings.maxScans),
    ]);
    // A floor gone meanwhile has no plan: its map is computed, and not stored.
    const outline = plan ? planOutlineOf(plan.floor) : null;
    const answer = await this.inWorker(floor, {
      scansJson,
      floor: String(floorNumber),
      outline: outline ? outline.map((p) => [p.lat, p.lon]) : null,
    });
    const computed = { version, computedAt: new Date(), map: storedAccesMap(answer) };
    await this.repository.store(
      buid,
      floorNumber,
      version,
      plan?.planKey ?? '',
      computed.computedAt,
      computed.map,
    );
    return computed;
  }

  /** The map computed in a worker thread, its progress stored every progressMs meanwhile. */
  private async inWorker(floor: ClaimedFloor, job: AccesMapJob): Promise<AccesAnswer> {
    let reporting: Promise<void> | null = null;
    const heartbeat = setInterval(() => {
      reporting ??= floor
        .report()
        .catch(this.onError)
        .finally(() => {
          reporting = null;
        });
    }, this.settings.progressMs);
    try {
      return await computeAccesMapInWorker(
        job,
        (step) => {
          floor.progress.done = step.done;
          floor.progress.total = step.total;
        },
        floor.signal,
      );
    } catch (error) {
      throw error instanceof AccesMapAborted ? new ComputationStopped() : error;
    } finally {
      clearInterval(heartbeat);
      await reporting;
    }
  }
}
