import { type Floor, PoiEditorMessages } from '@indoor/domain';
import { IconSizes } from '../map/iconSizes';
import { PendingMarker } from '../map/markers/PendingMarker';
import { useSelectionStore } from '../state/selection';
import { ConnectorForm } from './ConnectorForm';
import { clickPoiInEdgeMode, useEdgeModeStore } from './edgeMode';
import { isEdgeModeOn } from './edgeModeMachine';
import { PoiForm } from './PoiForm';
import { dispatchPlacePoi, usePlacePoiStore } from './placePoiMode';
import type { PoiActions } from './poiActions';
import {
  connectorAddBody,
  emptyPoiFormValues,
  type PoiAddRequestBody,
  type PoiPlace,
  poiAddBody,
} from './poiForm';
import { NewPoiIcon } from './poiIcons';

interface PendingPoiMarkerProps {
  buid: string;
  floor: Floor;
  extraTypes: readonly string[];
  actions: PoiActions;
}

/**
 * The temporary marker of a POI or connector dropped from the palette (new-POI icon
 * 32x32) with its form: Add saves it and it becomes a normal marker; Delete only
 * removes the temporary marker (docs/pois-and-navigation.md#adding-a-poi).
 */
export function PendingPoiMarker({ buid, floor, extraTypes, actions }: PendingPoiMarkerProps) {
  const placing = usePlacePoiStore((state) => state.placePoi);
  if (placing.name !== 'pending' && placing.name !== 'saving') return null;
  const { position, kind } = placing;
  const saving = placing.name === 'saving';
  const place: PoiPlace = {
    buid,
    floor_number: floor.floor_number,
    floor_name: floor.floor_name,
    lat: position.lat,
    lon: position.lon,
  };

  const save = async (body: PoiAddRequestBody) => {
    if (!dispatchPlacePoi({ type: 'submit' }).accepted) return;
    const poi = await actions.addPoi(body);
    if (!poi) {
      dispatchPlacePoi({ type: 'failed' });
      return;
    }
    dispatchPlacePoi({ type: 'saved' });
    useSelectionStore.getState().selectPoi(poi.puid);
  };
  const discard = () => dispatchPlacePoi({ type: 'cancel' });
  const label = kind === 'connector' ? PoiEditorMessages.newConnector : PoiEditorMessages.newPoi;

  return (
    <PendingMarker
      position={position}
      saving={saving}
      icon={
        <span className="poi-marker poi-marker--new" data-testid="pending-poi-marker" title={label}>
          <NewPoiIcon {...IconSizes.newPoi} />
        </span>
      }
      iconHeight={IconSizes.newPoi.height}
      onMove={(moved) => dispatchPlacePoi({ type: 'move', position: moved })}
      onClick={(event) => {
        event.originalEvent.stopPropagation();
        // An unsaved marker cannot be connected (edge mode warns:
        // docs/pois-and-navigation.md#edge-mode).
        if (isEdgeModeOn(useEdgeModeStore.getState().edge)) {
          void clickPoiInEdgeMode(actions, buid, null);
        }
      }}
      popupClassName="poi-popup"
    >
      <div data-testid="new-poi-form" data-kind={kind}>
        {kind === 'connector' ? (
          <ConnectorForm
            kind="new"
            busy={saving}
            onSubmit={() => void save(connectorAddBody(place))}
            onDelete={discard}
            onCancel={saving ? undefined : discard}
          />
        ) : (
          <PoiForm
            kind="new"
            initial={emptyPoiFormValues()}
            extraTypes={extraTypes}
            busy={saving}
            onSubmit={(values) => void save(poiAddBody(values, place))}
            onDelete={discard}
            onCancel={saving ? undefined : discard}
          />
        )}
      </div>
    </PendingMarker>
  );
}
