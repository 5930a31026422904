import {
  AccessPointLayerMessages,
  AccessPointMessages,
  type AccessPointWire,
  type LatLng,
  LayerMessages,
  LayerZoom,
  offsetByMetres,
  wirePointPosition,
} from '@indoor/domain';
import type { FeatureCollection, Point, Polygon } from 'geojson';

/** What the AP filter's list is made of: one entry per MAC, or one per manufacturer. */
export type AccessPointFilterBy = 'mac' | 'manufacturer';

/** Vertices of an uncertainty circle: smooth at the 40 px icon scale, cheap for 1000 circles. */
export const CIRCLE_VERTICES = 48;

/**
 * A circle of `radiusM` metres around a position as a closed GeoJSON ring of [lon, lat]
 * (first vertex repeated last), the first vertex due north, going clockwise.
 */
export function circlePolygon(
  centre: LatLng,
  radiusM: number,
  vertices: number = CIRCLE_VERTICES,
): Polygon {
  const ring: [number, number][] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = (2 * Math.PI * i) / vertices;
    const point = offsetByMetres(centre, radiusM * Math.sin(angle), radiusM * Math.cos(angle));
    ring.push([point.lon, point.lat]);
  }
  const first = ring[0];
  if (first) ring.push([first[0], first[1]]);
  return { type: 'Polygon', coordinates: [ring] };
}

/**
 * The manufacturer shown for an AP: the ids endpoint's answer, else 'N/A'
 * (docs/wifi-layers.md#access-points).
 */
export function manufacturerOf(manufacturers: ReadonlyMap<string, string>, id: string): string {
  const name = manufacturers.get(id);
  return name && name.trim() !== '' ? name : AccessPointMessages.unknownManufacturer;
}

/** The ids endpoint answers in the order it was asked: pair them up. */
export function manufacturerMap(
  ids: readonly string[],
  answer: readonly string[],
): Map<string, string> {
  const map = new Map<string, string>();
  ids.forEach((id, index) => {
    const name = answer[index];
    if (name !== undefined) map.set(id, name);
  });
  return map;
}

/** The value of an AP in the filter's list: its MAC, or its manufacturer. */
export function filterValueOf(
  ap: AccessPointWire,
  by: AccessPointFilterBy,
  manufacturers: ReadonlyMap<string, string>,
): string {
  return by === 'mac' ? ap.AP : manufacturerOf(manufacturers, ap.AP);
}

export interface FilterOption {
  value: string;
  /** How many APs of the floor carry this value. */
  count: number;
}

/**
 * The entries of the filter's multi-select list: MACs in the server's order (strongest
 * first), manufacturers alphabetically with 'N/A' last, each with its number of APs.
 */
export function filterOptions(
  accessPoints: readonly AccessPointWire[],
  by: AccessPointFilterBy,
  manufacturers: ReadonlyMap<string, string>,
): FilterOption[] {
  const counts = new Map<string, number>();
  for (const ap of accessPoints) {
    const value = filterValueOf(ap, by, manufacturers);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const options = [...counts].map(([value, count]) => ({ value, count }));
  if (by === 'mac') return options;
  const unknown = AccessPointMessages.unknownManufacturer;
  return options.sort((a, b) =>
    a.value === unknown ? 1 : b.value === unknown ? -1 : a.value.localeCompare(b.value),
  );
}

/** The APs the filter leaves on the map: those whose value is not among the hidden ones. */
export function visibleAccessPoints(
  accessPoints: readonly AccessPointWire[],
  by: AccessPointFilterBy,
  manufacturers: ReadonlyMap<string, string>,
  hidden: ReadonlySet<string>,
): AccessPointWire[] {
  if (hidden.size === 0) return [...accessPoints];
  return accessPoints.filter((ap) => !hidden.has(filterValueOf(ap, by, manufacturers)));
}

/**
 * The position of an AP (x and y divided by den when den is non-zero:
 * docs/wifi-layers.md#access-points).
 */
export function accessPointPosition(ap: AccessPointWire): LatLng {
  return wirePointPosition(ap.den !== 0 ? { x: ap.x / ap.den, y: ap.y / ap.den } : ap);
}

export interface AccessPointFeatures {
  icons: FeatureCollection<Point, { id: string }>;
  circles: FeatureCollection<Polygon, { id: string }>;
}

/** The icons and uncertainty circles of the shown APs, as GeoJSON for the map. */
export function accessPointFeatures(accessPoints: readonly AccessPointWire[]): AccessPointFeatures {
  const icons: AccessPointFeatures['icons']['features'] = [];
  const circles: AccessPointFeatures['circles']['features'] = [];
  for (const ap of accessPoints) {
    const position = accessPointPosition(ap);
    if (!Number.isFinite(position.lat) || !Number.isFinite(position.lon)) continue;
    icons.push({
      type: 'Feature',
      properties: { id: ap.AP },
      geometry: { type: 'Point', coordinates: [position.lon, position.lat] },
    });
    if (ap.uncertainty > 0 && Number.isFinite(ap.uncertainty)) {
      circles.push({
        type: 'Feature',
        properties: { id: ap.AP },
        geometry: circlePolygon(position, ap.uncertainty),
      });
    }
  }
  return {
    icons: { type: 'FeatureCollection', features: icons },
    circles: { type: 'FeatureCollection', features: circles },
  };
}

/**
 * What the answer of the floor call means for the layer (docs/wifi-layers.md#access-point-layer):
 * an empty floor is not mapped and turns the mode off; APs without an id, or more than the limit,
 * are warned about and the rest shown.
 */
export type AccessPointsVerdict =
  | { kind: 'notMapped'; text: string }
  | { kind: 'shown'; accessPoints: AccessPointWire[]; warning: string | null };

export function judgeAccessPoints(
  accessPoints: readonly AccessPointWire[],
  /** The server left radios out of its answer (more than the limit on the floor). */
  truncated = false,
): AccessPointsVerdict {
  if (accessPoints.length === 0) return { kind: 'notMapped', text: LayerMessages.floorNotMapped };
  const withIds = accessPoints.filter((ap) => ap.AP.trim() !== '');
  if (withIds.length === 0) return { kind: 'notMapped', text: LayerMessages.apsWithoutIds };
  const warning =
    withIds.length < accessPoints.length
      ? LayerMessages.apsWithoutIds
      : truncated || withIds.length > LayerZoom.maxAccessPoints
        ? LayerMessages.apLimit
        : null;
  return { kind: 'shown', accessPoints: withIds.slice(0, LayerZoom.maxAccessPoints), warning };
}

/** The facts of an AP's info window, label and value, in the order shown. */
export function accessPointFacts(
  ap: AccessPointWire,
  manufacturer: string,
): { label: string; value: string; testId: string }[] {
  const m = AccessPointLayerMessages;
  return [
    { label: m.manufacturer, value: manufacturer, testId: 'manufacturer' },
    { label: m.uncertainty, value: m.uncertaintyValue(ap.uncertainty), testId: 'uncertainty' },
    { label: m.measurements, value: String(ap.measurements), testId: 'measurements' },
    { label: m.meanRss, value: m.meanRssValue(ap.meanRss), testId: 'mean-rss' },
    { label: m.bssids, value: ap.bssids.join(', '), testId: 'bssids' },
    {
      label: m.estimate,
      value: ap.method === 'path-loss' ? m.estimatePathLoss : m.estimateCentroid,
      testId: 'estimate',
    },
  ];
}

/**
 * The uncertainty circles drawn (docs/wifi-layers.md#access-point-layer): only those of the AP
 * whose info window is open and of the AP under the pointer, so a floor of many APs is not
 * covered by their circles.
 */
export function focusedCircles(
  circles: AccessPointFeatures['circles'],
  focused: readonly (string | null)[],
): AccessPointFeatures['circles'] {
  const ids = new Set(focused.filter((id): id is string => id !== null));
  return {
    type: 'FeatureCollection',
    features: circles.features.filter((feature) => ids.has(feature.properties.id)),
  };
}
