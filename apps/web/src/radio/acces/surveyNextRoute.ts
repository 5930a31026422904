import type { AccesPosition } from './accesModel';

/**
 * The survey-next points as files for the person who surveys
 * (docs/wifi-layers.md#acces-map): a GPX 1.1 route whose points are named 1, 2, … in walking
 * order, and the same as GeoJSON (RFC 7946: a LineString in walking order and one numbered
 * Point per place, [lng, lat]).
 */

const xmlText = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** Degrees as GPX writes them: at most 7 decimals (about 1 cm), no trailing zeros. */
const degrees = (value: number): string => String(Number(value.toFixed(7)));

/** A GPX 1.1 document holding one route, its points named "1".."n" in walking order. */
export function surveyNextGpx(points: readonly AccesPosition[], routeName: string): string {
  const rtepts = points.map(
    ([lat, lng], i) =>
      `    <rtept lat="${degrees(lat)}" lon="${degrees(lng)}"><name>${i + 1}</name></rtept>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Indoor planner" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <rte>',
    `    <name>${xmlText(routeName)}</name>`,
    ...rtepts,
    '  </rte>',
    '</gpx>',
    '',
  ].join('\n');
}

export interface SurveyNextGeoJson {
  type: 'FeatureCollection';
  features: (
    | {
        type: 'Feature';
        properties: { name: string };
        geometry: { type: 'LineString'; coordinates: [number, number][] };
      }
    | {
        type: 'Feature';
        properties: { name: string; order: number };
        geometry: { type: 'Point'; coordinates: [number, number] };
      }
  )[];
}

/** The route as GeoJSON: the walking line first (when there are two points or more), then the points. */
export function surveyNextGeoJson(
  points: readonly AccesPosition[],
  routeName: string,
): SurveyNextGeoJson {
  const coordinates = points.map(([lat, lng]) => [lng, lat] as [number, number]);
  const line: SurveyNextGeoJson['features'] =
    coordinates.length >= 2
      ? [
          {
            type: 'Feature',
            properties: { name: routeName },
            geometry: { type: 'LineString', coordinates },
          },
        ]
      : [];
  return {
    type: 'FeatureCollection',
    features: [
      ...line,
      ...coordinates.map((position, i) => ({
        type: 'Feature' as const,
        properties: { name: String(i + 1), order: i + 1 },
        geometry: { type: 'Point' as const, coordinates: position },
      })),
    ],
  };
}
