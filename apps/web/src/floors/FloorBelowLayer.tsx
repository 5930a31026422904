import { FloorPlanTiles } from './FloorPlanTiles';
import { FloorPlanPaint } from './floorPlanPaint';
import { useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { floorBelowWithPlan, useSelectedSpaceFloors } from './floorState';

/** Layer ids of the faint floor below start with this (the selected floor's tiles have their own). */
export const FLOOR_BELOW_TILES_ID_PREFIX = 'floor-below-tiles';

/**
 * The floor below the one a plan is being placed for, when it has a plan; null when no
 * plan is being placed.
 */
export function useFloorBelow() {
  const { floors } = useSelectedSpaceFloors();
  const targetFloor = useFloorPlanPlacementStore((store) =>
    store.placement.name === 'idle' ? null : store.targetFloor,
  );
  return floors ? floorBelowWithPlan(floors, targetFloor) : null;
}

/**
 * While a plan is placed, the plan of the floor below it drawn faintly under the overlay
 * (FloorPlanPaint.floorBelowOpacity), so walls, stairs and shafts can be
 * lined up with it.
 */
export function FloorBelowLayer() {
  const { buid } = useSelectedSpaceFloors();
  const below = useFloorBelow();
  if (!buid || !below) return null;
  return (
    <FloorPlanTiles
      buid={buid}
      floor={below}
      opacity={FloorPlanPaint.floorBelowOpacity}
      idPrefix={FLOOR_BELOW_TILES_ID_PREFIX}
      group="floor-plan-below"
    />
  );
}
