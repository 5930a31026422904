import { AlertLevel, type Connection, type Poi, PoiMessages } from '@indoor/domain';
import { create } from 'zustand';
import { enterMode, leaveMode } from '../editor/editor';
import type { EditorMode } from '../editor/mode';
import { showAlert } from '../state/alerts';
import {
  type EdgeModeEvent,
  type EdgeModeState,
  edgeModeOff,
  edgeModeTransition,
  isEdgeModeOn,
} from './edgeModeMachine';
import type { PoiActions } from './poiActions';

/**
 * Edge mode (docs/pois-and-navigation.md#edge-mode) as a mode of the editor: on while its state
 * machine (edgeModeMachine.ts) is anything but off. Entering another mode turns it off,
 * which clears the pending first POI; turning it off returns to browse. Its clicks are
 * declarative props of the POI layer, so it installs nothing on the map; Ctrl+Z in it
 * undoes the last server edit (a connection added or deleted).
 */

interface EdgeModeStore {
  edge: EdgeModeState;
  /** Connections being deleted: hidden at once, shown again if the delete fails. */
  hiddenConnections: readonly string[];
}

export const useEdgeModeStore = create<EdgeModeStore>()(() => ({
  edge: edgeModeOff,
  hiddenConnections: [],
}));

export const edgeMode: EditorMode = {
  id: 'edge',
  enter: () => {},
  exit() {
    dispatch({ type: 'turnOff' });
  },
};

function dispatch(event: EdgeModeEvent) {
  const step = edgeModeTransition(useEdgeModeStore.getState().edge, event);
  if (step.warning) showAlert({ level: AlertLevel.warning, text: step.warning });
  if (!step.accepted) return step;
  useEdgeModeStore.setState({ edge: step.state });
  if (isEdgeModeOn(step.state)) enterMode(edgeMode);
  else leaveMode(edgeMode);
  return step;
}

/** The edge-mode toggle button. Turning it off clears the pending first POI. */
export function toggleEdgeMode(): void {
  dispatch({ type: 'toggle' });
}

export function turnOffEdgeMode(): void {
  dispatch({ type: 'turnOff' });
}

/**
 * A POI clicked in edge mode: picks it, cancels the pick, or connects it to the picked
 * one (the provisional red line shows while the server answers).
 */
export async function clickPoiInEdgeMode(
  actions: PoiActions,
  buid: string,
  poi: Pick<Poi, 'puid'> | null,
): Promise<void> {
  const step = dispatch({ type: 'clickPoi', puid: poi?.puid ?? null, saved: poi !== null });
  if (!step.connect) return;
  const connection = await actions.connect(buid, step.connect.first, step.connect.second);
  // The answer may come after the mode was left: then there is nothing to finish.
  if (useEdgeModeStore.getState().edge.name === 'connecting') {
    dispatch({ type: connection ? 'connected' : 'failed' });
  }
}

/**
 * A connection clicked on the map: in edge mode it is deleted (hidden at once, shown
 * again on failure); otherwise the user learns how to delete it.
 */
export async function clickConnection(actions: PoiActions, connection: Connection): Promise<void> {
  if (!isEdgeModeOn(useEdgeModeStore.getState().edge)) {
    showAlert({ level: AlertLevel.info, text: PoiMessages.enableEdgeMode });
    return;
  }
  if (!connection.pois_a.trim()) {
    showAlert({ level: AlertLevel.warning, text: PoiMessages.missingPoiA });
    return;
  }
  if (!connection.pois_b.trim()) {
    showAlert({ level: AlertLevel.warning, text: PoiMessages.missingPoiB });
    return;
  }
  const hide = (hidden: boolean) =>
    useEdgeModeStore.setState(({ hiddenConnections }) => ({
      hiddenConnections: hidden
        ? [...hiddenConnections, connection.cuid]
        : hiddenConnections.filter((cuid) => cuid !== connection.cuid),
    }));
  hide(true);
  const deleted = await actions.disconnect(connection);
  if (!deleted) hide(false);
}
