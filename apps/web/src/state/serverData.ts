import { AlertLevel, getClientConfig, getVersion, MapMessages } from '@indoor/domain';
import { QueryCache, QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
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

/** The query keys of the server's own configuration; each capability keeps its own keys. */
export const queryKeys = {
  clientConfig: ['clientConfig'],
  version: ['version'],
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

/** The signed-in user's id, or null; keys per-user queries. */
export function useSignedInUserId(): string | null {
  return useSessionStore((state) => selectSignedInUser(state)?.id ?? null);
}
