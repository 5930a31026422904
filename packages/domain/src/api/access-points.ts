import { z } from 'zod';
import { wireCoordinate } from '../model/common.js';
import { LayerZoom, RadioPoiConstants } from '../radio/constants.js';
import { defineEndpoint } from './endpoint.js';
import { radioFloorBodySchema, radioPointSchema } from './radio.js';

/**
 * An estimated access point (AP, x, y, den: docs/wifi-layers.md#access-points). The client divides
 * x and y by den when den is non-zero; we answer positions directly with den 0: x is the latitude
 * and y the longitude, as in the radio points. The other fields are ours.
 */
export const accessPointSchema = z.object({
  AP: z.string().describe('The radio’s lowest BSSID (MAC)'),
  x: z.number().describe('Latitude of the estimated position'),
  y: z.number().describe('Longitude of the estimated position'),
  den: z.number().describe('Always 0: x and y are the position itself'),
  uncertainty: z.number().describe('Radius in metres around the position within which the AP lies'),
  measurements: z.number().int().describe('Measurements (scans hearing one of its BSSIDs) used'),
  meanRss: z.number().describe('Mean RSS of those measurements in dBm'),
  bssids: z
    .array(z.string())
    .describe('Every BSSID of the radio (MACs equal but for the last hex digit)'),
  method: z
    .enum(['path-loss', 'centroid'])
    .describe('path-loss: fitted position; centroid: too few or collinear measurements for a fit'),
});
export type AccessPointWire = z.infer<typeof accessPointSchema>;

export const accessPointsFloor = defineEndpoint({
  id: 'accessPointsFloor',
  method: 'POST',
  path: '/api/wifi/access_points/floor',
  auth: 'optional',
  summary: `The estimated positions of a floor's wifi access points (at most ${LayerZoom.maxAccessPoints}, highest mean RSS first; truncated says that the floor has more), fitted to every fingerprint of the floor with a log-distance path-loss model. x is the latitude and y the longitude (den is 0). Estimates are kept per floor and computed again in the background when its fingerprints change; version is the floor's fingerprint version they were computed from ('0' and computed_at null: none yet). While they are being computed again, status is 'computing', progress counts the radios fitted of those to fit, and the answer holds the previous estimates (none for a floor computed for the first time): ask again a second later.`,
  tags: ['access points'],
  body: radioFloorBodySchema,
  response: z.object({
    accessPoints: z.array(accessPointSchema),
    /** The floor has more radios than the limit; the weakest were left out. */
    truncated: z.boolean(),
    version: z.string(),
    computed_at: z.string().nullable(),
    /** 'computing': the floor's fingerprints changed and the estimates are being fitted again. */
    status: z.enum(['ready', 'computing']),
    progress: z
      .object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() })
      .nullable(),
  }),
});

export const accessPointsIds = defineEndpoint({
  id: 'accessPointsIds',
  method: 'POST',
  path: '/api/wifi/access_points/ids',
  auth: 'public',
  summary:
    "The manufacturer of each MAC in ids, in the same order, from the IEEE registry; 'N/A' when unknown or when the MAC is locally administered (randomised)",
  tags: ['access points'],
  body: z.object({
    ids: z.array(z.string().max(64)).max(LayerZoom.maxAccessPoints),
  }),
  response: z.object({ accessPoints: z.array(z.string()) }),
});

export const radioHeatmapPoi = defineEndpoint({
  id: 'radioHeatmapPoi',
  method: 'POST',
  path: '/api/radiomap/poi',
  auth: 'optional',
  summary: `The radio heatmap around a position (Anyplace's getRadioHeatmapPoi): the finest (level ${RadioPoiConstants.level}, 1.5 m) coverage cells within range cells of the position's own cell, range 0 to ${RadioPoiConstants.maxRange} (default ${RadioPoiConstants.defaultRange}: the 3 x 3 cells around it). Points as in the heatmaps: x latitude, y longitude, w {count, average, total}.`,
  tags: ['heatmaps'],
  body: radioFloorBodySchema.extend({
    coordinates_lat: wireCoordinate,
    coordinates_lon: wireCoordinate,
    range: z
      .union([
        z.number().int(),
        z
          .string()
          .trim()
          .regex(/^\d{1,3}$/, 'must be a whole number'),
      ])
      .transform(Number)
      .refine(
        (n) => n >= 0 && n <= RadioPoiConstants.maxRange,
        `must be from 0 to ${RadioPoiConstants.maxRange}`,
      )
      .optional(),
  }),
  response: z.object({ radioPoints: z.array(radioPointSchema) }),
});
