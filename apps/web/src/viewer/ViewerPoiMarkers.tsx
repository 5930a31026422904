import {
  IconSizes,
  MapDefaults,
  type Poi,
  poiPosition,
  ViewerNavigationMessages as Texts,
} from '@indoor/domain';
import { useRef } from 'react';
import { Marker, type MarkerEvent, Popup } from 'react-map-gl/maplibre';
import { isNavigablePoi, poiTypeLabel } from './navigationModel';
import { type PoiMarkerRole, ViewerPoiPin } from './poiIcons';

interface ViewerPoiMarkersProps {
  /** The POIs of the shown floor; connectors among them get no marker. */
  pois: readonly Poi[];
  popupPuid: string | null;
  from: string | null;
  to: string | null;
  onOpenPopup: (puid: string) => void;
  onClosePopup: () => void;
  onRouteFrom: (puid: string) => void;
  onRouteTo: (puid: string) => void;
}

interface PlacedPoi {
  poi: Poi;
  lat: number;
  lon: number;
}

function placed(pois: readonly Poi[]): PlacedPoi[] {
  return pois.flatMap((poi) => {
    const position = poiPosition(poi);
    if (!isNavigablePoi(poi) || !position) return [];
    return [{ poi, lat: position.lat, lon: position.lon }];
  });
}

const shown = (text: string) => text.trim() !== '' && text.trim() !== '-';

/** The POIs of the shown floor as pins; a click opens a popup that starts or ends a route there. */
export function ViewerPoiMarkers({
  pois,
  popupPuid,
  from,
  to,
  onOpenPopup,
  onClosePopup,
  onRouteFrom,
  onRouteTo,
}: ViewerPoiMarkersProps) {
  const markers = placed(pois);
  const popup = markers.find(({ poi }) => poi.puid === popupPuid);
  // The pins by puid: Escape in a popup gives the focus back to its pin.
  const pins = useRef(new Map<string, HTMLButtonElement>());

  return (
    <>
      {markers.map(({ poi, lat, lon }) => {
        const role: PoiMarkerRole = poi.puid === from ? 'from' : poi.puid === to ? 'to' : 'plain';
        const size =
          poi.puid === popupPuid || role !== 'plain' ? IconSizes.selectedPoi : IconSizes.poi;
        return (
          <Marker
            key={poi.puid}
            latitude={lat}
            longitude={lon}
            anchor="bottom"
            onClick={(event: MarkerEvent<MouseEvent>) => {
              // Without this the map's own click closes the popup the marker just opened.
              event.originalEvent.stopPropagation();
              onOpenPopup(poi.puid);
            }}
          >
            <button
              type="button"
              className="poi-marker"
              ref={(element) => {
                if (element) pins.current.set(poi.puid, element);
                else pins.current.delete(poi.puid);
              }}
              data-testid="viewer-poi-marker"
              data-puid={poi.puid}
              data-role={role}
              aria-label={`${poi.name}, ${poiTypeLabel(poi)}`}
              aria-haspopup="dialog"
              aria-expanded={poi.puid === popupPuid}
              title={poi.name}
            >
              <ViewerPoiPin {...size} role={role} />
            </button>
          </Marker>
        );
      })}
      {popup && (
        <Popup
          key={popup.poi.puid}
          latitude={popup.lat}
          longitude={popup.lon}
          anchor="bottom"
          offset={IconSizes.selectedPoi.height}
          maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
          onClose={onClosePopup}
        >
          {/* Escape closes the popup from any of its buttons. */}
          <div
            className="poi-popup"
            role="dialog"
            aria-label={popup.poi.name}
            data-testid="viewer-poi-popup"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              pins.current.get(popup.poi.puid)?.focus();
              onClosePopup();
            }}
          >
            <h3 className="poi-popup__name">{popup.poi.name}</h3>
            <dl className="poi-popup__fields">
              <dt>{Texts.poiType}</dt>
              <dd data-testid="viewer-poi-popup-type">{poiTypeLabel(popup.poi)}</dd>
              <dt>{Texts.poiFloor}</dt>
              <dd>{popup.poi.floor_number}</dd>
              {shown(popup.poi.description) && (
                <>
                  <dt>{Texts.poiDescription}</dt>
                  <dd>{popup.poi.description}</dd>
                </>
              )}
            </dl>
            <div className="poi-popup__actions">
              <button
                type="button"
                className="button"
                data-testid="viewer-poi-route-from"
                onClick={() => onRouteFrom(popup.poi.puid)}
              >
                {Texts.routeFromHere}
              </button>
              <button
                type="button"
                className="button"
                data-testid="viewer-poi-route-to"
                onClick={() => onRouteTo(popup.poi.puid)}
              >
                {Texts.routeToHere}
              </button>
            </div>
          </div>
        </Popup>
      )}
    </>
  );
}
