import { campusGet, campusUser } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../api/client';
import { useSignedInUserId } from '../state/serverData';

/** The query keys of campuses, in one place. */
export const campusKeys = {
  all: ['campuses'],
  user: (userId: string) => ['campuses', 'user', userId] as const,
  one: (cuid: string, userId: string | null) => ['campuses', 'one', cuid, userId] as const,
} as const;

/** The signed-in user's campuses (all for admins). */
export function useUserCampuses() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: campusKeys.user(userId ?? ''),
    queryFn: ({ signal }) => callApi(campusUser, { body: {}, signal }),
    select: (data) => data.buildingsets,
    enabled: userId !== null,
  });
}

/** A campus with the spaces of it the caller can see (the campus viewer). */
export function useCampus(cuid: string | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: campusKeys.one(cuid ?? '', userId),
    queryFn: ({ signal }) => callApi(campusGet, { body: { cuid: cuid ?? '' }, signal }),
    enabled: cuid !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
