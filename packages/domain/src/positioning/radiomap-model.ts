import { type LocalFrame, localFrame } from '../geo/local-frame.js';
import { RadiomapConstants } from './constants.js';
import type { SurveyScan, WifiReading } from './types.js';

export interface RadiomapModelOptions {
  /**
   * The access points the model knows, in this order; every other MAC is ignored. By default
   * every MAC the survey heard, in the order first heard.
   */
  accessPoints?: readonly string[];
  /**
   * Access-point selection: an AP heard at fewer locations than this is dropped (default 1,
   * which keeps every AP the survey heard and drops listed ones it never heard; 0 keeps all).
   */
  minLocationsPerAccessPoint?: number;
  /**
   * How much of each scan's level offset to remove before the powered and exponential
   * representations (default RadiomapConstants.levelFraction; 0 turns levelling off).
   */
  levelFraction?: number;
}

/**
 * Scans or locations in sparse form: for each item the access points it heard (ascending AP
 * index) with their RSS in dBm, and the transposed index (for each AP the items that heard it)
 * that makes a query touch only the items sharing an AP with it.
 */
export interface SparseFingerprints {
  count: number;
  x: Float64Array;
  y: Float64Array;
  /** Index into RadiomapModel.floors. */
  floor: Int32Array;
  offsets: Int32Array;
  aps: Int32Array;
  rss: Float32Array;
  /** Per item: number of APs heard, sum of RSS and of RSS squared (Euclidean distances in dBm). */
  heardCount: Int32Array;
  /** Per item: the scans it stands for (1 for a scan); per entry: how many of them heard the AP. */
  scanCount: Int32Array;
  heardIn: Int32Array;
  sumRss: Float64Array;
  sumRss2: Float64Array;
  /** Per item: sums of the powered and exponential representations of its levelled readings. */
  sumPowered: Float64Array;
  sumExponential: Float64Array;
  postingOffsets: Int32Array;
  postingItems: Int32Array;
  postingRss: Float32Array;
  /** The levelled readings' representations, per posting. */
  postingPowered: Float32Array;
  postingExponential: Float32Array;
}

/** A floor of a building as the survey named them. */
export interface RadiomapFloor {
  building: string | undefined;
  floor: string;
  /** Index into RadiomapModel.buildings. */
  buildingIndex: number;
}

export interface RadiomapModel {
  /** The local frame of a survey in degrees; null when it was in metres. */
  frame: LocalFrame | null;
  /**
   * The survey's mean level: the average over its scans of each scan's mean RSS. The
   * powered and exponential representations of a scan (stored or to position) are taken
   * after shifting its readings by levelFraction of the way to this level (levelShiftDb).
   */
  levelDbm: number;
  levelFraction: number;
  macs: string[];
  macIndex: Map<string, number>;
  buildings: (string | undefined)[];
  floors: RadiomapFloor[];
  /** Every stored scan. */
  scans: SparseFingerprints;
  /**
   * One entry per location (scans at the same position on the same floor): the mean RSS of
   * each AP over the scans that heard it, and how many did.
   */
  locations: SparseFingerprints;
}

export const normaliseMac = (mac: string) => mac.trim().toLowerCase();

/**
 * The powered representation of one heard reading: ((rss - floor) / -floor)^beta, at least
 * that of 1 dB above the floor; an unheard AP is 0.
 */
export function poweredRss(rss: number): number {
  const floor = RadiomapConstants.poweredFloorDbm;
  const positive = Math.max(rss - floor, 1);
  return (positive / -floor) ** RadiomapConstants.poweredBeta;
}

/**
 * The exponential representation of one heard reading: exp((rss - floor) / alpha) /
 * exp(-floor / alpha), with the powered representation's floor; an unheard AP is 0.
 */
export function exponentialRss(rss: number): number {
  const floor = RadiomapConstants.poweredFloorDbm;
  const alpha = RadiomapConstants.exponentialAlphaDb;
  const positive = Math.max(rss - floor, 1);
  return Math.exp((positive + floor) / alpha);
}

/**
 * The readings of one scan over the model's APs, ascending AP index: unknown MACs and
 * invalid RSS left out, a MAC heard twice keeps its strongest reading.
 */
export function knownReadings(
  macIndex: ReadonlyMap<string, number>,
  readings: readonly WifiReading[],
): { aps: number[]; rss: number[] } {
  const best = new Map<number, number>();
  for (const r of readings) {
    if (!Number.isFinite(r.rss)) continue;
    const ap = macIndex.get(normaliseMac(r.mac));
    if (ap === undefined) continue;
    const seen = best.get(ap);
    if (seen === undefined || r.rss > seen) best.set(ap, r.rss);
  }
  const aps = [...best.keys()].sort((a, b) => a - b);
  return { aps, rss: aps.map((ap) => best.get(ap) as number) };
}

/** The mean of a scan's readings (0 for none). */
function meanRss(rss: readonly number[]): number {
  let sum = 0;
  for (const r of rss) sum += r;
  return rss.length === 0 ? 0 : sum / rss.length;
}

/**
 * What levels a scan's readings: `fraction` of the dB that bring their mean to the survey's
 * level. Devices differ by several dB in what they report for the same signal; moving each
 * scan's mean towards one level removes most of that offset, and the survey's level keeps
 * the readings in the range the representations are made for. No readings: no shift.
 */
export function levelShiftDb(
  rss: readonly number[],
  level: { levelDbm: number; levelFraction: number },
): number {
  return rss.length === 0 ? 0 : level.levelFraction * (level.levelDbm - meanRss(rss));
}

/** One scan or location before it goes into typed arrays. */
export interface FingerprintDraft {
  x: number;
  y: number;
  floor: number;
  aps: number[];
  rss: number[];
  /** The scans it stands for (1 for a scan), and of those how many heard each AP. */
  scans: number;
  heardIn: number[];
  /** dB added to its readings before the powered and exponential representations. */
  levelDb: number;
}

/** Scans or locations in the sparse form, with the transposed index over `apCount` APs. */
export function sparseFingerprints(
  items: readonly FingerprintDraft[],
  apCount: number,
): SparseFingerprints {
  const count = items.length;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  const floor = new Int32Array(count);
  const offsets = new Int32Array(count + 1);
  let total = 0;
  for (let i = 0; i < count; i++) {
    total += (items[i] as FingerprintDraft).aps.length;
    offsets[i + 1] = total;
  }
  const aps = new Int32Array(total);
  const rss = new Float32Array(total);
  const heardCount = new Int32Array(count);
  const scanCount = new Int32Array(count);
  const heardIn = new Int32Array(total);
  const sumRss = new Float64Array(count);
  const sumRss2 = new Float64Array(count);
  const sumPowered = new Float64Array(count);
  const sumExponential = new Float64Array(count);
  const perAp = new Int32Array(apCount + 1);
  items.forEach((item, i) => {
    x[i] = item.x;
    y[i] = item.y;
    floor[i] = item.floor;
    heardCount[i] = item.aps.length;
    scanCount[i] = item.scans;
    let at = offsets[i] as number;
    item.aps.forEach((ap, j) => {
      const value = Math.fround(item.rss[j] as number);
      aps[at] = ap;
      rss[at] = value;
      heardIn[at] = item.heardIn[j] as number;
      at++;
      sumRss[i] = (sumRss[i] as number) + value;
      sumRss2[i] = (sumRss2[i] as number) + value * value;
      const levelled = value + item.levelDb;
      sumPowered[i] = (sumPowered[i] as number) + Math.fround(poweredRss(levelled));
      sumExponential[i] = (sumExponential[i] as number) + Math.fround(exponentialRss(levelled));
      perAp[ap + 1] = (perAp[ap + 1] as number) + 1;
    });
  });
  const postingOffsets = new Int32Array(apCount + 1);
  for (let a = 0; a < apCount; a++) {
    postingOffsets[a + 1] = (postingOffsets[a] as number) + (perAp[a + 1] as number);
  }
  const fill = postingOffsets.slice(0, apCount);
  const postingItems = new Int32Array(total);
  const postingRss = new Float32Array(total);
  const postingPowered = new Float32Array(total);
  const postingExponential = new Float32Array(total);
  for (let i = 0; i < count; i++) {
    for (let j = offsets[i] as number; j < (offsets[i + 1] as number); j++) {
      const ap = aps[j] as number;
      const at = fill[ap] as number;
      fill[ap] = at + 1;
      postingItems[at] = i;
      postingRss[at] = rss[j] as number;
      const levelled = (rss[j] as number) + (items[i] as FingerprintDraft).levelDb;
      postingPowered[at] = poweredRss(levelled);
      postingExponential[at] = exponentialRss(levelled);
    }
  }
  return {
    count,
    x,
    y,
    floor,
    offsets,
    aps,
    rss,
    heardCount,
    scanCount,
    heardIn,
    sumRss,
    sumRss2,
    sumPowered,
    sumExponential,
    postingOffsets,
    postingItems,
    postingRss,
    postingPowered,
    postingExponential,
  };
}

const hasDegrees = (p: object): p is { lat: number; lon: number } => 'lat' in p && 'lon' in p;

/**
 * The radiomap model of a survey: its scans and its locations (scans grouped by identical
 * position and floor, mean RSS per AP) over the selected access points, in typed arrays.
 * Positions in degrees are turned into metres in a local frame around the first scan.
 * Pure; no Node-only API, so it runs in a browser too.
 */
export function buildRadiomapModel(
  survey: readonly SurveyScan[],
  options: RadiomapModelOptions = {},
): RadiomapModel {
  const first = survey[0];
  const frame = first && hasDegrees(first) ? localFrame({ lat: first.lat, lon: first.lon }) : null;
  const minLocations = options.minLocationsPerAccessPoint ?? 1;

  // All candidate APs, in the given or first-heard order.
  const candidates: string[] = [];
  const candidateIndex = new Map<string, number>();
  const addCandidate = (mac: string) => {
    const m = normaliseMac(mac);
    if (!candidateIndex.has(m)) {
      candidateIndex.set(m, candidates.length);
      candidates.push(m);
    }
  };
  if (options.accessPoints) options.accessPoints.forEach(addCandidate);
  else for (const scan of survey) for (const r of scan.readings) addCandidate(r.mac);

  const buildings: (string | undefined)[] = [];
  const buildingIndex = new Map<string | undefined, number>();
  const floors: RadiomapFloor[] = [];
  const floorIndex = new Map<string, number>();
  const locationIndex = new Map<string, number>();
  const scanDrafts: FingerprintDraft[] = [];
  const locationScans: number[][] = [];
  for (const scan of survey) {
    const building = scan.building === undefined ? undefined : String(scan.building);
    let b = buildingIndex.get(building);
    if (b === undefined) {
      b = buildings.length;
      buildingIndex.set(building, b);
      buildings.push(building);
    }
    const floorName = String(scan.floor);
    const floorKey = JSON.stringify([building ?? null, floorName]);
    let f = floorIndex.get(floorKey);
    if (f === undefined) {
      f = floors.length;
      floorIndex.set(floorKey, f);
      floors.push({ building, floor: floorName, buildingIndex: b });
    }
    if (hasDegrees(scan) !== (frame !== null)) {
      throw new TypeError('a survey gives every position in degrees or every one in metres');
    }
    const { x, y } =
      frame && hasDegrees(scan) ? frame.toMetres(scan) : (scan as { x: number; y: number });
    const { aps, rss } = knownReadings(candidateIndex, scan.readings);
    const locationKey = `${f}|${x}|${y}`;
    let l = locationIndex.get(locationKey);
    if (l === undefined) {
      l = locationScans.length;
      locationIndex.set(locationKey, l);
      locationScans.push([]);
    }
    (locationScans[l] as number[]).push(scanDrafts.length);
    scanDrafts.push({ x, y, floor: f, aps, rss, scans: 1, heardIn: aps.map(() => 1), levelDb: 0 });
  }

  // Per location: the mean RSS of each AP over the scans that heard it.
  const locationDrafts: FingerprintDraft[] = locationScans.map((members) => {
    const sums = new Map<number, { sum: number; n: number }>();
    for (const s of members) {
      const scan = scanDrafts[s] as FingerprintDraft;
      scan.aps.forEach((ap, j) => {
        const acc = sums.get(ap) ?? { sum: 0, n: 0 };
        acc.sum += scan.rss[j] as number;
        acc.n += 1;
        sums.set(ap, acc);
      });
    }
    const aps = [...sums.keys()].sort((a, b) => a - b);
    const head = scanDrafts[members[0] as number] as FingerprintDraft;
    return {
      x: head.x,
      y: head.y,
      floor: head.floor,
      aps,
      rss: aps.map((ap) => {
        const acc = sums.get(ap) as { sum: number; n: number };
        return acc.sum / acc.n;
      }),
      scans: members.length,
      heardIn: aps.map((ap) => (sums.get(ap) as { n: number }).n),
      levelDb: 0,
    };
  });

  // AP selection, then renumbering of the kept APs.
  const heardAt = new Int32Array(candidates.length);
  for (const l of locationDrafts) for (const ap of l.aps) heardAt[ap] = (heardAt[ap] as number) + 1;
  const renumber = new Int32Array(candidates.length).fill(-1);
  const macs: string[] = [];
  candidates.forEach((mac, i) => {
    if ((heardAt[i] as number) >= minLocations) {
      renumber[i] = macs.length;
      macs.push(mac);
    }
  });
  const keep = (d: FingerprintDraft): FingerprintDraft => {
    const aps: number[] = [];
    const rss: number[] = [];
    const heardIn: number[] = [];
    d.aps.forEach((ap, j) => {
      const to = renumber[ap] as number;
      if (to >= 0) {
        aps.push(to);
        rss.push(d.rss[j] as number);
        heardIn.push(d.heardIn[j] as number);
      }
    });
    return { ...d, aps, rss, heardIn };
  };
  const keptScans = scanDrafts.map(keep);
  const keptLocations = locationDrafts.map(keep);
  const heardScans = keptScans.filter((d) => d.rss.length > 0);
  const levelDbm =
    heardScans.reduce((sum, d) => sum + meanRss(d.rss), 0) / Math.max(1, heardScans.length);
  const level = {
    levelDbm,
    levelFraction: options.levelFraction ?? RadiomapConstants.levelFraction,
  };
  const levelled = (d: FingerprintDraft) => ({ ...d, levelDb: levelShiftDb(d.rss, level) });
  return {
    frame,
    ...level,
    macs,
    macIndex: new Map(macs.map((m, i) => [m, i])),
    buildings,
    floors,
    scans: sparseFingerprints(keptScans.map(levelled), macs.length),
    locations: sparseFingerprints(keptLocations.map(levelled), macs.length),
  };
}
