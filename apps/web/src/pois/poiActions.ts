import {
  AlertLevel,
  type Connection,
  connectionAdd,
  connectionDelete,
  type Poi,
  type PoiAddRequest,
  PoiEditorMessages,
  PoiMessages,
  type PoiUpdateRequest,
  poiMoveBody,
  poiPosition,
  poisAdd,
  poisDelete,
  poisUpdate,
  poiToAddBody,
  poiToUpdateBody,
  ServerMessages,
} from '@indoor/domain';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, callApi, errorMessage } from '../api/client';
import { currentId, recordEdit, renameId } from '../editor/history';
import { showAlert } from '../state/alerts';
import { poiKeys, refreshSpaceGraph } from './poiQueries';

/*
 * The POI layer's edits (docs/pois-and-navigation.md#editing-and-moving-pois). Each one calls the
 * API, refreshes the space's POIs, connections and graph check, and records how to undo and redo it
 * through the API. Ids are looked up with currentId at the time of the undo or redo, because
 * undoing a delete recreates the object under a new id.
 */

async function addPoiCall(body: PoiAddRequest): Promise<Poi> {
  const answer = await callApi(poisAdd, { body });
  return answer.poi;
}

async function updatePoiCall(body: PoiUpdateRequest): Promise<Poi> {
  const answer = await callApi(poisUpdate, {
    body: { ...body, puid: currentId(body.puid) },
  });
  return answer.poi;
}

async function deletePoiCall(puid: string, buid: string): Promise<void> {
  await callApi(poisDelete, { body: { puid: currentId(puid), buid } });
}

async function connectCall(buid: string, a: string, b: string): Promise<Connection> {
  const answer = await callApi(connectionAdd, {
    body: { buid, pois_a: currentId(a), pois_b: currentId(b) },
  });
  return answer.connection;
}

async function disconnectCall(cuid: string): Promise<void> {
  await callApi(connectionDelete, { body: { cuid: currentId(cuid) } });
}

/** Rewrites the cached POI lists under a key (all of a space's lists, or one of them). */
function editCachedPois(
  queryClient: QueryClient,
  queryKey: readonly unknown[],
  edit: (pois: Poi[]) => Poi[],
): void {
  queryClient.setQueriesData({ queryKey }, (cached: unknown) => {
    if (!cached || typeof cached !== 'object' || !('pois' in cached)) return cached;
    return { ...cached, pois: edit((cached as { pois: Poi[] }).pois) };
  });
}

/**
 * Removes a POI from the cached lists (removed locally on a server error:
 * docs/pois-and-navigation.md#deleting-a-poi).
 */
const dropPoiLocally = (queryClient: QueryClient, poi: Poi) =>
  editCachedPois(queryClient, poiKeys.space(poi.buid), (pois) =>
    pois.filter((p) => p.puid !== poi.puid),
  );

/**
 * Puts the server's copy of a POI into the cached lists at once (no flicker): it
 * replaces the older copy wherever one is cached, and a new POI joins its own floor's
 * list and the whole-space list.
 */
function putPoiLocally(queryClient: QueryClient, poi: Poi): void {
  editCachedPois(queryClient, poiKeys.space(poi.buid), (pois) =>
    pois.map((p) => (p.puid === poi.puid ? poi : p)),
  );
  for (const key of [poiKeys.floor(poi.buid, poi.floor_number), poiKeys.all(poi.buid)]) {
    editCachedPois(queryClient, key, (pois) =>
      pois.some((p) => p.puid === poi.puid) ? pois : [...pois, poi],
    );
  }
}

const isRefusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createPoiActions(queryClient: QueryClient) {
  const refresh = (buid: string) => refreshSpaceGraph(queryClient, buid);

  return {
    /** Saves a new POI or connector; answers the saved POI, or null after a shown failure. */
    async addPoi(body: PoiAddRequest): Promise<Poi | null> {
      let poi: Poi;
      try {
        poi = await addPoiCall(body);
      } catch (error) {
        showAlert({ level: AlertLevel.danger, text: errorMessage(error, PoiMessages.addFailed) });
        return null;
      }
      putPoiLocally(queryClient, poi);
      void refresh(poi.buid);
      showAlert({ level: AlertLevel.success, text: PoiEditorMessages.added(poi.name) });
      const puid = poi.puid;
      recordEdit({
        label: PoiEditorMessages.actionAddPoi(poi.name),
        undo: async () => {
          await deletePoiCall(puid, poi.buid);
          await refresh(poi.buid);
        },
        redo: async () => {
          const again = await addPoiCall(body);
          renameId(currentId(puid), again.puid);
          await refresh(poi.buid);
        },
      });
      return poi;
    },

    /**
     * Saves a dragged POI's new position (drag end saves it:
     * docs/pois-and-navigation.md#editing-and-moving-pois).
     */
    async movePoi(poi: Poi, lat: number, lon: number): Promise<boolean> {
      try {
        const moved = await updatePoiCall(poiMoveBody(poi, lat, lon));
        putPoiLocally(queryClient, moved);
      } catch (error) {
        showAlert({ level: AlertLevel.danger, text: errorMessage(error, PoiMessages.moveFailed) });
        // The marker goes back to where the server has it.
        await refresh(poi.buid);
        return false;
      }
      void refresh(poi.buid);
      const before = poiPosition(poi) ?? { lat, lon };
      recordEdit({
        label: PoiEditorMessages.actionMovePoi(poi.name),
        undo: async () => {
          await updatePoiCall(poiMoveBody(poi, before.lat, before.lon));
          await refresh(poi.buid);
        },
        redo: async () => {
          await updatePoiCall(poiMoveBody(poi, lat, lon));
          await refresh(poi.buid);
        },
      });
      return true;
    },

    /** Saves the asset form of an existing POI. */
    async updatePoi(before: Poi, body: PoiUpdateRequest): Promise<Poi | null> {
      let after: Poi;
      try {
        after = await updatePoiCall(body);
      } catch (error) {
        showAlert({
          level: AlertLevel.danger,
          text: errorMessage(error, PoiMessages.updateFailed),
        });
        return null;
      }
      putPoiLocally(queryClient, after);
      void refresh(after.buid);
      showAlert({ level: AlertLevel.success, text: PoiMessages.updated });
      recordEdit({
        label: PoiEditorMessages.actionEditPoi(after.name),
        undo: async () => {
          await updatePoiCall(poiToUpdateBody(before));
          await refresh(before.buid);
        },
        redo: async () => {
          await updatePoiCall(body);
          await refresh(before.buid);
        },
      });
      return after;
    },

    /**
     * Deletes a POI. Refused while a connection touches it (the server's message shows);
     * on any other failure it is removed locally anyway.
     */
    async deletePoi(poi: Poi): Promise<boolean> {
      try {
        await deletePoiCall(poi.puid, poi.buid);
      } catch (error) {
        if (isRefusal(error)) {
          showAlert({
            level: AlertLevel.warning,
            text: errorMessage(error, PoiMessages.deleteFailed),
          });
          return false;
        }
        showAlert({ level: AlertLevel.danger, text: PoiMessages.deleteFailed });
        dropPoiLocally(queryClient, poi);
        return true;
      }
      dropPoiLocally(queryClient, poi);
      void refresh(poi.buid);
      showAlert({ level: AlertLevel.success, text: PoiMessages.deleted, autoHideMs: 1000 });
      recordEdit({
        label: PoiEditorMessages.actionDeletePoi(poi.name),
        undo: async () => {
          const again = await addPoiCall(poiToAddBody(poi));
          renameId(currentId(poi.puid), again.puid);
          await refresh(poi.buid);
        },
        redo: async () => {
          await deletePoiCall(poi.puid, poi.buid);
          await refresh(poi.buid);
        },
      });
      return true;
    },

    /** Connects two POIs of a space; answers the connection, or null after a shown failure. */
    async connect(buid: string, first: string, second: string): Promise<Connection | null> {
      let connection: Connection;
      try {
        connection = await connectCall(buid, first, second);
      } catch (error) {
        showAlert({
          level: AlertLevel.danger,
          text: errorMessage(error, PoiMessages.connectFailed),
        });
        return null;
      }
      await refresh(buid);
      showAlert({ level: AlertLevel.success, text: PoiEditorMessages.connected });
      const cuid = connection.cuid;
      recordEdit({
        label: PoiEditorMessages.actionConnect,
        undo: async () => {
          await disconnectCall(cuid);
          await refresh(buid);
        },
        redo: async () => {
          const again = await connectCall(buid, first, second);
          renameId(currentId(cuid), again.cuid);
          await refresh(buid);
        },
      });
      return connection;
    },

    /** Deletes a connection (clicked in edge mode); answers whether it is gone. */
    async disconnect(connection: Connection): Promise<boolean> {
      try {
        await disconnectCall(connection.cuid);
      } catch (error) {
        showAlert({
          level: AlertLevel.danger,
          text: errorMessage(error, PoiMessages.connectionDeleteFailed),
        });
        return false;
      }
      await refresh(connection.buid);
      showAlert({ level: AlertLevel.success, text: ServerMessages.connectionDeleted });
      recordEdit({
        label: PoiEditorMessages.actionDisconnect,
        undo: async () => {
          const again = await connectCall(connection.buid, connection.pois_a, connection.pois_b);
          renameId(currentId(connection.cuid), again.cuid);
          await refresh(connection.buid);
        },
        redo: async () => {
          await disconnectCall(connection.cuid);
          await refresh(connection.buid);
        },
      });
      return true;
    },
  };
}

export type PoiActions = ReturnType<typeof createPoiActions>;

export function usePoiActions(): PoiActions {
  const queryClient = useQueryClient();
  return useMemo(() => createPoiActions(queryClient), [queryClient]);
}
