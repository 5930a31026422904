import { FloorPlanTiles } from './FloorPlanTiles';
import { useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { sameFloorNumber, useSelectedSpaceFloors } from './floorState';

/**
 * The selected floor's plan as a raster layer of the server's tiles. Markers are DOM
 * elements above the canvas, so the plan is always under them; a plan being placed
 * keeps its overlay above this layer (map/layerOrder.ts). While a plan is placed for the
 * selected floor, that floor's current plan steps aside: the overlay replaces it, and the
 * floor below shows faintly instead (FloorBelowLayer).
 */
export function FloorPlanTilesLayer() {
  const { buid, selectedFloor } = useSelectedSpaceFloors();
  const placingFor = useFloorPlanPlacementStore((store) =>
    store.placement.name === 'idle' ? null : store.targetFloor,
  );
  if (!buid || !selectedFloor) return null;
  if (placingFor !== null && sameFloorNumber(placingFor, selectedFloor.floor_number)) return null;
  return <FloorPlanTiles buid={buid} floor={selectedFloor} />;
}
