import { RoomConstants } from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { floorLabel } from '../spaces/floorLabel';
import { useSelectionStore } from '../state/selection';
import { useSignedInUserId } from '../state/serverData';
import { floorRoomsQuery } from './roomQueries';
import { matchRooms, type RoomSearchEntry, roomSearchEntries } from './roomSearch';

/**
 * The search box's room source: the rooms of the selected space whose names hold the text.
 * Each floor's rooms are read when a search first needs them, through the same cache entry
 * as the map's (so a floor already drawn is not read again, and a changed floor is); a floor
 * that cannot be read is left out, and the search fails only when none could be.
 */
export function useRoomSearch(): (text: string) => Promise<RoomSearchEntry[]> {
  const queryClient = useQueryClient();
  const { buid, floors } = useSelectedSpaceFloors();
  const reader = useSignedInUserId();
  return useCallback(
    async (text: string) => {
      if (!buid || !floors || floors.length === 0) return [];
      const settled = await Promise.allSettled(
        floors.map(async (floor) => {
          const { enabled: _always, ...query } = floorRoomsQuery(buid, floor.floor_number, reader);
          const rooms = await queryClient.fetchQuery({
            ...query,
            staleTime: RoomConstants.searchCacheMs,
          });
          return roomSearchEntries(buid, floor, floorLabel(floor), rooms.units);
        }),
      );
      const read = settled.flatMap((outcome) =>
        outcome.status === 'fulfilled' ? [outcome.value] : [],
      );
      if (read.length === 0) {
        const failure = settled.find((outcome) => outcome.status === 'rejected');
        throw failure?.reason ?? new Error('No floor could be read.');
      }
      return matchRooms(read.flat(), text);
    },
    [queryClient, buid, floors, reader],
  );
}

/** A room chosen from the search results: its floor becomes the selected floor. */
export function openRoom(room: Pick<RoomSearchEntry, 'buid' | 'floorNumber'>): void {
  const selection = useSelectionStore.getState();
  // The rooms searched are the selected space's; a space changed meanwhile keeps its floor.
  if (selection.selectedBuid !== room.buid) return;
  selection.selectFloor(room.floorNumber);
}
