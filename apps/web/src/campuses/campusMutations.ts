import {
  AlertLevel,
  type Campus,
  CampusMessages,
  campusAdd,
  campusDelete,
  campusUpdate,
  SpaceMessages,
} from '@indoor/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api/client';
import { failureText } from '../spaces/spaceMutations';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import type { CampusAddBody, CampusUpdateBody } from './campusForm';
import { campusKeys } from './campusQueries';

function useRefreshCampuses() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: campusKeys.all });
}

export function useAddCampus() {
  const refresh = useRefreshCampuses();
  return useMutation({
    mutationFn: (body: CampusAddBody) => callApi(campusAdd, { body }),
    onSuccess: ({ cuid }) => {
      refresh();
      useSelectionStore.getState().selectCampus(cuid);
      showAlert({ level: AlertLevel.success, text: CampusMessages.added });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: failureText(error) }),
  });
}

/** Saves a campus; a rename moves the selection to the new id. */
export function useUpdateCampus() {
  const refresh = useRefreshCampuses();
  return useMutation({
    mutationFn: (body: CampusUpdateBody) => callApi(campusUpdate, { body }),
    onSuccess: ({ campus }, body) => {
      refresh();
      const selection = useSelectionStore.getState();
      if (selection.selectedCampus === body.cuid) selection.selectCampus(campus.cuid);
      showAlert({ level: AlertLevel.success, text: CampusMessages.updated });
    },
    onError: (error) => showAlert({ level: AlertLevel.danger, text: failureText(error) }),
  });
}

export function useDeleteCampus() {
  const refresh = useRefreshCampuses();
  return useMutation({
    mutationFn: (campus: Campus) => callApi(campusDelete, { body: { cuid: campus.cuid } }),
    onSuccess: (_answer, campus) => {
      refresh();
      const selection = useSelectionStore.getState();
      if (selection.selectedCampus === campus.cuid) selection.selectCampus(null);
      showAlert({ level: AlertLevel.success, text: CampusMessages.deleted });
    },
    // The campus-delete failure text of the catalogue.
    onError: () => showAlert({ level: AlertLevel.danger, text: SpaceMessages.campusDeleteFailed }),
  });
}
