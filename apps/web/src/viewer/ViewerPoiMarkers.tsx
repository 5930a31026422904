import {
  MapDefaults,
  type Poi,
  PoiSymbolMessages,
  poiPosition,
  ViewerNavigationMessages as Texts,
} from '@indoor/domain';
import { useMemo } from 'react';
import { Popup } from 'react-map-gl/maplibre';
import { IconSizes } from '../map/iconSizes';
import { PoiSymbols } from '../poi-symbols/PoiSymbols';
import { isNavigablePoi, poiTypeLabel } from './navigationModel';

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

const shown = (text: string) => text.trim() !== '' && text.trim() !== '-';

const describePoi = (poi: Poi) => PoiSymbolMessages.poiButton(poi.name, poiTypeLabel(poi));

/** The keyboard's button of a POI (the map draws the POI itself on its canvas). */
const keyButtonOf = (puid: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('[data-testid^="poi-key-"]')].find(
    (button) => button.dataset.testid === `poi-key-${puid}`,
  );

/**
 * The POIs of the shown floor as type icons with their names from close zoom; a click
 * opens a popup that starts or ends a route there.
 */
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
  const navigable = useMemo(() => pois.filter(isNavigablePoi), [pois]);
  const popup = navigable.find((poi) => poi.puid === popupPuid);
  const position = popup ? poiPosition(popup) : null;
  const highlighted = useMemo(() => new Set(popupPuid ? [popupPuid] : []), [popupPuid]);

  return (
    <>
      <PoiSymbols
        pois={navigable}
        highlighted={highlighted}
        from={from}
        to={to}
        onActivate={(poi) => onOpenPopup(poi.puid)}
        onMapClick={onClosePopup}
        describe={describePoi}
      />
      {popup && position && (
        <Popup
          key={popup.puid}
          latitude={position.lat}
          longitude={position.lon}
          anchor="bottom"
          offset={IconSizes.selectedPoi.height}
          maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
          closeOnClick={false}
          onClose={onClosePopup}
        >
          {/* Escape closes the popup from any of its buttons. */}
          <div
            className="poi-popup"
            role="dialog"
            aria-label={popup.name}
            data-testid="viewer-poi-popup"
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              keyButtonOf(popup.puid)?.focus();
              onClosePopup();
            }}
          >
            <h3 className="poi-popup__name">{popup.name}</h3>
            <dl className="poi-popup__fields">
              <dt>{Texts.poiType}</dt>
              <dd data-testid="viewer-poi-popup-type">{poiTypeLabel(popup)}</dd>
              <dt>{Texts.poiFloor}</dt>
              <dd>{popup.floor_number}</dd>
              {shown(popup.description) && (
                <>
                  <dt>{Texts.poiDescription}</dt>
                  <dd>{popup.description}</dd>
                </>
              )}
            </dl>
            <div className="poi-popup__actions">
              <button
                type="button"
                className="button"
                data-testid="viewer-poi-route-from"
                onClick={() => onRouteFrom(popup.puid)}
              >
                {Texts.routeFromHere}
              </button>
              <button
                type="button"
                className="button"
                data-testid="viewer-poi-route-to"
                onClick={() => onRouteTo(popup.puid)}
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
