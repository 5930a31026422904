import type { LatLng } from '../geo/coordinates.js';
import type { LocalMetres } from '../geo/local-frame.js';

/** One access point heard in a scan: its MAC (BSSID) and the received signal in dBm. */
export interface WifiReading {
  mac: string;
  rss: number;
}

/**
 * Where a survey scan was taken: WGS84 degrees, or metres in any flat frame (a floor
 * plan's, or projected coordinates such as EPSG:3857). One model uses one of the two.
 */
export type ScanPosition = LatLng | LocalMetres;

/** A stored scan of a radiomap survey: where, on which floor of which building, what was heard. */
export type SurveyScan = ScanPosition & {
  floor: string | number;
  building?: string | number;
  readings: readonly WifiReading[];
};

/** A scan to position: only what the device heard. */
export interface ObservedScan {
  readings: readonly WifiReading[];
}

/** The methods a model answers with; the answer names the one that produced it. */
export type PositioningMethod =
  | 'anyplace-knn'
  | 'anyplace-wknn'
  | 'anyplace-map'
  | 'anyplace-mmse'
  | 'wknn-dbm'
  | 'hierarchical-sorensen';

/** An estimated position. */
export interface PositionEstimate {
  method: PositioningMethod;
  /** The building and floor as the survey named them (building `undefined` when the survey had none). */
  building: string | undefined;
  floor: string;
  /** Metres in the survey's frame (for a survey in degrees: east and north of the model's origin). */
  x: number;
  y: number;
  /** WGS84 when the survey was in degrees. */
  lat?: number;
  lon?: number;
  /** What the method expects the error to be, in metres; only the product's estimator says. */
  expectedErrorM?: number;
}

/**
 * Why no position could be given: the scan heard nothing, or nothing the survey knows
 * (every access point it heard is unknown to the model, or was dropped by AP selection).
 */
export interface PositioningFailure {
  method: PositioningMethod;
  failure: 'empty-scan' | 'no-known-access-point';
}

export type PositioningAnswer = PositionEstimate | PositioningFailure;

export function isPositionEstimate(answer: PositioningAnswer): answer is PositionEstimate {
  return !('failure' in answer);
}
