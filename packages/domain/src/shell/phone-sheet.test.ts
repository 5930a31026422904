import { describe, expect, it } from 'vitest';
import {
  DefaultPhoneSheetSize,
  nextPhoneSheetSize,
  PhoneSheetSizes,
  phoneSheetExpanded,
} from './phone-sheet.js';

describe('the phone sheet', () => {
  it('starts at half height', () => {
    expect(DefaultPhoneSheetSize).toBe('half');
  });

  it('steps up from the peek to full height, then back down to the peek', () => {
    expect(nextPhoneSheetSize('peek')).toBe('half');
    expect(nextPhoneSheetSize('half')).toBe('full');
    expect(nextPhoneSheetSize('full')).toBe('peek');
  });

  it('reaches every height from any in three presses', () => {
    for (const start of PhoneSheetSizes) {
      const seen = new Set([start]);
      let size = start;
      for (let press = 0; press < 3; press += 1) {
        size = nextPhoneSheetSize(size);
        seen.add(size);
      }
      expect(size).toBe(start);
      expect([...seen].sort()).toEqual([...PhoneSheetSizes].sort());
    }
  });

  it('is expanded unless it shows its header alone', () => {
    expect(PhoneSheetSizes.map(phoneSheetExpanded)).toEqual([false, true, true]);
  });
});
