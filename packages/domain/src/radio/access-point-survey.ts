import type { LatLng } from '../geo/coordinates.js';
import { localFrame } from '../geo/local-frame.js';
import type { Fingerprint } from '../model/fingerprint.js';
import { seededRandom } from '../random/seeded-random.js';

/**
 * A synthetic wifi survey of an office floor whose access-point positions are known: the
 * ground truth the AP estimates are checked against (tests, benchmark, demo).
 *
 * The floor is a "ladder" of east-west corridors 2 m wide, 16 m apart, joined by
 * north-south corridors at both ends (and every ~60 m). Rooms 7 m deep line both sides of
 * every corridor, split by partitions every 5 m. The surveyor walks the corridors only
 * (centreline, ±0.3 m), scanning about once a metre, pass after pass. Most access points
 * hang in the rooms, 3 to 8 m off the nearest corridor's centreline; the rest in the
 * corridors. Signals follow the log-distance model (P0 -45..-35 dBm, n 2.0..3.0, the AP
 * 1.5 m above the phone), lose 3 dB per partition and 4 dB per corridor or back wall
 * crossed, and carry shadowing: a part shared by scans within 2 m (spatially correlated,
 * as furniture and people are) and a part of their own, together `shadowingDb` (σ).
 * Scans hear nothing below -90 dBm. Each access point has two BSSIDs on 2.4 GHz (same
 * radio, last hex digit 0 and 1) and half of them a third on 5 GHz (last digit 8, 7 dB
 * weaker and n 0.3 higher).
 */
export interface SyntheticSurveyOptions {
  seed: number;
  /** East-west corridors (the floor is 16 m deep per corridor). */
  corridors: number;
  /** Floor width in metres (east-west). */
  widthM: number;
  accessPoints: number;
  scans: number;
  /** Total shadowing σ in dB (4 to 6 is realistic). */
  shadowingDb: number;
  /** Share of access points placed in rooms rather than corridors. */
  inRooms?: number;
  /** The floor's south-west corner. */
  origin?: LatLng;
  /** The first scan's timestamp (ms); scans follow a second apart. */
  startMs?: number;
}

export interface SyntheticAccessPoint extends LatLng {
  bssids: string[];
  /** Metres east and north of the floor's south-west corner. */
  x: number;
  y: number;
  inRoom: boolean;
}

export interface SyntheticSurvey {
  accessPoints: SyntheticAccessPoint[];
  scans: Fingerprint[];
  /**
   * The rooms as a planner would trace them over the plan: closed outlines (longitude,
   * latitude) between a corridor wall, the back wall and two partitions, the north-south
   * corridors left out.
   */
  rooms: [number, number][][];
  /**
   * Where the rooms are open: each room's side on a north-south corridor, whose walls the
   * signals cross without loss here.
   */
  openings: [[number, number], [number, number]][];
  widthM: number;
  heightM: number;
}

function gaussian(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

const CORRIDOR_SPACING_M = 16;
const PARTITION_SPACING_M = 5;
const DETECTION_DBM = -90;
const AP_HEIGHT_M = 1.5;
const PARTITION_LOSS_DB = 3;
const WALL_LOSS_DB = 4;
const SHADOW_CELL_M = 2;

const hex = (value: number) => value.toString(16).padStart(2, '0');

export function syntheticSurvey(options: SyntheticSurveyOptions): SyntheticSurvey {
  const random = seededRandom(options.seed);
  const width = options.widthM;
  const height = options.corridors * CORRIDOR_SPACING_M;
  const origin = options.origin ?? { lat: 35.1446, lon: 33.4115 };
  const frame = localFrame(origin);
  const corridorYs = Array.from(
    { length: options.corridors },
    (_, i) => CORRIDOR_SPACING_M / 2 + i * CORRIDOR_SPACING_M,
  );
  // North-south corridors: both ends and about every 60 m between.
  const crossings = Math.max(1, Math.round((width - 4) / 60));
  const corridorXs = Array.from(
    { length: crossings + 1 },
    (_, i) => 2 + (i * (width - 4)) / crossings,
  );

  // Horizontal walls (y values): both sides of each corridor and the back walls between room rows.
  const horizontalWalls: number[] = [];
  for (const cy of corridorYs) horizontalWalls.push(cy - 1, cy + 1);
  for (let i = 1; i < options.corridors; i++) horizontalWalls.push(i * CORRIDOR_SPACING_M);
  horizontalWalls.sort((a, b) => a - b);
  const inCrossCorridor = (x: number) => corridorXs.some((cx) => Math.abs(x - cx) <= 1);
  const inEastWestCorridor = (y: number) => corridorYs.some((cy) => Math.abs(y - cy) <= 1);

  /** Walls and partitions crossed by the straight path between two points. */
  function losses(ax: number, ay: number, bx: number, by: number): number {
    let loss = 0;
    const [y0, y1] = ay < by ? [ay, by] : [by, ay];
    for (const wy of horizontalWalls) {
      if (wy <= y0 || wy >= y1) continue;
      // A corridor wall has an opening where a north-south corridor crosses it.
      const t = (wy - ay) / (by - ay);
      const x = ax + t * (bx - ax);
      if (!inCrossCorridor(x)) loss += WALL_LOSS_DB;
    }
    const [x0, x1] = ax < bx ? [ax, bx] : [bx, ax];
    for (
      let wx = Math.ceil(x0 / PARTITION_SPACING_M) * PARTITION_SPACING_M;
      wx < x1;
      wx += PARTITION_SPACING_M
    ) {
      if (wx <= x0) continue;
      const t = (wx - ax) / (bx - ax);
      const y = ay + t * (by - ay);
      if (!inEastWestCorridor(y) && !inCrossCorridor(wx)) loss += PARTITION_LOSS_DB;
    }
    return loss;
  }

  const inRooms = options.inRooms ?? 0.8;
  const accessPoints: (SyntheticAccessPoint & { p0: number; n: number; seed: number })[] = [];
  for (let i = 0; i < options.accessPoints; i++) {
    const cy = corridorYs[Math.floor(random() * corridorYs.length)] as number;
    const x = 4 + random() * (width - 8);
    const inRoom = random() < inRooms;
    const y = inRoom
      ? cy + (random() < 0.5 ? -1 : 1) * (3 + random() * 5)
      : cy + (random() - 0.5) * 1.6;
    const base = `0c:${hex((i >> 8) & 0xff)}:${hex(i & 0xff)}:${hex(Math.floor(random() * 256))}:${hex(Math.floor(random() * 256))}:${Math.floor(random() * 16).toString(16)}`;
    const bssids = [`${base}0`, `${base}1`];
    if (i % 2 === 0) bssids.push(`${base}8`);
    const position = frame.toLatLng({ x, y });
    accessPoints.push({
      bssids,
      x,
      y,
      ...position,
      inRoom,
      p0: -45 + random() * 10,
      n: 2 + random(),
      seed: Math.floor(random() * 2 ** 31),
    });
  }

  // Correlated shadowing: one value per access point and 2 m cell, drawn from a hash so the
  // field needs no storage; the rest of the variance is per scan.
  const sharedShare = 0.8;
  const sharedSigma = options.shadowingDb * Math.sqrt(sharedShare);
  const ownSigma = options.shadowingDb * Math.sqrt(1 - sharedShare);
  const shadowCache = new Map<string, number>();
  function sharedShadow(ap: number, x: number, y: number): number {
    const key = `${ap}|${Math.floor(x / SHADOW_CELL_M)}|${Math.floor(y / SHADOW_CELL_M)}`;
    let value = shadowCache.get(key);
    if (value === undefined) {
      value = gaussian(random) * sharedSigma;
      shadowCache.set(key, value);
    }
    return value;
  }

  // The walk: every east-west corridor end to end, then along a north-south corridor to
  // the next one, alternating direction, again and again.
  const waypoints: { x: number; y: number }[] = [];
  const west = corridorXs[0] as number;
  const east = corridorXs[corridorXs.length - 1] as number;
  corridorYs.forEach((cy, i) => {
    const [from, to] = i % 2 === 0 ? [west, east] : [east, west];
    waypoints.push({ x: from, y: cy }, { x: to, y: cy });
  });
  // Back down along the middle north-south corridors (so they are walked too), then the start.
  for (const cx of corridorXs.slice(1, -1).reverse()) {
    const last = waypoints[waypoints.length - 1] as { x: number; y: number };
    waypoints.push({ x: cx, y: last.y }, { x: cx, y: corridorYs[0] as number });
  }
  // Without middle ones, back along the end's own north-south corridor: never through rooms.
  const end = waypoints[waypoints.length - 1] as { x: number; y: number };
  if (end.y !== corridorYs[0]) waypoints.push({ x: end.x, y: corridorYs[0] as number });
  waypoints.push({ x: west, y: corridorYs[0] as number });

  const rooms = roomOutlines(corridorYs, corridorXs, width, height);
  const toLonLat = ([x, y]: [number, number]): [number, number] => {
    const { lat, lon } = frame.toLatLng({ x, y });
    return [lon, lat];
  };

  const scans: Fingerprint[] = [];
  const startMs = options.startMs ?? 1_426_764_387_473;
  let leg = 0;
  let along = 0;
  while (scans.length < options.scans) {
    const a = waypoints[leg % (waypoints.length - 1)] as { x: number; y: number };
    const b = waypoints[(leg % (waypoints.length - 1)) + 1] as { x: number; y: number };
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (along > length || length === 0) {
      along -= length;
      leg += 1;
      continue;
    }
    const t = along / length;
    const jitter = gaussian(random) * 0.3;
    const ux = length > 0 ? (b.x - a.x) / length : 0;
    const uy = length > 0 ? (b.y - a.y) / length : 0;
    const px = a.x + t * (b.x - a.x) - uy * jitter;
    const py = a.y + t * (b.y - a.y) + ux * jitter;
    along += 0.7 + random() * 0.6;
    const macs: string[] = [];
    const rss: number[] = [];
    accessPoints.forEach((ap, index) => {
      const d = Math.hypot(ap.x - px, ap.y - py, AP_HEIGHT_M);
      const free = ap.p0 - 10 * ap.n * Math.log10(Math.max(1, d));
      if (free < DETECTION_DBM - 15) return;
      const common = free - losses(ap.x, ap.y, px, py) + sharedShadow(index, px, py);
      for (const mac of ap.bssids) {
        const fiveGhz = mac.endsWith('8');
        const level = fiveGhz ? common - 7 - 3 * Math.log10(Math.max(1, d)) : common;
        const value = Math.round(level + gaussian(random) * ownSigma);
        if (value < DETECTION_DBM) continue;
        macs.push(mac);
        rss.push(Math.min(0, Math.max(-127, value)));
      }
    });
    if (macs.length === 0) continue;
    const position = frame.toLatLng({ x: px, y: py });
    scans.push({
      timestamp: startMs + scans.length * 1000,
      lat: position.lat,
      lon: position.lon,
      heading: 0,
      macs,
      rss,
    });
  }
  return {
    accessPoints: accessPoints.map(({ p0: _p0, n: _n, seed: _seed, ...ap }) => ap),
    scans,
    rooms: rooms.map((ring) => ring.map(toLonLat)),
    openings: rooms.flatMap((ring) =>
      ring.slice(0, -1).flatMap((corner, i) => {
        const next = ring[i + 1] as [number, number];
        const onCrossCorridor =
          corner[0] === next[0] &&
          corridorXs.some((cx) => Math.abs(Math.abs(corner[0] - cx) - 1) < 1e-9);
        return onCrossCorridor
          ? [[toLonLat(corner), toLonLat(next)] as [[number, number], [number, number]]]
          : [];
      }),
    ),
    widthM: width,
    heightM: height,
  };
}

/**
 * The rooms of the synthetic floor in its metre frame: on each side of each east-west corridor
 * a band from the corridor's wall to the back wall (the floor's edge for the outer bands), cut by
 * the partitions every 5 m, with the north-south corridors (2 m wide) kept free.
 */
function roomOutlines(
  corridorYs: readonly number[],
  corridorXs: readonly number[],
  width: number,
  height: number,
): [number, number][][] {
  const rooms: [number, number][][] = [];
  // The stretches of x between north-south corridors.
  const stretches: [number, number][] = [];
  let west = 0;
  for (const cx of corridorXs) {
    if (cx - 1 > west) stretches.push([west, cx - 1]);
    west = cx + 1;
  }
  if (west < width) stretches.push([west, width]);
  corridorYs.forEach((cy, i) => {
    const bands: [number, number][] = [
      [i === 0 ? 0 : cy - CORRIDOR_SPACING_M / 2, cy - 1],
      [cy + 1, i === corridorYs.length - 1 ? height : cy + CORRIDOR_SPACING_M / 2],
    ];
    for (const [south, north] of bands) {
      for (const [from, to] of stretches) {
        let x = from;
        while (x < to) {
          const next = Math.min(
            to,
            (Math.floor(x / PARTITION_SPACING_M) + 1) * PARTITION_SPACING_M,
          );
          rooms.push([
            [x, south],
            [next, south],
            [next, north],
            [x, north],
            [x, south],
          ]);
          x = next;
        }
      }
    }
  });
  return rooms;
}
