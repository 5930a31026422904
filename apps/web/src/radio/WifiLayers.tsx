import {
  AlertLevel,
  FetchMessages,
  type FingerprintLocation,
  type FingerprintPoint,
  heatmapWeightCap,
  type LatLngRectangle,
  LayerMessages,
  wirePointPosition,
} from '@indoor/domain';
import type { FeatureCollection, Point, Polygon } from 'geojson';
import type { MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { errorMessage } from '../api/client';
import { featureClicksEnabled } from '../editor/editor';
import { floorPlanCorners, useSelectedSpaceFloors } from '../floors/floorState';
import { IconSizes } from '../map/iconSizes';
import { beforeIdOf } from '../map/layerOrder';
import { hitsPoiSymbol } from '../poi-symbols/PoiSymbols';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import {
  atMaxZoom,
  colourCounts,
  coveragePointsOnPlan,
  coverageSquares,
  type ZoomLevel,
  zoomLevel,
} from './coverage';
import { drawnBox } from './deleteRectangleMachine';
import { setShownFingerprints, useDeleteRectangleStore } from './deleteRectangleMode';
import { FingerprintInfoWindow } from './FingerprintInfoWindow';
import { useBaseMapZoomRule } from './useBaseMapZoomRule';
import { useFloorScopedTimeRange } from './useFloorScopedTimeRange';
import { WifiLayerPaint } from './wifiLayerPaint';
import {
  markCoverageDrawn,
  notMappedText,
  reapplyStoredChoices,
  setColourCounts,
  turnOffForFloor,
  useWifiLayerStore,
  type WifiLayerId,
} from './wifiLayerStore';
import {
  tilesCovering,
  useCoverage,
  useCoverageTiles,
  useFingerprintGrid,
  useFingerprintTiles,
} from './wifiQueries';

export const COVERAGE_LAYER = 'wifi-coverage-squares';
export const FINGERPRINT_HEATMAP_LAYER = 'wifi-fingerprint-heatmap';
export const FINGERPRINT_MARKERS_LAYER = 'wifi-fingerprint-markers';
export const DELETE_RECTANGLE_LAYER = 'wifi-delete-rectangle-fill';

interface View {
  zoom: number;
  bounds: LatLngRectangle;
}

/** The map's zoom and visible bounds, updated when a move ends. */
function useMapView(): View | null {
  const { current } = useMap();
  const [view, setView] = useState<View | null>(null);
  useEffect(() => {
    if (!current) return;
    const map = current.getMap();
    const read = () => {
      const b = map.getBounds();
      setView({
        zoom: map.getZoom(),
        bounds: {
          sw: { lat: b.getSouth(), lon: b.getWest() },
          ne: { lat: b.getNorth(), lon: b.getEast() },
        },
      });
    };
    read();
    map.on('moveend', read);
    return () => {
      map.off('moveend', read);
    };
  }, [current]);
  return view;
}

/** The key of a scan location: what a clicked marker names. */
export const locationKey = (point: { x: number; y: number }): string => `${point.x}|${point.y}`;

/** Points as GeoJSON ([lon, lat]) with their measurement count and location key. */
function pointFeatures(points: readonly FingerprintPoint[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: points.map((point) => {
      const { lat, lon } = wirePointPosition(point);
      return {
        type: 'Feature',
        properties: { count: point.count, scans: point.scans, key: locationKey(point) },
        geometry: { type: 'Point', coordinates: [lon, lat] },
      };
    }),
  };
}

function boxFeature(box: LatLngRectangle): FeatureCollection<Polygon> {
  const [south, west, north, east] = [box.sw.lat, box.sw.lon, box.ne.lat, box.ne.lon];
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [west, south],
              [east, south],
              [east, north],
              [west, north],
              [west, south],
            ],
          ],
        },
      },
    ],
  };
}

/**
 * Clicks on the fingerprint markers (while no mode takes the map's clicks) name the clicked
 * scan location; the pointer shows they can be clicked.
 */
function useMarkerClicks(onMarker: (key: string) => void): void {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const onClick = (event: MapLayerMouseEvent) => {
      // A POI drawn over the marker takes the click.
      if (!featureClicksEnabled() || hitsPoiSymbol(map, event.point)) return;
      const key = event.features?.[0]?.properties?.key;
      if (typeof key === 'string') onMarker(key);
    };
    const onEnter = () => {
      if (featureClicksEnabled()) map.getCanvas().style.cursor = 'pointer';
    };
    const onLeave = () => {
      map.getCanvas().style.cursor = '';
    };
    map.on('click', FINGERPRINT_MARKERS_LAYER, onClick);
    map.on('mouseenter', FINGERPRINT_MARKERS_LAYER, onEnter);
    map.on('mouseleave', FINGERPRINT_MARKERS_LAYER, onLeave);
    return () => {
      map.off('click', FINGERPRINT_MARKERS_LAYER, onClick);
      map.off('mouseenter', FINGERPRINT_MARKERS_LAYER, onEnter);
      map.off('mouseleave', FINGERPRINT_MARKERS_LAYER, onLeave);
    };
  }, [current, onMarker]);
}

/** An empty answer turns the layer off with its text, once per answer. */
function useEmptyTurnsOff(empty: boolean, onEmpty: () => void, key: string): void {
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!empty) {
      reported.current = null;
      return;
    }
    if (reported.current === key) return;
    reported.current = key;
    onEmpty();
  }, [empty, key, onEmpty]);
}

const COVERAGE_MODES: readonly WifiLayerId[] = ['coverage', 'coverageTime'];
const FINGERPRINT_MODES: readonly WifiLayerId[] = ['fingerprints', 'fingerprintsTime'];

/** A failed layer request: the server's warning, and the layer's modes off. */
function useFailureTurnsOff(error: Error | null, ids: readonly WifiLayerId[]): void {
  useEffect(() => {
    if (!error) return;
    showAlert({
      level: AlertLevel.warning,
      text: errorMessage(error, FetchMessages.fingerprints),
    });
    for (const id of ids) turnOffForFloor(id);
  }, [error, ids]);
}

/**
 * The wifi layers of the selected floor (docs/wifi-layers.md#layer-toggles): coverage squares, the
 * fingerprint heatmap below the maximum zoom and the fingerprint markers at it, and the
 * delete rectangle. All are MapLibre layers of GeoJSON sources, placed by the layer order.
 */
export function WifiLayers() {
  const { buid, selectedFloorNumber: floor, selectedFloor } = useSelectedSpaceFloors();
  const floorReady = selectedFloor !== null;
  const layers = useWifiLayerStore();
  const view = useMapView();
  const zoom = view?.zoom ?? 0;
  const level: ZoomLevel = zoomLevel(zoom);
  const maxZoom = atMaxZoom(zoom);

  // A time range belongs to one floor (before the stored choices a new building re-applies).
  useFloorScopedTimeRange(buid, floor);
  // A building chosen re-applies the stored choices.
  const previousBuid = useRef(buid);
  useEffect(() => {
    if (previousBuid.current !== buid && buid !== null) reapplyStoredChoices();
    previousBuid.current = buid;
  }, [buid]);

  const coverageOn = floorReady && (layers.coverage || layers.coverageTime);
  const coverageRange = layers.coverageTime ? layers.range : null;
  // Levels 1 and 2 come for the whole floor; level 3 tile by tile for the visible tiles,
  // while the level-1 answer of the whole floor says whether the floor is mapped at all.
  const coverageByTile = level === 3;
  const coverage = useCoverage(buid, floor, coverageByTile ? 1 : level, coverageRange, coverageOn);
  const coverageTiles = useMemo(
    () => (coverageOn && coverageByTile && view ? tilesCovering(view.bounds) : []),
    [coverageOn, coverageByTile, view],
  );
  const tileCoverage = useCoverageTiles(buid, floor, coverageTiles, coverageRange);
  // Squares are cut to the floor's plan (its placed corners); drawn whole without a plan.
  const planCorners = selectedFloor ? floorPlanCorners(selectedFloor) : null;
  const planKey = JSON.stringify(planCorners);
  const answeredPoints = coverageByTile ? tileCoverage.points : coverage.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: planKey stands for planCorners' value
  const coveragePoints = useMemo(
    () =>
      answeredPoints ? coveragePointsOnPlan(answeredPoints, level, planCorners) : answeredPoints,
    [answeredPoints, level, planKey],
  );

  const fingerprintsOn = floorReady && (layers.fingerprints || layers.fingerprintsTime);
  const fingerprintRange = layers.fingerprintsTime ? layers.range : null;
  // Below the maximum zoom the heatmap's grid; at it the markers come by tile, and the
  // whole floor's level-1 grid (small, cached) still says whether the floor is mapped.
  const grid = useFingerprintGrid(
    buid,
    floor,
    maxZoom ? 1 : level,
    fingerprintRange,
    fingerprintsOn,
  );
  const tiles = useMemo(
    () => (fingerprintsOn && maxZoom && view ? tilesCovering(view.bounds) : []),
    [fingerprintsOn, maxZoom, view],
  );
  const markers = useFingerprintTiles(buid, floor, tiles, fingerprintRange);
  useBaseMapZoomRule(view ? view.zoom : null, fingerprintsOn && maxZoom);
  // The reset link toggles the time modes off and on: their layers are drawn anew. Each
  // Source gets a key of its own (React matches keyed siblings by key, whatever their slot).
  const coverageKey = `coverage-${layers.coverageTime ? layers.timeRedraws : 0}`;
  const fingerprintKey = `fingerprints-${layers.fingerprintsTime ? layers.timeRedraws : 0}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: planKey stands for planCorners' value
  const squares = useMemo(
    () => coverageSquares(coveragePoints ?? [], level, layers.hiddenColours, planCorners),
    [coveragePoints, level, layers.hiddenColours, planKey],
  );
  useEffect(() => {
    if (coverageOn && coveragePoints && coveragePoints.length > 0) markCoverageDrawn();
    setColourCounts(coverageOn && coveragePoints ? colourCounts(coveragePoints) : null);
  }, [coverageOn, coveragePoints]);

  const floorKey = `${buid}/${floor}`;
  useEmptyTurnsOff(
    coverageOn && coverage.data?.length === 0,
    () => {
      if (coverageRange) {
        showAlert({ level: AlertLevel.warning, text: LayerMessages.noFingerprintsInPeriod });
        return;
      }
      showAlert({ level: AlertLevel.warning, text: notMappedText(LayerMessages.notWifiMapped) });
      turnOffForFloor('coverage');
      turnOffForFloor('coverageTime');
    },
    `${floorKey}/${level}/${coverageRange?.from}/${coverageRange?.to}/${coverageKey}`,
  );
  useEmptyTurnsOff(
    fingerprintsOn && grid.data?.length === 0,
    () => {
      if (fingerprintRange) {
        showAlert({ level: AlertLevel.warning, text: LayerMessages.noFingerprintsInPeriod });
        return;
      }
      showAlert({
        level: AlertLevel.warning,
        text: notMappedText(LayerMessages.notFingerprintMappedLong),
      });
      turnOffForFloor('fingerprints');
      turnOffForFloor('fingerprintsTime');
    },
    `${floorKey}/${fingerprintRange?.from}/${fingerprintRange?.to}/${fingerprintKey}`,
  );

  // A failed answer shows the server's text (auto-hiding) and turns the mode off.
  useFailureTurnsOff(coverageOn ? coverage.error : null, COVERAGE_MODES);
  useFailureTurnsOff(coverageOn && coverageByTile ? tileCoverage.error : null, COVERAGE_MODES);
  useFailureTurnsOff(fingerprintsOn ? grid.error : null, FINGERPRINT_MODES);
  useFailureTurnsOff(fingerprintsOn && maxZoom ? markers.error : null, FINGERPRINT_MODES);

  // What a delete rectangle can hold: the markers at the maximum zoom, else the heatmap points.
  const shown = useMemo(
    () => (!fingerprintsOn ? [] : maxZoom ? markers.points : (grid.data ?? [])),
    [fingerprintsOn, maxZoom, markers.points, grid.data],
  );
  useEffect(() => setShownFingerprints(shown), [shown]);

  const heatmapData = useMemo(
    () => pointFeatures(maxZoom ? [] : (grid.data ?? [])),
    [maxZoom, grid.data],
  );
  // Full weight from the floor's own 95th percentile up: one dense spot does not fade the rest.
  const heaviest = useMemo(
    () => heatmapWeightCap((grid.data ?? []).map((point) => point.count)),
    [grid.data],
  );
  // Markers are cleared when the map leaves the maximum zoom
  // (docs/wifi-layers.md#fingerprints-layer).
  const markerData = useMemo(
    () => pointFeatures(maxZoom ? markers.points : []),
    [maxZoom, markers.points],
  );

  // The info window of a clicked marker, while its marker is drawn.
  const [openMarker, setOpenMarker] = useState<string | null>(null);
  useMarkerClicks(setOpenMarker);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an info window belongs to one floor
  useEffect(() => setOpenMarker(null), [buid, floor]);
  const openLocation: FingerprintLocation | undefined =
    fingerprintsOn && maxZoom && openMarker !== null
      ? markers.points.find((point) => locationKey(point) === openMarker)
      : undefined;

  const rectangle = useDeleteRectangleStore((state) => state.rectangle);
  const box = drawnBox(rectangle);

  return (
    <>
      {coverageOn && (
        <Source key={`${coverageKey}-squares`} id="wifi-coverage" type="geojson" data={squares}>
          <Layer
            id={COVERAGE_LAYER}
            type="fill"
            beforeId={beforeIdOf('wifi-coverage')}
            paint={{
              'fill-color': ['get', 'fill'],
              'fill-opacity': WifiLayerPaint.coverageOpacity,
            }}
          />
        </Source>
      )}
      {fingerprintsOn && !maxZoom && (
        <Source
          key={`${fingerprintKey}-grid`}
          id="wifi-fingerprint-grid"
          type="geojson"
          data={heatmapData}
        >
          <Layer
            id={FINGERPRINT_HEATMAP_LAYER}
            type="heatmap"
            beforeId={beforeIdOf('wifi-fingerprints')}
            paint={{
              'heatmap-weight': ['interpolate', ['linear'], ['get', 'count'], 0, 0, heaviest, 1],
              'heatmap-radius': WifiLayerPaint.heatmapRadiusPx[level - 1],
              'heatmap-opacity': WifiLayerPaint.heatmapOpacity,
            }}
          />
        </Source>
      )}
      {fingerprintsOn && maxZoom && (
        <Source
          key={`${fingerprintKey}-markers`}
          id="wifi-fingerprint-markers"
          type="geojson"
          data={markerData}
        >
          <Layer
            id={FINGERPRINT_MARKERS_LAYER}
            type="circle"
            beforeId={beforeIdOf('wifi-fingerprints')}
            paint={{
              'circle-radius': IconSizes.fingerprintMarker.width / 2,
              'circle-color': WifiLayerPaint.fingerprintMarker.color,
              'circle-opacity': WifiLayerPaint.fingerprintMarker.opacity,
              'circle-stroke-color': WifiLayerPaint.fingerprintMarker.strokeColor,
              'circle-stroke-width': WifiLayerPaint.fingerprintMarker.strokeWidth,
            }}
          />
        </Source>
      )}
      {openLocation && (
        <FingerprintInfoWindow location={openLocation} onClose={() => setOpenMarker(null)} />
      )}
      {box && (
        <Source id="wifi-delete-rectangle" type="geojson" data={boxFeature(box)}>
          <Layer
            id={DELETE_RECTANGLE_LAYER}
            type="fill"
            beforeId={beforeIdOf('wifi-delete-rectangle')}
            paint={{
              'fill-color': WifiLayerPaint.deleteRectangle.color,
              'fill-opacity': WifiLayerPaint.deleteRectangle.opacity,
              'fill-outline-color': WifiLayerPaint.deleteRectangle.outlineColor,
            }}
          />
        </Source>
      )}
    </>
  );
}

/** Whether the selection has a floor: for components outside the map. */
export const useFloorSelected = (): boolean =>
  useSelectionStore((state) => state.selectedBuid !== null && state.selectedFloor !== null);
