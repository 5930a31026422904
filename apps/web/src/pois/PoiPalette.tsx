import { PoiEditorMessages } from '@indoor/domain';
import type { DragEvent } from 'react';
import { startPaletteDrag } from '../editor/behaviors/palette-drop';
import { mapCentre, useEditorStore } from '../editor/editor';
import { IconSizes } from '../map/iconSizes';
import type { NewPoiKind } from './placePoiMachine';
import { dispatchPlacePoi } from './placePoiMode';
import { ConnectorIcon, PoiPinIcon } from './poiIcons';

const items: { kind: NewPoiKind; label: string }[] = [
  { kind: 'poi', label: PoiEditorMessages.newPoi },
  { kind: 'connector', label: PoiEditorMessages.newConnector },
];

/**
 * The POI palette (docs/pois-and-navigation.md#adding-a-poi): a POI and a connector to drag onto
 * the selected floor. Enter or a click places one at the centre of the map instead.
 */
export function PoiPalette({ enabled }: { enabled: boolean }) {
  const mapReady = useEditorStore((state) => state.mapReady);

  const onDragStart = (event: DragEvent<HTMLButtonElement>, kind: NewPoiKind) => {
    const step = dispatchPlacePoi({ type: 'dragStart', kind });
    if (!step.accepted) {
      event.preventDefault();
      return;
    }
    startPaletteDrag(event.dataTransfer, kind);
  };

  const placeAtCentre = (kind: NewPoiKind) => {
    const centre = mapCentre();
    if (!centre) return;
    dispatchPlacePoi({ type: 'placeAt', kind, position: centre });
  };

  return (
    <div className="palette">
      {items.map(({ kind, label }) => (
        <button
          key={kind}
          type="button"
          className="palette__item"
          draggable={enabled && mapReady}
          disabled={!enabled || !mapReady}
          aria-describedby="poi-palette-hint"
          aria-label={label}
          title={label}
          data-testid={`poi-palette-${kind}`}
          onDragStart={(event) => onDragStart(event, kind)}
          onDragEnd={() => dispatchPlacePoi({ type: 'dragCancel' })}
          onClick={() => placeAtCentre(kind)}
        >
          {kind === 'poi' ? (
            <PoiPinIcon {...IconSizes.poi} />
          ) : (
            <ConnectorIcon {...IconSizes.connector} />
          )}
        </button>
      ))}
      <p id="poi-palette-hint" className="palette__hint">
        {enabled ? PoiEditorMessages.paletteHint : PoiEditorMessages.paletteNeedsFloor}
      </p>
    </div>
  );
}
