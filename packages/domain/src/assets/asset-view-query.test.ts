import { describe, expect, it } from 'vitest';
import { defaultAssetSort, emptyAssetFilter } from './asset-register.js';
import {
  type AssetView,
  assetViewFromQuery,
  assetViewToQuery,
  defaultAssetView,
} from './asset-view-query.js';

describe('the asset register view in the address', () => {
  it('writes nothing for the default view and reads the default from nothing', () => {
    expect(assetViewToQuery(defaultAssetView)).toBe('');
    expect(assetViewFromQuery('')).toEqual(defaultAssetView);
  });

  it('round-trips every filter, the search, the warranty box and the sort', () => {
    const view: AssetView = {
      filter: {
        buid: 'building_1',
        floor: '-1',
        room: '6f1c2a70-0000-4000-8000-000000000001',
        type: 'First Aid/AED',
        tag: 'red & blue',
        warrantyWithinDays: null,
        audit: 'problems',
        text: 'co2 hall',
      },
      warrantyText: '30',
      sort: { column: 'auditState', direction: 'descending' },
    };
    const query = assetViewToQuery(view);
    expect(query.startsWith('?')).toBe(true);
    expect(assetViewFromQuery(query)).toEqual(view);
  });

  it('ignores what it does not know and a floor without a space', () => {
    const view = assetViewFromQuery('?floor=2&room=r1&audit=sometimes&sort=colour&dir=up&x=1');
    expect(view.filter).toEqual({ ...emptyAssetFilter, audit: null, text: null });
    expect(view.sort).toEqual(defaultAssetSort);
    expect(assetViewFromQuery('?sort=price').sort).toEqual({
      column: 'price',
      direction: 'ascending',
    });
  });

  it('cuts over-long values', () => {
    const view = assetViewFromQuery(`?q=${'a'.repeat(5000)}`);
    expect(view.filter.text).toHaveLength(256);
  });
});
