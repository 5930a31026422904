import { describe, expect, it } from 'vitest';
import { beforeIdOf, layerOrder, slotLayers } from './layerOrder';

describe('the layer order', () => {
  it('has one hidden marker layer per group, bottom to top, that draws nothing', () => {
    expect(slotLayers.map((layer) => layer.id)).toEqual(layerOrder.map(beforeIdOf));
    expect(slotLayers.every((layer) => layer.layout?.visibility === 'none')).toBe(true);
  });

  it('puts the plan tiles under the connections and the plan being placed above all', () => {
    const position = (id: string) => slotLayers.findIndex((layer) => layer.id === id);
    expect(position(beforeIdOf('floor-plan-tiles'))).toBeLessThan(position(beforeIdOf('route')));
    expect(position(beforeIdOf('route'))).toBeLessThan(position(beforeIdOf('connections')));
    expect(position(beforeIdOf('floor-plan-overlay'))).toBe(slotLayers.length - 1);
  });

  it('draws the estimated access points above the connections, under the plan being placed', () => {
    const position = (id: string) => slotLayers.findIndex((layer) => layer.id === id);
    expect(position(beforeIdOf('connections'))).toBeLessThan(position(beforeIdOf('access-points')));
    expect(position(beforeIdOf('access-points'))).toBeLessThan(
      position(beforeIdOf('floor-plan-overlay')),
    );
  });

  it('draws an audit route above the connections and the floor plan, under the plan being placed', () => {
    const position = (id: string) => slotLayers.findIndex((layer) => layer.id === id);
    expect(position(beforeIdOf('connections'))).toBeLessThan(position(beforeIdOf('audit-route')));
    expect(position(beforeIdOf('floor-plan-tiles'))).toBeLessThan(
      position(beforeIdOf('audit-route')),
    );
    expect(position(beforeIdOf('audit-route'))).toBeLessThan(
      position(beforeIdOf('floor-plan-overlay')),
    );
  });

  it('draws the ACCES map over the coverage and the fingerprints, under the connections and the POIs', () => {
    const position = (id: string) => slotLayers.findIndex((layer) => layer.id === id);
    expect(position(beforeIdOf('wifi-fingerprints'))).toBeLessThan(position(beforeIdOf('acces')));
    expect(position(beforeIdOf('acces'))).toBeLessThan(position(beforeIdOf('connections')));
    expect(position(beforeIdOf('acces'))).toBeLessThan(position(beforeIdOf('pois')));
  });
});
