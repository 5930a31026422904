import type { MapLayerMouseEvent, Map as MapLibreMapInstance } from 'maplibre-gl';
import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { featureClicksEnabled } from '../../editor/editor';
import { useSelectedSpaceFloors } from '../../floors/floorState';
import { beforeIdOf } from '../../map/layerOrder';
import { hitsPoiSymbol } from '../../poi-symbols/PoiSymbols';
import { WifiLayerPaint } from '../wifiLayerPaint';
import { AccessPointInfoWindow } from './AccessPointInfoWindow';
import { ACCESS_POINT_ICON, AccessPointColours, drawAccessPointIcon } from './accessPointIcon';
import { accessPointFeatures, visibleAccessPoints } from './accessPointsModel';
import { useAccessPointsStore } from './accessPointsStore';
import { useAccessPointAlerts } from './useAccessPointAlerts';
import { useShownAccessPoints } from './useShownAccessPoints';

export const ACCESS_POINTS_SOURCE = 'access-points';
export const ACCESS_POINTS_CIRCLES_SOURCE = 'access-points-uncertainty';
export const ACCESS_POINTS_ICON_LAYER = 'access-points-icons';
export const ACCESS_POINTS_CIRCLE_FILL_LAYER = 'access-points-uncertainty-fill';
export const ACCESS_POINTS_CIRCLE_LINE_LAYER = 'access-points-uncertainty-line';
export const ACCESS_POINTS_SELECTED_LAYER = 'access-points-selected';

/** Adds the AP icon to the style when it lacks it (first use, and after a base-map switch). */
function ensureIcon(map: MapLibreMapInstance): void {
  if (map.hasImage(ACCESS_POINT_ICON)) return;
  const pixelRatio = Math.max(1, Math.ceil(window.devicePixelRatio || 1));
  const image = drawAccessPointIcon(pixelRatio);
  if (image) map.addImage(ACCESS_POINT_ICON, image, { pixelRatio });
}

/** Installs the icon and the click handling of the AP icons on the map. */
function useAccessPointInteractions(): void {
  const { current } = useMap();
  const openInfo = useAccessPointsStore((state) => state.openInfo);
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    ensureIcon(map);
    const onMissing = (event: { id: string }) => {
      if (event.id === ACCESS_POINT_ICON) ensureIcon(map);
    };
    const onClick = (event: MapLayerMouseEvent) => {
      if (!featureClicksEnabled() || hitsPoiSymbol(map, event.point)) return;
      const id = event.features?.[0]?.properties?.id;
      if (typeof id === 'string') openInfo(id);
    };
    const onEnter = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
    };
    map.on('styleimagemissing', onMissing);
    map.on('click', ACCESS_POINTS_ICON_LAYER, onClick);
    map.on('mouseenter', ACCESS_POINTS_ICON_LAYER, onEnter);
    map.on('mouseleave', ACCESS_POINTS_ICON_LAYER, onLeave);
    return () => {
      map.off('styleimagemissing', onMissing);
      map.off('click', ACCESS_POINTS_ICON_LAYER, onClick);
      map.off('mouseenter', ACCESS_POINTS_ICON_LAYER, onEnter);
      map.off('mouseleave', ACCESS_POINTS_ICON_LAYER, onLeave);
    };
  }, [current, openInfo]);
}

/**
 * The "Estimated Wi-Fi AP Position" layer of the main map (docs/wifi-layers.md#access-point-layer):
 * a 40 x 40 icon at each estimated AP of the selected floor that the filter leaves shown, its
 * uncertainty as a faint circle in metres, and the info window of the clicked AP.
 */
export function AccessPointsLayer() {
  useAccessPointInteractions();
  useAccessPointAlerts();
  const { buid, selectedFloorNumber } = useSelectedSpaceFloors();
  const { verdict, manufacturers } = useShownAccessPoints();
  const shown = useAccessPointsStore((state) => state.shown);
  const filterBy = useAccessPointsStore((state) => state.filterBy);
  const hidden = useAccessPointsStore((state) => state.hidden);
  const openAp = useAccessPointsStore((state) => state.openAp);
  const openInfo = useAccessPointsStore((state) => state.openInfo);

  // An info window belongs to one floor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the floor changes
  useEffect(() => {
    openInfo(null);
  }, [buid, selectedFloorNumber]);

  const accessPoints = verdict?.kind === 'shown' ? verdict.accessPoints : [];
  const visible = useMemo(
    () => visibleAccessPoints(accessPoints, filterBy, manufacturers, new Set(hidden)),
    [accessPoints, filterBy, manufacturers, hidden],
  );
  const features = useMemo(() => accessPointFeatures(visible), [visible]);
  const open = visible.find((ap) => ap.AP === openAp);

  if (!shown || !buid || selectedFloorNumber === null) return null;
  const beforeId = beforeIdOf('access-points');
  const size = WifiLayerPaint.apIconSize;
  return (
    <>
      <Source id={ACCESS_POINTS_CIRCLES_SOURCE} type="geojson" data={features.circles}>
        <Layer
          id={ACCESS_POINTS_CIRCLE_FILL_LAYER}
          beforeId={beforeId}
          type="fill"
          paint={{
            'fill-color': AccessPointColours.circleFill,
            'fill-opacity': AccessPointColours.circleFillOpacity,
          }}
        />
        <Layer
          id={ACCESS_POINTS_CIRCLE_LINE_LAYER}
          beforeId={beforeId}
          type="line"
          paint={{
            'line-color': AccessPointColours.circleLine,
            'line-opacity': AccessPointColours.circleLineOpacity,
            'line-width': 1,
          }}
        />
      </Source>
      <Source id={ACCESS_POINTS_SOURCE} type="geojson" data={features.icons}>
        <Layer
          id={ACCESS_POINTS_SELECTED_LAYER}
          beforeId={beforeId}
          type="circle"
          filter={['==', ['get', 'id'], openAp ?? '']}
          paint={{
            'circle-radius': size / 2 + 3,
            'circle-color': AccessPointColours.selected,
            'circle-opacity': 0.9,
          }}
        />
        <Layer
          id={ACCESS_POINTS_ICON_LAYER}
          beforeId={beforeId}
          type="symbol"
          layout={{
            'icon-image': ACCESS_POINT_ICON,
            'icon-allow-overlap': true,
            'icon-ignore-placement': true,
          }}
        />
      </Source>
      {open && (
        <AccessPointInfoWindow
          accessPoint={open}
          manufacturers={manufacturers}
          onClose={() => openInfo(null)}
        />
      )}
    </>
  );
}
