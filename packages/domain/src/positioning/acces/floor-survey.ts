import { type LocalFrame, localFrame } from '../../geo/local-frame.js';
import { RadiomapConstants } from '../constants.js';
import { knownReadings, normaliseMac } from '../radiomap-model.js';
import type { SurveyScan } from '../types.js';

/** A surveyed location of one floor: the scans taken at one position, in metres. */
export interface AccesLocation {
  x: number;
  y: number;
  /** Indices of its scans in the floor survey. */
  scans: number[];
  /** The access points its scans heard (ascending index) and their mean RSS in dBm. */
  aps: number[];
  meanRss: number[];
}

/**
 * One floor's survey as the accuracy map reads it: locations in metres (a survey in
 * degrees is put in a local frame around its first scan, as the radiomap model does), the
 * access points heard and the noise of each.
 */
export interface AccesFloorSurvey {
  scans: readonly SurveyScan[];
  frame: LocalFrame | null;
  locations: AccesLocation[];
  macs: string[];
  /**
   * Per access point: the variance (dB²) of one scan's reading around its location's mean,
   * pooled over the locations where at least two scans heard it, plus the 1/12 dB² of the
   * 1 dB rounding; Anyplace's 4 dB (16 dB²) where no location heard it twice.
   */
  noiseVariance: Float64Array;
  /** The median distance from a location to its nearest other location. */
  spacingM: number;
  /** The weakest reading of the survey: what its devices hear down to, dBm. */
  weakestDbm: number;
}

/** Anyplace's RSS noise, in dB, for an access point whose noise the survey cannot measure. */
const DEFAULT_NOISE_DB = 4;
const ROUNDING_VARIANCE = 1 / 12;

const hasDegrees = (p: object): p is { lat: number; lon: number } => 'lat' in p && 'lon' in p;

/** The strength of a mean reading above the radiomap's floor (0 = unheard). */
export const strengthAboveFloor = (rss: number) =>
  Math.max(0, rss - RadiomapConstants.poweredFloorDbm);

/**
 * Groups one floor's scans into locations (scans at the same position) with each access
 * point's mean RSS, and measures each access point's noise. The caller gives one floor.
 */
export function accesFloorSurvey(scans: readonly SurveyScan[]): AccesFloorSurvey {
  const first = scans[0];
  const frame = first && hasDegrees(first) ? localFrame({ lat: first.lat, lon: first.lon }) : null;
  const macIndex = new Map<string, number>();
  const macs: string[] = [];
  for (const scan of scans) {
    for (const r of scan.readings) {
      const mac = normaliseMac(r.mac);
      if (!macIndex.has(mac)) {
        macIndex.set(mac, macs.length);
        macs.push(mac);
      }
    }
  }
  const byPosition = new Map<string, { x: number; y: number; scans: number[] }>();
  scans.forEach((scan, i) => {
    if (hasDegrees(scan) !== (frame !== null)) {
      throw new TypeError('a survey gives every position in degrees or every one in metres');
    }
    const { x, y } =
      frame && hasDegrees(scan) ? frame.toMetres(scan) : (scan as { x: number; y: number });
    const key = `${x}|${y}`;
    const group = byPosition.get(key) ?? { x, y, scans: [] };
    group.scans.push(i);
    byPosition.set(key, group);
  });
  const sumSquares = new Float64Array(macs.length);
  const degrees = new Float64Array(macs.length);
  const locations: AccesLocation[] = [...byPosition.values()].map((group) => {
    const readings = new Map<number, number[]>();
    for (const s of group.scans) {
      const { aps, rss } = knownReadings(macIndex, (scans[s] as SurveyScan).readings);
      aps.forEach((ap, j) => {
        const list = readings.get(ap) ?? [];
        list.push(rss[j] as number);
        readings.set(ap, list);
      });
    }
    const aps = [...readings.keys()].sort((a, b) => a - b);
    const meanRss = aps.map((ap) => {
      const values = readings.get(ap) as number[];
      const mean = values.reduce((s, v) => s + v, 0) / values.length;
      if (values.length > 1) {
        sumSquares[ap] =
          (sumSquares[ap] as number) + values.reduce((s, v) => s + (v - mean) ** 2, 0);
        degrees[ap] = (degrees[ap] as number) + values.length - 1;
      }
      return mean;
    });
    return { x: group.x, y: group.y, scans: group.scans, aps, meanRss };
  });
  const noiseVariance = Float64Array.from(macs, (_, ap) =>
    (degrees[ap] as number) > 0
      ? (sumSquares[ap] as number) / (degrees[ap] as number) + ROUNDING_VARIANCE
      : DEFAULT_NOISE_DB ** 2,
  );
  let weakestDbm = 0;
  for (const scan of scans) for (const r of scan.readings) weakestDbm = Math.min(weakestDbm, r.rss);
  return {
    scans,
    frame,
    locations,
    macs,
    noiseVariance,
    spacingM: medianSpacing(locations),
    weakestDbm,
  };
}

function medianSpacing(locations: readonly { x: number; y: number }[]): number {
  if (locations.length < 2) return 1;
  const nearest = locations.map((a, i) => {
    let best = Number.POSITIVE_INFINITY;
    locations.forEach((b, j) => {
      if (i !== j) best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y));
    });
    return best;
  });
  nearest.sort((a, b) => a - b);
  return nearest[Math.floor(nearest.length / 2)] as number;
}
