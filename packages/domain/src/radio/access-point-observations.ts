import type { Fingerprint } from '../model/fingerprint.js';
import type { ApObservation, BssidObservations } from './access-point-estimate.js';
import { AccessPointConstants } from './constants.js';

/**
 * The measurements of scans per BSSID and per place (positions within
 * AccessPointConstants.positionGridDeg, about a metre, are one place): the mean position,
 * the mean RSS in dBm and the count. This is what the estimator reads. Scans are added a
 * batch at a time, so a floor of a million scans is read in short turns and only the sums
 * per BSSID and place stay in memory.
 */
export class ObservationAccumulator {
  private readonly perMac = new Map<string, Map<string, ApObservation>>();

  add(scans: Iterable<Pick<Fingerprint, 'lat' | 'lon' | 'macs' | 'rss'>>): void {
    const grid = AccessPointConstants.positionGridDeg;
    for (const scan of scans) {
      const key = `${Math.round(scan.lat / grid)}|${Math.round(scan.lon / grid)}`;
      scan.macs.forEach((raw, i) => {
        const mac = raw.toLowerCase();
        const rss = scan.rss[i];
        if (rss === undefined) return;
        let places = this.perMac.get(mac);
        if (!places) {
          places = new Map();
          this.perMac.set(mac, places);
        }
        const place = places.get(key);
        if (place) {
          // Running sums; divided once at the end.
          place.lat += scan.lat;
          place.lon += scan.lon;
          place.rss += rss;
          place.count += 1;
        } else {
          places.set(key, { lat: scan.lat, lon: scan.lon, rss, count: 1 });
        }
      });
    }
  }

  /** The means so far, BSSIDs in ascending order. */
  result(): BssidObservations[] {
    return [...this.perMac.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([mac, places]) => ({
        mac,
        observations: [...places.values()].map((p) => ({
          lat: p.lat / p.count,
          lon: p.lon / p.count,
          rss: p.rss / p.count,
          count: p.count,
        })),
      }));
  }
}

/** The observations of a set of scans at once (see ObservationAccumulator). */
export function aggregateObservations(scans: Iterable<Fingerprint>): BssidObservations[] {
  const accumulator = new ObservationAccumulator();
  accumulator.add(scans);
  return accumulator.result();
}
