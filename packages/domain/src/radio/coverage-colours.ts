import { CoverageColourRule } from './constants.js';

/**
 * The coverage colour rule (docs/wifi-layers.md#coverage-colours) and the dBm ranges the
 * colour bar's legend shows, both from the one set of constants in CoverageColourRule.
 */

export type CoverageColour = (typeof CoverageColourRule.colours)[number];

/**
 * The colour of an average signal strength (dBm): green from -30 down to -60, yellow below
 * -60 down to -70, orange below -70 down to -90, purple below -90 down to -100, otherwise red.
 */
export function coverageColourOf(average: number): CoverageColour {
  const lowest = CoverageColourRule.lowestDbm;
  if (average > CoverageColourRule.strongestDbm) return 'red';
  if (average >= lowest.green) return 'green';
  if (average >= lowest.yellow) return 'yellow';
  if (average >= lowest.orange) return 'orange';
  if (average >= lowest.purple) return 'purple';
  return 'red';
}

/**
 * A range of averages (dBm): from `strongest` down to `weakest`, either bound missing when
 * the range is open that way. `strongestIncluded` says whether the strongest value itself
 * belongs to the range (the weakest always does, but in an open-ended range).
 */
export interface DbmRange {
  strongest: number | null;
  weakest: number | null;
  strongestIncluded: boolean;
}

/**
 * The ranges of each colour, strongest first: one for green, yellow, orange and purple,
 * two for red (stronger than the strongest green, weaker than the weakest purple).
 */
export function coverageColourRanges(): Record<CoverageColour, DbmRange[]> {
  const { strongestDbm, lowestDbm } = CoverageColourRule;
  return {
    green: [{ strongest: strongestDbm, weakest: lowestDbm.green, strongestIncluded: true }],
    yellow: [{ strongest: lowestDbm.green, weakest: lowestDbm.yellow, strongestIncluded: false }],
    orange: [{ strongest: lowestDbm.yellow, weakest: lowestDbm.orange, strongestIncluded: false }],
    purple: [{ strongest: lowestDbm.orange, weakest: lowestDbm.purple, strongestIncluded: false }],
    red: [
      { strongest: null, weakest: strongestDbm, strongestIncluded: false },
      { strongest: lowestDbm.purple, weakest: null, strongestIncluded: false },
    ],
  };
}

/** Whether an average (dBm) lies in a range. */
export function inDbmRange(average: number, range: DbmRange): boolean {
  if (range.strongest === null) {
    return range.weakest !== null && average > range.weakest;
  }
  const belowTop = range.strongestIncluded ? average <= range.strongest : average < range.strongest;
  return belowTop && (range.weakest === null || average >= range.weakest);
}
