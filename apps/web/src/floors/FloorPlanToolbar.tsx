import { CommonUiMessages, FloorUiMessages, nextFloorNumber } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { Spinner } from '../components/Spinner';
import { nextStep, useHistoryStore } from '../editor/history';
import { undoWithFeedback } from '../editor/shortcuts';
import { MAIN_MAP_ID } from '../map/camera';
import { placementSizeMetres } from './floorPlanPlacementActions';
import {
  dispatchFloorPlanPlacement,
  floorPlanPlacementMode,
  useFloorPlanPlacementStore,
} from './floorPlanPlacementMode';
import { useSelectedSpaceFloors } from './floorState';
import { setFloorPlan } from './setFloorPlan';

/**
 * The controls of the floor-plan placement mode, over the map while it is active: the
 * floor the plan is for, its size and rotation, Undo (one level), Set and Cancel.
 */
export function FloorPlanToolbar() {
  const state = useFloorPlanPlacementStore((store) => store.placement);
  const scope = floorPlanPlacementMode.historyScope;
  const undoable = useHistoryStore((history) => nextStep(history, 'undo', scope) !== undefined);
  const { buid, floors, selectedFloorNumber } = useSelectedSpaceFloors();
  const map = useMap()[MAIN_MAP_ID];
  const queryClient = useQueryClient();
  const floorFieldId = useId();
  const suggested =
    selectedFloorNumber ?? String(nextFloorNumber((floors ?? []).map((f) => f.floor_number)));
  const [floorNumber, setFloorNumber] = useState(suggested);
  // The field follows the floor selector; typing in it chooses another (possibly new) number.
  useEffect(() => setFloorNumber(suggested), [suggested]);

  if (state.name === 'idle') return null;
  const busy = state.name === 'uploading';
  const { widthM, heightM } = placementSizeMetres(state.placement);

  const set = () =>
    void setFloorPlan({
      queryClient,
      buid,
      floorNumber: floorNumber.trim() === '' ? null : floorNumber,
      floors: floors ?? [],
      zoom: map?.getZoom() ?? 0,
    });

  return (
    <section
      className="floor-plan-toolbar"
      aria-label={FloorUiMessages.placementToolbar}
      aria-busy={busy}
      data-testid="floor-plan-toolbar"
    >
      <p className="floor-plan-toolbar__title">
        {FloorUiMessages.placingLead}
        <strong>{state.image.file.name}</strong>
        {FloorUiMessages.placingSize(state.image.widthPx, state.image.heightPx)}
      </p>
      <div className="floor-plan-toolbar__row">
        <label className="floor-plan-toolbar__floor" htmlFor={floorFieldId}>
          {FloorUiMessages.forFloor}
          <input
            id={floorFieldId}
            className="field__input"
            value={floorNumber}
            inputMode="decimal"
            disabled={busy}
            data-testid="floor-plan-floor-number"
            onChange={(event) => setFloorNumber(event.target.value)}
          />
        </label>
        <output
          className="floor-plan-toolbar__readout"
          aria-live="polite"
          data-testid="floor-plan-readout"
        >
          {FloorUiMessages.placedPlan(widthM, heightM, state.placement.rotationDegrees)}
        </output>
      </div>
      <p className="floor-plan-toolbar__hint">{FloorUiMessages.placementHint}</p>
      <div className="button-row button-row--end">
        {busy && <Spinner label={FloorUiMessages.uploading} />}
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
        <button
          type="button"
          className="button"
          disabled={busy}
          data-testid="floor-plan-cancel"
          onClick={() => dispatchFloorPlanPlacement({ type: 'cancel' })}
        >
          {CommonUiMessages.cancel}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          data-testid="floor-plan-set"
          onClick={set}
        >
          {FloorUiMessages.set}
        </button>
      </div>
    </section>
  );
}
