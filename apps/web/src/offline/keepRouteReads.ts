import {
  type AuditRoute,
  auditRoutesList,
  connectionFloorAll,
  floorAll,
  getClientConfig,
  getVersion,
  poisFloorAll,
  spaceAccessible,
  spaceGet,
  spacePublic,
} from '@indoor/domain';
import { callApi } from '../api/client';

/**
 * Reads, through the service worker that keeps them, everything the auditor's screens
 * read to show a route without a connection: the configuration and version, the space
 * lists, the routes, and the route's building, floors, floor POIs and connections.
 * Resolves with how many reads failed.
 */
export async function keepRouteReads(route: AuditRoute, signal: AbortSignal): Promise<number> {
  const buid = route.building_id;
  const floor = String(route.floor_number);
  const reads = [
    callApi(getClientConfig, { signal }),
    callApi(getVersion, { signal }),
    callApi(spacePublic, { body: {}, signal }),
    callApi(spaceAccessible, { body: {}, signal }),
    callApi(auditRoutesList, { signal }),
    callApi(spaceGet, { body: { buid }, signal }),
    callApi(floorAll, { body: { buid }, signal }),
    callApi(poisFloorAll, { body: { buid, floor_number: floor }, signal }),
    callApi(connectionFloorAll, { body: { buid, floor_number: floor }, signal }),
  ];
  const settled = await Promise.allSettled(reads);
  return settled.filter((read) => read.status === 'rejected').length;
}
