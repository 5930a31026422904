import { MapDefaults } from '@indoor/domain';
import type {
  ExpressionSpecification,
  GeoJSONSource,
  MapLayerMouseEvent,
  Map as MapLibreMapInstance,
} from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { featureClicksEnabled } from '../../editor/editor';
import { useSelectedSpaceFloors } from '../../floors/floorState';
import { pixelRatioOf } from '../../map/canvasImage';
import { beforeIdOf } from '../../map/layerOrder';
import { hitsPoiSymbol } from '../../poi-symbols/PoiSymbols';
import { WifiLayerPaint } from '../wifiLayerPaint';
import { AccessPointInfoWindow } from './AccessPointInfoWindow';
import {
  ACCESS_POINT_CLUSTER_ICON_PREFIX,
  ACCESS_POINT_ICON,
  AccessPointColours,
  drawAccessPointClusterIcon,
  drawAccessPointIcon,
} from './accessPointIcon';
import { accessPointFeatures, focusedCircles, visibleAccessPoints } from './accessPointsModel';
import { useAccessPointsStore } from './accessPointsStore';
import { useAccessPointAlerts } from './useAccessPointAlerts';
import { useShownAccessPoints } from './useShownAccessPoints';

export const ACCESS_POINTS_SOURCE = 'access-points';
export const ACCESS_POINTS_CIRCLES_SOURCE = 'access-points-uncertainty';
export const ACCESS_POINTS_ICON_LAYER = 'access-points-icons';
export const ACCESS_POINTS_CIRCLE_FILL_LAYER = 'access-points-uncertainty-fill';
export const ACCESS_POINTS_CIRCLE_LINE_LAYER = 'access-points-uncertainty-line';
export const ACCESS_POINTS_SELECTED_LAYER = 'access-points-selected';
export const ACCESS_POINTS_CLUSTER_LAYER = 'access-points-clusters';

/** Features of the clustered source that are clusters, and those that are single APs. */
const IS_CLUSTER: ExpressionSpecification = ['has', 'point_count'];
const IS_SINGLE: ExpressionSpecification = ['!', ['has', 'point_count']];

/** Adds the AP icon to the style when it lacks it (first use, and after a base-map switch). */
function ensureIcon(map: MapLibreMapInstance): void {
  if (map.hasImage(ACCESS_POINT_ICON)) return;
  const pixelRatio = pixelRatioOf();
  const image = drawAccessPointIcon(pixelRatio);
  if (image) map.addImage(ACCESS_POINT_ICON, image, { pixelRatio });
}

/** Adds a cluster's icon (its count) the first time the map asks for it. */
function ensureClusterIcon(map: MapLibreMapInstance, id: string): void {
  if (map.hasImage(id)) return;
  const pixelRatio = pixelRatioOf();
  const image = drawAccessPointClusterIcon(
    id.slice(ACCESS_POINT_CLUSTER_ICON_PREFIX.length),
    pixelRatio,
  );
  if (image) map.addImage(id, image, { pixelRatio });
}

/**
 * Installs the icons and the pointer handling of the AP layer: a click on an AP opens its info
 * window, a click on a cluster zooms in until it falls apart, the AP under the pointer is
 * hovered (its uncertainty circle drawn).
 */
function useAccessPointInteractions(): void {
  const { current } = useMap();
  const openInfo = useAccessPointsStore((state) => state.openInfo);
  const setHovered = useAccessPointsStore((state) => state.setHovered);
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    ensureIcon(map);
    const onMissing = (event: { id: string }) => {
      if (event.id === ACCESS_POINT_ICON) ensureIcon(map);
      else if (event.id.startsWith(ACCESS_POINT_CLUSTER_ICON_PREFIX)) {
        ensureClusterIcon(map, event.id);
      }
    };
    const onClick = (event: MapLayerMouseEvent) => {
      if (!featureClicksEnabled() || hitsPoiSymbol(map, event.point)) return;
      const id = event.features?.[0]?.properties?.id;
      if (typeof id === 'string') openInfo(id);
    };
    const onClusterClick = (event: MapLayerMouseEvent) => {
      if (!featureClicksEnabled() || hitsPoiSymbol(map, event.point)) return;
      const feature = event.features?.[0];
      const clusterId = feature?.properties?.cluster_id;
      const source = map.getSource<GeoJSONSource>(ACCESS_POINTS_SOURCE);
      if (typeof clusterId !== 'number' || !source || feature?.geometry.type !== 'Point') return;
      const [lon, lat] = feature.geometry.coordinates as [number, number];
      source
        .getClusterExpansionZoom(clusterId)
        .then((zoom) => map.easeTo({ center: [lon, lat], zoom }))
        .catch(() => undefined);
    };
    const onMove = (event: MapLayerMouseEvent) => {
      map.getCanvas().style.cursor = 'pointer';
      const id = event.features?.[0]?.properties?.id;
      setHovered(typeof id === 'string' ? id : null);
    };
    const onEnter = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
      setHovered(null);
    };
    map.on('styleimagemissing', onMissing);
    map.on('click', ACCESS_POINTS_ICON_LAYER, onClick);
    map.on('click', ACCESS_POINTS_CLUSTER_LAYER, onClusterClick);
    map.on('mousemove', ACCESS_POINTS_ICON_LAYER, onMove);
    map.on('mouseleave', ACCESS_POINTS_ICON_LAYER, onLeave);
    map.on('mouseenter', ACCESS_POINTS_CLUSTER_LAYER, onEnter);
    map.on('mouseleave', ACCESS_POINTS_CLUSTER_LAYER, onLeave);
    return () => {
      map.off('styleimagemissing', onMissing);
      map.off('click', ACCESS_POINTS_ICON_LAYER, onClick);
      map.off('click', ACCESS_POINTS_CLUSTER_LAYER, onClusterClick);
      map.off('mousemove', ACCESS_POINTS_ICON_LAYER, onMove);
      map.off('mouseleave', ACCESS_POINTS_ICON_LAYER, onLeave);
      map.off('mouseenter', ACCESS_POINTS_CLUSTER_LAYER, onEnter);
      map.off('mouseleave', ACCESS_POINTS_CLUSTER_LAYER, onLeave);
    };
  }, [current, openInfo, setHovered]);
}

/**
 * The "Estimated Wi-Fi AP Position" layer of the main map (docs/wifi-layers.md#access-point-layer):
 * a 40 x 40 icon at each estimated AP of the selected floor that the filter leaves shown, gathered
 * into numbered clusters below the maximum zoom, the uncertainty circle (metres) of the open and
 * the hovered AP, and the info window of the clicked AP.
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
  const hoveredAp = useAccessPointsStore((state) => state.hoveredAp);
  const openInfo = useAccessPointsStore((state) => state.openInfo);
  const resetForFloor = useAccessPointsStore((state) => state.resetForFloor);

  // The filter and the info window belong to one floor of one building.
  const floorKey = `${buid}/${selectedFloorNumber}`;
  const previousFloor = useRef(floorKey);
  useEffect(() => {
    if (previousFloor.current === floorKey) return;
    previousFloor.current = floorKey;
    resetForFloor();
  }, [floorKey, resetForFloor]);

  const accessPoints = verdict?.kind === 'shown' ? verdict.accessPoints : [];
  const visible = useMemo(
    () => visibleAccessPoints(accessPoints, filterBy, manufacturers, new Set(hidden)),
    [accessPoints, filterBy, manufacturers, hidden],
  );
  const features = useMemo(() => accessPointFeatures(visible), [visible]);
  const circles = useMemo(
    () => focusedCircles(features.circles, [openAp, hoveredAp]),
    [features.circles, openAp, hoveredAp],
  );
  const open = visible.find((ap) => ap.AP === openAp);

  if (!shown || !buid || selectedFloorNumber === null) return null;
  const beforeId = beforeIdOf('access-points');
  const size = WifiLayerPaint.apIconSize;
  return (
    <>
      <Source id={ACCESS_POINTS_CIRCLES_SOURCE} type="geojson" data={circles}>
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
      <Source
        id={ACCESS_POINTS_SOURCE}
        type="geojson"
        data={features.icons}
        cluster
        maxzoom={MapDefaults.maxZoom}
        clusterMaxZoom={MapDefaults.maxZoom - 1}
        clusterRadius={WifiLayerPaint.apClusterRadiusPx}
      >
        <Layer
          id={ACCESS_POINTS_CLUSTER_LAYER}
          beforeId={beforeId}
          type="symbol"
          filter={IS_CLUSTER}
          layout={{
            'icon-image': [
              'concat',
              ACCESS_POINT_CLUSTER_ICON_PREFIX,
              ['get', 'point_count_abbreviated'],
            ],
            'icon-allow-overlap': true,
            'icon-ignore-placement': true,
          }}
        />
        <Layer
          id={ACCESS_POINTS_SELECTED_LAYER}
          beforeId={beforeId}
          type="circle"
          filter={['all', IS_SINGLE, ['==', ['get', 'id'], openAp ?? '']]}
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
          filter={IS_SINGLE}
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
