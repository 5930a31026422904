import { type OpeningWire, RoomWebMessages, type UnitWire, unitsFloorAll } from '@indoor/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { useSignedInUserId } from '../state/serverData';

/**
 * Query keys of the rooms and doors; every key of a space starts with `space(buid)` and
 * every key of a floor with `floor(buid, floor)`, so a change invalidates either at once.
 */
export const roomKeys = {
  space: (buid: string) => ['rooms', buid] as const,
  floor: (buid: string, floor: string) => ['rooms', buid, 'floor', floor] as const,
};

export interface FloorRooms {
  units: UnitWire[];
  openings: OpeningWire[];
}

/**
 * The query of a floor's rooms and doors, shared by the planner's map, the viewer's map and
 * the search (one cache entry per reader: an unpublished space's rooms are read by its
 * editors only, so signing in reads them again).
 */
export function floorRoomsQuery(buid: string | null, floor: string | null, reader: string | null) {
  return {
    queryKey: [...roomKeys.floor(buid ?? '', floor ?? ''), reader] as const,
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<FloorRooms> =>
      callApi(unitsFloorAll, { body: { buid: buid ?? '', floor_number: floor ?? '' }, signal }),
    enabled: buid !== null && floor !== null,
  };
}

/**
 * The rooms and doors of the floor a map shows; the planner says when they could not be
 * read (`alertOnError`), the viewer draws its map without them.
 */
export function useFloorRooms(
  buid: string | null,
  floor: string | null,
  { alertOnError = false }: { alertOnError?: boolean } = {},
) {
  const reader = useSignedInUserId();
  return useQuery({
    ...floorRoomsQuery(buid, floor, reader),
    ...(alertOnError ? { meta: { errorAlert: RoomWebMessages.fetchFailed } } : {}),
  });
}

/** After a change to a floor's rooms or doors: read them again wherever they are shown. */
export function refreshFloorRooms(
  queryClient: QueryClient,
  buid: string,
  floor: string,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: roomKeys.floor(buid, floor) });
}
