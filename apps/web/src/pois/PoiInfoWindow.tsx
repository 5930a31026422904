import {
  CommonUiMessages,
  hasAssetDetails,
  MapDefaults,
  type Poi,
  PoiEditorMessages,
  PoiUiMessages,
  poiPosition,
  type RoomRef,
} from '@indoor/domain';
import type { Popup as PopupInstance } from 'maplibre-gl';
import { useRef, useState } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { LastAuditNote } from '../assets/LastAuditNote';
import { useRevealPopup } from '../map/popupReveal';
import { ConnectorForm } from './ConnectorForm';
import { PoiForm } from './PoiForm';
import type { PoiActions } from './poiActions';
import { isConnector, type PoiFormValues, poiFormValuesFromPoi, poiUpdateBody } from './poiForm';

/** A POI as a floor's list answers it: with the room it lies in (docs/rooms.md#pois-in-rooms). */
type PoiInRoom = Poi & { unit?: RoomRef | null };

interface PoiInfoWindowProps {
  poi: PoiInRoom;
  canEdit: boolean;
  extraTypes: readonly string[];
  actions: PoiActions;
  onClose: () => void;
}

/** The asset rows of the read-only facts; none when the server sent no asset details. */
function assetDetailRows(poi: Poi): [string, string][] {
  if (!hasAssetDetails(poi)) return [];
  return [
    [PoiUiMessages.labels.manufacturer, poi.manufacturer],
    [PoiUiMessages.labels.modelNumber, poi.modelNumber],
    [PoiUiMessages.labels.serialNumber, poi.serialNumber],
    [PoiUiMessages.labels.purchaseDate, poi.purchaseDate],
    [PoiUiMessages.labels.quantity, String(poi.quantity)],
    [PoiUiMessages.labels.tags, poi.tags.join(', ')],
    [
      PoiEditorMessages.warrantyLabel,
      poi.warranty.isLifetime ? PoiEditorMessages.lifetime : poi.warranty.expirationDate,
    ],
  ];
}

/**
 * The read-only facts of a POI, for those who may not edit its space: its type and
 * description, and its asset details when the server sent them (to the space's auditors
 * and their planners; never to the public).
 */
export function PoiDetails({ poi }: { poi: PoiInRoom }) {
  const rows: [string, string][] = [
    [PoiEditorMessages.typeLabel, poi.pois_type],
    [PoiUiMessages.labels.description, poi.description],
    ...assetDetailRows(poi),
  ];
  return (
    <div className="poi-details" data-testid="poi-details">
      <h3 className="space-popup__name">{poi.name}</h3>
      <dl className="poi-details__list">
        {rows
          .filter(([, value]) => value.trim() !== '' && value !== '-')
          .map(([label, value]) => (
            <div key={label} className="poi-details__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {poi.unit && (
        <p className="field__hint" data-testid="poi-details-room">
          {PoiEditorMessages.inRoom(poi.unit.name)}
        </p>
      )}
      <LastAuditNote lastAudit={poi.last_audit} />
      <p className="field__hint">{PoiEditorMessages.poiId(poi.puid)}</p>
    </div>
  );
}

/**
 * The info window of a saved POI (docs/pois-and-navigation.md#editing-and-moving-pois): the POI
 * Asset Management form with Update and Delete, or for a connector its id with Update and Delete.
 * Read-only for users who may not edit the space.
 */
export function PoiInfoWindow({ poi, canEdit, extraTypes, actions, onClose }: PoiInfoWindowProps) {
  const [busy, setBusy] = useState(false);
  const popupRef = useRef<PopupInstance>(null);
  useRevealPopup(popupRef, poi.puid);
  const position = poiPosition(poi);
  const connector = isConnector(poi);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const save = (values: PoiFormValues) =>
    run(() => actions.updatePoi(poi, poiUpdateBody(values, poi)));
  const saveConnector = () =>
    run(() => actions.updatePoi(poi, { puid: poi.puid, buid: poi.buid, name: poi.name }));
  const remove = () =>
    run(async () => {
      if (await actions.deletePoi(poi)) onClose();
    });

  // The marker of a POI without a valid position is not drawn: nothing to open over it.
  if (!position) return null;
  const { lat, lon } = position;
  return (
    <Popup
      ref={popupRef}
      latitude={lat}
      longitude={lon}
      anchor="bottom"
      offset={connector ? 14 : 34}
      maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
      closeButton
      closeOnClick={false}
      focusAfterOpen={false}
      onClose={onClose}
      // The editable window is a form (styles.css: over the map's buttons, a bottom sheet at
      // phone width); the read-only facts stay a popup.
      className={canEdit ? 'poi-popup form-popup' : 'poi-popup'}
    >
      <div data-testid="poi-info-window" data-puid={poi.puid}>
        {!canEdit ? (
          <PoiDetails poi={poi} />
        ) : connector ? (
          <ConnectorForm
            kind="existing"
            puid={poi.puid}
            busy={busy}
            onSubmit={saveConnector}
            onDelete={remove}
            onCancel={onClose}
          />
        ) : (
          <PoiForm
            key={`${poi.puid}/${poi.updatedAt}`}
            kind="existing"
            initial={poiFormValuesFromPoi(poi)}
            puid={poi.puid}
            externalId={poi.external_id}
            extraTypes={extraTypes}
            busy={busy}
            onSubmit={save}
            onDelete={remove}
            onCancel={onClose}
            autoFocus={false}
            assetDetails={hasAssetDetails(poi)}
            lastAudit={poi.last_audit}
            room={poi.unit}
          />
        )}
        <p className="field__hint">{CommonUiMessages.position(lat.toFixed(6), lon.toFixed(6))}</p>
      </div>
    </Popup>
  );
}
