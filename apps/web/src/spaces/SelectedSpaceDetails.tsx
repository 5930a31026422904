import { SpaceUiMessages as M, type Space } from '@indoor/domain';
import { useId } from 'react';
import { ShareLinks } from '../components/ShareLinks';
import { useFloors } from '../floors/floorQueries';
import { useSelectionStore } from '../state/selection';
import { useUiStore } from '../state/ui';
import { floorLabel } from './floorLabel';
import { useSpacePermissions } from './permissions';
import { SPACE_TYPE_LABEL } from './SpaceMarkers';

const shown = (value: string) => (value.trim() === '' ? '-' : value);

/** The selected space's floor: part of the selection and of the shared viewer link. */
function FloorChoice({ buid }: { buid: string }) {
  const id = useId();
  const floors = useFloors(buid);
  const selectedFloor = useSelectionStore((state) => state.selectedFloor);
  const selectFloor = useSelectionStore((state) => state.selectFloor);
  if (!floors.data || floors.data.length === 0) return null;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {M.floorLabel}
      </label>
      <select
        id={id}
        className="field__input"
        value={selectedFloor ?? ''}
        data-testid="selected-space-floor"
        onChange={(event) => selectFloor(event.target.value)}
      >
        {selectedFloor === null && (
          <option value="" disabled>
            {M.chooseFloor}
          </option>
        )}
        {floors.data.map((floor) => (
          <option key={floor.floor_number} value={floor.floor_number}>
            {floorLabel(floor)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Tab 1's card of the selected space: its fields, floor, share links and the way to edit it. */
export function SelectedSpaceDetails({ space }: { space: Space }) {
  const { canEdit } = useSpacePermissions(space);
  const selectedFloor = useSelectionStore((state) => state.selectedFloor);
  const clearSelection = useSelectionStore((state) => state.clearSelection);
  const setSpacesTab = useUiStore((state) => state.setSpacesTab);

  return (
    <section className="space-details" aria-label={M.selectedSpace} data-testid="selected-space">
      <h3 className="space-details__name" data-testid="selected-space-name">
        {space.name}
      </h3>
      <dl className="space-details__fields">
        <dt>{M.typeLabel}</dt>
        <dd>{SPACE_TYPE_LABEL[space.space_type]}</dd>
        <dt>{M.idLabel}</dt>
        <dd>
          <code data-testid="selected-space-buid">{space.buid}</code>
        </dd>
        <dt>{M.codeLabel}</dt>
        <dd>{shown(space.bucode)}</dd>
        <dt>{M.descriptionLabel}</dt>
        <dd>{shown(space.description)}</dd>
        <dt>{M.addressLabel}</dt>
        <dd>{shown(space.address)}</dd>
        <dt>{M.webAddressLabel}</dt>
        <dd>{shown(space.url)}</dd>
        <dt>{M.publishedLabel}</dt>
        <dd data-testid="selected-space-published">
          {space.is_published === 'true' ? M.yes : M.no}
        </dd>
        <dt>{M.positionLabel}</dt>
        <dd data-testid="selected-space-position">
          {space.coordinates_lat}, {space.coordinates_lon}
        </dd>
      </dl>
      <FloorChoice buid={space.buid} />
      <div className="button-row">
        {canEdit && (
          <button
            type="button"
            className="button"
            data-testid="selected-space-edit"
            onClick={() => setSpacesTab('edit')}
          >
            {M.edit}
          </button>
        )}
        <button
          type="button"
          className="button"
          data-testid="selected-space-clear"
          onClick={clearSelection}
        >
          {M.clearSelection}
        </button>
      </div>
      <h4 className="panel__subtitle">{M.shareHeading}</h4>
      <ShareLinks target={{ buid: space.buid, floor: selectedFloor }} testId="space-share" />
    </section>
  );
}
