import { randomUUID } from 'node:crypto';
import type { ComputationProgress, StaleFloor } from '../db/repositories/floor-computations.js';

/**
 * What a refresher needs of its repository: the out-of-date floors, and the claim on one
 * floor's computation (taken, kept alive with its progress, given up).
 */
export interface FloorClaims {
  /** Out-of-date floors no live claim covers (claims older than leaseMs are dead), at most `limit`. */
  staleFloors(leaseMs: number, limit: number): Promise<StaleFloor[]>;
  /**
   * Claims the floor for `instanceId` when its result is out of date and no live claim holds
   * it: the floor's fingerprint version to compute from, else null.
   */
  claim(
    buid: string,
    floorNumber: number,
    instanceId: string,
    leaseMs: number,
  ): Promise<string | null>;
  /** Records the progress, which also keeps the claim alive. */
  reportProgress(
    buid: string,
    floorNumber: number,
    instanceId: string,
    progress: ComputationProgress,
  ): Promise<void>;
  /** Gives the claim up (done, failed or stopping). */
  release(buid: string, floorNumber: number, instanceId: string): Promise<void>;
}

/** The timings every refresher reads (each kind has its own constants; tests shorten them). */
export interface FloorRefresherSettings {
  /** Each instance looks for out-of-date floors this often. */
  readonly pollMs: number;
  /** A write on this instance starts the look this soon. */
  readonly settleMs: number;
  /** A claim whose instance has not reported for this long is taken over by another. */
  readonly leaseMs: number;
  /** A computation reports its progress (and keeps its claim) this often. */
  readonly progressMs: number;
  /** A read of an out-of-date result waits this long for it before answering the progress. */
  readonly readWaitMs: number;
  /** Floors taken per look. */
  readonly floorsPerLook: number;
}

/** The instance is stopping: a computation gives up at its next chance. */
export class ComputationStopped extends Error {
  constructor() {
    super('the server is stopping');
  }
}

/** A computation on this instance: its outcome (null: another instance holds the floor) and progress. */
export interface LocalComputation<T> {
  readonly outcome: Promise<T | null>;
  /** The progress, once this instance holds the floor's claim (null before). */
  readonly progress: Readonly<ComputationProgress> | null;
}

/** What a claimed floor's computation is handed. */
export interface ClaimedFloor extends StaleFloor {
  /** The floor's fingerprint version read at the claim: the result is stored under it. */
  version: string;
  /** Its progress, which the computation moves; report() stores it. */
  progress: ComputationProgress;
  /** Stores the progress now (and keeps the claim alive). */
  report(): Promise<void>;
  /** Aborted when the instance stops: the computation gives up (throws ComputationStopped). */
  signal: AbortSignal;
}

interface RunningComputation<T> {
  outcome: Promise<T | null>;
  progress: ComputationProgress | null;
  stop: AbortController;
}

const keyOf = (floor: StaleFloor) => `${floor.buid}\u0000${floor.floorNumber}`;

/**
 * Keeps a result computed per floor from its fingerprints up to date in the background
 * (the access-point estimates, docs/wifi-layers.md#access-point-estimate; the accuracy map,
 * docs/positioning.md#the-map-on-the-server): after fingerprints change, a floor's result is
 * computed again before anyone asks, so its layer answers at once.
 *
 * Each instance looks for out-of-date floors every few seconds and soon after a write of its
 * own. A floor is computed by one instance at a time: it claims the floor in the database,
 * reports its progress there (which readers on every instance answer with) and releases the
 * claim when done; a claim that stops being reported (the instance died) is taken over. A
 * result is stored under the version read when the floor was claimed, so a write that lands
 * meanwhile leaves it out of date and it is computed again. Subclasses compute and store.
 */
export abstract class FloorRefresher<T, S extends FloorRefresherSettings> {
  /** This instance's name in the claims it holds. */
  readonly instanceId = randomUUID();
  private readonly running = new Map<string, RunningComputation<T>>();
  private timer: NodeJS.Timeout | null = null;
  private looking: Promise<void> | null = null;
  private lookAgain = false;
  private started = false;
  private stopping = false;
  private computedCount = 0;
  protected onError: (error: unknown) => void = () => {};

  constructor(
    private readonly claims: FloorClaims,
    readonly settings: S,
  ) {}

  /**
   * Computes the claimed floor's result and stores it under `floor.version`; throws
   * ComputationStopped once `floor.signal` is aborted.
   */
  protected abstract work(floor: ClaimedFloor): Promise<T>;

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

  /** Stops looking; computations under way give up and release their claims. */
  async stop(): Promise<void> {
    this.started = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const computation of this.running.values()) computation.stop.abort();
    await this.looking;
    await Promise.allSettled([...this.running.values()].map((c) => c.outcome));
    // Reads compute what they ask for again; only the background looking stays stopped.
    this.stopping = false;
  }

  /** Fingerprints were written on this instance: look soon rather than at the next round. */
  fingerprintsChanged(): void {
    if (this.started && !this.stopping) this.schedule(this.settings.settleMs);
  }

  /** Results this instance computed and stored since it started. */
  get computed(): number {
    return this.computedCount;
  }

  /**
   * The floor's computation on this instance: the one under way, or one started now (whose
   * outcome is null when another instance holds the floor).
   */
  computeNow(floor: StaleFloor): LocalComputation<T> {
    const key = keyOf(floor);
    const existing = this.running.get(key);
    if (existing) return existing;
    const computation: RunningComputation<T> = {
      outcome: Promise.resolve(null),
      progress: null,
      stop: new AbortController(),
    };
    if (this.stopping) computation.stop.abort();
    computation.outcome = this.compute(floor, computation).finally(() => this.running.delete(key));
    // A reader may stop waiting before the end: a failure is then only reported.
    computation.outcome.catch((error: unknown) => {
      if (!(error instanceof ComputationStopped)) this.onError(error);
    });
    this.running.set(key, computation);
    return computation;
  }

  /**
   * The floor's computation on this instance, waited for at most readWaitMs: its result,
   * null when another instance holds the floor, undefined while it is still under way.
   */
  async computeBriefly(
    floor: StaleFloor,
  ): Promise<{ outcome: T | null | undefined; progress: ComputationProgress | null }> {
    const computation = this.computeNow(floor);
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), this.settings.readWaitMs);
    });
    const outcome = await Promise.race([computation.outcome, wait]).finally(() =>
      clearTimeout(timer),
    );
    return { outcome, progress: computation.progress ? { ...computation.progress } : null };
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
        const floors = await this.claims.staleFloors(
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

  private async compute(floor: StaleFloor, computation: RunningComputation<T>): Promise<T | null> {
    const { buid, floorNumber } = floor;
    const version = await this.claims.claim(
      buid,
      floorNumber,
      this.instanceId,
      this.settings.leaseMs,
    );
    if (version === null) return null;
    const progress: ComputationProgress = { done: 0, total: 0 };
    computation.progress = progress;
    try {
      const result = await this.work({
        buid,
        floorNumber,
        version,
        progress,
        report: () => this.claims.reportProgress(buid, floorNumber, this.instanceId, progress),
        signal: computation.stop.signal,
      });
      this.computedCount += 1;
      return result;
    } finally {
      await this.claims.release(buid, floorNumber, this.instanceId).catch(this.onError);
    }
  }
}
