import { describe, expect, it } from 'vitest';
import { clearPadding } from './visibleArea';

const margin = 24;
const minFree = 120;

describe('clearPadding', () => {
  it('keeps the margin alone on a map nothing covers', () => {
    expect(clearPadding({ width: 390, height: 844 }, [], margin, minFree)).toEqual({
      top: 24,
      right: 24,
      bottom: 24,
      left: 24,
    });
  });

  it("frames above a phone's bottom sheet and below its card", () => {
    const card = { left: 12, top: 12, right: 378, bottom: 150 };
    const sheet = { left: 0, top: 430, right: 390, bottom: 844 };
    expect(clearPadding({ width: 390, height: 844 }, [card, sheet], margin, minFree)).toEqual({
      top: 174,
      right: 24,
      bottom: 438,
      left: 24,
    });
  });

  it("frames left of a desktop's directions panel", () => {
    const panel = { left: 1088, top: 12, right: 1428, bottom: 700 };
    expect(clearPadding({ width: 1440, height: 900 }, [panel], margin, minFree)).toEqual({
      top: 24,
      right: 376,
      bottom: 24,
      left: 24,
    });
  });

  it('ignores what lies outside the map', () => {
    const outside = { left: 400, top: 0, right: 500, bottom: 100 };
    expect(clearPadding({ width: 390, height: 844 }, [outside], margin, minFree).right).toBe(24);
  });

  it('keeps only the margin where the covers leave too little room', () => {
    const card = { left: 0, top: 0, right: 390, bottom: 400 };
    const sheet = { left: 0, top: 450, right: 390, bottom: 844 };
    expect(clearPadding({ width: 390, height: 844 }, [card, sheet], margin, minFree)).toEqual({
      top: 24,
      right: 24,
      bottom: 24,
      left: 24,
    });
  });
});
