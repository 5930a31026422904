import type { Space } from '@indoor/domain';
import { ApiError } from '../api/client';
import { useSelectionStore } from '../state/selection';
import { useMapSpaces, useSpace } from './spaceQueries';

export interface SelectedSpace {
  buid: string | null;
  /** The freshest copy known: the server's answer, else the copy in the map's lists. */
  space: Space | null;
  isPending: boolean;
  /** The server does not know the space (deleted) or no longer shows it to this user. */
  notFound: boolean;
}

export function useSelectedSpace(): SelectedSpace {
  const buid = useSelectionStore((state) => state.selectedBuid);
  const answer = useSpace(buid);
  const { spaces } = useMapSpaces();
  const listed = buid ? (spaces.find((space) => space.buid === buid) ?? null) : null;
  const notFound = answer.error instanceof ApiError && answer.error.status === 404;
  return {
    buid,
    space: notFound ? null : (answer.data ?? listed),
    isPending: buid !== null && answer.isPending && !listed,
    notFound,
  };
}
