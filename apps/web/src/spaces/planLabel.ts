import { type Floor, FloorPlanPlacementConstants, type LatLng } from '@indoor/domain';
import { useMemo } from 'react';
import { floorPlanTileBounds } from '../floors/FloorPlanTiles';
import { useZoomAtLeast } from '../map/useZoomAtLeast';

/**
 * Where a building's marker stands while its floor plan is drawn: the middle of the plan's
 * north edge, so the small label sits just above the plan and never on its POIs, labels or
 * route stops (docs/map-and-editor.md#building-markers). Null for a floor without a plan.
 */
export function planLabelPosition(
  floor: Pick<
    Floor,
    'plan_version' | 'bottom_left_lat' | 'bottom_left_lng' | 'top_right_lat' | 'top_right_lng'
  >,
): LatLng | null {
  if (!floor.plan_version) return null;
  const bounds = floorPlanTileBounds(floor);
  if (!bounds) return null;
  const [west, , east, north] = bounds;
  return { lat: north, lon: (west + east) / 2 };
}

/**
 * The building marker that gives way to a plan: buid → where its label goes, while the
 * map draws the plan of `floor` (from the zoom the plan's tiles are drawn at). Empty
 * otherwise.
 */
export function usePlanLabels(
  buid: string | null,
  floor: Floor | null,
): ReadonlyMap<string, LatLng> {
  const planDrawn = useZoomAtLeast(FloorPlanPlacementConstants.tileMinZoom);
  const position = floor ? planLabelPosition(floor) : null;
  const lat = position?.lat;
  const lon = position?.lon;
  return useMemo(
    () =>
      planDrawn && buid && lat !== undefined && lon !== undefined
        ? new Map([[buid, { lat, lon }]])
        : new Map(),
    [planDrawn, buid, lat, lon],
  );
}
