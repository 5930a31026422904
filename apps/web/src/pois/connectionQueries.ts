import { type Connection, connectionFloorAll, PoiMessages } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { connectionKeys } from './poiQueries';

/*
 * The planner's connection queries, apart from the POI queries that the viewer shares: a
 * viewer link does not download the connections' contract.
 */

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
