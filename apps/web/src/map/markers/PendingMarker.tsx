import { type LatLng, MapDefaults } from '@indoor/domain';
import type { Popup as PopupInstance } from 'maplibre-gl';
import { type ReactNode, useRef } from 'react';
import { Marker, type MarkerEvent, Popup } from 'react-map-gl/maplibre';
import { fromLngLat } from '../lngLat';
import { useRevealPopup } from '../popupReveal';

interface PendingMarkerProps {
  position: LatLng;
  /** While saving, the marker stays put and the map does not pan to the popup. */
  saving: boolean;
  /** The marker's icon, whose bottom centre marks the position. */
  icon: ReactNode;
  /** The icon's height: the popup opens above it. */
  iconHeight: number;
  /** The marker was dragged to a new position. */
  onMove: (position: LatLng) => void;
  onClick?: (event: MarkerEvent<MouseEvent>) => void;
  popupClassName?: string;
  /** The popup's form. */
  children: ReactNode;
}

/**
 * A space or POI placed but not saved yet: a draggable marker with its form in a popup,
 * which the map pans to show whenever the marker is placed or moved.
 */
export function PendingMarker({
  position,
  saving,
  icon,
  iconHeight,
  onMove,
  onClick,
  popupClassName,
  children,
}: PendingMarkerProps) {
  const popupRef = useRef<PopupInstance>(null);
  useRevealPopup(popupRef, saving ? null : `${position.lat},${position.lon}`);
  return (
    <>
      <Marker
        latitude={position.lat}
        longitude={position.lon}
        anchor="bottom"
        draggable={!saving}
        onClick={onClick}
        onDragEnd={(event) => onMove(fromLngLat(event.lngLat))}
      >
        {icon}
      </Marker>
      <Popup
        ref={popupRef}
        latitude={position.lat}
        longitude={position.lon}
        anchor="bottom"
        offset={iconHeight}
        maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
        closeButton={false}
        closeOnClick={false}
        focusAfterOpen={false}
        // A form: over the map's buttons, and a bottom sheet at phone width (styles.css).
        className={['form-popup', popupClassName].filter(Boolean).join(' ')}
      >
        {children}
      </Popup>
    </>
  );
}
