import { SpaceUiMessages } from '@indoor/domain';
import type { DragEvent } from 'react';
import { startPaletteDrag } from '../editor/behaviors/palette-drop';
import { mapCentre, useEditorStore } from '../editor/editor';
import { IconSizes } from '../map/iconSizes';
import { BuildingIcon } from '../map/markers/icons';
import { dispatchPlaceSpace, usePlaceSpaceStore } from './placeSpaceMode';

/**
 * The space icon (50x50) to drag onto the map. Enter or a click places
 * the new space at the centre of the map instead, for keyboards and touch screens.
 */
export function SpacePalette() {
  const mapReady = useEditorStore((state) => state.mapReady);
  const placing = usePlaceSpaceStore((state) => state.placeSpace.name !== 'idle');

  const onDragStart = (event: DragEvent<HTMLButtonElement>) => {
    const step = dispatchPlaceSpace({ type: 'dragStart' });
    // A refused start (a pending space, no map yet) cancels the native drag too.
    if (!step.accepted) {
      event.preventDefault();
      return;
    }
    startPaletteDrag(event.dataTransfer, 'space');
  };

  const placeAtCentre = () => {
    const centre = mapCentre();
    if (centre) dispatchPlaceSpace({ type: 'placeAt', position: centre });
  };

  return (
    <div className="palette">
      <button
        type="button"
        className="palette__item"
        draggable
        disabled={!mapReady}
        aria-describedby="space-palette-hint"
        aria-label={SpaceUiMessages.newSpace}
        title={SpaceUiMessages.paletteTitle}
        data-testid="space-palette-item"
        data-placing={placing}
        onDragStart={onDragStart}
        onDragEnd={() => dispatchPlaceSpace({ type: 'dragCancel' })}
        onClick={placeAtCentre}
      >
        <BuildingIcon {...IconSizes.spaceIcon} />
      </button>
      <p id="space-palette-hint" className="palette__hint">
        {SpaceUiMessages.paletteHint}
      </p>
    </div>
  );
}
