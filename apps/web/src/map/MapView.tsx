import { AppShellMessages, MapDefaults } from '@indoor/domain';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import MapLibreMap, {
  AttributionControl,
  useMap,
  type ViewStateChangeEvent,
} from 'react-map-gl/maplibre';
import { Spinner } from '../components/Spinner';
import { useClientConfig } from '../state/serverData';
import { useUiStore } from '../state/ui';
import { BaseMapFailureNotice } from './base-layers/BaseMapFailureNotice';
import { buildBaseStyle } from './base-layers/style';
import { MAIN_MAP_ID, takeWaitingMove } from './camera';
import { FirstRenderHook } from './firstRenderMarks';
import { MapAppearance } from './mapAppearance';
import { RevealPopups } from './popupReveal';
import { initialCamera, readStoredCamera, writeStoredCamera } from './viewState';
import { CONTROL_BAR_SELECTOR, coveredMapPadding } from './visibleArea';

interface MapViewProps {
  /** Keep the camera in session storage; the viewer opens on its own space instead. */
  persistCamera?: boolean;
  children?: ReactNode;
}

/**
 * Sets the camera up as soon as the map exists: the padding keeps the map's centre in the
 * part the control bar leaves visible (before any camera move, which a later padding change
 * would stop, and again whenever the window or the control bar's size change: a phone's
 * sheet pulled up or down keeps what was in the middle of the map in the middle of what is
 * left in sight); then a move asked for while the map was loading is made.
 */
function CameraSetup() {
  const { current } = useMap();
  useEffect(() => {
    if (!current) return;
    const map = current.getMap();
    const fit = () => {
      const padding = coveredMapPadding(map.getContainer());
      const now = map.getPadding();
      const same =
        now.top === padding.top &&
        now.right === padding.right &&
        now.bottom === padding.bottom &&
        now.left === padding.left;
      if (!same) map.setPadding(padding);
    };
    fit();
    const waiting = takeWaitingMove();
    if (waiting) map.jumpTo({ center: [waiting.lon, waiting.lat], zoom: waiting.zoom });
    window.addEventListener('resize', fit);
    const bar = document.querySelector(CONTROL_BAR_SELECTOR);
    const observer = bar && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(fit) : null;
    if (bar) observer?.observe(bar);
    return () => {
      window.removeEventListener('resize', fit);
      observer?.disconnect();
    };
  }, [current]);
  return null;
}

/**
 * Says on the map's element which base map's style has finished loading
 * (data-base-map): a switch of map type is complete, for a person's tools and for tests.
 */
function BaseMapMark({ mapType }: { mapType: string }) {
  const { current } = useMap();
  useEffect(() => {
    if (!current) return;
    const map = current.getMap();
    const element = map.getContainer().closest<HTMLElement>('[data-testid=map]');
    // The map itself, for a person's tools and the browser tests (which find what the
    // canvas draws, such as a POI's icon, through it).
    if (element) Object.assign(element, { maplibreMap: map });
    const mark = () => {
      if (element && map.isStyleLoaded()) element.dataset.baseMap = mapType;
    };
    mark();
    map.on('styledata', mark);
    map.on('idle', mark);
    return () => {
      map.off('styledata', mark);
      map.off('idle', mark);
    };
  }, [current, mapType]);
  return null;
}

let markedIdles = 0;

/**
 * Marks the map's idle events (all tiles loaded, no camera move running) in the page's
 * performance timeline: how the first-render benchmark knows when the map is stable.
 */
function markIdle(): void {
  if (markedIdles >= FirstRenderHook.markedIdles) return;
  markedIdles += 1;
  performance.mark(FirstRenderHook.idleMark);
}

function storeCamera(event: ViewStateChangeEvent): void {
  const { latitude, longitude, zoom } = event.viewState;
  writeStoredCamera({ lat: latitude, lon: longitude, zoom });
}

export function MapView({ persistCamera = true, children }: MapViewProps) {
  const mapType = useUiStore((state) => state.mapType);
  const config = useClientConfig();
  const mapStyle = useMemo(() => buildBaseStyle(mapType, config.data), [mapType, config.data]);
  const [camera] = useState(() => (persistCamera ? readStoredCamera() : initialCamera));

  return (
    <div
      className="map"
      data-testid="map"
      aria-busy={config.isPending}
      style={{ background: MapAppearance.backgroundColour }}
    >
      {config.isPending ? (
        // The map waits for the tile configuration (one small request) rather than building
        // a background-only style and replacing it a moment later.
        <div className="map__loading">
          <Spinner label={AppShellMessages.loadingMap} />
        </div>
      ) : (
        <MapLibreMap
          id={MAIN_MAP_ID}
          initialViewState={{ latitude: camera.lat, longitude: camera.lon, zoom: camera.zoom }}
          maxZoom={MapDefaults.maxZoom}
          mapStyle={mapStyle}
          onMoveEnd={persistCamera ? storeCamera : undefined}
          onIdle={markIdle}
          attributionControl={false}
          style={{ position: 'absolute', inset: 0 }}
        >
          {/* Bottom-left: the control bar covers the default bottom-right corner. */}
          <AttributionControl position="bottom-left" compact />
          <CameraSetup />
          <BaseMapMark mapType={mapType} />
          <RevealPopups />
          <BaseMapFailureNotice />
          {children}
        </MapLibreMap>
      )}
    </div>
  );
}
