import { AccessPointLayerMessages, type AccessPointWire } from '@indoor/domain';
import './access-points.css';
import { useId, useMemo } from 'react';
import { SelectField } from '../../components/SelectField';
import { Spinner } from '../../components/Spinner';
import { useSelectedSpaceFloors } from '../../floors/floorState';
import { AccessPointsToggle } from './AccessPointsToggle';
import { type AccessPointFilterBy, filterOptions, visibleAccessPoints } from './accessPointsModel';
import { useAccessPointsStore } from './accessPointsStore';
import { useShownAccessPoints } from './useShownAccessPoints';

const filterKinds: readonly { value: AccessPointFilterBy; label: string }[] = [
  { value: 'mac', label: AccessPointLayerMessages.filterByMac },
  { value: 'manufacturer', label: AccessPointLayerMessages.filterByManufacturer },
];

interface AccessPointFilterProps {
  accessPoints: readonly AccessPointWire[];
  manufacturers: ReadonlyMap<string, string>;
}

/**
 * The AP filter: by MAC or by manufacturer, a multi-select list of checkboxes that shows
 * or hides the matching icons; by MAC each entry also opens its AP's info window.
 */
function AccessPointFilter({ accessPoints, manufacturers }: AccessPointFilterProps) {
  const listId = useId();
  const filterBy = useAccessPointsStore((state) => state.filterBy);
  const hidden = useAccessPointsStore((state) => state.hidden);
  const setFilterBy = useAccessPointsStore((state) => state.setFilterBy);
  const setValueShown = useAccessPointsStore((state) => state.setValueShown);
  const setHidden = useAccessPointsStore((state) => state.setHidden);
  const openInfo = useAccessPointsStore((state) => state.openInfo);
  const options = useMemo(
    () => filterOptions(accessPoints, filterBy, manufacturers),
    [accessPoints, filterBy, manufacturers],
  );
  const hiddenSet = useMemo(() => new Set(hidden), [hidden]);
  const shownCount = useMemo(
    () => visibleAccessPoints(accessPoints, filterBy, manufacturers, hiddenSet).length,
    [accessPoints, filterBy, manufacturers, hiddenSet],
  );

  return (
    <div className="access-points__filter" data-testid="access-points-filter">
      <p className="panel__note" data-testid="access-points-count">
        {AccessPointLayerMessages.shownCount(shownCount, accessPoints.length)}
      </p>
      <SelectField
        label={AccessPointLayerMessages.filterBy}
        name="access-points-filter-by"
        value={filterBy}
        options={filterKinds}
        onChange={setFilterBy}
        testId="access-points-filter-by"
      />
      <div className="button-row">
        <button type="button" className="button" onClick={() => setHidden([])}>
          {AccessPointLayerMessages.showAll}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setHidden(options.map((option) => option.value))}
        >
          {AccessPointLayerMessages.hideAll}
        </button>
      </div>
      <fieldset className="access-points__list" aria-describedby={listId}>
        <legend id={listId} className="field__label">
          {AccessPointLayerMessages.listLabel(filterBy)}
        </legend>
        <ul data-testid="access-points-list">
          {options.map((option) => (
            <li key={option.value} className="access-points__item" data-value={option.value}>
              <label className="field--checkbox">
                <input
                  type="checkbox"
                  checked={!hiddenSet.has(option.value)}
                  onChange={(event) => setValueShown(option.value, event.target.checked)}
                />
                <span className="access-points__value">
                  {option.value}
                  {filterBy === 'manufacturer' && ` (${option.count})`}
                </span>
              </label>
              {filterBy === 'mac' && (
                <button
                  type="button"
                  className="button"
                  aria-label={AccessPointLayerMessages.details(option.value)}
                  disabled={hiddenSet.has(option.value)}
                  onClick={() => openInfo(option.value)}
                >
                  {AccessPointLayerMessages.detailsButton}
                </button>
              )}
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}

/**
 * Tab 5's access-point section (docs/wifi-layers.md#access-point-layer): the layer's toggle and,
 * while it is on for the selected floor, the AP filter.
 */
export function AccessPointsSection() {
  const titleId = useId();
  const { buid, selectedFloorNumber } = useSelectedSpaceFloors();
  const shown = useAccessPointsStore((state) => state.shown);
  const { floorQuery, verdict, manufacturers } = useShownAccessPoints();
  const on = shown && buid !== null && selectedFloorNumber !== null;

  return (
    <section
      className="access-points"
      aria-labelledby={titleId}
      data-testid="access-points-section"
    >
      <h3 id={titleId} className="panel__subtitle">
        {AccessPointLayerMessages.title}
      </h3>
      <AccessPointsToggle />
      {on && floorQuery.isPending && <Spinner label={AccessPointLayerMessages.loading} />}
      {on && verdict?.kind === 'shown' && (
        <AccessPointFilter accessPoints={verdict.accessPoints} manufacturers={manufacturers} />
      )}
    </section>
  );
}
