import { connectionFloorAll, type NavigationGraph } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../api/client';
import { connectionKeys, floorPoisQuery } from '../pois/poiQueries';
import { useSignedInUserId } from '../state/serverData';
import { floorWalkingGraph } from './draftPlan';

/** A floor's walking graph as it loads: null until it is there (and when it failed). */
export interface FloorWalkingGraph {
  graph: NavigationGraph | null;
  /** The floor's POIs or connections could not be read: routes there are drawn straight. */
  failed: boolean;
}

/**
 * The walking graph of one floor (its POIs and connections, the ones the route planner
 * measures distances on), read through the same cache as the planner's lists. A failed
 * read raises no alert: the route is drawn straight and says so (docs/audit.md#showing-routes).
 */
export function useFloorWalkingGraph(buid: string | null, floor: string | null): FloorWalkingGraph {
  const reader = useSignedInUserId();
  const pois = useQuery({ ...floorPoisQuery(buid, floor, reader), retry: false });
  const connections = useQuery({
    queryKey: connectionKeys.floor(buid ?? '', floor ?? ''),
    queryFn: ({ signal }) =>
      callApi(connectionFloorAll, {
        body: { buid: buid ?? '', floor_number: floor ?? '' },
        signal,
      }),
    select: (data) => data.connections,
    enabled: buid !== null && floor !== null,
    retry: false,
  });
  const graph = useMemo(
    () => (pois.data && connections.data ? floorWalkingGraph(pois.data, connections.data) : null),
    [pois.data, connections.data],
  );
  return { graph, failed: pois.isError || connections.isError };
}
