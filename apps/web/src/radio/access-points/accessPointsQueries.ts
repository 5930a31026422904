import {
  AccessPointConstants,
  type AccessPointWire,
  accessPointsFloor,
  accessPointsIds,
} from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../api/client';
import { radioQueryKeys } from '../radiomaps';
import { manufacturerMap } from './accessPointsModel';

/**
 * The floor's estimated APs (and whether the server left the weakest out). The key starts with the floor's radio key, so an upload or a
 * delete of its fingerprints fetches them again. While the server is still computing them, it is asked again every second.
 */
export function useFloorAccessPoints(buid: string | null, floorNumber: string | null, on: boolean) {
  return useQuery({
    queryKey: radioQueryKeys.accessPoints(buid ?? '', floorNumber ?? ''),
    queryFn: ({ signal }) =>
      callApi(accessPointsFloor, {
        body: { buid: buid ?? '', floor: floorNumber ?? '' },
        signal,
      }),
    enabled: on && buid !== null && floorNumber !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.status === 'computing' ? AccessPointConstants.computingPollMs : false,
  });
}

const NO_MANUFACTURERS: ReadonlyMap<string, string> = new Map();

/** The manufacturer of each AP ('N/A' when unknown), keyed by its id. */
export function useAccessPointManufacturers(accessPoints: readonly AccessPointWire[] | undefined) {
  const ids = useMemo(
    () => (accessPoints ?? []).map((ap) => ap.AP).filter((id) => id.trim() !== ''),
    [accessPoints],
  );
  const query = useQuery({
    queryKey: radioQueryKeys.manufacturers(ids),
    queryFn: ({ signal }) => callApi(accessPointsIds, { body: { ids }, signal }),
    enabled: ids.length > 0,
    // The IEEE registry does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    select: (answer) => manufacturerMap(ids, answer.accessPoints),
  });
  return { ...query, manufacturers: query.data ?? NO_MANUFACTURERS };
}
