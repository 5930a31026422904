import { AccesLayerConstants, positionAccesMap } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, callApi } from '../../api/client';
import { useSelectionStore } from '../../state/selection';
import { radioQueryKeys } from '../radiomaps';
import { type AccesAnswer, accesCircles, accesEmpty } from './accesModel';
import { useAccesStore } from './accesStore';

/**
 * The floor's ACCES map. The key starts with the floor's radio key, so an upload or a delete of
 * its fingerprints fetches it again. While the server computes it, it is asked again every
 * second; meanwhile the answer holds the previous map, which stays drawn.
 */
export function useFloorAcces(buid: string | null, floorNumber: string | null, on: boolean) {
  return useQuery({
    queryKey: [...radioQueryKeys.floor(buid ?? '', floorNumber ?? ''), 'acces'],
    queryFn: ({ signal }) =>
      callApi(positionAccesMap, {
        body: { buid: buid ?? '', floor: floorNumber ?? '' },
        signal,
      }),
    enabled: on && buid !== null && floorNumber !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'computing' ? AccesLayerConstants.computingPollMs : false,
  });
}

/** The reason of a failed call: the server's text when it gave one. */
export function accesFailureReason(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

export interface ShownAcces {
  /** The map is on for a selected floor. */
  on: boolean;
  query: ReturnType<typeof useFloorAcces>;
  answer: AccesAnswer | undefined;
  circles: ReturnType<typeof accesCircles>;
  /** The server is still computing the map: how far it got, and whether an older one is drawn. */
  computing: { done: number; total: number; showingPrevious: boolean } | null;
  /** A ready answer with nothing to draw (too few surveyed locations). */
  empty: boolean;
}

/** The selected floor's ACCES map while it is on, and what its answer means. */
export function useShownAcces(): ShownAcces {
  const buid = useSelectionStore((state) => state.selectedBuid);
  const floor = useSelectionStore((state) => state.selectedFloor);
  const shown = useAccesStore((state) => state.shown);
  const on = shown && buid !== null && floor !== null;
  const query = useFloorAcces(buid, floor, on);
  const answer = on ? query.data : undefined;
  const circles = useMemo(
    () => accesCircles(answer ?? { crlb: [], geojson: { coordinates: [] }, bands: [] }),
    [answer],
  );
  const computing =
    answer?.status === 'computing'
      ? {
          done: answer.progress?.done ?? 0,
          total: answer.progress?.total ?? 0,
          showingPrevious: !accesEmpty(answer),
        }
      : null;
  return {
    on,
    query,
    answer,
    circles,
    computing,
    empty: answer?.status === 'ready' && accesEmpty(answer),
  };
}
