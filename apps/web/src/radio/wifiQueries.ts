import {
  AlertLevel,
  type FingerprintLocation,
  type FingerprintPoint,
  heatmapFloorAverage,
  heatmapFloorAverageTiles,
  heatmapFloorAverageTimestamp,
  heatmapFloorAverageTimestampTiles,
  type LatLngRectangle,
  LayerMessages,
  RadioLayerConstants,
  radiomapDeleteBbox,
  radiomapDeleteBboxTime,
  radiomapFingerprintsGrid,
  radiomapFingerprintsTile,
  tileOf,
  WifiLayerMessages,
} from '@indoor/domain';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, errorMessage } from '../api/client';
import { showAlert } from '../state/alerts';
import { type CoveragePoint, readCoveragePoint, type ZoomLevel } from './coverage';
import { invalidateFloorRadio, radioQueryKeys } from './radiomaps';
import type { TimeRange } from './timeChart';
import { useWifiLayerStore } from './wifiLayerStore';

/**
 * While a layer of the same floor reloads (another zoom band or time range), the
 * previous answer stays drawn rather than the layer blinking off; never another floor's.
 */
const sameFloorPlaceholder = <T>(
  previous: T | undefined,
  previousQuery: { queryKey: readonly unknown[] } | undefined,
  buid: string | null,
  floor: string | null,
): T | undefined =>
  previousQuery?.queryKey[1] === buid && previousQuery?.queryKey[2] === floor
    ? previous
    : undefined;

const level = (zoomLevel: ZoomLevel) => String(zoomLevel) as '1' | '2' | '3';

/** The coverage points of a floor at a zoom band, for all time or the chosen days. */
export function useCoverage(
  buid: string | null,
  floor: string | null,
  zoomLevel: ZoomLevel,
  range: TimeRange | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: radioQueryKeys.heatmap(buid ?? '', floor ?? '', zoomLevel, range),
    enabled: enabled && buid !== null && floor !== null,
    placeholderData: (previous: CoveragePoint[] | undefined, previousQuery) =>
      sameFloorPlaceholder(previous, previousQuery, buid, floor),
    queryFn: async ({ signal }): Promise<CoveragePoint[]> => {
      const body = { buid: buid ?? '', floor: floor ?? '' };
      const params = { level: level(zoomLevel) };
      const answer = range
        ? await callApi(heatmapFloorAverageTimestamp, {
            params,
            body: { ...body, timestampX: range.from, timestampY: range.to },
            signal,
          })
        : await callApi(heatmapFloorAverage, { params, body, signal });
      return answer.radioPoints.flatMap((point) => readCoveragePoint(point) ?? []);
    },
  });
}

/** The fingerprint heatmap below the maximum zoom: the scans per heatmap cell. */
export function useFingerprintGrid(
  buid: string | null,
  floor: string | null,
  zoomLevel: ZoomLevel,
  range: TimeRange | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: radioQueryKeys.fingerprintGrid(buid ?? '', floor ?? '', zoomLevel, range),
    enabled: enabled && buid !== null && floor !== null,
    placeholderData: (previous: FingerprintPoint[] | undefined, previousQuery) =>
      sameFloorPlaceholder(previous, previousQuery, buid, floor),
    queryFn: async ({ signal }) =>
      (
        await callApi(radiomapFingerprintsGrid, {
          params: { level: level(zoomLevel) },
          body: {
            buid: buid ?? '',
            floor: floor ?? '',
            timestampX: range?.from,
            timestampY: range?.to,
          },
          signal,
        })
      ).radioPoints,
  });
}

/**
 * The points of several tile answers as one list. A function of its own (not one made
 * per render), so the list keeps its identity until an answer changes.
 */
export function combineTiles<T>(
  results: readonly { data?: T[]; isPending: boolean; error: Error | null }[],
): {
  points: T[];
  pending: boolean;
  /** The first failed tile's error: the layer reports it and turns off. */
  error: Error | null;
} {
  return {
    points: results.flatMap((result) => result.data ?? []),
    pending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
  };
}

/** The tiles (at the tile zoom of the markers) that cover a map's visible bounds. */
export function tilesCovering(bounds: LatLngRectangle): { x: number; y: number; z: number }[] {
  const z = RadioLayerConstants.fingerprintTileMinZoom;
  const nw = tileOf({ lat: bounds.ne.lat, lon: bounds.sw.lon }, z);
  const se = tileOf({ lat: bounds.sw.lat, lon: bounds.ne.lon }, z);
  const tiles: { x: number; y: number; z: number }[] = [];
  for (let x = nw.x; x <= se.x; x++) for (let y = nw.y; y <= se.y; y++) tiles.push({ x, y, z });
  return tiles;
}

/** The fingerprint markers of the visible tiles at the maximum zoom. */
export function useFingerprintTiles(
  buid: string | null,
  floor: string | null,
  tiles: readonly { x: number; y: number; z: number }[],
  range: TimeRange | null,
): { points: FingerprintLocation[]; pending: boolean; error: Error | null } {
  return useQueries({
    queries: tiles.map((tile) => ({
      queryKey: radioQueryKeys.fingerprintTile(buid ?? '', floor ?? '', tile, range),
      enabled: buid !== null && floor !== null,
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await callApi(radiomapFingerprintsTile, {
            body: {
              buid: buid ?? '',
              floor: floor ?? '',
              ...tile,
              timestampX: range?.from,
              timestampY: range?.to,
            },
            signal,
          })
        ).radioPoints,
    })),
    combine: combineTiles,
  });
}

/**
 * The level-3 coverage of the visible tiles (docs/wifi-layers.md#reading-layers-piece-by-piece): a
 * huge floor is loaded tile by tile at the closest zooms, for all time or the chosen days.
 */
export function useCoverageTiles(
  buid: string | null,
  floor: string | null,
  tiles: readonly { x: number; y: number; z: number }[],
  range: TimeRange | null,
): { points: CoveragePoint[]; pending: boolean; error: Error | null } {
  return useQueries({
    queries: tiles.map((tile) => ({
      queryKey: radioQueryKeys.coverageTile(buid ?? '', floor ?? '', tile, range),
      enabled: buid !== null && floor !== null,
      queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CoveragePoint[]> => {
        const body = { buid: buid ?? '', floor: floor ?? '', ...tile };
        const answer = range
          ? await callApi(heatmapFloorAverageTimestampTiles, {
              body: { ...body, timestampX: range.from, timestampY: range.to },
              signal,
            })
          : await callApi(heatmapFloorAverageTiles, { body, signal });
        return answer.radioPoints.flatMap((point) => readCoveragePoint(point) ?? []);
      },
    })),
    combine: combineTiles,
  });
}

/** Which survey layers are on the map now, so the deletion's notice names them. */
export function shownLayers(): { fingerprints: boolean; coverage: boolean } {
  const layers = useWifiLayerStore.getState();
  return {
    fingerprints: layers.fingerprints || layers.fingerprintsTime,
    coverage: layers.coverage || layers.coverageTime,
  };
}

export interface DeleteFingerprintsInput {
  buid: string;
  floor: string;
  box: LatLngRectangle;
  range: TimeRange | null;
}

/**
 * Deletes the fingerprints inside the rectangle (in the chosen days when a range is
 * set), with the texts of docs/wifi-layers.md#delete-rectangle before and after, and its
 * failure text.
 */
export function useDeleteFingerprints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buid, floor, box, range }: DeleteFingerprintsInput) => {
      showAlert({
        level: AlertLevel.info,
        text: `${LayerMessages.scheduled} ${WifiLayerMessages.regenerated(shownLayers())}`,
      });
      const body = {
        buid,
        floor,
        lat1: box.sw.lat,
        lon1: box.sw.lon,
        lat2: box.ne.lat,
        lon2: box.ne.lon,
      };
      return range
        ? callApi(radiomapDeleteBboxTime, {
            body: { ...body, timestampX: range.from, timestampY: range.to },
          })
        : callApi(radiomapDeleteBbox, { body });
    },
    onSuccess: (answer, input) => {
      void invalidateFloorRadio(queryClient, input.buid, input.floor);
      const n = answer.fingerprints.length;
      showAlert(
        n > 0
          ? { level: AlertLevel.success, text: LayerMessages.deletedCount(n) }
          : { level: AlertLevel.warning, text: LayerMessages.noneDeleted },
      );
    },
    onError: (error) =>
      showAlert({
        level: AlertLevel.danger,
        text: errorMessage(error, LayerMessages.deleteFailed),
      }),
  });
}
