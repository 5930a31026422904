import './audit-checklist.css';
import { type AuditRouteLeg, auditRouteLegs, AuditRouteWebMessages as Texts } from '@indoor/domain';
import type { CircleLayerSpecification, LineLayerSpecification } from 'maplibre-gl';
import { type CSSProperties, useMemo } from 'react';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import { beforeIdOf } from '../map/layerOrder';
import { RoutePaint } from '../map/routePaint';
import {
  type DrawnRoute,
  type DrawnStop,
  drawnRouteKey,
  useAuditRouteStore,
} from './auditRouteStore';
import { stopStateText } from './checklistStops';
import { routeColour } from './draftPlan';
import { ResultIcon } from './ResultIcon';
import { useFloorWalkingGraph } from './useFloorWalkingGraph';

/** A route line: opacity 0.7, weight 3, in the route's colour (docs/audit.md#showing-routes). */
export function auditLineLayer(colour: string): Omit<LineLayerSpecification, 'id' | 'source'> {
  return {
    type: 'line',
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: {
      'line-color': colour,
      'line-opacity': RoutePaint.opacity,
      'line-width': RoutePaint.weight,
    },
  };
}

/** The step markers: circles of radius 10 in the route's colour. */
export function auditStepLayer(colour: string): Omit<CircleLayerSpecification, 'id' | 'source'> {
  return {
    type: 'circle',
    paint: {
      'circle-radius': RoutePaint.stepRadius,
      'circle-color': colour,
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  };
}

/** A leg the graph has no path for: the same line, dashed (docs/audit.md#showing-routes). */
export function auditStraightLineLayer(
  colour: string,
): Omit<LineLayerSpecification, 'id' | 'source'> {
  const line = auditLineLayer(colour);
  return {
    ...line,
    layout: { 'line-join': 'round', 'line-cap': 'butt' },
    paint: { ...line.paint, 'line-dasharray': [...RoutePaint.straightDash] },
  };
}

const lineCollection = (legs: readonly AuditRouteLeg[]) => ({
  type: 'FeatureCollection' as const,
  features: legs.map((leg) => ({
    type: 'Feature' as const,
    properties: { from: leg.from + 1, to: leg.to + 1 },
    geometry: {
      type: 'LineString' as const,
      coordinates: leg.coordinates.map((p) => [p.lon, p.lat] as [number, number]),
    },
  })),
});

/**
 * The route as GeoJSON: the legs walked along the graph, the legs drawn straight (no path
 * in the graph) apart, and one point per stop, numbered from 1.
 */
export function routeFeatures(route: DrawnRoute, legs: readonly AuditRouteLeg[]) {
  return {
    line: lineCollection(legs.filter((leg) => leg.pathFound)),
    straight: lineCollection(legs.filter((leg) => !leg.pathFound)),
    steps: {
      type: 'FeatureCollection' as const,
      features: route.stops.map((stop, i) => ({
        type: 'Feature' as const,
        properties: { number: i + 1, puid: stop.puid },
        geometry: { type: 'Point' as const, coordinates: [stop.lon, stop.lat] },
      })),
    },
  };
}

/**
 * A numbered step marker: a disc of the route's colour; once the stop has a result (or one
 * waiting to be sent, which looks the same) it carries the result's symbol, and a missing
 * or damaged stop changes shape too (audit-checklist.css). The selected stop stands out.
 * On the auditor's open route a tap (or Enter or Space) selects the stop on the checklist.
 */
function StepMarker({
  stop,
  number,
  colour,
  testId,
  selected,
  onSelect,
}: {
  stop: DrawnStop;
  number: number;
  colour: string;
  testId: string;
  selected: boolean;
  onSelect?: (puid: string) => void;
}) {
  const { state } = stop;
  const label = Texts.stepMarker(
    number,
    stop.name,
    state.kind === 'open' ? undefined : stopStateText(state),
  );
  const shared = {
    className: 'audit-step-number',
    'data-testid': testId,
    'data-colour': colour,
    'data-puid': stop.puid,
    'data-result': state.kind === 'open' ? undefined : state.result,
    'data-waiting': state.kind === 'waiting' ? 'true' : undefined,
    'data-selected': selected ? 'true' : undefined,
    style: { '--audit-step-colour': colour } as CSSProperties,
    title: label,
  };
  const face = (
    <>
      {number}
      {state.kind !== 'open' && (
        <span className="audit-step-number__mark">
          <ResultIcon result={state.result} />
        </span>
      )}
    </>
  );
  return (
    <Marker
      latitude={stop.lat}
      longitude={stop.lon}
      anchor="center"
      // The marker's own click (a tap, or Enter or Space on its button) selects the stop and
      // goes no further: the map would take it for a click on the POI pin under it.
      onClick={
        onSelect
          ? ({ originalEvent }) => {
              originalEvent.stopPropagation();
              onSelect(stop.puid);
            }
          : undefined
      }
    >
      {onSelect ? (
        <button {...shared} type="button" aria-label={label} aria-pressed={selected}>
          {face}
        </button>
      ) : (
        <span {...shared} role="img" aria-label={label}>
          {face}
        </span>
      )}
    </Marker>
  );
}

function DrawnAuditRoute({
  route,
  testId,
  selectedStop = null,
  onSelectStop,
}: {
  route: DrawnRoute;
  testId: string;
  selectedStop?: string | null;
  /** The auditor's open route: a marker selects its stop on the checklist. */
  onSelectStop?: (puid: string) => void;
}) {
  const colour = routeColour(route.colourIndex);
  const { graph } = useFloorWalkingGraph(route.buildingId, route.floorNumber);
  const legs = useMemo(() => auditRouteLegs(route.stops, graph), [route.stops, graph]);
  const features = routeFeatures(route, legs);
  const lineId = `${route.key}-line`;
  const straightId = `${route.key}-straight`;
  const stepsId = `${route.key}-steps`;
  return (
    <>
      <Source id={lineId} type="geojson" data={features.line}>
        <Layer id={lineId} {...auditLineLayer(colour)} beforeId={beforeIdOf('audit-route')} />
      </Source>
      <Source id={straightId} type="geojson" data={features.straight}>
        <Layer
          id={straightId}
          {...auditStraightLineLayer(colour)}
          beforeId={beforeIdOf('audit-route')}
        />
      </Source>
      <Source id={stepsId} type="geojson" data={features.steps}>
        <Layer id={stepsId} {...auditStepLayer(colour)} beforeId={beforeIdOf('audit-route')} />
      </Source>
      {/* The base styles carry no glyphs, so a symbol layer cannot write the numbers: each
          number is a disc of the route's colour over its circle, above the POI pins. */}
      {route.stops.map((stop, i) => (
        <StepMarker
          key={stop.puid}
          stop={stop}
          number={i + 1}
          colour={colour}
          testId={testId}
          selected={stop.puid === selectedStop}
          onSelect={onSelectStop}
        />
      ))}
    </>
  );
}

/**
 * The audit routes on the main map: the planner's preview and one saved route (View,
 * the display toggle, or the auditor's open route). Mounted on the map for good, so a
 * drawn route stays while other tabs are used.
 */
export function AuditRouteLayer() {
  const preview = useAuditRouteStore((state) => state.preview);
  const shown = useAuditRouteStore((state) => state.shown);
  // The stop chosen on the auditor's checklist, when the drawn route is the open one.
  const isOpenRoute = useAuditRouteStore(
    (state) => state.openRouteId !== null && state.shown?.key === drawnRouteKey(state.openRouteId),
  );
  const selectedStop = useAuditRouteStore((state) => (isOpenRoute ? state.selectedStop : null));
  const selectStop = useAuditRouteStore((state) => state.selectStop);
  return (
    <>
      {shown && (
        <DrawnAuditRoute
          key={shown.key}
          route={shown}
          testId="audit-route-step"
          selectedStop={selectedStop}
          onSelectStop={isOpenRoute ? selectStop : undefined}
        />
      )}
      {preview && preview.stops.length > 0 && (
        <DrawnAuditRoute key="preview" route={preview} testId="audit-preview-step" />
      )}
    </>
  );
}
