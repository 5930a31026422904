import { PoiMessages } from '@indoor/domain';

/**
 * Edge mode (docs/pois-and-navigation.md#edge-mode): with the toggle on, a click on one saved
 * POI picks it (its icon is enlarged), a click on a second one draws a red provisional
 * line and asks the server to connect them; the line turns blue on success and is
 * removed on failure. Clicking the first POI again cancels the pick. Turning the mode
 * off clears the pending pick. Clicking a connection while the mode is on deletes it.
 *
 *   off --toggle--> idle --click A--> picked(A) --click B--> connecting(A,B)
 *                    ^                   |                        |
 *                    +----click A again--+        connected/failed+--> idle
 *   any --toggle--> off
 */
export type EdgeModeState =
  | { name: 'off' }
  | { name: 'idle' }
  | { name: 'picked'; first: string }
  | { name: 'connecting'; first: string; second: string };

export type EdgeModeEvent =
  | { type: 'toggle' }
  | { type: 'turnOff' }
  /** `saved` is false for a temporary marker that has no puid yet. */
  | { type: 'clickPoi'; puid: string | null; saved: boolean }
  | { type: 'connected' }
  | { type: 'failed' };

export interface EdgeModeStep {
  state: EdgeModeState;
  accepted: boolean;
  /** A warning for the user when a click could not be taken. */
  warning: string | null;
  /** Set when the step asks for a connection between these two POIs. */
  connect: { first: string; second: string } | null;
}

export const edgeModeOff: EdgeModeState = { name: 'off' };

const step = (
  state: EdgeModeState,
  extra: Partial<Omit<EdgeModeStep, 'state'>> = {},
): EdgeModeStep => ({ state, accepted: true, warning: null, connect: null, ...extra });

export function edgeModeTransition(state: EdgeModeState, event: EdgeModeEvent): EdgeModeStep {
  if (event.type === 'toggle') return step(state.name === 'off' ? { name: 'idle' } : edgeModeOff);
  if (event.type === 'turnOff') return step(edgeModeOff, { accepted: state.name !== 'off' });
  switch (state.name) {
    case 'off':
      return step(state, { accepted: false });
    case 'idle':
    case 'picked': {
      if (event.type !== 'clickPoi') return step(state, { accepted: false });
      if (!event.saved || !event.puid) {
        return step(state, { accepted: false, warning: PoiMessages.onlySubmitted });
      }
      if (state.name === 'idle') return step({ name: 'picked', first: event.puid });
      if (event.puid === state.first) return step({ name: 'idle' });
      return step(
        { name: 'connecting', first: state.first, second: event.puid },
        { connect: { first: state.first, second: event.puid } },
      );
    }
    case 'connecting':
      if (event.type === 'connected' || event.type === 'failed') return step({ name: 'idle' });
      // One connection at a time: clicks wait for the answer.
      return step(state, { accepted: false });
  }
}

/** Whether edge mode is on (any state but off). */
export const isEdgeModeOn = (state: EdgeModeState) => state.name !== 'off';
