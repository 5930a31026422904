import { type Poi, PoiMessages, poisFloorAll, poisSpaceAll } from '@indoor/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { useSignedInUserId } from '../state/serverData';

/** Query keys of the POI layer; every key of a space starts with its kind and buid. */
export const poiKeys = {
  space: (buid: string) => ['pois', buid] as const,
  floor: (buid: string, floor: string) => ['pois', buid, 'floor', floor] as const,
  all: (buid: string) => ['pois', buid, 'all'] as const,
};
export const connectionKeys = {
  space: (buid: string) => ['connections', buid] as const,
  floor: (buid: string, floor: string) => ['connections', buid, 'floor', floor] as const,
};
/** The graph check of a space (its findings change with every POI or connection edit). */
export const graphCheckKey = (buid: string) => ['graph-issues', buid] as const;

/**
 * The query of a floor's POIs, shared by the planner and the viewer (one cache entry per
 * reader). `reader` is the signed-in user's id (null when signed out): what the list holds
 * depends on who reads it (unpublished POIs, asset details), so signing in reads it again
 * instead of keeping what the server answered to nobody.
 */
export function floorPoisQuery(buid: string | null, floor: string | null, reader: string | null) {
  return {
    queryKey: [...poiKeys.floor(buid ?? '', floor ?? ''), reader] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(poisFloorAll, { body: { buid: buid ?? '', floor_number: floor ?? '' }, signal }),
    select: (data: { pois: Poi[] }) => data.pois,
    enabled: buid !== null && floor !== null,
  };
}

/** The query of every POI of a space, per reader as floorPoisQuery. */
export function spacePoisQuery(buid: string, reader: string | null) {
  return {
    queryKey: [...poiKeys.all(buid), reader] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(poisSpaceAll, { body: { buid }, signal }),
    select: (data: { pois: Poi[] }) => data.pois,
  };
}

/** The POIs of a floor (selecting a floor loads its POIs). */
export function useFloorPois(buid: string | null, floor: string | null) {
  const reader = useSignedInUserId();
  return useQuery({
    ...floorPoisQuery(buid, floor, reader),
    meta: { errorAlert: PoiMessages.fetchFailed },
  });
}

/** After an edit: the POIs, connections and graph check of the space are fetched again. */
export async function refreshSpaceGraph(queryClient: QueryClient, buid: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: poiKeys.space(buid) }),
    queryClient.invalidateQueries({ queryKey: connectionKeys.space(buid) }),
    queryClient.invalidateQueries({ queryKey: graphCheckKey(buid) }),
  ]);
}
