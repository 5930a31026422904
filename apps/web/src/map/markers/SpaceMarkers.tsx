import { IconSizes, MapDefaults, type Space } from '@indoor/domain';
import { Marker, type MarkerEvent, Popup } from 'react-map-gl/maplibre';
import { useSelectionStore } from '../../state/selection';
import { SpaceIcon } from './icons';
import { spacePosition } from './spacePosition';

interface SpaceMarkersProps {
  spaces: readonly Space[];
  iconSize?: { width: number; height: number };
}

const SPACE_TYPE_LABEL = { building: 'Building', vessel: 'Vessel' } as const;

/** One marker per space with a valid position; clicking one selects it and opens its popup. */
export function SpaceMarkers({ spaces, iconSize = IconSizes.buildingMarker }: SpaceMarkersProps) {
  const selectedBuid = useSelectionStore((state) => state.selectedBuid);
  const popupBuid = useSelectionStore((state) => state.popupBuid);
  const selectSpace = useSelectionStore((state) => state.selectSpace);
  const closePopup = useSelectionStore((state) => state.closePopup);

  const placed = spaces.flatMap((space) => {
    const position = spacePosition(space);
    return position ? [{ space, position }] : [];
  });
  const popup = placed.find(({ space }) => space.buid === popupBuid);

  return (
    <>
      {placed.map(({ space, position }) => (
        <Marker
          key={space.buid}
          latitude={position.lat}
          longitude={position.lon}
          anchor="bottom"
          onClick={(event: MarkerEvent<MouseEvent>) => {
            // Without this the map's own click closes the popup the marker just opened.
            event.originalEvent.stopPropagation();
            selectSpace(space.buid);
          }}
        >
          <button
            type="button"
            className={`space-marker${space.buid === selectedBuid ? ' space-marker--selected' : ''}`}
            data-testid="building-marker"
            data-buid={space.buid}
            aria-label={`${SPACE_TYPE_LABEL[space.space_type]} ${space.name}`}
            title={space.name}
          >
            <SpaceIcon spaceType={space.space_type} {...iconSize} />
          </button>
        </Marker>
      ))}
      {popup && (
        <Popup
          key={popup.space.buid}
          latitude={popup.position.lat}
          longitude={popup.position.lon}
          anchor="bottom"
          offset={iconSize.height}
          maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
          onClose={closePopup}
        >
          <div className="space-popup" data-testid="building-popup">
            <h3 className="space-popup__name">{popup.space.name}</h3>
            <dl className="space-popup__fields">
              <dt>ID</dt>
              <dd>
                <code>{popup.space.buid}</code>
              </dd>
              <dt>Description</dt>
              <dd>{popup.space.description}</dd>
            </dl>
          </div>
        </Popup>
      )}
    </>
  );
}
