import {
  FingerprintInfoMessages,
  type FingerprintLocation,
  MapDefaults,
  scanTimeLabel,
  wirePointPosition,
} from '@indoor/domain';
import type { Popup as PopupInstance } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { IconSizes } from '../map/iconSizes';
import { useRevealPopup } from '../map/popupReveal';
import { closeOnEscape } from './access-points/AccessPointInfoWindow';

/** When the scans of a spot were taken: one time, a first and last, or none (undated). */
export function fingerprintTimeText(location: Pick<FingerprintLocation, 'first' | 'last'>): string {
  if (location.first === null || location.last === null) return FingerprintInfoMessages.undated;
  return FingerprintInfoMessages.timeValue(
    scanTimeLabel(location.first),
    scanTimeLabel(location.last),
  );
}

/** The figures of a fingerprint marker: when, how many scans and measurements, the strongest APs. */
export function FingerprintDetails({ location }: { location: FingerprintLocation }) {
  return (
    <div className="poi-details" data-testid="fingerprint-info-window">
      <h3 className="space-popup__name">{FingerprintInfoMessages.title}</h3>
      <dl className="poi-details__list">
        <div className="poi-details__row" data-testid="fingerprint-time">
          <dt>{FingerprintInfoMessages.time}</dt>
          <dd>{fingerprintTimeText(location)}</dd>
        </div>
        <div className="poi-details__row" data-testid="fingerprint-scans">
          <dt>{FingerprintInfoMessages.scans}</dt>
          <dd>{location.scans}</dd>
        </div>
        <div className="poi-details__row" data-testid="fingerprint-measurements">
          <dt>{FingerprintInfoMessages.measurements}</dt>
          <dd>{location.count}</dd>
        </div>
        <div className="poi-details__row" data-testid="fingerprint-strongest">
          <dt>{FingerprintInfoMessages.strongest}</dt>
          <dd>
            {location.strongest.length === 0 ? (
              FingerprintInfoMessages.noneHeard
            ) : (
              <ul className="fingerprint-info__aps">
                {location.strongest.map((ap) => (
                  <li key={ap.mac} data-testid="fingerprint-ap">
                    <code>{ap.mac}</code> {FingerprintInfoMessages.rssValue(ap.rss)}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The info window of a clicked fingerprint marker (docs/wifi-layers.md#fingerprints-layer), above
 * the marker, panned into view like every popup; Escape or the close button closes it.
 */
export function FingerprintInfoWindow({
  location,
  onClose,
}: {
  location: FingerprintLocation;
  onClose: () => void;
}) {
  const popupRef = useRef<PopupInstance>(null);
  const { lat, lon } = wirePointPosition(location);
  useRevealPopup(popupRef, `${lat}|${lon}`);
  useEffect(() => closeOnEscape(document, onClose), [onClose]);
  return (
    <Popup
      ref={popupRef}
      latitude={lat}
      longitude={lon}
      anchor="bottom"
      offset={IconSizes.fingerprintMarker.width / 2}
      maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
      closeButton
      closeOnClick={false}
      focusAfterOpen={false}
      onClose={onClose}
      className="poi-popup"
    >
      <FingerprintDetails location={location} />
    </Popup>
  );
}
