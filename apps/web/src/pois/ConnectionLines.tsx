import { type Connection, type Poi, poiPosition } from '@indoor/domain';
import type { FeatureCollection, LineString } from 'geojson';
import type { MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { featureClicksEnabled } from '../editor/editor';
import { beforeIdOf } from '../map/layerOrder';
import { hitsPoiSymbol } from '../poi-symbols/PoiSymbols';
import { ConnectionPaint } from './connectionPaint';

export const CONNECTIONS_SOURCE = 'poi-connections';
export const CONNECTIONS_LAYER = 'poi-connections-line';
/** A wide invisible copy of the lines that makes them easy to click. */
export const CONNECTIONS_HIT_LAYER = 'poi-connections-hit';
export const PROVISIONAL_SOURCE = 'poi-provisional-connection';
export const PROVISIONAL_LAYER = 'poi-provisional-connection-line';
const HIT_WIDTH_PX = 14;

type Lines = FeatureCollection<LineString, { cuid: string }>;

const position = (poi: Poi): [number, number] | null => {
  const at = poiPosition(poi);
  return at ? [at.lon, at.lat] : null;
};

/** The connections whose two ends are POIs of the shown floor, as GeoJSON lines. */
export function connectionLines(
  connections: readonly Connection[],
  pois: readonly Poi[],
  hidden: readonly string[],
): Lines {
  const byPuid = new Map(pois.map((poi) => [poi.puid, poi]));
  const hiddenSet = new Set(hidden);
  const features: Lines['features'] = [];
  for (const connection of connections) {
    if (hiddenSet.has(connection.cuid)) continue;
    const a = byPuid.get(connection.pois_a);
    const b = byPuid.get(connection.pois_b);
    const from = a ? position(a) : null;
    const to = b ? position(b) : null;
    if (!from || !to) continue;
    features.push({
      type: 'Feature',
      properties: { cuid: connection.cuid },
      geometry: { type: 'LineString', coordinates: [from, to] },
    });
  }
  return { type: 'FeatureCollection', features };
}

interface ConnectionLinesProps {
  lines: Lines;
  /** The red line between two POIs being connected, or null. */
  provisional: [[number, number], [number, number]] | null;
  onClickConnection: (cuid: string) => void;
}

/**
 * Saved connections in blue (0.5 opacity, weight 4) and the provisional one in red
 * (docs/pois-and-navigation.md#edge-mode). Clicking a line reports its cuid; the layers sit above
 * floor plans by the layer order (map/layerOrder.ts).
 */
export function ConnectionLines({ lines, provisional, onClickConnection }: ConnectionLinesProps) {
  const { current } = useMap();

  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const onClick = (event: MapLayerMouseEvent) => {
      if (!featureClicksEnabled() || hitsPoiSymbol(map, event.point)) return;
      const cuid = event.features?.[0]?.properties?.cuid;
      if (typeof cuid === 'string') onClickConnection(cuid);
    };
    const onEnter = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
    };
    map.on('click', CONNECTIONS_HIT_LAYER, onClick);
    map.on('mouseenter', CONNECTIONS_HIT_LAYER, onEnter);
    map.on('mouseleave', CONNECTIONS_HIT_LAYER, onLeave);
    return () => {
      map.off('click', CONNECTIONS_HIT_LAYER, onClick);
      map.off('mouseenter', CONNECTIONS_HIT_LAYER, onEnter);
      map.off('mouseleave', CONNECTIONS_HIT_LAYER, onLeave);
    };
  }, [current, onClickConnection]);

  const provisionalData = useMemo<FeatureCollection<LineString>>(
    () => ({
      type: 'FeatureCollection',
      features: provisional
        ? [
            {
              type: 'Feature',
              properties: {},
              geometry: { type: 'LineString', coordinates: provisional },
            },
          ]
        : [],
    }),
    [provisional],
  );

  const saved = ConnectionPaint.saved;
  const pending = ConnectionPaint.provisional;
  return (
    <>
      <Source id={CONNECTIONS_SOURCE} type="geojson" data={lines}>
        <Layer
          id={CONNECTIONS_LAYER}
          beforeId={beforeIdOf('connections')}
          type="line"
          layout={{ 'line-cap': 'round' }}
          paint={{
            'line-color': saved.color,
            'line-opacity': saved.opacity,
            'line-width': saved.weight,
          }}
        />
        <Layer
          id={CONNECTIONS_HIT_LAYER}
          beforeId={beforeIdOf('connections')}
          type="line"
          paint={{ 'line-color': saved.color, 'line-opacity': 0, 'line-width': HIT_WIDTH_PX }}
        />
      </Source>
      <Source id={PROVISIONAL_SOURCE} type="geojson" data={provisionalData}>
        <Layer
          id={PROVISIONAL_LAYER}
          beforeId={beforeIdOf('connections')}
          type="line"
          paint={{
            'line-color': pending.color,
            'line-opacity': pending.opacity,
            'line-width': pending.weight,
          }}
        />
      </Source>
    </>
  );
}
