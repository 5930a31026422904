import { IconSizes, type Poi, poiPosition } from '@indoor/domain';
import { Marker, type MarkerDragEvent } from 'react-map-gl/maplibre';
import { isConnector } from './poiForm';
import { ConnectorIcon, PoiPinIcon } from './poiIcons';

interface PoiMarkersProps {
  pois: readonly Poi[];
  /** The POI whose info window is open, or that edge mode picked first: drawn enlarged. */
  highlighted: ReadonlySet<string>;
  draggable: boolean;
  onActivate: (poi: Poi) => void;
  onMoved: (poi: Poi, lat: number, lon: number) => void;
}

/**
 * The POIs of the selected floor (SPEC section 9 sizes: POI 21x32, selected 31x48,
 * connector 21x21, selected 41x41). A click or Enter activates a marker (info window, or
 * a pick in edge mode); dragging one saves its new position.
 */
export function PoiMarkers({ pois, highlighted, draggable, onActivate, onMoved }: PoiMarkersProps) {
  return (
    <>
      {pois.map((poi) => {
        const position = poiPosition(poi);
        if (!position) return null;
        const { lat, lon } = position;
        const connector = isConnector(poi);
        const big = highlighted.has(poi.puid);
        const size = connector
          ? big
            ? IconSizes.selectedConnector
            : IconSizes.connector
          : big
            ? IconSizes.selectedPoi
            : IconSizes.poi;
        return (
          <Marker
            key={poi.puid}
            latitude={lat}
            longitude={lon}
            anchor={connector ? 'center' : 'bottom'}
            draggable={draggable}
            onClick={(event) => {
              // The map underneath must not take the click as well.
              event.originalEvent.stopPropagation();
              onActivate(poi);
            }}
            onDragEnd={(event: MarkerDragEvent) => onMoved(poi, event.lngLat.lat, event.lngLat.lng)}
          >
            <button
              type="button"
              className="poi-marker"
              aria-label={connector ? `Connector ${poi.puid}` : poi.name}
              aria-pressed={big}
              title={connector ? 'Connector' : `${poi.name} (${poi.pois_type})`}
              data-testid={`poi-marker-${poi.puid}`}
              data-poi-name={poi.name}
              data-highlighted={big}
            >
              {connector ? (
                <ConnectorIcon {...size} />
              ) : (
                <PoiPinIcon {...size} entrance={poi.is_building_entrance === 'true'} />
              )}
            </button>
          </Marker>
        );
      })}
    </>
  );
}
