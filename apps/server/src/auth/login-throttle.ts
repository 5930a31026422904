/**
 * Counts failed sign-ins per username in a sliding window; past the limit the
 * username is refused until old failures age out. In memory: a deployment with
 * several instances gets a per-instance limit, which still bounds guessing.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(username: string): number[] {
    const key = username.toLowerCase();
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  isLocked(username: string): boolean {
    return this.recent(username).length >= this.maxFailures;
  }

  recordFailure(username: string): void {
    const kept = this.recent(username);
    kept.push(this.now());
    this.failures.set(username.toLowerCase(), kept);
  }

  reset(username: string): void {
    this.failures.delete(username.toLowerCase());
  }
}
