import { AuditRouteConstants } from './constants.js';

/**
 * docs/audit.md#time-estimate: 2 minutes per POI (the last one included) plus 1 minute per 10 m
 * walked, rounded to whole minutes. No POIs, no time.
 */
export function estimateRouteMinutes(poiCount: number, metres: number): number {
  if (poiCount <= 0) return 0;
  return Math.round(
    poiCount * AuditRouteConstants.minutesPerPoi +
      (metres / 10) * AuditRouteConstants.minutesPer10m,
  );
}
