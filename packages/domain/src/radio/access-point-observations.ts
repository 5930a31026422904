import type { Fingerprint } from '../model/fingerprint.js';
import type { ApObservation, BssidObservations } from './access-point-estimate.js';
import { AccessPointConstants } from './constants.js';

/**
 * The measurements of a set of scans per BSSID and per place (positions within
 * AccessPointConstants.positionGridDeg, about a metre, are one place): the mean position,
 * the mean RSS in dBm and the count. This is what the estimator reads; the server
 * computes the same aggregation in SQL so a floor's million scans never reach memory.
 */
export function aggregateObservations(scans: Iterable<Fingerprint>): BssidObservations[] {
  const grid = AccessPointConstants.positionGridDeg;
  const perMac = new Map<string, Map<string, ApObservation>>();
  for (const scan of scans) {
    const key = `${Math.round(scan.lat / grid)}|${Math.round(scan.lon / grid)}`;
    scan.macs.forEach((raw, i) => {
      const mac = raw.toLowerCase();
      const rss = scan.rss[i];
      if (rss === undefined) return;
      let places = perMac.get(mac);
      if (!places) {
        places = new Map();
        perMac.set(mac, places);
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
  return [...perMac.entries()].map(([mac, places]) => ({
    mac,
    observations: [...places.values()].map((p) => ({
      lat: p.lat / p.count,
      lon: p.lon / p.count,
      rss: p.rss / p.count,
      count: p.count,
    })),
  }));
}
