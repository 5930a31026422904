import { spaceGraphIssues } from '@indoor/domain';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { graphCheckKey } from './poiQueries';

/** What keeps the space's navigation graph incomplete; idle while no space is selected. */
export function useGraphIssues(buid: string | null) {
  return useQuery({
    queryKey: graphCheckKey(buid ?? ''),
    queryFn: ({ signal }) => {
      // `enabled` keeps this from running without a space.
      if (buid === null) throw new Error('useGraphIssues needs a space');
      return callApi(spaceGraphIssues, { params: { buid }, signal });
    },
    enabled: buid !== null,
  });
}
