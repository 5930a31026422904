import { describe, expect, it } from 'vitest';
import { baseMapOnZoomChange, CustomTileMapType } from './base-map-zoom.js';

describe('baseMapOnZoomChange (previousMapTypeId)', () => {
  it('switches to the custom tile type at the maximum zoom with the markers shown, saving the type it had', () => {
    expect(baseMapOnZoomChange({ mapType: 'osm', previous: null }, true, true)).toEqual({
      mapType: CustomTileMapType,
      previous: 'osm',
    });
  });

  it('keeps the base map at the maximum zoom without markers, and below it with markers', () => {
    const state = { mapType: 'cartolight' as const, previous: null };
    expect(baseMapOnZoomChange(state, true, false)).toBe(state);
    expect(baseMapOnZoomChange(state, false, true)).toBe(state);
  });

  it('reverts the custom tile type to the saved previous type below the maximum zoom', () => {
    expect(
      baseMapOnZoomChange({ mapType: CustomTileMapType, previous: 'satellite' }, false, true),
    ).toEqual({
      mapType: 'satellite',
      previous: 'satellite',
    });
  });

  it('keeps the custom tile type when no previous type is saved (the user chose it)', () => {
    const state = { mapType: CustomTileMapType, previous: null };
    expect(baseMapOnZoomChange(state, false, false)).toBe(state);
  });

  it('keeps the custom tile type at the maximum zoom', () => {
    const state = { mapType: CustomTileMapType, previous: 'roadmap' as const };
    expect(baseMapOnZoomChange(state, true, true)).toBe(state);
  });
});
