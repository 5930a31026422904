import { describe, expect, it } from 'vitest';
import { poiSearchLabels, type SearchedPoi } from './search-labels.js';

const poi = (
  puid: string,
  name: string,
  buid: string,
  floor_number: string,
  floor_name = '',
): SearchedPoi => ({ puid, name, buid, floor_number, floor_name });

const buildings: Record<string, string> = { eng: 'Engineering Hall', lib: 'Main Library' };
const nameOf = (buid: string) => buildings[buid];

describe('poiSearchLabels', () => {
  it('names the building and floor of results sharing a name, and nothing more for unique ones', () => {
    const labels = poiSearchLabels(
      [
        poi('t0', 'Toilets', 'eng', '0', 'Ground floor'),
        poi('t1', 'toilets ', 'eng', '1'),
        poi('t2', 'Toilets', 'lib', '-1', 'Basement'),
        poi('cafe', 'Cafe', 'eng', '0', 'Ground floor'),
      ],
      nameOf,
    );
    expect(Object.fromEntries(labels)).toEqual({
      t0: 'Toilets — Engineering Hall, Ground floor (0)',
      t1: 'toilets — Engineering Hall, Floor 1',
      t2: 'Toilets — Main Library, Basement (-1)',
      cafe: 'Cafe',
    });
  });

  it('says the floor alone when the building is not known', () => {
    const labels = poiSearchLabels(
      [poi('a', 'Lift', 'gone', '2', '-'), poi('b', 'Lift', 'eng', '2', '-')],
      nameOf,
    );
    expect(labels.get('a')).toBe('Lift — Floor 2');
    expect(labels.get('b')).toBe('Lift — Engineering Hall, Floor 2');
  });
});
