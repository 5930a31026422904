import { describe, expect, it } from 'vitest';
import { moveGeoJsonPositions } from './geojson-positions.js';

const east = ({ lat, lon }: { lat: number; lon: number }) => ({ lat: lat + 1, lon: lon + 2 });

describe('moving the positions of a GeoJSON geometry', () => {
  it('moves every position of a polygon and of a line, keeping an altitude and the type', () => {
    expect(
      moveGeoJsonPositions(
        {
          type: 'Polygon',
          coordinates: [
            [
              [10, 50],
              [11, 50, 7],
              [10, 50],
            ],
          ],
        },
        east,
      ),
    ).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [12, 51],
          [13, 51, 7],
          [12, 51],
        ],
      ],
    });
    expect(
      moveGeoJsonPositions(
        {
          type: 'LineString',
          coordinates: [
            [0, 0],
            [1, 1],
          ],
        },
        east,
      ),
    ).toEqual({
      type: 'LineString',
      coordinates: [
        [2, 1],
        [3, 2],
      ],
    });
  });

  it('leaves anything without coordinates as it was', () => {
    expect(moveGeoJsonPositions(null, east)).toBeNull();
    expect(moveGeoJsonPositions({ type: 'Point' }, east)).toEqual({ type: 'Point' });
  });
});
