import {
  type LatLng,
  MapDefaults,
  type Space,
  SpaceUiMessages,
  spacePosition,
  undash,
} from '@indoor/domain';
import { useState } from 'react';
import { Marker, type MarkerDragEvent, type MarkerEvent, Popup } from 'react-map-gl/maplibre';
import { IconSizes } from '../map/iconSizes';
import { fromLngLat } from '../map/lngLat';
import { SpaceIcon } from '../map/markers/icons';

export const SPACE_TYPE_LABEL = SpaceUiMessages.spaceTypeLabels;

interface SpaceMarkersProps {
  spaces: readonly Space[];
  selectedBuid: string | null;
  popupBuid: string | null;
  onSelect: (space: Space) => void;
  onClosePopup: () => void;
  iconSize?: { width: number; height: number };
  /** The one space whose marker may be dragged (the edit tab's selected space). */
  draggableBuid?: string | null;
  /**
   * A dragged marker was dropped. It stays there until `spaces` brings the saved position;
   * when the returned promise rejects it goes back to where `spaces` has it.
   */
  onMove?: (space: Space, position: LatLng) => Promise<unknown>;
  /**
   * The spaces whose floor plan the map draws, and where their marker goes instead: a small
   * label at the plan's edge (docs/map-and-editor.md#building-markers). A draggable marker
   * stays a pin, since dropping it moves the space.
   */
  planLabels?: ReadonlyMap<string, LatLng>;
}

const noPlanLabels: ReadonlyMap<string, LatLng> = new Map();

/**
 * One marker per space with a valid position; clicking one selects it and opens its popup.
 * A space whose plan is drawn has a small label at the plan's edge instead of its pin.
 */
export function SpaceMarkers({
  spaces,
  selectedBuid,
  popupBuid,
  onSelect,
  onClosePopup,
  iconSize = IconSizes.buildingMarker,
  draggableBuid = null,
  onMove,
  planLabels = noPlanLabels,
}: SpaceMarkersProps) {
  // Where a dragged marker was dropped, until the saved position arrives with `spaces`;
  // without it the marker would jump back while the update is on its way.
  const [dropped, setDropped] = useState<{ space: Space; position: LatLng } | null>(null);
  const stillDropped = dropped && spaces.includes(dropped.space) ? dropped : null;

  const placed = spaces.flatMap((space) => {
    const label = space.buid === draggableBuid ? undefined : planLabels.get(space.buid);
    if (label) return [{ space, position: label, compact: true }];
    const position =
      stillDropped?.space.buid === space.buid ? stillDropped.position : spacePosition(space);
    return position ? [{ space, position, compact: false }] : [];
  });
  const popup = placed.find(({ space }) => space.buid === popupBuid);

  return (
    <>
      {placed.map(({ space, position, compact }) => {
        const draggable = space.buid === draggableBuid;
        const select = (event: MarkerEvent<MouseEvent>) => {
          // Without this the map's own click closes the popup the marker just opened.
          event.originalEvent.stopPropagation();
          onSelect(space);
        };
        if (compact)
          return (
            <Marker
              key={space.buid}
              latitude={position.lat}
              longitude={position.lon}
              anchor="bottom"
              onClick={select}
            >
              <button
                type="button"
                className={[
                  'space-marker',
                  'space-marker--label',
                  space.buid === selectedBuid ? 'space-marker--selected' : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
                data-testid="building-marker"
                data-buid={space.buid}
                data-compact="true"
                aria-label={`${SPACE_TYPE_LABEL[space.space_type]} ${space.name}`}
                title={space.name}
              >
                <SpaceIcon spaceType={space.space_type} {...IconSizes.buildingLabelIcon} />
                <span className="space-marker__name">{space.name}</span>
              </button>
            </Marker>
          );
        return (
          <Marker
            key={space.buid}
            latitude={position.lat}
            longitude={position.lon}
            anchor="bottom"
            draggable={draggable}
            onClick={select}
            onDragStart={onClosePopup}
            onDragEnd={(event: MarkerDragEvent) => {
              const moved = fromLngLat(event.lngLat);
              const drop = { space, position: moved };
              setDropped(drop);
              onMove?.(space, moved).catch(() =>
                setDropped((current) => (current === drop ? null : current)),
              );
            }}
          >
            <button
              type="button"
              className={[
                'space-marker',
                space.buid === selectedBuid ? 'space-marker--selected' : '',
                draggable ? 'space-marker--draggable' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              data-testid="building-marker"
              data-buid={space.buid}
              data-draggable={draggable}
              aria-label={`${SPACE_TYPE_LABEL[space.space_type]} ${space.name}`}
              title={draggable ? SpaceUiMessages.dragToMove(space.name) : space.name}
            >
              <SpaceIcon spaceType={space.space_type} {...iconSize} />
            </button>
          </Marker>
        );
      })}
      {popup && (
        <Popup
          key={popup.space.buid}
          latitude={popup.position.lat}
          longitude={popup.position.lon}
          anchor="bottom"
          offset={popup.compact ? IconSizes.buildingLabelIcon.height + 8 : iconSize.height}
          maxWidth={`${MapDefaults.infoWindowMaxWidth}px`}
          onClose={onClosePopup}
        >
          <div className="space-popup" data-testid="building-popup">
            <h3 className="space-popup__name">{popup.space.name}</h3>
            <dl className="space-popup__fields">
              <dt>{SpaceUiMessages.idLabel}</dt>
              <dd>
                <code>{popup.space.buid}</code>
              </dd>
              {undash(popup.space.description) !== '' && (
                <>
                  <dt>{SpaceUiMessages.descriptionLabel}</dt>
                  <dd>{undash(popup.space.description)}</dd>
                </>
              )}
            </dl>
          </div>
        </Popup>
      )}
    </>
  );
}
