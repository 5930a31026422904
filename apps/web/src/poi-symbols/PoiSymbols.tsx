import { type LatLng, type Poi, PoiSymbolMessages as Texts } from '@indoor/domain';
import type {
  MapLayerMouseEvent,
  MapLayerTouchEvent,
  Map as MapLibreMapInstance,
  MapMouseEvent,
  MapTouchEvent,
} from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { beforeIdOf } from '../map/layerOrder';
import { fromLngLat } from '../map/lngLat';
import { addPoiImage } from './poiSprite';
import { poiSymbolFeatures } from './poiSymbolFeatures';
import { PoiSymbolPaint } from './poiSymbolPaint';

export const POI_SYMBOLS_SOURCE = 'poi-symbols';
export const POI_ICON_LAYER = 'poi-symbols-icons';
export const POI_LABEL_LAYER = 'poi-symbols-labels';

interface PoiSymbolsProps {
  pois: readonly Poi[];
  /** POIs drawn enlarged (the open one, edge mode's picks). */
  highlighted?: ReadonlySet<string>;
  /** The viewer's route ends, drawn enlarged in the start and destination colours. */
  from?: string | null;
  to?: string | null;
  /** Whether a POI can be dragged to a new position (then onMoved says where). */
  draggable?: boolean;
  onActivate: (poi: Poi) => void;
  onMoved?: (poi: Poi, lat: number, lon: number) => void;
  /** A click on the map beside every POI (the viewer closes its popup). */
  onMapClick?: () => void;
  /**
   * Whether a click on a POI's icon may act now: the planner's editor says no while a mode
   * takes every map click; clicks always act without it (the viewer has no modes).
   */
  clicksEnabled?: () => boolean;
  /** The keyboard's name of a POI: its name and type. */
  describe: (poi: Poi) => string;
}

type Moved = ReadonlyMap<string, LatLng>;
const NONE: Moved = new Map();

interface Drag {
  puid: string;
  start: { x: number; y: number };
  moving: boolean;
  at: LatLng | null;
}

/** Installs the icons, the clicks and the dragging of the POI symbols on the map. */
function usePoiSymbolInteractions(props: PoiSymbolsProps, setMoved: (moved: Moved) => void): void {
  const { current } = useMap();
  // The handlers read the latest props without being installed again on every render.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const map: MapLibreMapInstance | undefined = current?.getMap();
    if (!map) return;
    const poiOf = (puid: unknown) =>
      typeof puid === 'string' ? latest.current.pois.find((poi) => poi.puid === puid) : undefined;
    let drag: Drag | null = null;

    const onMissing = (event: { id: string }) => {
      addPoiImage(map, event.id);
    };
    const onClick = (event: MapLayerMouseEvent) => {
      if (latest.current.clicksEnabled && !latest.current.clicksEnabled()) return;
      const poi = poiOf(event.features?.[0]?.properties?.puid);
      if (poi) latest.current.onActivate(poi);
    };
    const onMapClick = (event: MapMouseEvent) => {
      if (!latest.current.onMapClick || !map.getLayer(POI_ICON_LAYER)) return;
      const hits = map.queryRenderedFeatures(event.point, { layers: [POI_ICON_LAYER] });
      if (hits.length === 0) latest.current.onMapClick();
    };
    const onEnter = () => {
      map.getCanvas().style.cursor = latest.current.draggable ? 'move' : 'pointer';
    };
    const onLeave = () => {
      if (!drag) map.getCanvas().style.cursor = '';
    };

    const move = (point: { x: number; y: number }, at: LatLng) => {
      if (!drag) return;
      const far = Math.hypot(point.x - drag.start.x, point.y - drag.start.y);
      if (!drag.moving && far < PoiSymbolPaint.dragThresholdPx) return;
      drag.moving = true;
      drag.at = at;
      setMoved(new Map([[drag.puid, drag.at]]));
    };
    const onMove = (event: MapMouseEvent | MapTouchEvent) =>
      move(event.point, fromLngLat(event.lngLat));
    const end = () => {
      map.off('mousemove', onMove);
      map.off('touchmove', onMove);
      map.off('mouseup', end);
      map.off('touchend', end);
      map.getCanvas().style.cursor = '';
      const done = drag;
      drag = null;
      const poi = done ? poiOf(done.puid) : undefined;
      if (!done?.moving || !done.at || !poi) return;
      latest.current.onMoved?.(poi, done.at.lat, done.at.lon);
    };
    const onDown = (event: MapLayerMouseEvent | MapLayerTouchEvent) => {
      if (!latest.current.draggable || !latest.current.onMoved) return;
      if (
        'originalEvent' in event &&
        'button' in event.originalEvent &&
        event.originalEvent.button !== 0
      )
        return;
      const puid = event.features?.[0]?.properties?.puid;
      if (typeof puid !== 'string') return;
      // The map must not pan while a POI is dragged.
      event.preventDefault();
      drag = { puid, start: event.point, moving: false, at: null };
      map.getCanvas().style.cursor = 'grabbing';
      map.on('mousemove', onMove);
      map.on('touchmove', onMove);
      map.on('mouseup', end);
      map.on('touchend', end);
    };

    map.on('styleimagemissing', onMissing);
    map.on('click', POI_ICON_LAYER, onClick);
    map.on('click', onMapClick);
    map.on('mouseenter', POI_ICON_LAYER, onEnter);
    map.on('mouseleave', POI_ICON_LAYER, onLeave);
    map.on('mousedown', POI_ICON_LAYER, onDown);
    map.on('touchstart', POI_ICON_LAYER, onDown);
    return () => {
      end();
      map.off('styleimagemissing', onMissing);
      map.off('click', POI_ICON_LAYER, onClick);
      map.off('click', onMapClick);
      map.off('mouseenter', POI_ICON_LAYER, onEnter);
      map.off('mouseleave', POI_ICON_LAYER, onLeave);
      map.off('mousedown', POI_ICON_LAYER, onDown);
      map.off('touchstart', POI_ICON_LAYER, onDown);
    };
  }, [current, setMoved]);
}

/**
 * The POIs of the shown floor as MapLibre symbol layers (docs/pois-and-navigation.md#poi-symbols):
 * each type's icon from the one icon set (documented sizes; enlarged when highlighted or a route's
 * end), the name as a label from zoom 20 where it does not collide with another, clicks, and
 * dragging where the user may edit. The canvas draws them, so the same POIs are also offered to the
 * keyboard as a list of buttons (visually hidden), each opening its POI as a click does.
 */
export function PoiSymbols(props: PoiSymbolsProps) {
  const { pois, highlighted, from, to, onActivate, describe } = props;
  const [moved, setMoved] = useState<Moved>(NONE);
  usePoiSymbolInteractions(props, setMoved);
  // A dragged POI keeps its new position until the floor's POIs answer with it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the POIs change
  useEffect(() => setMoved(NONE), [pois]);
  const data = useMemo(
    () => poiSymbolFeatures(pois, { highlighted, from, to, moved }),
    [pois, highlighted, from, to, moved],
  );
  const beforeId = beforeIdOf('pois');
  return (
    <>
      <Source id={POI_SYMBOLS_SOURCE} type="geojson" data={data}>
        <Layer
          id={POI_LABEL_LAYER}
          beforeId={beforeId}
          type="symbol"
          minzoom={PoiSymbolPaint.labelMinZoom}
          filter={['!=', ['get', 'label'], '']}
          layout={{
            'icon-image': ['get', 'label'],
            'icon-anchor': 'top',
            // Clear of its own pin's collision box (padded by 2 px), so that only other
            // POIs' pins and labels hide it.
            'icon-offset': [0, 6],
            'icon-allow-overlap': false,
            'symbol-sort-key': ['-', 0, ['get', 'sortKey']],
          }}
        />
        <Layer
          id={POI_ICON_LAYER}
          beforeId={beforeId}
          type="symbol"
          layout={{
            'icon-image': ['get', 'icon'],
            'icon-anchor': ['get', 'anchor'],
            'icon-allow-overlap': true,
            'symbol-sort-key': ['get', 'sortKey'],
          }}
        />
      </Source>
      <ul className="visually-hidden" aria-label={Texts.floorPois} data-testid="poi-keyboard-list">
        {pois.map((poi) => (
          <li key={poi.puid}>
            <button
              type="button"
              data-testid={`poi-key-${poi.puid}`}
              aria-pressed={highlighted?.has(poi.puid) ?? false}
              onClick={() => onActivate(poi)}
            >
              {describe(poi)}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Whether a map click landed on a POI's icon: the layers under the POIs (connections,
 * access points) leave such a click to the POI, as the POI's own element once kept it.
 */
export function hitsPoiSymbol(map: MapLibreMapInstance, point: { x: number; y: number }): boolean {
  if (!map.getLayer(POI_ICON_LAYER)) return false;
  return map.queryRenderedFeatures([point.x, point.y], { layers: [POI_ICON_LAYER] }).length > 0;
}
