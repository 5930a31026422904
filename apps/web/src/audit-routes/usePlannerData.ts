import {
  type AuditOptimizationMethod,
  AuditRouteConstants,
  canPlanRoutesOn,
  connectionFloorAll,
  type Role,
} from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { callApi } from '../api/client';
import { useFloors } from '../floors/floorQueries';
import { sortFloors } from '../floors/floorState';
import { connectionKeys, floorPoisQuery } from '../pois/poiQueries';
import { actorOf, spaceAccessFacts } from '../spaces/permissions';
import { useAssignedAuditors, useMapSpaces } from '../spaces/spaceQueries';
import { useSignedInUserId } from '../state/serverData';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useAuditorCandidates } from '../users/userQueries';
import {
  auditablePois,
  auditorChoices,
  type DraftPlan,
  floorWalkingGraph,
  planDraft,
  type RoutePoi,
} from './draftPlan';

/**
 * The value, `delayMs` after it last changed (POIs load 100 ms after a change:
 * docs/audit.md#planning-a-route).
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * What the planner form offers for its building and floor: the spaces the caller may
 * plan routes on (admins every one, planners those they own or co-own), floors,
 * auditable POIs, auditors and the floor's walking graph. A failed POI
 * or auditor load leaves the list empty without an alert.
 */
export function usePlannerData(buildingId: string | null, floorNumber: string | null, role: Role) {
  const { spaces: mapSpaces } = useMapSpaces();
  const user = useSessionStore(selectSignedInUser);
  const spaces = useMemo(() => {
    const actor = user ? actorOf(user) : null;
    return mapSpaces.filter((space) => canPlanRoutesOn(actor, spaceAccessFacts(space)));
  }, [mapSpaces, user]);
  const floors = useFloors(buildingId);
  const location = useSettledValue(
    buildingId && floorNumber ? `${buildingId}\n${floorNumber}` : null,
    AuditRouteConstants.poiLoadDelayMs,
  );
  const [settledBuid, settledFloor] = location ? location.split('\n') : [null, null];
  const reader = useSignedInUserId();
  const poiQuery = useQuery({
    ...floorPoisQuery(settledBuid ?? null, settledFloor ?? null, reader),
    retry: false,
  });
  const connectionsQuery = useQuery({
    queryKey: connectionKeys.floor(settledBuid ?? '', settledFloor ?? ''),
    queryFn: ({ signal }) =>
      callApi(connectionFloorAll, {
        body: { buid: settledBuid ?? '', floor_number: settledFloor ?? '' },
        signal,
      }),
    select: (data) => data.connections,
    enabled: Boolean(settledBuid && settledFloor),
    retry: false,
  });
  const assigned = useAssignedAuditors(buildingId);
  const candidates = useAuditorCandidates(role === 'admin');

  const pois = useMemo(
    () =>
      settledBuid && settledFloor && poiQuery.data && location === `${buildingId}\n${floorNumber}`
        ? auditablePois(poiQuery.data, settledBuid, settledFloor)
        : [],
    [poiQuery.data, settledBuid, settledFloor, location, buildingId, floorNumber],
  );
  const graph = useMemo(
    () =>
      poiQuery.data && connectionsQuery.data
        ? floorWalkingGraph(poiQuery.data, connectionsQuery.data)
        : null,
    [poiQuery.data, connectionsQuery.data],
  );
  const auditors = useMemo(
    () => auditorChoices(role, assigned.data ?? [], candidates.data ?? []),
    [role, assigned.data, candidates.data],
  );
  const loadingPois =
    buildingId !== null &&
    floorNumber !== null &&
    (location !== `${buildingId}\n${floorNumber}` || poiQuery.isPending);
  return {
    spaces,
    floors: floors.data ? sortFloors(floors.data) : [],
    pois,
    loadingPois,
    graph,
    auditors,
  };
}

/** The plan of the selection, recomputed on every change of selection, method or graph. */
export function useDraftPlan(
  selected: readonly RoutePoi[],
  method: AuditOptimizationMethod,
  graph: ReturnType<typeof usePlannerData>['graph'],
): DraftPlan {
  return useMemo(() => planDraft(selected, method, graph), [selected, method, graph]);
}
