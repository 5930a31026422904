/**
 * What a benchmark's default export answers: whether the goals it printed were met.
 * A benchmark without goals (or one that could not judge them) answers nothing.
 */
export interface BenchStatus {
  goalsMet: boolean;
}

export type BenchOutcome = BenchStatus | undefined;

/** A benchmark: tools/bench/<name>.ts default-exports one. */
export type Bench = (args: string[]) => Promise<BenchOutcome>;

/** The exit status of `npm run bench`: 1 when a goal was not met, 0 otherwise. */
export function benchExitStatus(outcome: BenchOutcome): 0 | 1 {
  return outcome?.goalsMet === false ? 1 : 0;
}
