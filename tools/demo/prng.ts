/** Seeded randomness for the demo data: the same seed always yields the same building. */
import { seededRandom } from '@indoor/domain';

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

/** The domain's seeded generator (mulberry32), with whole numbers in a range. */
export function createRng(seed: number): Rng {
  const next = seededRandom(seed);
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
