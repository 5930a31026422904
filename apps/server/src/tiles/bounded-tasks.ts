/**
 * Runs asynchronous tasks with at most `limit` in flight. `add` waits for a free
 * slot, which is what bounds memory when tasks are produced faster than they
 * finish. The first failure is kept and thrown by the next `add` or by `drain`.
 */
export class BoundedTasks {
  private readonly running = new Set<Promise<void>>();
  private failure: { error: unknown } | null = null;

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1) {
      throw new RangeError(`the task limit must be a positive integer, got ${limit}`);
    }
  }

  async add(task: () => Promise<void>): Promise<void> {
    while (this.running.size >= this.limit) await Promise.race(this.running);
    this.throwIfFailed();
    const settled: Promise<void> = task()
      .catch((error: unknown) => {
        this.failure ??= { error };
      })
      .finally(() => this.running.delete(settled));
    this.running.add(settled);
  }

  /** Waits for every task; throws the first failure, if any. */
  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
    this.throwIfFailed();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }
}
