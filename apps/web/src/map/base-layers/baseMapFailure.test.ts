import { describe, expect, it } from 'vitest';
import { isBaseTileFailure } from './baseMapFailure';

describe('base map tile failures', () => {
  it('counts failed tiles of the base map shown, not of other sources', () => {
    expect(isBaseTileFailure({ sourceId: 'base-cartolight', tile: {} }, 'cartolight')).toBe(true);
    expect(isBaseTileFailure({ sourceId: 'base-osm', tile: {} }, 'cartolight')).toBe(false);
    expect(isBaseTileFailure({ sourceId: 'floorplan-tiles', tile: {} }, 'osm')).toBe(false);
    expect(isBaseTileFailure({}, 'osm')).toBe(false);
    expect(isBaseTileFailure({ sourceId: 'base-none' }, 'none')).toBe(false);
  });
});
