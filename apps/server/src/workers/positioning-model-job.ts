import { buildRadiomapModel, type RadiomapModel, type SurveyScan } from '@indoor/domain';

/**
 * The scans of a positioning model as the database hands them over (one JSON text:
 * [[floor_number, lat, lon, [mac, ...], [rss, ...]], ...], latest first), and the model built
 * from them. Read by the model's worker thread, and on the main thread by the builder kept
 * for comparison (benchmark, tests).
 */
export function modelFromScansJson(scansJson: string): RadiomapModel {
  const rows = JSON.parse(scansJson) as [number, number, number, string[], number[]][];
  const scans: SurveyScan[] = rows.map(([floor, lat, lon, macs, rss]) => ({
    lat,
    lon,
    floor: String(floor),
    readings: macs.map((mac, i) => ({ mac, rss: rss[i] ?? 0 })),
  }));
  return buildRadiomapModel(scans);
}
