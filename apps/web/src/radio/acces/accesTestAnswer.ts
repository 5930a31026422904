import { AccesColourRule } from '@indoor/domain';
import type { AccesAnswer, AccesPosition } from './accesModel';

/** A grid of `errors.length` points in a row, 2 m apart, from this corner. */
const CORNER = { lat: 57.05, lng: 21.01 };
const DEG_PER_M = 1 / 111_320;

/** An ACCES answer as the server writes it (positionAccesMap), for the web tests. */
export function makeAccesAnswer(
  errors: number[],
  overrides: Partial<AccesAnswer> = {},
): AccesAnswer {
  const coordinates: [number, number][] = errors.map((_, i) => [
    CORNER.lat,
    CORNER.lng + i * 2 * DEG_PER_M,
  ]);
  const surveyNext: [number, number][] = [0, 1, 2].map((i) => [
    CORNER.lat + (i + 1) * 3 * DEG_PER_M,
    CORNER.lng + i * 4 * DEG_PER_M,
  ]);
  return {
    crlb: errors,
    geojson: { coordinates },
    raw_crlb_m: errors.map((value) => value / 2),
    step_m: 2,
    bands: AccesColourRule.bands.map((band) => ({ ...band })),
    survey_next: surveyNext,
    held_out_locations: 42,
    version: '3',
    computed_at: '2026-11-27T10:00:00.000Z',
    status: 'ready',
    progress: null,
    ...overrides,
  };
}

/** An empty answer: a floor with too few surveyed locations. */
export const emptyAccesAnswer = (overrides: Partial<AccesAnswer> = {}): AccesAnswer =>
  makeAccesAnswer([], { survey_next: [], held_out_locations: 0, ...overrides });

export type { AccesPosition };
