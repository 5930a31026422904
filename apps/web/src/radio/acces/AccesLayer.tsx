import './acces.css';
import { AccesLayerMessages, MapDefaults } from '@indoor/domain';
import type { MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { Layer, Marker, Popup, Source, useMap } from 'react-map-gl/maplibre';
import { featureClicksEnabled } from '../../editor/editor';
import { beforeIdOf } from '../../map/layerOrder';
import { hitsPoiSymbol } from '../../poi-symbols/PoiSymbols';
import { useSelectionStore } from '../../state/selection';
import { closeOnEscape } from '../access-points/AccessPointInfoWindow';
import {
  accesRadiusM,
  accesStrokePx,
  metresToPixelsExpression,
  middleLatitude,
} from './accesModel';
import { AccesPaint } from './accesPaint';
import {
  type AccesSpot,
  pinSpot,
  reapplyStoredAccesMode,
  resetAccesSpots,
  setHoveredSpot,
  useAccesStore,
} from './accesStore';
import { SurveyNextRoute } from './SurveyNextRoute';
import { useAccesAlerts } from './useAccesAlerts';
import { useShownAcces } from './useShownAcces';
import { useZoomLevel } from './useZoomLevel';

export const ACCES_SOURCE = 'acces-circles';
export const ACCES_CIRCLE_LAYER = 'acces-circles';

/** The grid point of a circle the pointer is on, read back from the map's feature. */
function spotOf(event: MapLayerMouseEvent): AccesSpot | null {
  const feature = event.features?.[0];
  if (feature?.geometry.type !== 'Point') return null;
  const [lng, lat] = feature.geometry.coordinates as [number, number];
  // A value that is not a number travels as null through the map's features.
  const errorM = feature.properties?.errorM;
  return { lat, lng, errorM: typeof errorM === 'number' ? errorM : Number.NaN };
}

/**
 * The pointer on the circles: the circle under it shows its predicted error; a click keeps
 * it shown in a window of its own (when no mode takes the map's clicks). A POI over the
 * circle takes the pointer and the click.
 */
function useCirclePointer(): void {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const onMove = (event: MapLayerMouseEvent) => {
      // A POI drawn over the circle is what the pointer is on.
      if (hitsPoiSymbol(map, event.point)) {
        setHoveredSpot(null);
        return;
      }
      map.getCanvas().style.cursor = 'pointer';
      setHoveredSpot(spotOf(event));
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
      setHoveredSpot(null);
    };
    const onClick = (event: MapLayerMouseEvent) => {
      if (!featureClicksEnabled() || hitsPoiSymbol(map, event.point)) return;
      pinSpot(spotOf(event));
    };
    map.on('mousemove', ACCES_CIRCLE_LAYER, onMove);
    map.on('mouseleave', ACCES_CIRCLE_LAYER, onLeave);
    map.on('click', ACCES_CIRCLE_LAYER, onClick);
    return () => {
      map.off('mousemove', ACCES_CIRCLE_LAYER, onMove);
      map.off('mouseleave', ACCES_CIRCLE_LAYER, onLeave);
      map.off('click', ACCES_CIRCLE_LAYER, onClick);
    };
  }, [current]);
}

/** The clicked circle's predicted error, in a window that Escape or its button closes. */
function PinnedSpot({ spot }: { spot: AccesSpot }) {
  const close = () => pinSpot(null);
  useEffect(() => closeOnEscape(document, () => pinSpot(null)), []);
  return (
    <Popup
      latitude={spot.lat}
      longitude={spot.lng}
      anchor="bottom"
      maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
      closeButton
      closeOnClick={false}
      focusAfterOpen={false}
      onClose={close}
      className="poi-popup"
    >
      <p className="acces-spot" data-testid="acces-spot-pinned">
        {AccesLayerMessages.errorHere(spot.errorM)}
      </p>
    </Popup>
  );
}

/**
 * The circle under the pointer: its predicted error as a label above it. A marker, not a
 * popup: a popup pans the map to stay in sight, which the pointer must not cause.
 */
function HoveredSpot({ spot }: { spot: AccesSpot }) {
  return (
    <Marker latitude={spot.lat} longitude={spot.lng} anchor="bottom" offset={[0, -8]}>
      <span className="acces-spot acces-spot--hover" role="tooltip" data-testid="acces-spot-hover">
        {AccesLayerMessages.errorHere(spot.errorM)}
      </span>
    </Marker>
  );
}

/**
 * The ACCES map of the selected floor (docs/wifi-layers.md#acces-map): a circle per grid
 * point coloured by its predicted positioning error, sized to cover its grid cell and redrawn
 * when the zoom crosses a band boundary, under the POIs; the predicted error of the circle
 * pointed at or clicked; and the survey-next route when asked for.
 */
export function AccesLayer() {
  useAccesAlerts();
  useCirclePointer();
  const level = useZoomLevel();
  const buid = useSelectionStore((state) => state.selectedBuid);
  const floor = useSelectionStore((state) => state.selectedFloor);
  const { on, answer, circles } = useShownAcces();
  const surveyNext = useAccesStore((state) => state.surveyNext);
  const hovered = useAccesStore((state) => state.hovered);
  const pinned = useAccesStore((state) => state.pinned);

  // A building chosen applies the stored choice again; the pointed circles belong to one floor.
  const previousBuid = useRef(buid);
  useEffect(() => {
    if (previousBuid.current !== buid && buid !== null) reapplyStoredAccesMode();
    previousBuid.current = buid;
  }, [buid]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the spots belong to one floor
  useEffect(() => resetAccesSpots(), [buid, floor]);

  const positions = answer?.geojson.coordinates;
  const latitude = useMemo(() => middleLatitude(positions ?? []), [positions]);
  if (!on || !answer) return null;
  const radius = metresToPixelsExpression(accesRadiusM(answer.step_m, level), latitude);
  const beforeId = beforeIdOf('acces');
  return (
    <>
      <Source id={ACCES_SOURCE} type="geojson" data={circles}>
        <Layer
          id={ACCES_CIRCLE_LAYER}
          type="circle"
          beforeId={beforeId}
          paint={{
            'circle-radius': radius,
            'circle-color': ['get', 'fill'],
            'circle-opacity': AccesPaint.fillOpacity,
            'circle-stroke-color': ['get', 'fill'],
            'circle-stroke-opacity': AccesPaint.strokeOpacity,
            'circle-stroke-width': accesStrokePx(level),
            'circle-pitch-alignment': 'map',
          }}
        />
      </Source>
      {surveyNext && <SurveyNextRoute points={answer.survey_next} />}
      {pinned && <PinnedSpot spot={pinned} />}
      {hovered && !(pinned && pinned.lat === hovered.lat && pinned.lng === hovered.lng) && (
        <HoveredSpot spot={hovered} />
      )}
    </>
  );
}
