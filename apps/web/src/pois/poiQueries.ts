import {
  type Connection,
  connectionFloorAll,
  type Poi,
  PoiMessages,
  poisFloorAll,
  poisSpaceAll,
} from '@indoor/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

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

/** The query of a floor's POIs, shared by the planner and the viewer (one cache entry). */
export function floorPoisQuery(buid: string | null, floor: string | null) {
  return {
    queryKey: poiKeys.floor(buid ?? '', floor ?? ''),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(poisFloorAll, { body: { buid: buid ?? '', floor_number: floor ?? '' }, signal }),
    select: (data: { pois: Poi[] }) => data.pois,
    enabled: buid !== null && floor !== null,
  };
}

/** The query of every POI of a space. */
export function spacePoisQuery(buid: string) {
  return {
    queryKey: poiKeys.all(buid),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callApi(poisSpaceAll, { body: { buid }, signal }),
    select: (data: { pois: Poi[] }) => data.pois,
  };
}

/** The POIs of a floor (SPEC section 4: selecting a floor loads its POIs). */
export function useFloorPois(buid: string | null, floor: string | null) {
  return useQuery({
    ...floorPoisQuery(buid, floor),
    meta: { errorAlert: PoiMessages.fetchFailed },
  });
}

/** The connections touching a floor. */
export function useFloorConnections(buid: string | null, floor: string | null) {
  return useQuery({
    queryKey: connectionKeys.floor(buid ?? '', floor ?? ''),
    queryFn: ({ signal }) =>
      callApi(connectionFloorAll, {
        body: { buid: buid ?? '', floor_number: floor ?? '' },
        signal,
      }),
    select: (data): Connection[] => data.connections,
    enabled: buid !== null && floor !== null,
    meta: { errorAlert: PoiMessages.connectionsLoadFailed },
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
