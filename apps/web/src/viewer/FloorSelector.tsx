import { type Floor, ViewerUiMessages } from '@indoor/domain';
import { useId } from 'react';
import { IconButton } from '../components/IconButton';
import { floorLabel } from '../spaces/floorLabel';
import { neighbourFloor } from './viewerModel';

interface FloorSelectorProps {
  floors: readonly Floor[];
  selected: string | null;
  onSelect: (floorNumber: string) => void;
}

/**
 * A floor selector (docs/pois-and-navigation.md#viewer) with up and down buttons, in numeric floor
 * order.
 */
export function FloorSelector({ floors, selected, onSelect }: FloorSelectorProps) {
  const id = useId();
  const above = neighbourFloor(floors, selected, 1);
  const below = neighbourFloor(floors, selected, -1);
  return (
    <div className="floor-selector">
      <label className="visually-hidden" htmlFor={id}>
        {ViewerUiMessages.floorLabel}
      </label>
      <IconButton
        label={ViewerUiMessages.floorBelow}
        disabled={below === null}
        testId="floor-down"
        onClick={() => below !== null && onSelect(below)}
      >
        <span aria-hidden="true">▼</span>
      </IconButton>
      <select
        id={id}
        className="field__input floor-selector__select"
        value={selected ?? ''}
        data-testid="floor-select"
        onChange={(event) => onSelect(event.target.value)}
      >
        {floors.map((floor) => (
          <option key={floor.floor_number} value={floor.floor_number}>
            {floorLabel(floor)}
          </option>
        ))}
      </select>
      <IconButton
        label={ViewerUiMessages.floorAbove}
        disabled={above === null}
        testId="floor-up"
        onClick={() => above !== null && onSelect(above)}
      >
        <span aria-hidden="true">▲</span>
      </IconButton>
    </div>
  );
}
