import {
  AlertLevel,
  FetchMessages,
  getClientConfig,
  getVersion,
  MapMessages,
  permissionsUsers,
  spacePublic,
} from '@indoor/domain';
import { QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { showAlert } from './alerts';

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
  publicSpaces: ['spaces', 'public'],
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
