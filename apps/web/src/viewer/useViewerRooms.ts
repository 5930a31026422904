import { useQueries } from '@tanstack/react-query';
import { floorRoomsQuery } from '../rooms/roomQueries';
import { useSignedInUserId } from '../state/serverData';
import { type RoomChoice, roomChoiceOf } from './navigationModel';

/**
 * The named rooms of every floor of the building, as To choices
 * (docs/pois-and-navigation.md#routes-to-rooms), read through the maps' cache entries; a floor
 * that cannot be read offers none.
 */
export function useViewerRooms(buid: string, floorNumbers: readonly string[]): RoomChoice[] {
  const reader = useSignedInUserId();
  return useQueries({
    queries: floorNumbers.map((floor) => floorRoomsQuery(buid, floor, reader)),
    combine: (results) =>
      results.flatMap((result, index) =>
        (result.data?.units ?? [])
          .filter((unit) => unit.name.trim() !== '')
          .map((unit) => ({
            choice: roomChoiceOf(unit.id),
            name: unit.name,
            floorNumber: floorNumbers[index] ?? String(unit.floor_number),
          })),
      ),
  });
}
