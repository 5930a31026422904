import { describe, expect, it } from 'vitest';
import { beforeIdOf, type LayerGroup, slotLayers } from '../map/layerOrder';
import { RoomPaint, roomFillLayer, roomLabelLayer } from './roomLayers';

const position = (group: LayerGroup) =>
  slotLayers.findIndex((layer) => layer.id === beforeIdOf(group));

describe('the room layers', () => {
  it('lie above the floor plan and under the wifi layers, routes, connections and POIs', () => {
    expect(position('floor-plan-tiles')).toBeLessThan(position('rooms'));
    for (const above of [
      'wifi-coverage',
      'route',
      'connections',
      'audit-route',
      'access-points',
      'pois',
    ] as const) {
      expect(position('rooms')).toBeLessThan(position(above));
    }
  });

  it('fill every group with its own colour and leave out names that collide', () => {
    const colour = roomFillLayer.paint['fill-color'] as unknown as unknown[];
    for (const [group, fill] of Object.entries(RoomPaint.groupFill)) {
      expect(colour[colour.indexOf(group) + 1]).toBe(fill);
    }
    expect(new Set(Object.values(RoomPaint.groupFill)).size).toBe(
      Object.keys(RoomPaint.groupFill).length,
    );
    expect(roomLabelLayer.layout['icon-allow-overlap']).toBe(false);
    expect(roomLabelLayer.layout['icon-ignore-placement']).toBe(false);
  });
});
