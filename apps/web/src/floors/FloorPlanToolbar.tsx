import {
  CommonUiMessages,
  FloorPlanPlacementConstants,
  FloorPlanVersionConstants,
  FloorUiMessages,
  parseTypedRotationDegrees,
  parseTypedWidthMetres,
  withPlacementRotation,
  withPlacementWidth,
} from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useMap } from 'react-map-gl/maplibre';
import { ActionButton } from '../components/ActionButton';
import { Dialog } from '../components/Dialog';
import { Spinner } from '../components/Spinner';
import { nextStep, useHistoryStore } from '../editor/history';
import { undoWithFeedback } from '../editor/shortcuts';
import { MAIN_MAP_ID } from '../map/camera';
import { useFloorBelow } from './FloorBelowLayer';
import { placementSizeMetres } from './floorPlanPlacementActions';
import {
  changePlacement,
  dispatchFloorPlanPlacement,
  floorPlanPlacementMode,
  setPlacementFloor,
  useFloorPlanPlacementStore,
} from './floorPlanPlacementMode';
import { findFloor, usePlanFloorSuggestion, useSelectedSpaceFloors } from './floorState';
import { PlacementNumberField } from './PlacementNumberField';
import { setFloorPlan } from './setFloorPlan';

const { minWidthM, maxWidthM, maxTypedRotationDeg } = FloorPlanPlacementConstants;

/** Asks before a new image replaces a floor's plan; Replace has the focus (Undo brings it back). */
function ReplacePlanDialog({
  floorLabel,
  onReplace,
  onBack,
}: {
  floorLabel: string;
  onReplace: () => void;
  onBack: () => void;
}) {
  const replaceRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={FloorUiMessages.replaceTitle}
      onClose={onBack}
      initialFocus={replaceRef}
      testId="floor-plan-replace-dialog"
    >
      <p>{FloorUiMessages.confirmReplace(floorLabel, FloorPlanVersionConstants.keptForDays)}</p>
      <div className="modal__actions">
        <ActionButton
          label={CommonUiMessages.cancel}
          testId="floor-plan-replace-back"
          onClick={onBack}
        />
        <button
          ref={replaceRef}
          type="button"
          className="button button--primary"
          data-testid="floor-plan-replace-confirm"
          onClick={onReplace}
        >
          {FloorUiMessages.replace}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The controls of the floor-plan placement mode, over the map while it is active: the
 * floor the plan is for, its size and rotation (typed, or read off while the handles
 * move it), Undo (one level), Set and Cancel; the question before a plan is replaced.
 */
export function FloorPlanToolbar() {
  const state = useFloorPlanPlacementStore((store) => store.placement);
  const targetFloor = useFloorPlanPlacementStore((store) => store.targetFloor);
  const scope = floorPlanPlacementMode.historyScope;
  const undoable = useHistoryStore((history) => nextStep(history, 'undo', scope) !== undefined);
  const { buid, floors } = useSelectedSpaceFloors();
  const suggested = usePlanFloorSuggestion();
  const map = useMap()[MAIN_MAP_ID];
  const queryClient = useQueryClient();
  const floorFieldId = useId();
  const adjusting = state.name === 'idle' ? undefined : state.image.adjusting;
  // The field follows the floor selector; typing in it chooses another (possibly new)
  // number. The plan being adjusted stays with its floor.
  const placing = state.name !== 'idle';
  useEffect(() => {
    if (placing && !adjusting) setPlacementFloor(suggested);
  }, [suggested, adjusting, placing]);
  const floorBelow = useFloorBelow();

  if (state.name === 'idle') return null;
  const busy = state.name !== 'placing';
  const { widthM, heightM } = placementSizeMetres(state.placement);
  const floorNumber = adjusting ? adjusting.floorNumber : (targetFloor ?? suggested);

  const set = () =>
    void setFloorPlan({
      queryClient,
      buid,
      floorNumber: floorNumber.trim() === '' ? null : floorNumber,
      floors: floors ?? [],
      zoom: map?.getZoom() ?? 0,
    });
  const replaced = findFloor(floors ?? [], floorNumber);

  return (
    <section
      className="floor-plan-toolbar"
      aria-label={FloorUiMessages.placementToolbar}
      aria-busy={state.name === 'uploading'}
      data-testid="floor-plan-toolbar"
    >
      <p className="floor-plan-toolbar__title">
        {adjusting ? (
          FloorUiMessages.adjustingLead(adjusting.floorNumber)
        ) : (
          <>
            {FloorUiMessages.placingLead}
            <strong>{state.image.file.name}</strong>
          </>
        )}
        {FloorUiMessages.placingSize(state.image.widthPx, state.image.heightPx)}
      </p>
      <div className="floor-plan-toolbar__row floor-plan-toolbar__row--numbers">
        <label className="floor-plan-toolbar__floor" htmlFor={floorFieldId}>
          {FloorUiMessages.forFloor}
          <input
            id={floorFieldId}
            className="field__input"
            value={floorNumber}
            inputMode="decimal"
            disabled={busy || adjusting !== undefined}
            data-testid="floor-plan-floor-number"
            onChange={(event) => setPlacementFloor(event.target.value)}
          />
        </label>
        <PlacementNumberField
          label={FloorUiMessages.widthLabel}
          value={widthM}
          format={(value) => value.toFixed(2)}
          parse={parseTypedWidthMetres}
          invalidMessage={FloorUiMessages.widthInvalid(minWidthM, maxWidthM)}
          hint={FloorUiMessages.typedValueHint}
          onCommit={(value) => changePlacement((p) => withPlacementWidth(p, value))}
          disabled={busy}
          testId="floor-plan-width"
        />
        <PlacementNumberField
          label={FloorUiMessages.rotationLabel}
          value={state.placement.rotationDegrees}
          format={(value) => value.toFixed(1)}
          parse={parseTypedRotationDegrees}
          invalidMessage={FloorUiMessages.rotationInvalid(maxTypedRotationDeg)}
          hint={FloorUiMessages.typedValueHint}
          onCommit={(value) => changePlacement((p) => withPlacementRotation(p, value))}
          disabled={busy}
          testId="floor-plan-rotation"
        />
      </div>
      <p className="floor-plan-toolbar__status">
        <output
          className="floor-plan-toolbar__readout"
          aria-live="polite"
          data-testid="floor-plan-readout"
        >
          {FloorUiMessages.placedPlan(widthM, heightM, state.placement.rotationDegrees)}
        </output>
        {floorBelow && (
          <span className="floor-plan-toolbar__below" data-testid="floor-plan-floor-below">
            {FloorUiMessages.floorBelowShown(floorBelow.floor_number)}
          </span>
        )}
      </p>
      <p className="floor-plan-toolbar__hint floor-plan-toolbar__hint--keys">
        {FloorUiMessages.placementHint}
      </p>
      <div className="button-row button-row--end">
        {state.name === 'uploading' && <Spinner label={FloorUiMessages.uploading} />}
        <button
          type="button"
          className="button"
          disabled={busy || !undoable}
          title={FloorUiMessages.undoTitle}
          data-testid="floor-plan-undo"
          onClick={() => void undoWithFeedback(scope)}
        >
          {FloorUiMessages.undo}
        </button>
        <ActionButton
          label={CommonUiMessages.cancel}
          testId="floor-plan-cancel"
          disabled={busy}
          onClick={() => dispatchFloorPlanPlacement({ type: 'cancel' })}
        />
        <ActionButton
          label={FloorUiMessages.set}
          testId="floor-plan-set"
          variant="primary"
          disabled={busy}
          onClick={set}
        />
      </div>
      {state.name === 'confirming' &&
        // Into the page's body: the toolbar is transformed, which would make it the box the
        // dialog's fixed backdrop covers.
        createPortal(
          <ReplacePlanDialog
            floorLabel={FloorUiMessages.floorForDialog(
              floorNumber.trim(),
              replaced?.floor_name ?? '',
            )}
            onReplace={set}
            onBack={() => dispatchFloorPlanPlacement({ type: 'back' })}
          />,
          document.body,
        )}
    </section>
  );
}
