import {
  type Actor,
  anyplaceKnn,
  anyplaceMap,
  anyplaceMmse,
  anyplaceWknn,
  estimatePosition,
  haversineMetres,
  isPositionEstimate,
  type ObservedScan,
  type PositioningAnswer,
  PositioningLimits,
  PositioningMessages,
  type RadiomapModel,
} from '@indoor/domain';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import { badRequest, notFound } from '../http/http-error.js';
import {
  buildModelInWorker,
  type PositioningModelBuilder,
} from '../workers/positioning-model-thread.js';
import type { SpacesService } from './spaces.service.js';

/** Anyplace's algorithm_choice 1 to 4, on the floor's radiomap. */
const ANYPLACE_ALGORITHMS: Record<
  number,
  (model: RadiomapModel, scan: ObservedScan) => PositioningAnswer
> = {
  1: anyplaceKnn,
  2: anyplaceWknn,
  3: anyplaceMap,
  4: anyplaceMmse,
};

/** Metres per degree of latitude, for the box a floor prediction looks in. */
const METRES_PER_DEGREE = 111_320;

export interface PositionAnswer {
  lat: string;
  long: string;
  floor: string;
  error_m: number | null;
  method: string;
  message: string;
}

interface CachedModel {
  /** The floors' fingerprint versions the model was built from. */
  versions: string;
  model: Promise<RadiomapModel | null>;
}

/**
 * Positions wifi scans in a space from its stored fingerprints (docs/positioning.md#the-api).
 * A model is built per space (every floor) or per floor, from the latest scans, and kept in
 * this instance while the floors' fingerprint versions are unchanged: an upload through any
 * instance moves them, so every instance answers from the same fingerprints. A model is
 * built in a worker thread (docs/positioning.md#where-models-are-built); requests that need
 * it meanwhile wait for the one build, and a build that failed is not kept.
 */
export class PositioningService {
  private readonly repository: Repositories['positioning'];
  /** Least recently used first (a Map keeps insertion order). */
  private readonly models = new Map<string, CachedModel>();
  /** Aborted when the server stops: builds under way are given up. */
  private readonly stopping = new AbortController();

  /**
   * `buildModel` builds in a worker thread; the benchmark and tests hand in the main
   * thread's builder to compare with, or one that counts builds.
   */
  constructor(
    data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly buildModel: PositioningModelBuilder = buildModelInWorker,
  ) {
    this.repository = data.repos.positioning;
  }

  /** Gives up the builds under way (their workers end) and every later one: the server stops. */
  stop(): void {
    this.stopping.abort();
  }

  async estimate(
    actor: Actor | null,
    body: {
      buid: string;
      floor?: number;
      APs: { mac: string; rss: number }[];
      algorithm_choice?: number;
    },
  ): Promise<PositionAnswer> {
    await this.spaces.findVisible(actor, body.buid);
    const anyplace =
      body.algorithm_choice !== undefined ? ANYPLACE_ALGORITHMS[body.algorithm_choice] : undefined;
    const model = await this.model(body.buid, body.floor);
    if (!model) {
      throw notFound(
        body.floor === undefined
          ? PositioningMessages.noSurvey
          : PositioningMessages.floorNotSurveyed(String(body.floor)),
      );
    }
    const scan = { readings: body.APs };
    const answer = anyplace ? anyplace(model, scan) : estimatePosition(model, scan);
    if (!isPositionEstimate(answer) || answer.lat === undefined || answer.lon === undefined) {
      throw badRequest(PositioningMessages.nothingKnown);
    }
    return {
      lat: String(answer.lat),
      long: String(answer.lon),
      floor: answer.floor,
      error_m: answer.expectedErrorM ?? null,
      method: answer.method,
      message: PositioningMessages.found,
    };
  }

  /**
   * Anyplace's floor prediction: the scan positioned by the estimator in each visible
   * surveyed space near the device (or in the one named), the floor of the answer expected
   * to be closest.
   */
  async predictFloor(
    actor: Actor | null,
    body: { dlat: number; dlong: number; buid?: string; wifi: { mac: string; rss: number }[] },
  ): Promise<{ floor: string; message: string }> {
    const candidates = body.buid
      ? [body.buid]
      : (
          await this.repository.surveyedSpacesNear(
            body.dlat,
            body.dlong,
            PositioningLimits.predictFloorRadiusM / METRES_PER_DEGREE,
          )
        )
          .map((space) => ({
            buid: space.buid,
            distance: haversineMetres({ lat: body.dlat, lon: body.dlong }, space),
          }))
          .filter((space) => space.distance <= PositioningLimits.predictFloorRadiusM)
          .sort((a, b) => a.distance - b.distance)
          .slice(0, PositioningLimits.predictFloorSpaces)
          .map((space) => space.buid);
    let best: { floor: string; error: number } | null = null;
    for (const buid of candidates) {
      const visible = await this.spaces.findVisible(actor, buid).then(
        () => true,
        () => false,
      );
      if (!visible) {
        // The named space is answered like any space the caller may not see.
        if (body.buid) await this.spaces.findVisible(actor, buid);
        continue;
      }
      const model = await this.model(buid, undefined);
      if (!model) continue;
      const answer = estimatePosition(model, { readings: body.wifi });
      if (!isPositionEstimate(answer)) continue;
      const error = answer.expectedErrorM ?? Number.POSITIVE_INFINITY;
      if (!best || error < best.error) best = { floor: answer.floor, error };
    }
    return best
      ? { floor: best.floor, message: PositioningMessages.floorPredicted }
      : { floor: '', message: PositioningMessages.floorNotPredicted };
  }

  /** The space's (or one floor's) model for its current fingerprints; null without any. */
  private async model(
    buid: string,
    floorNumber: number | undefined,
  ): Promise<RadiomapModel | null> {
    const floors = await this.repository.floorVersions(buid, floorNumber);
    if (floorNumber !== undefined && floors.length === 0) {
      throw notFound(PositioningMessages.floorNotSurveyed(String(floorNumber)));
    }
    const versions = floors.map((f) => `${f.floor_number}:${f.version}`).join(',');
    const key = `${buid}\u0000${floorNumber ?? '*'}`;
    const cached = this.models.get(key);
    if (cached && cached.versions === versions) {
      // Most recently used last.
      this.models.delete(key);
      this.models.set(key, cached);
      return cached.model;
    }
    const entry: CachedModel = { versions, model: this.build(buid, floorNumber) };
    this.models.delete(key);
    this.models.set(key, entry);
    entry.model.catch(() => {
      if (this.models.get(key) === entry) this.models.delete(key);
    });
    while (this.models.size > PositioningLimits.cachedModels) {
      const oldest = this.models.keys().next().value;
      if (oldest === undefined) break;
      this.models.delete(oldest);
    }
    return entry.model;
  }

  private async build(
    buid: string,
    floorNumber: number | undefined,
  ): Promise<RadiomapModel | null> {
    const scansJson = await this.repository.scansJson(
      buid,
      floorNumber,
      PositioningLimits.maxModelScans,
    );
    // The database's text for no scans at all; any other is parsed by the builder only.
    if (scansJson === '[]') return null;
    return this.buildModel(scansJson, this.stopping.signal);
  }
}
