import {
  ConnectorType,
  type LatLng,
  type Poi,
  type PoiType,
  PoiTypes,
  poiPosition,
} from '@indoor/domain';
import type { FeatureCollection, Point } from 'geojson';
import { IconSizes } from '../map/iconSizes';

/**
 * The POIs of a floor as the features of the POI symbol layers (pure): which icon of the
 * sprite each one shows, how it is anchored, its label and its drawing order.
 */

/** The glyph of a POI: its POI type, 'Other' for a custom type, or the connector's dot. */
export type PoiGlyph = PoiType | 'connector';
/** The pin's colour: its type's, a building entrance's, or its part in a route. */
export type PoiTint = 'type' | 'entrance' | 'from' | 'to';
export type PoiIconSize = 'normal' | 'selected';

const knownTypes: ReadonlySet<string> = new Set(PoiTypes);
const ICON_PREFIX = 'poi-icon';
const LABEL_PREFIX = 'poi-label:';

export const glyphOf = (poi: Pick<Poi, 'pois_type'>): PoiGlyph =>
  poi.pois_type === ConnectorType
    ? 'connector'
    : knownTypes.has(poi.pois_type)
      ? (poi.pois_type as PoiType)
      : 'Other';

/** The id of an icon in the map's style images, e.g. "poi-icon|Stair|type|normal". */
export const poiIconId = (glyph: PoiGlyph, tint: PoiTint, size: PoiIconSize): string =>
  [ICON_PREFIX, glyph, tint, size].join('|');

/** Reads an icon id back, or null for an image that is not a POI icon. */
export function parsePoiIconId(
  id: string,
): { glyph: PoiGlyph; tint: PoiTint; size: PoiIconSize } | null {
  const [prefix, glyph, tint, size] = id.split('|');
  if (prefix !== ICON_PREFIX) return null;
  if (glyph !== 'connector' && !knownTypes.has(glyph ?? '')) return null;
  if (tint !== 'type' && tint !== 'entrance' && tint !== 'from' && tint !== 'to') return null;
  if (size !== 'normal' && size !== 'selected') return null;
  return { glyph: glyph as PoiGlyph, tint, size };
}

/** The id of a name's label image. */
export const poiLabelId = (name: string): string => `${LABEL_PREFIX}${name}`;
/** The name of a label image id, or null. */
export const labelOfId = (id: string): string | null =>
  id.startsWith(LABEL_PREFIX) ? id.slice(LABEL_PREFIX.length) : null;

export interface PoiSymbolProperties {
  puid: string;
  icon: string;
  /** The label image of the name; '' for connectors, which carry none. */
  label: string;
  /** Pins stand on their tip; a connector's dot is centred on its position. */
  anchor: 'bottom' | 'center';
  /** Height of the icon in pixels: the label goes under the position, the popup above the icon. */
  height: number;
  highlighted: boolean;
  /** Drawn last on top: the highlighted, then a route's ends, then the rest. */
  sortKey: number;
}

export type PoiSymbolCollection = FeatureCollection<Point, PoiSymbolProperties>;

export interface PoiSymbolOptions {
  /** POIs drawn enlarged: the open one, or edge mode's picks. */
  highlighted?: ReadonlySet<string>;
  /** The start and the destination of the viewer's route. */
  from?: string | null;
  to?: string | null;
  /** Positions that override the stored ones (a POI being dragged). */
  moved?: ReadonlyMap<string, LatLng>;
}

/**
 * Sizes (docs/pois-and-navigation.md#poi-symbols): POI 21x32, selected 31x48, connector 21x21,
 * selected 41x41.
 */
export const iconSizes = {
  pin: { normal: IconSizes.poi, selected: IconSizes.selectedPoi },
  connector: { normal: IconSizes.connector, selected: IconSizes.selectedConnector },
} as const;

export function poiSymbolFeatures(
  pois: readonly Poi[],
  options: PoiSymbolOptions = {},
): PoiSymbolCollection {
  const features: PoiSymbolCollection['features'] = [];
  for (const poi of pois) {
    const at = options.moved?.get(poi.puid) ?? poiPosition(poi);
    if (!at) continue;
    const glyph = glyphOf(poi);
    const role = poi.puid === options.from ? 'from' : poi.puid === options.to ? 'to' : null;
    const highlighted = options.highlighted?.has(poi.puid) ?? false;
    const size: PoiIconSize = highlighted || role ? 'selected' : 'normal';
    const tint: PoiTint = role ?? (poi.is_building_entrance === 'true' ? 'entrance' : 'type');
    const connector = glyph === 'connector';
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [at.lon, at.lat] },
      properties: {
        puid: poi.puid,
        icon: poiIconId(glyph, tint, size),
        label: connector ? '' : poiLabelId(poi.name),
        anchor: connector ? 'center' : 'bottom',
        height: (connector ? iconSizes.connector : iconSizes.pin)[size].height,
        highlighted,
        sortKey: highlighted ? 2 : role ? 1 : 0,
      },
    });
  }
  return { type: 'FeatureCollection', features };
}
