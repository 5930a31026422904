import { permissionsUsers } from '@indoor/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { useSignedInUserId } from '../state/serverData';

/** The query keys of user lists, in one place; per signed-in user, so another account never sees a cached list. */
export const userKeys = {
  manageable: (userId: string) => ['users', 'manageable', userId] as const,
  auditorCandidates: (userId: string) => ['users', 'auditor-candidates', userId] as const,
} as const;

/** The users the signed-in user may manage: admins all, planners their auditors. */
export function useManageableUsers(userId: string) {
  return useQuery({
    queryKey: userKeys.manageable(userId),
    queryFn: ({ signal }) => callApi(permissionsUsers, { signal }),
    select: (data) => data.users,
  });
}

/**
 * The auditors the signed-in user may assign: admins get every user (kept: auditors only),
 * planners their own auditors. Others are refused by the server, and a failed
 * load leaves an empty list. Auditor accounts do not load it at all
 * (docs/roles.md#assigned-auditors).
 */
export function useAuditorCandidates(enabled: boolean) {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: userKeys.auditorCandidates(userId ?? ''),
    queryFn: async ({ signal }) => {
      try {
        const answer = await callApi(permissionsUsers, { signal });
        return answer.users.filter((user) => user.role === 'auditor');
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return [];
      }
    },
    enabled: enabled && userId !== null,
  });
}

/**
 * A change to the accounts of the list: while it runs the caller shows a busy state; when
 * it succeeds the list is loaded again (the server answers the stored users).
 */
export function useUserChange<Input, Answer>(
  userId: string,
  change: (input: Input) => Promise<Answer>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.manageable(userId) }),
  });
}
