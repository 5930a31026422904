import {
  AlertLevel,
  type Floor,
  FloorMessages,
  floorAdd,
  floorDelete,
  floorUpdate,
} from '@indoor/domain';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../api/client';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { floorKeys } from './floorQueries';
import { sameFloorNumber, sortFloors } from './floorState';

/**
 * A failure shows the server's message when there is one, with the
 * catalogue's default text in front (docs/validation.md#error-answers); the default alone
 * otherwise.
 */
export function failureWithDefault(defaultText: string, error: unknown): string {
  const detail = error instanceof ApiError ? error.serverMessage : null;
  return detail ? `${defaultText} ${detail}` : defaultText;
}

type FloorsAnswer = { floors: Floor[] };

/**
 * Puts a floor the server just answered with into the cached list at once (so selecting
 * it finds it), then fetches the list again. Not an undoable change: it mirrors the server.
 */
export function putFloorInCache(queryClient: QueryClient, buid: string, floor: Floor): void {
  queryClient.setQueryData<FloorsAnswer>(floorKeys.space(buid), (cached) => {
    const others = (cached?.floors ?? []).filter(
      (f) => !sameFloorNumber(f.floor_number, floor.floor_number),
    );
    return { floors: sortFloors([...others, floor]) };
  });
  void queryClient.invalidateQueries({ queryKey: floorKeys.space(buid) });
}

function removeFloorFromCache(queryClient: QueryClient, buid: string, floorNumber: string): void {
  queryClient.setQueryData<FloorsAnswer>(floorKeys.space(buid), (cached) =>
    cached
      ? { floors: cached.floors.filter((f) => !sameFloorNumber(f.floor_number, floorNumber)) }
      : cached,
  );
  void queryClient.invalidateQueries({ queryKey: floorKeys.space(buid) });
}

export interface NewFloor {
  buid: string;
  floor_number: string;
  floor_name: string;
  description: string;
}

/** Adds a floor; it becomes the selected floor. */
export function useAddFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (floor: NewFloor) =>
      callApi(floorAdd, {
        body: {
          buid: floor.buid,
          floor_number: floor.floor_number.trim(),
          floor_name: floor.floor_name,
          description: floor.description,
          is_published: true,
        },
      }),
    onSuccess: (answer, input) => {
      putFloorInCache(queryClient, input.buid, answer.floor);
      useSelectionStore.getState().selectFloor(answer.floor.floor_number);
      showAlert({ level: AlertLevel.success, text: answer.message });
    },
    onError: (error) =>
      showAlert({
        level: AlertLevel.danger,
        text: failureWithDefault(FloorMessages.couldNotCreate, error),
      }),
  });
}

export interface FloorEdit {
  buid: string;
  floor_number: string;
  floor_name: string;
  description: string;
}

/** Saves a floor's name and description. */
export function useUpdateFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: FloorEdit) => callApi(floorUpdate, { body: edit }),
    onSuccess: (answer, input) => {
      putFloorInCache(queryClient, input.buid, answer.floor);
      showAlert({ level: AlertLevel.success, text: answer.message });
    },
    onError: (error) =>
      showAlert({
        level: AlertLevel.danger,
        text: error instanceof Error ? error.message : String(error),
      }),
  });
}

/**
 * Deletes a floor with everything on it (docs/floors-and-plans.md#deleting-a-floor): it needs a
 * building and a floor number ('No floor seems to be selected.'); the selection then moves to the
 * first floor.
 */
export function useDeleteFloor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (floor: { buid: string | null; floor_number: string | null }) => {
      if (!floor.buid || floor.floor_number === null || floor.floor_number.trim() === '') {
        throw new Error(FloorMessages.noFloorToDelete);
      }
      const answer = await callApi(floorDelete, {
        body: { buid: floor.buid, floor_number: floor.floor_number },
      });
      return { answer, buid: floor.buid, floorNumber: floor.floor_number };
    },
    onSuccess: ({ answer, buid, floorNumber }) => {
      removeFloorFromCache(queryClient, buid, floorNumber);
      showAlert({ level: AlertLevel.success, text: answer.message });
    },
    onError: (error) =>
      showAlert({
        level: AlertLevel.danger,
        text:
          error instanceof Error && error.message === FloorMessages.noFloorToDelete
            ? FloorMessages.noFloorToDelete
            : failureWithDefault(FloorMessages.deleteFailed, error),
      }),
  });
}
