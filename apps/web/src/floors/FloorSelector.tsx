import { type Floor, FloorUiMessages as M } from '@indoor/domain';
import { useId } from 'react';
import { findFloor, stepFloor } from './floorState';

interface FloorSelectorProps {
  /** The floors in numeric order. */
  floors: readonly Floor[];
  selected: string | null;
  onSelect: (floorNumber: string) => void;
  /** Prefix of the test ids of its parts (`{testId}-up`, `-select`, `-down`). */
  testId: string;
  /** The compact map control: a shorter label, no visible caption. */
  compact?: boolean;
}

export const floorLabel = (floor: Pick<Floor, 'floor_number' | 'floor_name'>) =>
  floor.floor_name.trim() !== ''
    ? `${floor.floor_number} · ${floor.floor_name}`
    : M.floorNumbered(floor.floor_number);

/**
 * Steps through a building's floors in numeric order (docs/floors-and-plans.md#floor-choice): a
 * list box and up/down buttons. Up is the next higher floor number. Everything is a native control,
 * so it works from the keyboard as it is.
 */
export function FloorSelector({ floors, selected, onSelect, testId, compact }: FloorSelectorProps) {
  const selectId = useId();
  const current = findFloor(floors, selected);
  const up = stepFloor(floors, selected, 1);
  const down = stepFloor(floors, selected, -1);

  return (
    <fieldset
      className={`floor-stepper${compact ? ' floor-stepper--compact' : ''}`}
      aria-label={M.floorSelector}
      data-testid={testId}
    >
      <label className={compact ? 'visually-hidden' : 'field__label'} htmlFor={selectId}>
        {M.floorLabel}
      </label>
      <div className="floor-stepper__controls">
        <button
          type="button"
          className="floor-stepper__step"
          aria-label={up ? M.floorUp(up) : M.floorUpAtTop}
          title={M.floorUpTitle}
          disabled={up === null || current === null}
          data-testid={`${testId}-up`}
          onClick={() => up !== null && onSelect(up)}
        >
          <span aria-hidden="true">▲</span>
        </button>
        <select
          id={selectId}
          className="floor-stepper__select"
          value={current?.floor_number ?? ''}
          data-testid={`${testId}-select`}
          onChange={(event) => onSelect(event.target.value)}
        >
          {current === null && <option value="">{M.noFloor}</option>}
          {floors.map((floor) => (
            <option key={floor.floor_number} value={floor.floor_number}>
              {compact ? floor.floor_number : floorLabel(floor)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="floor-stepper__step"
          aria-label={down ? M.floorDown(down) : M.floorDownAtBottom}
          title={M.floorDownTitle}
          disabled={down === null || current === null}
          data-testid={`${testId}-down`}
          onClick={() => down !== null && onSelect(down)}
        >
          <span aria-hidden="true">▼</span>
        </button>
      </div>
    </fieldset>
  );
}
