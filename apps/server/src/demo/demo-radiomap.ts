import {
  type Fingerprint,
  haversineMetres,
  type LatLng,
  RadioConstants,
  type RadiomapTarget,
  seededRandom,
  writeRadiomapLog,
} from '@indoor/domain';

/** A floor of the demo building: its number and plan corners [lon, lat] TL, TR, BR, BL. */
export interface DemoRadiomapFloor {
  floor_number: number;
  corners: readonly (readonly [number, number])[];
}

/** Scan positions per floor: a walk along rows of the plan, COLUMNS x ROWS scans. */
const COLUMNS = 24;
const ROWS = 12;
/** Access points per floor, at these fractions of the plan's width (u) and depth (v). */
const ACCESS_POINTS: readonly [number, number][] = [
  [0.12, 0.25],
  [0.38, 0.7],
  [0.55, 0.3],
  [0.78, 0.72],
  [0.92, 0.28],
];
/** Log-distance path loss: RSS at 1 m, exponent, and the loss through each floor slab. */
const RSS_AT_1M = -38;
const PATH_LOSS_EXPONENT = 2.8;
const FLOOR_LOSS_DB = 15;
/** Weaker signals are not reported by the phone. */
const SENSITIVITY_DBM = -95;
const NOISE_DB = 3;
/** The survey: four mornings from 3 March 2025, one scan every 2 seconds. */
const SURVEY_START_MS = Date.UTC(2025, 2, 3, 9, 0, 0);
const SURVEY_DAYS = 4;
const SCAN_INTERVAL_MS = 2000;

/** The position at fractions (u along the top edge, v down the left edge) of a plan. */
function planPoint(corners: DemoRadiomapFloor['corners'], u: number, v: number): LatLng {
  const [tl, tr, , bl] = corners;
  if (!tl || !tr || !bl) throw new Error('demo radiomap: a floor needs four corners');
  return {
    lon: tl[0] + u * (tr[0] - tl[0]) + v * (bl[0] - tl[0]),
    lat: tl[1] + u * (tr[1] - tl[1]) + v * (bl[1] - tl[1]),
  };
}

/**
 * The makers of the demo's access points, one per position of ACCESS_POINTS: enterprise
 * vendors' IEEE prefixes (OUIs), so the AP layer's manufacturer filter has makers to show.
 */
const ACCESS_POINT_OUIS = ['70:f3:5a', '94:b4:0f', '24:a4:3c', '70:f3:5a', '00:24:82'] as const;

/**
 * The MAC of a demo access point: its maker's OUI, then 40:<floor>:<index>0. The index is
 * the second-last hex digit: MACs equal but for the last digit are BSSIDs of one radio
 * (packages/domain/src/radio), so numbering the last digit would make one AP of five.
 */
export function demoAccessPointMac(floorNumber: number, index: number): string {
  const hex = (n: number) => (n & 0xff).toString(16).padStart(2, '0');
  const oui = ACCESS_POINT_OUIS[index % ACCESS_POINT_OUIS.length];
  return `${oui}:40:${hex(floorNumber)}:${hex(index << 4)}`;
}

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * A synthetic radiomap of one demo floor: a surveyor walks the plan row by row over
 * four mornings; at every stop the phone hears the access points of its floor and,
 * through the slabs, of the other floors, with the signal falling off with distance.
 * Deterministic: the same floors always give the same scans.
 */
export function demoRadiomapScans(
  floor: DemoRadiomapFloor,
  allFloors: readonly DemoRadiomapFloor[],
): Fingerprint[] {
  const random = seededRandom(0x5eed + floor.floor_number * 7919);
  const accessPoints = allFloors.flatMap((other) =>
    ACCESS_POINTS.map(([u, v], index) => ({
      mac: demoAccessPointMac(other.floor_number, index),
      position: planPoint(other.corners, u, v),
      floorsAway: Math.abs(other.floor_number - floor.floor_number),
    })),
  );
  const scans: Fingerprint[] = [];
  const perDay = Math.ceil((COLUMNS * ROWS) / SURVEY_DAYS);
  for (let row = 0; row < ROWS; row++) {
    const eastwards = row % 2 === 0;
    for (let step = 0; step < COLUMNS; step++) {
      const column = eastwards ? step : COLUMNS - 1 - step;
      const index = scans.length;
      const u = (column + 0.5 + (random() - 0.5) * 0.4) / COLUMNS;
      const v = (row + 0.5 + (random() - 0.5) * 0.4) / ROWS;
      const here = planPoint(floor.corners, u, v);
      const heard = accessPoints
        .map((ap) => {
          const metres = Math.max(1, haversineMetres(here, ap.position));
          const rss =
            RSS_AT_1M -
            10 * PATH_LOSS_EXPONENT * Math.log10(metres) -
            FLOOR_LOSS_DB * ap.floorsAway +
            (random() * 2 - 1) * NOISE_DB;
          return { mac: ap.mac, rss: Math.round(rss) };
        })
        .filter((ap) => ap.rss >= SENSITIVITY_DBM)
        .map((ap) => ({ ...ap, rss: Math.min(RadioConstants.maxRss, ap.rss) }));
      if (heard.length === 0) continue;
      const day = Math.floor(index / perDay);
      scans.push({
        timestamp:
          SURVEY_START_MS + day * RadioConstants.dayMs + (index % perDay) * SCAN_INTERVAL_MS,
        lat: round(here.lat, 8),
        lon: round(here.lon, 8),
        heading: round((eastwards ? 105 : 285) + (random() - 0.5) * 20, 1),
        macs: heard.map((ap) => ap.mac),
        rss: heard.map((ap) => ap.rss),
      });
    }
  }
  return scans;
}

/** The demo floor's radiomap as the logger would have written it. */
export function demoRadiomapLog(
  buid: string,
  floor: DemoRadiomapFloor,
  allFloors: readonly DemoRadiomapFloor[],
): string {
  const target: RadiomapTarget = { buid, floor: floor.floor_number };
  return writeRadiomapLog(demoRadiomapScans(floor, allFloors), target);
}
