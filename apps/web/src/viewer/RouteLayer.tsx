import { type RouteLeg, type RouteStep, ViewerNavigationMessages as Texts } from '@indoor/domain';
import type { LineLayerSpecification } from 'maplibre-gl';
import { useEffect } from 'react';
import { Layer, Marker, type MarkerEvent, Source, useMap } from 'react-map-gl/maplibre';
import { beforeIdOf } from '../map/layerOrder';
import { RoutePaint } from '../map/routePaint';
import { RouteDrawnHook } from './routeDrawnMark';

export const ROUTE_SOURCE_ID = 'viewer-route';

/** The route line, opacity 0.7 and weight 3 (docs/pois-and-navigation.md#viewer). */
export const routeLineLayer = {
  type: 'line',
  layout: { 'line-join': 'round', 'line-cap': 'round' },
  paint: {
    'line-color': RoutePaint.colour,
    'line-opacity': RoutePaint.opacity,
    'line-width': RoutePaint.weight,
  },
} as const satisfies Omit<LineLayerSpecification, 'id' | 'source'>;

interface RouteLineFeatures {
  type: 'FeatureCollection';
  features: {
    type: 'Feature';
    properties: { floor: string };
    geometry: { type: 'LineString'; coordinates: [number, number][] };
  }[];
}

/** The legs walked on one floor as GeoJSON lines; a leg of a single point draws nothing. */
export function routeLegFeatures(legs: readonly RouteLeg[]): RouteLineFeatures {
  return {
    type: 'FeatureCollection',
    features: legs
      .filter((leg) => leg.points.length > 1)
      .map((leg) => ({
        type: 'Feature',
        properties: { floor: leg.floorNumber },
        geometry: {
          type: 'LineString',
          coordinates: leg.points.map(({ position }) => [position.lon, position.lat]),
        },
      })),
  };
}

const stepColour = (step: RouteStep, lastNumber: number) =>
  step.number === 1
    ? RoutePaint.startColour
    : step.number === lastNumber
      ? RoutePaint.endColour
      : RoutePaint.colour;

interface RouteLayerProps {
  floorNumber: string;
  /** The route's legs on the shown floor. */
  legs: readonly RouteLeg[];
  /** The route's steps on the shown floor. */
  steps: readonly RouteStep[];
  /** The number of the route's last step (its destination). */
  lastNumber: number;
  /** A floor-change step was chosen: show the floor at its other end. */
  onFollowFloorChange: (step: RouteStep) => void;
}

/**
 * Marks (RouteDrawnHook) the first frame the map draws with the floor's route line in it
 * and its data loaded: the line is then on screen, whatever else (base-map tiles) is still
 * on its way.
 */
function useRouteDrawnMark(floorNumber: string, drawn: boolean) {
  const { current } = useMap();
  useEffect(() => {
    if (!current || !drawn) return;
    const map = current.getMap();
    const element = map.getContainer().closest<HTMLElement>('[data-testid=map]');
    const onRender = () => {
      if (!map.getLayer(ROUTE_SOURCE_ID) || !map.isSourceLoaded(ROUTE_SOURCE_ID)) return;
      map.off('render', onRender);
      performance.mark(RouteDrawnHook.mark, { detail: floorNumber });
      if (element) element.dataset.routeDrawn = floorNumber;
    };
    map.on('render', onRender);
    // The layer just added makes the map draw again.
    map.triggerRepaint();
    return () => {
      map.off('render', onRender);
      if (element) delete element.dataset.routeDrawn;
    };
  }, [current, floorNumber, drawn]);
}

/**
 * The route on the shown floor: its legs as a line, its steps as numbered circles. Where
 * the route changes floor the circle is a button that shows the floor at the other end.
 */
export function RouteLayer({
  floorNumber,
  legs,
  steps,
  lastNumber,
  onFollowFloorChange,
}: RouteLayerProps) {
  const diameter = 2 * RoutePaint.stepRadius;
  useRouteDrawnMark(
    floorNumber,
    legs.some((leg) => leg.points.length > 1),
  );
  return (
    <>
      {/* Keyed by floor; the layer order (map/layerOrder.ts) keeps the line above the plan. */}
      <Source key={floorNumber} id={ROUTE_SOURCE_ID} type="geojson" data={routeLegFeatures(legs)}>
        <Layer id={ROUTE_SOURCE_ID} {...routeLineLayer} beforeId={beforeIdOf('route')} />
      </Source>
      {steps.map((step) => {
        const style = {
          width: diameter,
          height: diameter,
          background: stepColour(step, lastNumber),
        };
        const label = Texts.stepMarker(step.number, step.text);
        const follows =
          step.otherFloor !== undefined &&
          (step.kind === 'floorChange' || step.kind === 'arriveOnFloor');
        return (
          <Marker
            key={`${step.number}`}
            latitude={step.position.lat}
            longitude={step.position.lon}
            anchor="center"
            onClick={(event: MarkerEvent<MouseEvent>) => event.originalEvent.stopPropagation()}
          >
            {follows ? (
              <button
                type="button"
                className="route-step-marker route-step-marker--floor-change"
                style={style}
                data-testid="route-step-marker"
                data-kind={step.kind}
                aria-label={label}
                title={label}
                onClick={() => onFollowFloorChange(step)}
              >
                {step.number}
              </button>
            ) : (
              <span
                className="route-step-marker"
                style={style}
                role="img"
                data-testid="route-step-marker"
                data-kind={step.kind}
                aria-label={label}
                title={label}
              >
                {step.number}
              </span>
            )}
          </Marker>
        );
      })}
    </>
  );
}
