import { AlertLevel, FloorUiMessages, SpaceUiMessages, spacePosition } from '@indoor/domain';
import { useId, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { MAIN_MAP_ID } from '../map/camera';
import { useSpace } from '../spaces/spaceQueries';
import { showAlert } from '../state/alerts';
import { useFloorPlanPlacementStore } from './floorPlanPlacementMode';
import { floorPlanCorners, usePlanFloorSuggestion, useSelectedSpaceFloors } from './floorState';
import { startFloorPlanPlacement } from './startFloorPlanPlacement';

/**
 * Chooses a floor-plan image and starts placing it on the map over the selected building
 * (docs/floors-and-plans.md#floor-plan-placement). The placement itself is finished from the map's
 * toolbar.
 */
export function FloorPlanChooser({ buid }: { buid: string }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const map = useMap()[MAIN_MAP_ID];
  const space = useSpace(buid);
  const placing = useFloorPlanPlacementStore((state) => state.placement);
  const { selectedFloor } = useSelectedSpaceFloors();
  const floorNumber = usePlanFloorSuggestion();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    if (!map) {
      showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
      return;
    }
    // Without the building's position (still loading, or none) the plan starts at the map's centre.
    const position = space.data ? spacePosition(space.data) : null;
    // Over the selected floor's plan, the new image starts where that plan is.
    const currentCorners = selectedFloor?.plan_version ? floorPlanCorners(selectedFloor) : null;
    await startFloorPlanPlacement(file, map.getMap(), position, { floorNumber, currentCorners });
    // The same file can be chosen again after a cancel.
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="field floor-plan-chooser">
      <label className="field__label" htmlFor={inputId}>
        {FloorUiMessages.planImageLabel}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/*"
        className="field__input"
        aria-describedby={hintId}
        disabled={placing.name === 'uploading' || placing.name === 'confirming'}
        data-testid="floor-plan-file"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
      <span id={hintId} className="field__hint" data-testid="floor-plan-file-hint">
        {placing.name === 'idle'
          ? `${FloorUiMessages.planImageHint}${selectedFloor?.plan_version ? ` ${FloorUiMessages.replacingNote}` : ''}`
          : placing.image.adjusting
            ? FloorUiMessages.adjustingHint(placing.image.adjusting.floorNumber)
            : FloorUiMessages.placingHint(placing.image.file.name)}
      </span>
    </div>
  );
}
