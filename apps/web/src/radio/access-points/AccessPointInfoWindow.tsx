import { AccessPointLayerMessages, type AccessPointWire, MapDefaults } from '@indoor/domain';
import type { Popup as PopupInstance } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { useRevealPopup } from '../../map/popupReveal';
import { WifiLayerPaint } from '../wifiLayerPaint';
import { accessPointFacts, accessPointPosition, manufacturerOf } from './accessPointsModel';

interface AccessPointDetailsProps {
  accessPoint: AccessPointWire;
  manufacturers: ReadonlyMap<string, string>;
}

/** The id of an AP and its figures: manufacturer, uncertainty, measurements, mean RSS, BSSIDs. */
export function AccessPointDetails({ accessPoint, manufacturers }: AccessPointDetailsProps) {
  const facts = accessPointFacts(accessPoint, manufacturerOf(manufacturers, accessPoint.AP));
  return (
    <div className="poi-details" data-testid="ap-info-window" data-ap={accessPoint.AP}>
      <h3 className="space-popup__name">
        {AccessPointLayerMessages.infoTitle} {accessPoint.AP}
      </h3>
      <dl className="poi-details__list">
        {facts.map((fact) => (
          <div key={fact.label} className="poi-details__row" data-testid={`ap-${fact.testId}`}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

interface AccessPointInfoWindowProps extends AccessPointDetailsProps {
  onClose: () => void;
}

/**
 * Escape closes the window and nothing else: taken in the capture phase and marked handled,
 * so the editor's dispatcher (editor/shortcuts.ts) does not also end the active mode.
 * Answers the function that removes the listener.
 */
export function closeOnEscape(doc: Document, onClose: () => void): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };
  doc.addEventListener('keydown', onKey, true);
  return () => doc.removeEventListener('keydown', onKey, true);
}

/**
 * The info window of a clicked AP, above its icon, panned into view when the map's edge
 * or the control bar would cut it off. Escape closes it.
 */
export function AccessPointInfoWindow({
  accessPoint,
  manufacturers,
  onClose,
}: AccessPointInfoWindowProps) {
  const popupRef = useRef<PopupInstance>(null);
  useRevealPopup(popupRef, accessPoint.AP);
  const position = accessPointPosition(accessPoint);

  useEffect(() => closeOnEscape(document, onClose), [onClose]);

  return (
    <Popup
      ref={popupRef}
      latitude={position.lat}
      longitude={position.lon}
      anchor="bottom"
      offset={WifiLayerPaint.apIconSize / 2}
      maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
      closeButton
      closeOnClick={false}
      focusAfterOpen={false}
      onClose={onClose}
      className="poi-popup"
    >
      <AccessPointDetails accessPoint={accessPoint} manufacturers={manufacturers} />
    </Popup>
  );
}
