import { spaceGraphIssues } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';

/** Invalidate it after a POI or connection of the space changes. */
export const graphIssuesKey = (buid: string) => ['graph-issues', buid] as const;

/** What keeps the space's navigation graph incomplete; idle while no space is selected. */
export function useGraphIssues(buid: string | null) {
  return useQuery({
    queryKey: graphIssuesKey(buid ?? ''),
    queryFn: ({ signal }) => {
      // `enabled` keeps this from running without a space.
      if (buid === null) throw new Error('useGraphIssues needs a space');
      return callApi(spaceGraphIssues, { params: { buid }, signal });
    },
    enabled: buid !== null,
  });
}
