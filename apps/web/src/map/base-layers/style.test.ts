import { describe, expect, it } from 'vitest';
import { makeClientConfig } from '../../test/factories';
import { slotLayers } from '../layerOrder';
import { backgroundLayer } from './background';
import { buildBaseStyle } from './style';

describe('buildBaseStyle', () => {
  const config = makeClientConfig();

  it('gives "none" a background only, with no raster source', () => {
    const style = buildBaseStyle('none', config);
    expect(style.sources).toEqual({});
    expect(style.layers).toEqual([backgroundLayer, ...slotLayers]);
  });

  it('uses the configured CartoLight tiles for the raster source', () => {
    const style = buildBaseStyle('cartolight', config);
    expect(style.sources['base-cartolight']).toEqual({
      type: 'raster',
      tiles: config.baseMaps.cartolight.tiles,
      tileSize: 256,
      maxzoom: 20,
      attribution: config.baseMaps.cartolight.attribution,
    });
    expect(style.layers.map((layer) => layer.type).slice(0, 2)).toEqual(['background', 'raster']);
    expect(style.layers.slice(2)).toEqual(slotLayers);
  });

  it("caps the OSM source at the provider's zoom 19 so MapLibre over-zooms beyond it", () => {
    const source = buildBaseStyle('osm', config).sources['base-osm'];
    expect(source).toMatchObject({ maxzoom: 19 });
  });

  it('needs no internet resource besides the configured tiles', () => {
    for (const type of ['osm', 'cartolight', 'roadmap', 'satellite', 'none'] as const) {
      const style = buildBaseStyle(type, config);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
    }
  });

  it('renders the plain background until the configuration has loaded', () => {
    expect(buildBaseStyle('satellite', undefined).sources).toEqual({});
  });
});
