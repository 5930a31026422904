import { describe, expect, it } from 'vitest';
import { compareFloorNumbers, nextFloorNumber } from './floor.js';

describe('floor numbers', () => {
  it('sort numerically, not as text', () => {
    expect(['10', '2', '-1', '0'].sort(compareFloorNumbers)).toEqual(['-1', '0', '2', '10']);
  });

  it('the next new floor is the highest plus one', () => {
    expect(nextFloorNumber(['0', '1', '10', '-2'])).toBe(11);
    expect(nextFloorNumber(['-3'])).toBe(-2);
    expect(nextFloorNumber([])).toBe(0);
  });
});
