import { describe, expect, it } from 'vitest';
import { CoverageColourRule } from './constants.js';
import { coverageColourOf, coverageColourRanges, inDbmRange } from './coverage-colours.js';

describe('coverage colour ranges', () => {
  const ranges = coverageColourRanges();

  it('gives each colour the documented dBm range, red on both sides', () => {
    expect(ranges.green).toEqual([{ strongest: -30, weakest: -60, strongestIncluded: true }]);
    expect(ranges.yellow).toEqual([{ strongest: -60, weakest: -70, strongestIncluded: false }]);
    expect(ranges.orange).toEqual([{ strongest: -70, weakest: -90, strongestIncluded: false }]);
    expect(ranges.purple).toEqual([{ strongest: -90, weakest: -100, strongestIncluded: false }]);
    expect(ranges.red).toEqual([
      { strongest: null, weakest: -30, strongestIncluded: false },
      { strongest: -100, weakest: null, strongestIncluded: false },
    ]);
  });

  it('agrees with the colouring at every tenth of a dBm from -130 to 0', () => {
    for (let tenth = -1300; tenth <= 0; tenth++) {
      const average = tenth / 10;
      const colour = coverageColourOf(average);
      for (const other of CoverageColourRule.colours) {
        const inside = ranges[other].some((range) => inDbmRange(average, range));
        expect(inside, `${average} dBm in ${other}`).toBe(other === colour);
      }
    }
  });

  it('colours the boundaries as the rule says', () => {
    expect(coverageColourOf(-30)).toBe('green');
    expect(coverageColourOf(-29.9)).toBe('red');
    expect(coverageColourOf(-60)).toBe('green');
    expect(coverageColourOf(-60.1)).toBe('yellow');
    expect(coverageColourOf(-70)).toBe('yellow');
    expect(coverageColourOf(-90)).toBe('orange');
    expect(coverageColourOf(-100)).toBe('purple');
    expect(coverageColourOf(-100.5)).toBe('red');
  });
});
