import { describe, expect, it } from 'vitest';
import { localFrame } from '../geo/local-frame.js';
import { seededRandom } from '../testing/index.js';
import { floorWallsOfRooms, WallCrossings, type WallSegment } from './wall-crossings.js';

const frame = localFrame({ lat: 35.1446, lon: 33.4115 });
const at = (x: number, y: number) => frame.toLatLng({ x, y });
const lonLat = (x: number, y: number): [number, number] => {
  const { lat, lon } = at(x, y);
  return [lon, lat];
};
const square = (x0: number, y0: number, x1: number, y1: number) => [
  lonLat(x0, y0),
  lonLat(x1, y0),
  lonLat(x1, y1),
  lonLat(x0, y1),
  lonLat(x0, y0),
];

describe('walls crossed by a straight path', () => {
  // Two rooms side by side sharing the wall x = 5.
  const rooms = [square(0, 0, 5, 5), square(5, 0, 10, 5)];

  it('counts a wall two rooms share once', () => {
    const walls = new WallCrossings(floorWallsOfRooms(rooms), frame);
    expect(walls.count(2.5, 2.5, 7.5, 2.5)).toBe(1);
    expect(walls.count(-1, 2.5, 11, 2.5)).toBe(3);
    expect(walls.count(2.5, -1, 7.5, 6)).toBe(3);
    expect(walls.count(1, 1, 4, 4)).toBe(0);
  });

  it('lets a path through a door without counting its wall', () => {
    const door = [lonLat(5, 2), lonLat(5, 3)] as const;
    const walls = new WallCrossings(floorWallsOfRooms(rooms, [door]), frame);
    expect(walls.count(2.5, 2.5, 7.5, 2.5)).toBe(0);
    expect(walls.count(2.5, 4, 7.5, 4)).toBe(1);
    expect(walls.count(-1, 2.5, 11, 2.5)).toBe(2);
  });

  it('does not count a wall a path runs along', () => {
    const walls = new WallCrossings(floorWallsOfRooms(rooms), frame);
    expect(walls.count(1, 0, 4, 0)).toBe(0);
  });

  it('counts as a test of every wall would, whatever the grid (random walls and paths)', () => {
    const random = seededRandom(7);
    const segments: WallSegment[] = [];
    const raw: [number, number, number, number][] = [];
    for (let i = 0; i < 200; i++) {
      const x = random() * 80;
      const y = random() * 60;
      const angle = random() * Math.PI;
      const length = 1 + random() * 12;
      const s: [number, number, number, number] = [
        x,
        y,
        x + length * Math.cos(angle),
        y + length * Math.sin(angle),
      ];
      raw.push(s);
      segments.push([at(s[0], s[1]), at(s[2], s[3])]);
    }
    const walls = new WallCrossings({ walls: segments, openings: [] }, frame, 3);
    // Every wall tested; walls met within 2 cm of each other along the path are one.
    const brute = (ax: number, ay: number, bx: number, by: number) => {
      const ts: number[] = [];
      for (const [cx, cy, dx, dy] of raw) {
        const ex = dx - cx;
        const ey = dy - cy;
        const denominator = (bx - ax) * ey - (by - ay) * ex;
        if (denominator === 0) continue;
        const t = ((cx - ax) * ey - (cy - ay) * ex) / denominator;
        const u = ((cx - ax) * (by - ay) - (cy - ay) * (bx - ax)) / denominator;
        if (t >= 0 && t <= 1 && u >= 0 && u <= 1) ts.push(t * Math.hypot(bx - ax, by - ay));
      }
      ts.sort((a, b) => a - b);
      return ts.filter((t, i) => i === 0 || t - (ts[i - 1] as number) > 0.02).length;
    };
    for (let i = 0; i < 300; i++) {
      const path = [
        random() * 90 - 5,
        random() * 70 - 5,
        random() * 90 - 5,
        random() * 70 - 5,
      ] as const;
      expect(walls.count(...path)).toBe(brute(...path));
    }
  });
});
