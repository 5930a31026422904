/** Seeded randomness for the demo data: the same seed always yields the same building. */

/** FNV-1a, 32 bit: turns a string key into a seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
}

/** mulberry32: tiny, fast and good enough for picking serial numbers and dates. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
  };
}

/**
 * One stream per key (e.g. per POI) so adding a POI does not reshuffle the values
 * of every POI generated after it.
 */
export function rngFor(seed: number, key: string): Rng {
  return createRng(hashString(`${seed}:${key}`));
}
