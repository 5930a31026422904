import { describe, expect, it } from 'vitest';
import { classifySearchText } from './searchQuery';

describe('classifySearchText', () => {
  it.each([
    ['35.1443, 33.4101', { lat: 35.1443, lon: 33.4101 }],
    ['-12.5,140', { lat: -12.5, lon: 140 }],
    ['  57 21 ', { lat: 57, lon: 21 }],
  ])('reads "%s" as coordinates', (text, position) => {
    expect(classifySearchText(text)).toEqual({ kind: 'coordinates', position });
  });

  it.each(['91 20', '10, 200', '-90.5 0'])('reads "%s" as invalid coordinates', (text) => {
    expect(classifySearchText(text)).toEqual({ kind: 'invalidCoordinates' });
  });

  it('searches other text, once it is long enough', () => {
    expect(classifySearchText('Main Library')).toEqual({ kind: 'text', text: 'Main Library' });
    expect(classifySearchText('10 20 30')).toEqual({ kind: 'text', text: '10 20 30' });
    expect(classifySearchText('  E ')).toEqual({ kind: 'tooShort' });
    expect(classifySearchText('   ')).toEqual({ kind: 'empty' });
  });
});
