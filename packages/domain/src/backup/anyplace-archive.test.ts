import { describe, expect, it } from 'vitest';
import { latLngToMercator } from '../geo/floor-plan-georeference.js';
import {
  anyplaceConnectionsFileSchema,
  placePlanOverPoints,
  selectAnyplaceConnections,
} from './anyplace-archive.js';
import { AnyplaceRestoreConstants } from './constants.js';

const mercatorSize = (b: ReturnType<typeof placePlanOverPoints>) => {
  const sw = latLngToMercator({ lat: b.bottom_left_lat, lon: b.bottom_left_lng });
  const ne = latLngToMercator({ lat: b.top_right_lat, lon: b.top_right_lng });
  return { width: ne.x - sw.x, height: ne.y - sw.y };
};

describe('placing a plan without georeference', () => {
  const points = [
    { lat: 35.1446, lon: 33.4114 },
    { lat: 35.1449, lon: 33.4119 },
    { lat: 35.1447, lon: 33.4116 },
  ];

  it('covers every point with padding and keeps the image aspect ratio', () => {
    for (const image of [
      { width: 800, height: 400 },
      { width: 300, height: 900 },
    ]) {
      const box = placePlanOverPoints(points, image, { lat: 0, lon: 0 });
      for (const p of points) {
        expect(p.lat).toBeGreaterThan(box.bottom_left_lat);
        expect(p.lat).toBeLessThan(box.top_right_lat);
        expect(p.lon).toBeGreaterThan(box.bottom_left_lng);
        expect(p.lon).toBeLessThan(box.top_right_lng);
      }
      const size = mercatorSize(box);
      expect(size.width / size.height).toBeCloseTo(image.width / image.height, 9);
    }
  });

  it('goes around the fallback with the minimum side when there is no point', () => {
    const box = placePlanOverPoints([], { width: 100, height: 100 }, { lat: 35, lon: 33 });
    expect((box.bottom_left_lat + box.top_right_lat) / 2).toBeCloseTo(35, 6);
    const heightM = (box.top_right_lat - box.bottom_left_lat) * 111_000;
    expect(heightM).toBeGreaterThan(AnyplaceRestoreConstants.minPlanSideM * 0.95);
    expect(heightM).toBeLessThan(AnyplaceRestoreConstants.minPlanSideM * 1.05);
  });
});

describe('selecting the connections of an Anyplace archive', () => {
  it('keeps those whose two ends exist, once, and counts the rest by why', () => {
    const file = anyplaceConnectionsFileSchema.parse({
      building: {
        floors: [
          {
            floor_number: '0',
            connections: [
              { pois_a: 'a', pois_b: 'b', buid_a: 'B', buid_b: 'B', is_published: 'true' },
              { pois_a: 'b', pois_b: 'a', buid_a: 'B', buid_b: 'B' },
              { pois_a: 'a', pois_b: 'connector', buid_a: 'B', buid_b: 'B' },
              { pois_a: 'a', pois_b: 'c', buid_a: 'B', buid_b: 'other' },
              { pois_a: 'c', pois_b: 'c' },
            ],
          },
        ],
      },
    });
    const selection = selectAnyplaceConnections(file, 'B', new Set(['a', 'b', 'c']));
    expect(selection).toEqual({
      kept: [{ pois_a: 'a', pois_b: 'b', is_published: true }],
      missingPoi: 1,
      otherBuilding: 1,
      duplicate: 2,
    });
  });
});
