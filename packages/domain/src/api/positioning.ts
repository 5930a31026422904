import { z } from 'zod';
import { identifier, wireCoordinate } from '../model/common.js';
import { floorNumberSchema } from '../model/floor.js';
import { AccesDefaults } from '../positioning/acces/constants.js';
import { PositioningLimits } from '../positioning/limits.js';
import { PositioningMessages } from '../positioning/messages.js';
import { macHexDigits } from '../radio/access-point-vendor.js';
import { defineEndpoint } from './endpoint.js';
import { radioFloorBodySchema } from './radio.js';

/** A MAC in any usual writing, answered as the radiomaps store it: lowercase, colon-separated. */
const macSchema = z
  .string()
  .max(64)
  .transform((text, ctx) => {
    const digits = macHexDigits(text);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: PositioningMessages.badMac });
      return z.NEVER;
    }
    return (digits.match(/../g) ?? []).join(':').toLowerCase();
  });

const rssSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d{1,4}$/, PositioningMessages.badRss),
  ])
  .transform(Number)
  .refine(
    (rss) =>
      Number.isInteger(rss) &&
      rss >= PositioningLimits.minRssDbm &&
      rss <= PositioningLimits.maxRssDbm,
    PositioningMessages.badRss,
  );

/** The readings of one scan, checked one by one. */
const readingListSchema = (reading: z.ZodType<{ mac: string; rss: number }>) =>
  z
    .array(reading)
    .min(1, PositioningMessages.noReadings)
    .max(PositioningLimits.maxReadings, PositioningMessages.tooManyReadings);

/**
 * A list sent as JSON text (Anyplace's clients send APs so) or as a JSON list, both read as a list.
 * Text that is not JSON is refused with its own message.
 */
const listOrJsonText = z
  .union([z.string().max(PositioningLimits.maxReadingsJsonChars), z.array(z.unknown())])
  .transform((value, ctx) => {
    if (Array.isArray(value)) return value;
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // Answered below with the same message as a JSON value that is not a list.
    }
    ctx.addIssue({ code: 'custom', message: PositioningMessages.badReadingsJson });
    return z.NEVER;
  });

/** Anyplace's reading of an estimate request: {bssid, rss}. */
const bssidReading = z
  .object({ bssid: macSchema, rss: rssSchema })
  .transform(({ bssid, rss }) => ({ mac: bssid, rss }));

/** Anyplace's reading of a floor prediction: {MAC, rss}. */
const macReading = z
  .object({ MAC: macSchema, rss: rssSchema })
  .transform(({ MAC, rss }) => ({ mac: MAC, rss }));

export const positionEstimateBodySchema = z.object({
  buid: identifier,
  /** The floor the device is on; detected when absent. */
  floor: floorNumberSchema.optional(),
  APs: listOrJsonText.pipe(readingListSchema(bssidReading)),
  algorithm_choice: z
    .union([
      z.number().int(),
      z
        .string()
        .trim()
        .regex(/^\d{1,2}$/, 'must be a whole number'),
    ])
    .transform(Number)
    .optional(),
});

export const positionEstimate = defineEndpoint({
  id: 'positionEstimate',
  method: 'POST',
  path: '/api/position/estimate',
  auth: 'optional',
  summary: `Positions one wifi scan in a building from its stored fingerprints. Anyplace's request: buid, floor, APs (a list of {bssid, rss}, or that list as JSON text) and algorithm_choice (1 KNN, 2 WKNN, 3 MAP, 4 MMSE: Anyplace's algorithms on the floor's radiomap; absent or any other value: this server's estimator, which also finds the floor when it is not given). Answers Anyplace's lat and long (text) and floor, error_m (the estimator's expected error in metres; null for Anyplace's algorithms) and method. Visible spaces only; at most ${PositioningLimits.maxReadings} readings, RSS from ${PositioningLimits.minRssDbm} to ${PositioningLimits.maxRssDbm} dBm.`,
  tags: ['positioning'],
  body: positionEstimateBodySchema,
  response: z.object({
    lat: z.string(),
    long: z.string(),
    floor: z.string(),
    error_m: z.number().nullable(),
    method: z.string(),
    message: z.string(),
  }),
});

export const positionPredictFloor = defineEndpoint({
  id: 'positionPredictFloor',
  method: 'POST',
  path: '/api/position/predictFloorAlgo1',
  auth: 'optional',
  summary: `Anyplace's floor prediction: the floor a scan was taken on, from the visible spaces within ${PositioningLimits.predictFloorRadiusM} m of dlat, dlong (or the space buid names). wifi lists the scan's readings as {MAC, rss}; first (and second) name its strongest. Answers floor (empty text when none could be told) with Anyplace's message.`,
  tags: ['positioning'],
  body: z.object({
    dlat: wireCoordinate,
    dlong: wireCoordinate,
    buid: identifier.optional(),
    wifi: listOrJsonText.pipe(readingListSchema(macReading)),
    first: macReading,
    second: macReading.optional(),
  }),
  response: z.object({ floor: z.string(), message: z.string() }),
});

const accesPositionSchema = z
  .tuple([z.number(), z.number()])
  .describe('A position as [lat, lng] in degrees');

export const positionAccesMap = defineEndpoint({
  id: 'positionAccesMap',
  method: 'POST',
  path: '/api/position/radio/acces',
  auth: 'optional',
  summary: `The localization accuracy map (ACCES) of a floor in Anyplace's getHeatmapAcces shape: crlb holds, for each grid point inside the floor's plan outline (geojson.coordinates, [lat, lng]), the positioning error in metres predicted for a scan taken there, calibrated on the floor's own survey (held-out scans positioned by this server's estimator). Maps are kept per floor and computed again in the background when its fingerprints change; version is the floor's fingerprint version they were computed from ('0' and computed_at null: none yet). While one is being computed, status is 'computing', progress counts the steps done of those to do, and the answer holds the previous map (empty for a floor computed for the first time): ask again a second later. survey_next lists, in walking order, the ${AccesDefaults.surveyNextCount} places where one more survey point would most reduce the predicted error. A floor with fewer than ${AccesDefaults.minLocations} surveyed locations answers an empty map. Visible spaces only.`,
  tags: ['positioning'],
  body: radioFloorBodySchema,
  response: z.object({
    crlb: z.array(z.number()).describe('Predicted positioning error per grid point, metres'),
    geojson: z.object({ coordinates: z.array(accesPositionSchema) }),
    raw_crlb_m: z
      .array(z.number())
      .describe("The uncalibrated Cramér-Rao bound per grid point (Anyplace's raw score), metres"),
    step_m: z.number().describe('Distance between neighbouring grid points, metres'),
    bands: z.array(
      z.object({
        colour: z.string(),
        hex: z.string(),
        aboveM: z.number(),
        upToM: z.number().nullable(),
      }),
    ),
    survey_next: z.array(accesPositionSchema),
    held_out_locations: z
      .number()
      .int()
      .describe('Surveyed locations held out to calibrate the map (0: too few, empty map)'),
    version: z.string(),
    computed_at: z.string().nullable(),
    status: z.enum(['ready', 'computing']),
    progress: z
      .object({ done: z.number().int().nonnegative(), total: z.number().int().nonnegative() })
      .nullable(),
  }),
});
