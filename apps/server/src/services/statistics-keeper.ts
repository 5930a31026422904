import type { StatisticsConstants } from '../config/infrastructure.js';

export type StatisticsSettings = { readonly [K in keyof typeof StatisticsConstants]: number };

/**
 * Keeps the planner's statistics of the fingerprint tables fresh
 * (docs/deployment.md#table-statistics): once `minRows` fingerprints were written since the
 * last refresh, `analyze` runs in the background `settleMs` after the last write. One
 * refresh at a time; writes during one start the next. A failure is logged and the rows
 * stay counted, so the next write tries again.
 */
export class StatisticsKeeper {
  private pendingRows = 0;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly analyze: () => Promise<void>,
    private readonly settings: StatisticsSettings,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** Counts rows written; schedules a refresh once enough are. */
  written(rows: number): void {
    if (this.stopped || rows <= 0) return;
    this.pendingRows += rows;
    if (this.pendingRows < this.settings.minRows) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.start(), this.settings.settleMs);
    this.timer.unref();
  }

  /** The refresh under way, if any (tests and stop wait for it). */
  settled(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.settled();
  }

  private start(): void {
    this.timer = null;
    if (this.stopped) return;
    if (this.running) {
      // Enough was written during a refresh: the next one is tried after another wait.
      this.timer = setTimeout(() => this.start(), this.settings.settleMs);
      this.timer.unref();
      return;
    }
    const rows = this.pendingRows;
    this.pendingRows = 0;
    this.running = this.analyze()
      .catch((error: unknown) => {
        this.pendingRows += rows;
        this.onError(error);
      })
      .finally(() => {
        this.running = null;
      });
  }
}
