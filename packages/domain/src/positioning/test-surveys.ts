import { seededRandom } from '../random/seeded-random.js';
import type { SurveyScan, WifiReading } from './types.js';

/** An access point of a synthetic building: where it is, on which floor. */
export interface SyntheticAccessPoint {
  mac: string;
  x: number;
  y: number;
  floor: number;
}

/** Log-distance path loss with 15 dB per floor crossed; nothing below -100 dBm is heard. */
export function syntheticReadings(
  accessPoints: readonly SyntheticAccessPoint[],
  at: { x: number; y: number; floor: number },
  noise: () => number = () => 0,
): WifiReading[] {
  return accessPoints
    .map((ap) => ({
      mac: ap.mac,
      rss:
        -35 -
        25 * Math.log10(1 + Math.hypot(ap.x - at.x, ap.y - at.y)) -
        15 * Math.abs(ap.floor - at.floor) +
        noise(),
    }))
    .filter((r) => r.rss >= -100)
    .map((r) => ({ ...r, rss: Math.round(r.rss) }));
}

/**
 * A three-floor, 40 m x 40 m building in metres: 4 APs per floor near the corners, a survey
 * location every 5 m on every floor, 3 scans per location with +-3 dB of seeded noise.
 */
export function syntheticBuilding(): {
  accessPoints: SyntheticAccessPoint[];
  survey: SurveyScan[];
} {
  const accessPoints: SyntheticAccessPoint[] = [];
  for (let floor = 0; floor < 3; floor++) {
    [
      [5, 5],
      [35, 5],
      [5, 35],
      [35, 35],
      [20, 20],
    ].forEach(([x, y], i) => {
      accessPoints.push({
        mac: `AA:00:00:00:0${floor}:0${i}`,
        x: x as number,
        y: y as number,
        floor,
      });
    });
  }
  const random = seededRandom(7);
  const noise = () => (random() - 0.5) * 6;
  const survey: SurveyScan[] = [];
  for (let floor = 0; floor < 3; floor++) {
    for (let x = 0; x <= 40; x += 5) {
      for (let y = 0; y <= 40; y += 5) {
        for (let n = 0; n < 3; n++) {
          survey.push({
            x,
            y,
            floor,
            building: 'main',
            readings: syntheticReadings(accessPoints, { x, y, floor }, noise),
          });
        }
      }
    }
  }
  return { accessPoints, survey };
}
