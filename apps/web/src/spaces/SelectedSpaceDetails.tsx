import { CommonUiMessages, SpaceUiMessages as M, type Space, undash } from '@indoor/domain';
import { Fragment } from 'react';
import { Field } from '../components/Field';
import { ShareLinks } from '../components/ShareLinks';
import { useFloors } from '../floors/floorQueries';
import { useFloorsUiStore } from '../floors/floorState';
import { useSelectionStore } from '../state/selection';
import { useUiStore } from '../state/ui';
import { floorLabel } from './floorLabel';
import { useSpacePermissions } from './permissions';
import { SPACE_TYPE_LABEL } from './SpaceMarkers';

/** The selected space's floor: part of the selection and of the shared viewer link. */
function FloorChoice({ buid }: { buid: string }) {
  const floors = useFloors(buid);
  const selectedFloor = useSelectionStore((state) => state.selectedFloor);
  const selectFloor = useSelectionStore((state) => state.selectFloor);
  if (!floors.data || floors.data.length === 0) return null;
  return (
    <Field label={M.floorLabel}>
      {({ id }) => (
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
      )}
    </Field>
  );
}

/**
 * For those who may edit the space: what to do next while it has no floor, or while the
 * selected floor has no plan (a new building starts here after "Added building").
 */
function NextStep({ buid }: { buid: string }) {
  const floors = useFloors(buid);
  const selectedFloor = useSelectionStore((state) => state.selectedFloor);
  const setActiveTab = useUiStore((state) => state.setActiveTab);
  const setFloorsTab = useFloorsUiStore((state) => state.setFloorsTab);
  if (!floors.data) return null;
  const floor = floors.data.find((f) => f.floor_number === selectedFloor);
  const text =
    floors.data.length === 0
      ? M.nextAddFloor
      : floor && !floor.plan_version
        ? M.nextPlacePlan(floorLabel(floor))
        : null;
  if (!text) return null;
  return (
    <div className="panel__note" role="note" data-testid="selected-space-next-step">
      <p>{text}</p>
      <button
        type="button"
        className="button button--primary"
        data-testid="selected-space-next-step-go"
        onClick={() => {
          setFloorsTab('edit');
          setActiveTab('floors');
        }}
      >
        {floors.data.length === 0 ? M.addFloorNow : M.placePlanNow}
      </button>
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
        {(
          [
            [M.codeLabel, space.bucode],
            [M.descriptionLabel, space.description],
            [M.addressLabel, space.address],
            [M.webAddressLabel, space.url],
          ] as const
        ).map(([label, value]) =>
          // An optional field left empty (stored as '-') is left out, never shown as '-'.
          undash(value) === '' ? null : (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{undash(value)}</dd>
            </Fragment>
          ),
        )}
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
      {canEdit && <NextStep buid={space.buid} />}
      <div className="button-row">
        {canEdit && (
          <button
            type="button"
            className="button"
            data-testid="selected-space-edit"
            onClick={() => setSpacesTab('edit')}
          >
            {CommonUiMessages.edit}
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
