import { floorAll } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** The query keys of floors, in one place. */
export const floorKeys = {
  space: (buid: string) => ['floors', buid] as const,
} as const;

/** The floors of a space, ordered by numeric floor number (the server sorts them). */
export function useFloors(buid: string | null) {
  return useQuery({
    queryKey: floorKeys.space(buid ?? ''),
    queryFn: ({ signal }) => callApi(floorAll, { body: { buid: buid ?? '' }, signal }),
    select: (data) => data.floors,
    enabled: buid !== null,
  });
}
