import {
  AlertLevel,
  type Connection,
  connectionDelete,
  DoorPathMessages,
  type Poi,
  poisDelete,
  unitsFloorConnectors,
} from '@indoor/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callApi, errorMessage } from '../api/client';
import { currentId, recordEdit } from '../editor/history';
import { showAlert } from '../state/alerts';
import { toggleEdgeMode, useEdgeModeStore } from './edgeMode';
import { isEdgeModeOn } from './edgeModeMachine';
import { refreshSpaceGraph } from './poiQueries';

/*
 * "Make walking paths through doors" (docs/rooms.md#walking-paths-through-doors): the server
 * makes the floor's connectors and connections at once; the planner then reviews them in
 * edge mode. Undo deletes what was made (connections first, then their connectors); redo
 * asks the server again, which makes what is missing once more.
 */

interface Made {
  pois: Poi[];
  connections: Connection[];
}

async function makeCall(buid: string, floorNumber: string) {
  return callApi(unitsFloorConnectors, { body: { buid, floor_number: floorNumber } });
}

async function removeCall(made: Made): Promise<void> {
  for (const connection of made.connections)
    await callApi(connectionDelete, { body: { cuid: currentId(connection.cuid) } });
  for (const poi of made.pois)
    await callApi(poisDelete, { body: { puid: currentId(poi.puid), buid: poi.buid } });
}

/**
 * Makes the walking paths of a floor, says what was made and leaves the planner in edge
 * mode to review them; answers false after a shown failure.
 */
export async function makeDoorPaths(
  queryClient: QueryClient,
  buid: string,
  floorNumber: string,
): Promise<boolean> {
  let answer: Awaited<ReturnType<typeof makeCall>>;
  try {
    answer = await makeCall(buid, floorNumber);
  } catch (error) {
    showAlert({ level: AlertLevel.danger, text: errorMessage(error, DoorPathMessages.failed) });
    return false;
  }
  await refreshSpaceGraph(queryClient, buid);
  const madeSomething = answer.pois.length > 0 || answer.connections.length > 0;
  showAlert({ level: madeSomething ? AlertLevel.success : AlertLevel.info, text: answer.message });
  if (!isEdgeModeOn(useEdgeModeStore.getState().edge)) toggleEdgeMode();
  if (!madeSomething) return true;
  let made: Made = { pois: answer.pois, connections: answer.connections };
  recordEdit({
    label: DoorPathMessages.action,
    undo: async () => {
      await removeCall(made);
      await refreshSpaceGraph(queryClient, buid);
    },
    redo: async () => {
      const again = await makeCall(buid, floorNumber);
      made = { pois: again.pois, connections: again.connections };
      await refreshSpaceGraph(queryClient, buid);
    },
  });
  return true;
}
