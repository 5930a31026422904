import {
  AlertLevel,
  campusGet,
  campusUser,
  FetchMessages,
  floorAll,
  getClientConfig,
  getVersion,
  MapMessages,
  permissionsUsers,
  type Space,
  spaceAccessible,
  spaceAssignedAuditors,
  spaceGet,
  spacePublic,
} from '@indoor/domain';
import { QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, callApi } from '../api/client';
import { showAlert } from './alerts';
import { selectSignedInUser, useSessionStore } from './session';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** Shown as a danger alert when the query fails (once per failure, not per component). */
      errorAlert?: string;
    };
  }
}

export const queryKeys = {
  clientConfig: ['clientConfig'],
  version: ['version'],
  /** Every space query starts with this: invalidating it refreshes them all after an edit. */
  spaces: ['spaces'],
  publicSpaces: ['spaces', 'public'],
  accessibleSpaces: (userId: string) => ['spaces', 'accessible', userId] as const,
  /** What spaceGet answers depends on who asks (unpublished spaces). */
  space: (buid: string, userId: string | null) => ['spaces', 'one', buid, userId] as const,
  assignedAuditors: (buid: string) => ['spaces', 'assigned-auditors', buid] as const,
  floors: (buid: string) => ['floors', buid] as const,
  campuses: ['campuses'],
  userCampuses: (userId: string) => ['campuses', 'user', userId] as const,
  campus: (cuid: string, userId: string | null) => ['campuses', 'one', cuid, userId] as const,
  /** Per signed-in user: another account must never see a cached list. */
  manageableUsers: (userId: string) => ['users', 'manageable', userId] as const,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        const text = query.meta?.errorAlert;
        if (text) showAlert({ level: AlertLevel.danger, text });
      },
    }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

export function useClientConfig() {
  return useQuery({
    queryKey: queryKeys.clientConfig,
    queryFn: ({ signal }) => callApi(getClientConfig, { signal }),
    // Server configuration only changes with a restart.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { errorAlert: MapMessages.configFailed },
  });
}

export function useVersion() {
  return useQuery({
    queryKey: queryKeys.version,
    queryFn: ({ signal }) => callApi(getVersion, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePublicSpaces() {
  return useQuery({
    queryKey: queryKeys.publicSpaces,
    queryFn: ({ signal }) => callApi(spacePublic, { body: {}, signal }),
    select: (data) => data.spaces,
    meta: { errorAlert: FetchMessages.buildings },
  });
}

/** The users the signed-in user may manage: admins all, planners their auditors. */
export function useManageableUsers(userId: string) {
  return useQuery({
    queryKey: queryKeys.manageableUsers(userId),
    queryFn: ({ signal }) => callApi(permissionsUsers, { signal }),
    select: (data) => data.users,
  });
}

/** The signed-in user's id, or null; keys per-user queries. */
export function useSignedInUserId(): string | null {
  return useSessionStore((state) => selectSignedInUser(state)?.id ?? null);
}

/** The caller's own spaces (owned or co-owned; assigned ones for auditors; all for admins). */
export function useAccessibleSpaces() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: queryKeys.accessibleSpaces(userId ?? ''),
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
    queryKey: queryKeys.space(buid ?? '', userId),
    queryFn: ({ signal }) => callApi(spaceGet, { body: { buid: buid ?? '' }, signal }),
    enabled: buid !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/** The floors of a space, ordered by numeric floor number (the server sorts them). */
export function useFloors(buid: string | null) {
  return useQuery({
    queryKey: queryKeys.floors(buid ?? ''),
    queryFn: ({ signal }) => callApi(floorAll, { body: { buid: buid ?? '' }, signal }),
    select: (data) => data.floors,
    enabled: buid !== null,
  });
}

/** The signed-in user's campuses (all for admins). */
export function useUserCampuses() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: queryKeys.userCampuses(userId ?? ''),
    queryFn: ({ signal }) => callApi(campusUser, { body: {}, signal }),
    select: (data) => data.buildingsets,
    enabled: userId !== null,
  });
}

/** A campus with the spaces of it the caller can see (the campus viewer). */
export function useCampus(cuid: string | null) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: queryKeys.campus(cuid ?? '', userId),
    queryFn: ({ signal }) => callApi(campusGet, { body: { cuid: cuid ?? '' }, signal }),
    enabled: cuid !== null,
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

/**
 * The auditors assigned to a space. SPEC section 8: a failed load leaves an empty list,
 * so failures resolve to [] instead of an error state.
 */
export function useAssignedAuditors(buid: string | null) {
  return useQuery({
    queryKey: queryKeys.assignedAuditors(buid ?? ''),
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

/**
 * The auditors the signed-in user may assign: admins get every user (kept: auditors only),
 * planners their own auditors. Others are refused by the server, and SPEC section 8 says
 * a failed load leaves an empty list. Auditor accounts do not load it at all (SPEC 6).
 */
export function useAuditorCandidates(enabled: boolean) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: ['users', 'auditor-candidates', userId ?? ''] as const,
    queryFn: async ({ signal }) => {
      try {
        const answer = await callApi(permissionsUsers, { signal });
        return answer.users.filter((user) => user.role === 'auditor');
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return [];
      }
    },
    enabled: enabled && userId !== null,
  });
}
