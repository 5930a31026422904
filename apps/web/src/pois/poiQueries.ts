import { type Connection, connectionFloorAll, PoiMessages, poisFloorAll } from '@indoor/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** Query keys of the POI layer; every key of a space starts with its kind and buid. */
export const poiKeys = {
  space: (buid: string) => ['pois', buid] as const,
  floor: (buid: string, floor: string) => ['pois', buid, 'floor', floor] as const,
};
export const connectionKeys = {
  space: (buid: string) => ['connections', buid] as const,
  floor: (buid: string, floor: string) => ['connections', buid, 'floor', floor] as const,
};
/** The graph check of a space (its findings change with every POI or connection edit). */
export const graphCheckKey = (buid: string) => ['graph-issues', buid] as const;

/** The POIs of a floor (SPEC section 4: selecting a floor loads its POIs). */
export function useFloorPois(buid: string | null, floor: string | null) {
  return useQuery({
    queryKey: poiKeys.floor(buid ?? '', floor ?? ''),
    queryFn: ({ signal }) =>
      callApi(poisFloorAll, { body: { buid: buid ?? '', floor_number: floor ?? '' }, signal }),
    select: (data) => data.pois,
    enabled: buid !== null && floor !== null,
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
