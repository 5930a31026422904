import { randomUUID } from 'node:crypto';
import {
  type AccessPointEstimate,
  accessPointEstimates,
  fittedRadioCount,
  LayerZoom,
} from '@indoor/domain';
import { AccessPointWorkConstants } from '../config/infrastructure.js';
import type {
  ComputationProgress,
  StaleFloor,
} from '../db/repositories/access-points.repository.js';
import type { Repositories } from '../db/repositories/repositories.js';

/** Estimates computed from the floor's fingerprints at `version`. */
export interface ComputedEstimates {
  version: string;
  computedAt: Date;
  estimates: AccessPointEstimate[];
}

/** A computation on this instance: its outcome (null: another instance holds the floor) and progress. */
export interface LocalComputation {
  readonly outcome: Promise<ComputedEstimates | null>;
  /** The progress, once this instance holds the floor's claim (null before). */
  readonly progress: Readonly<ComputationProgress> | null;
}

interface RunningComputation {
  outcome: Promise<ComputedEstimates | null>;
  progress: ComputationProgress | null;
}

/** The instance is stopping: a computation gives up between two slices of its fit. */
export class ComputationStopped extends Error {
  constructor() {
    super('the server is stopping');
  }
}

/** The refresher's timings (AccessPointWorkConstants; tests shorten them). */
export type RefresherSettings = { readonly [K in keyof typeof AccessPointWorkConstants]: number };

const keyOf = (floor: StaleFloor) => `${floor.buid}\u0000${floor.floorNumber}`;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Keeps every floor's access-point estimates up to date in the background
 * (docs/wifi-layers.md#access-point-estimate): after fingerprints change, a floor's estimates
 * are fitted again before anyone asks, so the layer answers at once.
 *
 * Each instance looks for out-of-date floors (their fingerprint version past the stored
 * estimates') every few seconds and soon after a write of its own. A floor is computed by one
 * instance at a time: it claims the floor in the database, reports its progress there (which
 * readers on every instance answer with) and releases the claim when done; a claim that stops
 * being reported (the instance died) is taken over. Estimates are stored under the version
 * read when the floor was claimed, so a write that lands meanwhile leaves them out of date and
 * they are computed again.
 */
export class AccessPointRefresher {
  /** This instance's name in the claims it holds. */
  readonly instanceId = randomUUID();
  private readonly running = new Map<string, RunningComputation>();
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private started = false;
  private stopping = false;
  private computedCount = 0;
  private onError: (error: unknown) => void = () => {};

  constructor(
    private readonly repository: Repositories['accessPoints'],
    readonly settings: RefresherSettings = AccessPointWorkConstants,
  ) {}

  /**
   * Starts looking for out-of-date floors (again, after a stop); `onError` hears what a
   * background computation met.
   */
  start(onError: (error: unknown) => void): void {
    if (this.started) return;
    this.started = true;
    this.stopping = false;
    this.onError = onError;
    this.schedule(0);
  }

  /** Stops looking; computations under way give up at their next slice and release their claims. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.looking;
    await Promise.allSettled([...this.running.values()].map((c) => c.outcome));
    // Reads compute what they ask for again; only the background looking stays stopped.
    this.stopping = false;
  }

  /** Fingerprints were written on this instance: look soon rather than at the next round. */
  fingerprintsChanged(): void {
    if (this.started && !this.stopping) this.schedule(this.settings.settleMs);
  }

  /** Estimates this instance computed and stored since it started. */
  get computed(): number {
    return this.computedCount;
  }

  /**
   * The floor's computation on this instance: the one under way, or one started now (whose
   * outcome is null when another instance holds the floor).
   */
  computeNow(floor: StaleFloor): LocalComputation {
    const key = keyOf(floor);
    const existing = this.running.get(key);
    if (existing) return existing;
    const computation: RunningComputation = { outcome: Promise.resolve(null), progress: null };
    computation.outcome = this.compute(floor, computation).finally(() => this.running.delete(key));
    // A reader may stop waiting before the end: a failure is then only reported.
    computation.outcome.catch((error: unknown) => {
      if (!(error instanceof ComputationStopped)) this.onError(error);
    });
    this.running.set(key, computation);
    return computation;
  }

  /** Looks once now and answers when every out-of-date floor it found was computed. */
  async lookNow(): Promise<void> {
    this.lookAgain = true;
    while (this.looking) await this.looking;
    await this.look();
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.look();
    }, delayMs);
    // The timer alone does not keep the process alive.
    this.timer.unref();
  }

  private async look(): Promise<void> {
    if (this.looking) {
      this.lookAgain = true;
      return;
    }
    this.looking = this.computeOutOfDate();
    try {
      await this.looking;
    } finally {
      this.looking = null;
      if (this.started && !this.stopping && !this.timer) this.schedule(this.settings.pollMs);
    }
  }

  /** Computes the out-of-date floors one after the other, each at most once per look. */
  private async computeOutOfDate(): Promise<void> {
    const tried = new Set<string>();
    try {
      do {
        this.lookAgain = false;
        const floors = await this.repository.staleFloors(
          this.settings.leaseMs,
          this.settings.floorsPerLook + tried.size,
        );
        const next = floors.filter((floor) => !tried.has(keyOf(floor)));
        for (const floor of next) {
          if (this.stopping) return;
          tried.add(keyOf(floor));
          await this.computeNow(floor).outcome.catch(() => {});
        }
        if (next.length > 0) this.lookAgain = true;
      } while (this.lookAgain && !this.stopping);
    } catch (error) {
      this.onError(error);
    }
  }

  private async compute(
    floor: StaleFloor,
    computation: RunningComputation,
  ): Promise<ComputedEstimates | null> {
    const { buid, floorNumber } = floor;
    const { leaseMs, progressMs, sliceMs } = this.settings;
    const version = await this.repository.claim(buid, floorNumber, this.instanceId, leaseMs);
    if (version === null) return null;
    const progress: ComputationProgress = { done: 0, total: 0 };
    computation.progress = progress;
    try {
      const observations = await this.repository.observations(buid, floorNumber);
      // One radio past the limit is fitted and kept, so an answer can tell that it was cut.
      const limit = LayerZoom.maxAccessPoints + 1;
      progress.total = fittedRadioCount(observations, limit);
      await this.repository.reportProgress(buid, floorNumber, this.instanceId, progress);
      const estimates: AccessPointEstimate[] = [];
      let slice = performance.now();
      let reported = slice;
      // Fitting a floor takes seconds: other requests are served between radios.
      for (const estimate of accessPointEstimates(observations, limit)) {
        estimates.push(estimate);
        progress.done = estimates.length;
        if (performance.now() - slice > sliceMs) {
          await nextTurn();
          if (this.stopping) throw new ComputationStopped();
          slice = performance.now();
        }
        if (performance.now() - reported > progressMs) {
          await this.repository.reportProgress(buid, floorNumber, this.instanceId, progress);
          reported = performance.now();
        }
      }
      const computedAt = new Date();
      await this.repository.store(buid, floorNumber, version, computedAt, estimates);
      this.computedCount += 1;
      return { version, computedAt, estimates };
    } finally {
      await this.repository.release(buid, floorNumber, this.instanceId).catch(this.onError);
    }
  }
}
