import { useSelectionStore } from '../state/selection';
import { FloorSelector } from './FloorSelector';
import { useFloorChoice, useSelectedSpaceFloors } from './floorState';

/**
 * The compact floor selector on the map, shown while a space with floors is selected.
 * It also keeps the selected floor one of that space's floors
 * (docs/floors-and-plans.md#floor-choice), so it is mounted once on the main screen whether or not
 * it shows.
 */
export function MapFloorControl() {
  useFloorChoice();
  const { buid, floors, selectedFloorNumber } = useSelectedSpaceFloors();
  const selectFloor = useSelectionStore((state) => state.selectFloor);
  if (!buid || !floors || floors.length === 0) return null;
  return (
    <div className="map-floor-control">
      <FloorSelector
        floors={floors}
        selected={selectedFloorNumber}
        onSelect={selectFloor}
        testId="map-floor-selector"
        compact
      />
    </div>
  );
}
