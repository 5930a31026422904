import autocannon from 'autocannon';

export interface LoadTarget {
  title: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  connections?: number;
  durationSeconds?: number;
}

export interface LoadFigures {
  title: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** Runs autocannon against one loopback endpoint and returns its figures. */
export async function measure(target: LoadTarget): Promise<LoadFigures> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections: target.connections ?? 32,
    // Load is generated on a worker thread so it does not compete with an in-process server.
    workers: 1,
    duration: target.durationSeconds ?? 10,
    ...(target.body === undefined
      ? {}
      : { body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } }),
  });
  return {
    title: target.title,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

export function printFigures(rows: LoadFigures[]): void {
  console.table(
    rows.map((r) => ({
      endpoint: r.title,
      'requests/s': r.requestsPerSecond,
      'p50 ms': r.p50Ms,
      'p99 ms': r.p99Ms,
      errors: r.errors,
      'non-2xx': r.non2xx,
      requests: r.total,
    })),
  );
}
