import { assetProblem, type Poi, poiPosition } from '@indoor/domain';
import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { beforeIdOf } from '../map/layerOrder';
import { AuditProblemPaint } from './auditProblemPaint';

export const AUDIT_PROBLEM_SOURCE = 'audit-problems';
export const AUDIT_PROBLEM_LAYER = 'audit-problem-rings';

/** The POIs whose last audit found a problem, as points carrying the result (pure). */
export function auditProblemFeatures(
  pois: readonly Poi[],
): FeatureCollection<Point, { puid: string; result: string }> {
  const features: FeatureCollection<Point, { puid: string; result: string }>['features'] = [];
  for (const poi of pois) {
    const result = poi.last_audit ? assetProblem({ last_audit: poi.last_audit }) : null;
    const at = poiPosition(poi);
    if (!result || !at) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [at.lon, at.lat] },
      properties: { puid: poi.puid, result },
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * A red ring behind the pin of each POI of the floor whose last audit found a problem
 * (Missing, Wrong location, Damaged): the planner sees at a glance what needs attention;
 * the POI's info window says which problem (docs/audit.md#asset-register).
 */
export function AuditProblemRings({ pois }: { pois: readonly Poi[] }) {
  const data = useMemo(() => auditProblemFeatures(pois), [pois]);
  return (
    <Source id={AUDIT_PROBLEM_SOURCE} type="geojson" data={data}>
      <Layer
        id={AUDIT_PROBLEM_LAYER}
        beforeId={beforeIdOf('audit-problems')}
        type="circle"
        paint={{
          'circle-radius': AuditProblemPaint.radius,
          'circle-color': AuditProblemPaint.colour,
          'circle-opacity': AuditProblemPaint.fillOpacity,
          'circle-stroke-color': AuditProblemPaint.colour,
          'circle-stroke-width': AuditProblemPaint.strokeWidth,
          // Around the pin's head, which stands above the POI's position.
          'circle-translate': [0, AuditProblemPaint.liftPx],
        }}
      />
    </Source>
  );
}
