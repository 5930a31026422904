import { z } from 'zod';
import type { LatLng } from '../geo/coordinates.js';
import { RadioConstants } from '../radio/constants.js';

/** A wifi access point's MAC address as stored: six lowercase hex pairs joined by colons. */
export const macAddressPattern = /^[0-9a-f]{2}(?::[0-9a-f]{2}){5}$/;

/** Accepts either case and keeps the lowercase form. */
export const macAddressSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .refine((value) => macAddressPattern.test(value), 'must be a MAC address like 00:1d:7e:ae:d4:10');

/**
 * A fingerprint (docs/wifi-layers.md#radiomap-formats): one wifi scan at one place and moment, with
 * the signal strength of every access point heard. `macs[i]` was heard at `rss[i]` dBm.
 */
export interface Fingerprint extends LatLng {
  /**
   * Milliseconds since 1970 (UTC); null for an undated scan (a radiomap matrix row, see
   * docs/wifi-layers.md#undated-fingerprints).
   */
  timestamp: number | null;
  /** Compass heading of the phone in degrees, as the logger wrote it. */
  heading: number;
  macs: string[];
  rss: number[];
}

/**
 * The access point heard loudest in a scan (strongestWifi); the first of equals; null for an empty
 * scan.
 */
export function strongestMac(fingerprint: Pick<Fingerprint, 'macs' | 'rss'>): string | null {
  let best: string | null = null;
  let bestRss = Number.NEGATIVE_INFINITY;
  fingerprint.macs.forEach((mac, index) => {
    const rss = fingerprint.rss[index] ?? Number.NEGATIVE_INFINITY;
    if (rss > bestRss) {
      best = mac;
      bestRss = rss;
    }
  });
  return best;
}

/** Whether an RSS value is one the product stores: a whole number of dBm from -127 to 0. */
export const isValidRss = (rss: number): boolean =>
  Number.isInteger(rss) && rss >= RadioConstants.minRss && rss <= RadioConstants.maxRss;

/**
 * The weight of a heatmap point ("w", docs/wifi-layers.md#heatmap-cells): how many measurements
 * fell in the cell, their RSS total and its average. It travels as JSON text.
 */
export const heatmapWeightSchema = z.object({
  count: z.number().int().positive(),
  average: z.number(),
  total: z.number(),
});
export type HeatmapWeight = z.infer<typeof heatmapWeightSchema>;

export function heatmapWeight(count: number, total: number): HeatmapWeight {
  return { count, average: count > 0 ? total / count : 0, total };
}

/** The JSON text of a weight, keys in the documented order. */
export const heatmapWeightText = (weight: HeatmapWeight): string =>
  JSON.stringify({ count: weight.count, average: weight.average, total: weight.total });

/** Reads a point's `w`; null when it is not a weight. */
export function parseHeatmapWeight(text: string): HeatmapWeight | null {
  try {
    const parsed = heatmapWeightSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
