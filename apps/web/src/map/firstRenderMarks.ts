/**
 * The marks the first-render benchmark (tools/bench/first-render.ts) reads from the page: the
 * map sets these performance marks, the benchmark waits for them.
 */
export const FirstRenderHook = {
  /** performance.mark name set on each of the map's first idle events. */
  idleMark: 'map-idle',
  /** Only the first idle events are marked: the benchmark needs no more. */
  markedIdles: 50,
} as const;
