/** Ranks from 1, ties sharing the mean of their ranks. */
export function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => ({ v, i })).sort((a, b) => a.v - b.v || a.i - b.i);
  const out = new Array<number>(values.length);
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (
      end + 1 < order.length &&
      (order[end + 1] as { v: number }).v === (order[start] as { v: number }).v
    )
      end++;
    const rank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) out[(order[k] as { i: number }).i] = rank;
    start = end + 1;
  }
  return out;
}

/** Pearson correlation; NaN when either side has no spread or the lists are shorter than 2. */
export function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  if (n !== b.length) throw new RangeError('the lists differ in length');
  if (n < 2) return Number.NaN;
  const ma = a.reduce((s, v) => s + v, 0) / n;
  const mb = b.reduce((s, v) => s + v, 0) / n;
  let sab = 0;
  let saa = 0;
  let sbb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    sab += da * db;
    saa += da * da;
    sbb += db * db;
  }
  return saa > 0 && sbb > 0 ? sab / Math.sqrt(saa * sbb) : Number.NaN;
}

/** Spearman rank correlation: Pearson's on the ranks (ties averaged). */
export function spearman(a: readonly number[], b: readonly number[]): number {
  return pearson(ranks(a), ranks(b));
}
