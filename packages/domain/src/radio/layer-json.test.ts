import { describe, expect, it } from 'vitest';
import { heatmapCellCentre, heatmapPoint } from './heatmap-cells.js';
import {
  deletedFingerprintsJson,
  fingerprintGridJson,
  fingerprintTileJson,
  heatmapPointsJson,
} from './layer-json.js';

const cells = [
  [304672, 391229, 6, -388],
  [304673, 391229, 3, -220],
  [-12, -7, 1, 0],
  [5, 3, 7, -1],
] as const;

describe('JSON writers of the wifi layers', () => {
  it('write heatmap points exactly as JSON.stringify writes heatmapPoint', () => {
    for (const level of [1, 2, 3] as const) {
      const expected = JSON.stringify({
        radioPoints: cells.map(([x, y, count, rss]) => heatmapPoint(level, { x, y }, count, rss)),
      });
      expect(heatmapPointsJson(level, cells)).toBe(expected);
    }
    expect(heatmapPointsJson(1, [])).toBe('{"radioPoints":[]}');
  });

  it('write grid points, tile points and deleted scans as JSON.stringify does', () => {
    const grid = cells.map(([x, y, count, scans]) => {
      const c = heatmapCellCentre(2, { x, y });
      return { x: c.lat, y: c.lon, count, scans: Math.abs(scans) };
    });
    expect(
      fingerprintGridJson(
        2,
        cells.map(([x, y, count, scans]) => [x, y, count, Math.abs(scans)]),
      ),
    ).toBe(JSON.stringify({ radioPoints: grid }));

    const points = [
      [
        35.14461,
        33.41146,
        20,
        2,
        1426764387473,
        1426764390000,
        [
          ['00:1d:7e:ae:d4:10', -41],
          ['c8:d7:19:0a:00:01', -77],
        ],
      ],
      [-0.0000001, 1e-7, 1, 1, null, null, []],
    ] as const;
    expect(fingerprintTileJson(points, true)).toBe(
      JSON.stringify({
        radioPoints: points.map(([x, y, count, scans, first, last, strongest]) => ({
          x,
          y,
          count,
          scans,
          first,
          last,
          strongest: strongest.map(([mac, rss]) => ({ mac, rss })),
        })),
        truncated: true,
      }),
    );
    const message = 'Successfully deleted 2 "fingerPrints".\n';
    const deleted = [
      [1426764387473, 35.14461, 33.41146, 2],
      [1426764388473, 35.14455, 33.41149, 1],
    ] as const;
    expect(deletedFingerprintsJson(message, deleted)).toBe(
      JSON.stringify({
        message,
        fingerprints: deleted.map(([timestamp, x, y, count]) => ({ x, y, timestamp, count })),
      }),
    );
  });
});
