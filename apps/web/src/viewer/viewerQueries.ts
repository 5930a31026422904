import { navigationRoute, navigationRouteToRoom } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../api/client';
import { floorPoisQuery, spacePoisQuery } from '../pois/poiQueries';
import { useSignedInUserId } from '../state/serverData';
import { roomIdOfChoice } from './navigationModel';

export const viewerQueryKeys = {
  route: (from: string, to: string, stepFree: boolean) =>
    ['navigation', 'route', from, to, stepFree ? 'step-free' : 'any'] as const,
};

/** An answer the server gave on purpose (no path, unknown POI) is not asked for again. */
const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 1;

/** The POIs of the floor the viewer shows (markers); nothing is asked without a floor. */
export function useFloorPois(buid: string, floorNumber: string | null) {
  const reader = useSignedInUserId();
  return useQuery(floorPoisQuery(buid, floorNumber, reader));
}

/** Every POI of the building: what the directions search and the step texts name. */
export function useSpacePois(buid: string, enabled = true) {
  const reader = useSignedInUserId();
  return useQuery({ ...spacePoisQuery(buid, reader), enabled });
}

/**
 * The walking route between two POIs, or from a POI to a room (`unit:<id>`: it ends at the
 * room's door nearest along the way), once asked for (step-free: no stairs); a "no path"
 * answer is an error.
 */
export function useNavigationRoute(request: { from: string; to: string } | null, stepFree = false) {
  return useQuery({
    queryKey: viewerQueryKeys.route(request?.from ?? '', request?.to ?? '', stepFree),
    queryFn: ({ signal }) => {
      const from = request?.from ?? '';
      const room = roomIdOfChoice(request?.to ?? null);
      const stepFreeField = stepFree ? { step_free: true } : {};
      return room !== null
        ? callApi(navigationRouteToRoom, {
            body: { pois_from: from, unit_to: room, ...stepFreeField },
            signal,
          })
        : callApi(navigationRoute, {
            body: { pois_from: from, pois_to: request?.to ?? '', ...stepFreeField },
            signal,
          });
    },
    enabled: request !== null,
    retry: retryUnlessRefused,
  });
}
