import {
  AlertLevel,
  type LatLng,
  type Space,
  SpaceMessages,
  spaceAdd,
  spaceDelete,
  spaceUpdate,
} from '@indoor/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { campusKeys } from '../campuses/campusQueries';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { useUiStore } from '../state/ui';
import { moveBody, type SpaceAddBody, type SpaceUpdateBody } from './spaceForm';
import { spaceKeys } from './spaceQueries';

/**
 * A failed call's text: the server's message when it sent one (docs/validation.md#error-answers).
 */
export const failureText = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** A cached space answer with `space` put in place of its older copy. */
export function withUpdatedSpace(cached: unknown, space: Space): unknown {
  if (!cached || typeof cached !== 'object') return cached;
  if ('spaces' in cached && Array.isArray(cached.spaces)) {
    const spaces = cached.spaces as Space[];
    return { ...cached, spaces: spaces.map((s) => (s.buid === space.buid ? space : s)) };
  }
  if ('buid' in cached && cached.buid === space.buid) return space;
  return cached;
}

/**
 * After a change: the answer's copy of the space goes into every cached list at once
 * (markers and lists show it without waiting), then the lists are fetched again.
 */
function useRefreshSpaces() {
  const queryClient = useQueryClient();
  return (space?: Space) => {
    if (space) {
      useSelectionStore.getState().rememberSpace(space);
      queryClient.setQueriesData({ queryKey: spaceKeys.all }, (cached: unknown) =>
        withUpdatedSpace(cached, space),
      );
    }
    void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
  };
}

/**
 * Adds a space; on success it becomes selected and tab 1 shows it
 * (docs/spaces-and-campuses.md#adding-a-space).
 */
export function useAddSpace() {
  const refresh = useRefreshSpaces();
  return useMutation({
    mutationFn: (body: SpaceAddBody) => callApi(spaceAdd, { body }),
    onSuccess: ({ space }) => {
      refresh();
      useSelectionStore.getState().selectSpace(space);
      // The new marker must not be draggable, which it would be in the edit tab.
      useUiStore.getState().setSpacesTab('view');
      showAlert({ level: AlertLevel.success, text: SpaceMessages.added(space.space_type) });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: failureText(error) }),
  });
}

/** Saves the edit form; the server says whether anything changed. */
export function useUpdateSpace() {
  const refresh = useRefreshSpaces();
  return useMutation({
    mutationFn: (body: SpaceUpdateBody) => callApi(spaceUpdate, { body }),
    onSuccess: ({ changed, space }) => {
      refresh(space);
      showAlert(
        changed
          ? { level: AlertLevel.success, text: SpaceMessages.updated }
          : { level: AlertLevel.info, text: SpaceMessages.noChanges },
      );
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: failureText(error) }),
  });
}

/** Saves a dragged marker's new position. */
export function useMoveSpace() {
  const refresh = useRefreshSpaces();
  return useMutation({
    mutationFn: ({ buid, position }: { buid: string; position: LatLng }) =>
      callApi(spaceUpdate, { body: moveBody(buid, position) }),
    onSuccess: ({ space }) => {
      refresh(space);
      showAlert({ level: AlertLevel.success, text: SpaceMessages.updated });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: failureText(error) }),
  });
}

/** Assigns auditors: the update message is followed by who is now assigned. */
export function useAssignAuditors() {
  const refresh = useRefreshSpaces();
  return useMutation({
    mutationFn: (input: { buid: string; auditorIds: string[]; names: string[] }) =>
      callApi(spaceUpdate, { body: { buid: input.buid, assigned_auditors: input.auditorIds } }),
    onSuccess: ({ changed, space }, input) => {
      refresh(space);
      if (!changed) {
        showAlert({ level: AlertLevel.info, text: SpaceMessages.noChanges });
        return;
      }
      showAlert({
        level: AlertLevel.success,
        text:
          input.names.length > 0
            ? `${SpaceMessages.updated} ${SpaceMessages.auditorsAssigned(input.names.join(', '))}`
            : `${SpaceMessages.updated} ${SpaceMessages.auditorsCleared}`,
      });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: failureText(error) }),
  });
}

/**
 * Deletes a space; the selection is cleared and tab 1 shown
 * (docs/spaces-and-campuses.md#deleting-a-space).
 */
export function useDeleteSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (space: Space) => callApi(spaceDelete, { body: { buid: space.buid } }),
    onSuccess: (_answer, space) => {
      useSelectionStore.getState().clearSelection();
      useUiStore.getState().setSpacesTab('view');
      // The space disappears from the lists and from the campuses it belonged to.
      queryClient.removeQueries({ queryKey: spaceKeys.oneForAnyone(space.buid) });
      void queryClient.invalidateQueries({ queryKey: spaceKeys.all });
      void queryClient.invalidateQueries({ queryKey: campusKeys.all });
      showAlert({ level: AlertLevel.success, text: SpaceMessages.deleted(space.space_type) });
    },
    onError: (error) =>
      showAlert({
        level: AlertLevel.danger,
        text: `${SpaceMessages.deleteFailed} ${failureText(error)}`,
      }),
  });
}
