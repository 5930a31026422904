import {
  FetchMessages,
  type Space,
  spaceAccessible,
  spaceAssignedAuditors,
  spaceCoOwners,
  spaceGet,
  spacePublic,
} from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, callApi } from '../api/client';
import { useSignedInUserId } from '../state/serverData';

/** The query keys of spaces, in one place. */
export const spaceKeys = {
  /** Every space query starts with this: invalidating it refreshes them all after an edit. */
  all: ['spaces'],
  public: ['spaces', 'public'],
  accessible: (userId: string) => ['spaces', 'accessible', userId] as const,
  /** What spaceGet answers depends on who asks (unpublished spaces). */
  one: (buid: string, userId: string | null) => ['spaces', 'one', buid, userId] as const,
  /** The copies of one space, whoever asked. */
  oneForAnyone: (buid: string) => ['spaces', 'one', buid] as const,
  assignedAuditors: (buid: string) => ['spaces', 'assigned-auditors', buid] as const,
  coOwners: (buid: string) => ['spaces', 'co-owners', buid] as const,
} as const;

export function usePublicSpaces() {
  return useQuery({
    queryKey: spaceKeys.public,
    queryFn: ({ signal }) => callApi(spacePublic, { body: {}, signal }),
    select: (data) => data.spaces,
    meta: { errorAlert: FetchMessages.buildings },
  });
}

/** The caller's own spaces (owned or co-owned; assigned ones for auditors; all for admins). */
export function useAccessibleSpaces() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: spaceKeys.accessible(userId ?? ''),
    queryFn: ({ signal }) => callApi(spaceAccessible, { body: {}, signal }),
    select: (data) => data.spaces,
    enabled: userId !== null,
    meta: { errorAlert: FetchMessages.buildings },
  });
}

/** Public spaces first, then the caller's own that are not public; one entry per buid. */
export function mergeSpaces(publicSpaces: readonly Space[], ownSpaces: readonly Space[]): Space[] {
  const byBuid = new Map<string, Space>();
  for (const space of publicSpaces) byBuid.set(space.buid, space);
  // The caller's own list is at least as fresh as the public one for the same space.
  for (const space of ownSpaces) byBuid.set(space.buid, space);
  return [...byBuid.values()];
}

/** The spaces shown on the map: public ones plus, when signed in, the caller's own. */
export function useMapSpaces(): { spaces: Space[]; isPending: boolean } {
  const publicSpaces = usePublicSpaces();
  const own = useAccessibleSpaces();
  const spaces = useMemo(
    () => mergeSpaces(publicSpaces.data ?? [], own.data ?? []),
    [publicSpaces.data, own.data],
  );
  return { spaces, isPending: publicSpaces.isPending };
}

/** One space by id (spaceGet): also unpublished ones the caller may see. Not found is not retried. */
export function useSpace(buid: string | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: spaceKeys.one(buid ?? '', userId),
    queryFn: ({ signal }) => callApi(spaceGet, { body: { buid: buid ?? '' }, signal }),
    enabled: buid !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/**
 * The auditors assigned to a space. A failed load leaves an empty list,
 * so failures resolve to [] instead of an error state.
 */
export function useAssignedAuditors(buid: string | null) {
  return useQuery({
    queryKey: spaceKeys.assignedAuditors(buid ?? ''),
    queryFn: async ({ signal }) => {
      try {
        const answer = await callApi(spaceAssignedAuditors, {
          params: { buid: buid ?? '' },
          signal,
        });
        return answer.assigned_auditors;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return [];
      }
    },
    enabled: buid !== null,
  });
}

/** The space's co-owners with their names (for those who may edit the space). */
export function useCoOwners(buid: string) {
  return useQuery({
    queryKey: spaceKeys.coOwners(buid),
    queryFn: async ({ signal }) =>
      (await callApi(spaceCoOwners, { params: { buid }, signal })).co_owners,
  });
}
