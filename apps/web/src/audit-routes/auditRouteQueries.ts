import {
  type AuditRoute,
  type AuditRouteBody,
  AuditRouteConstants,
  auditRouteCreate,
  auditRouteDelete,
  auditRouteGet,
  auditRouteResultsCsv,
  auditRouteResultsXlsx,
  auditRoutesList,
  auditRouteUpdate,
} from '@indoor/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi, fetchFile } from '../api/client';
import { saveFile } from '../assets/downloads';
import { useSignedInUserId } from '../state/serverData';

/** Query keys of audit routes, per signed-in user (another account never sees a cached list). */
export const auditRouteKeys = {
  all: ['audit-routes'] as const,
  list: (userId: string) => ['audit-routes', 'list', userId] as const,
};

/**
 * The routes the caller may see (docs/audit.md#showing-routes): loaded once user and token exist,
 * up to 5 attempts 1 s apart; a failed load leaves the list empty, silently.
 */
export function useAuditRoutes(enabled = true) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: auditRouteKeys.list(userId ?? ''),
    queryFn: ({ signal }) => callApi(auditRoutesList, { signal }),
    select: (data): AuditRoute[] => data.routes,
    enabled: enabled && userId !== null,
    retry: AuditRouteConstants.routeLoadAttempts - 1,
    retryDelay: AuditRouteConstants.routeLoadIntervalMs,
  });
}

export function refreshAuditRoutes(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: auditRouteKeys.all });
}

export function createAuditRoute(body: AuditRouteBody) {
  return callApi(auditRouteCreate, { body });
}

export function updateAuditRoute(id: string, body: AuditRouteBody) {
  return callApi(auditRouteUpdate, { params: { id }, body });
}

export function deleteAuditRoute(id: string) {
  return callApi(auditRouteDelete, { params: { id } });
}

export function fetchAuditRoute(id: string) {
  return callApi(auditRouteGet, { params: { id } });
}

/**
 * Downloads a route's results (the endpoints need the bearer token, so a plain link
 * cannot fetch them): the file is saved under the server's name.
 */
export async function downloadResults(id: string, format: 'csv' | 'xlsx'): Promise<void> {
  const endpoint = format === 'csv' ? auditRouteResultsCsv : auditRouteResultsXlsx;
  const file = await fetchFile(endpoint, { params: { id } });
  saveFile(new Blob([file.bytes]), file.fileName ?? `audit-route.${format}`);
}
