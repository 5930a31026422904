import { type Floor, FloorUiMessages } from '@indoor/domain';
import { floorLabel } from './FloorSelector';
import { floorPlanShape, sameFloorNumber } from './floorState';

/** What the list says about a floor's plan: its size and rotation, or that it has none. */
export function planSummary(floor: Floor): string {
  const shape = floorPlanShape(floor);
  if (!shape) return FloorUiMessages.noPlan;
  return FloorUiMessages.planSummary(
    FloorUiMessages.placedPlan(shape.widthM, shape.heightM, shape.rotationDegrees),
  );
}

interface FloorListProps {
  floors: readonly Floor[];
  selected: string | null;
  onSelect: (floorNumber: string) => void;
}

/** The floors of the selected space in numeric order; choosing one selects it. */
export function FloorList({ floors, selected, onSelect }: FloorListProps) {
  return (
    <ul className="floor-list" aria-label={FloorUiMessages.floorsList}>
      {floors.map((floor) => (
        <li key={floor.floor_number}>
          <button
            type="button"
            className="floor-list__item"
            aria-current={
              selected !== null && sameFloorNumber(floor.floor_number, selected)
                ? 'true'
                : undefined
            }
            data-testid="floor-list-item"
            data-floor={floor.floor_number}
            onClick={() => onSelect(floor.floor_number)}
          >
            <span className="floor-list__name">{floorLabel(floor)}</span>
            <span className="floor-list__meta">{planSummary(floor)}</span>
            {floor.description.trim() !== '' && (
              <span className="floor-list__description">{floor.description}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
