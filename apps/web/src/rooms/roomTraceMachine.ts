import type { LonLat } from '@indoor/domain';

/**
 * Tracing a new room (docs/rooms.md#drawing-a-room): corners are clicked one by one over the
 * floor plan; a click on the first corner (or Enter) closes the outline once it has three,
 * and the form asks for the room's name, category and accessibility. A refused save goes
 * back to the form with the server's message, the outline kept; "Back to drawing" reopens
 * it so that corners can be removed and clicked again.
 *
 *   idle --start--> tracing --close--> naming --submit--> saving --saved--> idle
 *                   ^  add, removeLast    |  ^               |
 *                   +------reopen---------+  +----failed-----+
 *   every state but saving --cancel--> idle
 */
export type RoomTrace =
  | { name: 'idle' }
  | { name: 'tracing'; corners: LonLat[] }
  | { name: 'naming'; corners: LonLat[]; error: string | null }
  | { name: 'saving'; corners: LonLat[] };

export type RoomTraceEvent =
  | { type: 'start' }
  | { type: 'add'; at: LonLat }
  | { type: 'removeLast' }
  | { type: 'close' }
  | { type: 'reopen' }
  | { type: 'submit' }
  | { type: 'saved' }
  | { type: 'failed'; message: string }
  | { type: 'cancel' };

export const idleTrace: RoomTrace = { name: 'idle' };

/** Corners needed before an outline can close (the rules' minimum). */
export const MIN_CORNERS = 3;

const same = (a: LonLat, b: LonLat) => a[0] === b[0] && a[1] === b[1];

export function stepRoomTrace(state: RoomTrace, event: RoomTraceEvent): RoomTrace {
  if (event.type === 'cancel') return state.name === 'saving' ? state : idleTrace;
  switch (state.name) {
    case 'idle':
      return event.type === 'start' ? { name: 'tracing', corners: [] } : state;
    case 'tracing': {
      const { corners } = state;
      if (event.type === 'add') {
        // A double click puts the same corner twice: it counts once.
        const last = corners.at(-1);
        return last && same(last, event.at) ? state : { ...state, corners: [...corners, event.at] };
      }
      if (event.type === 'removeLast') {
        return corners.length === 0 ? state : { ...state, corners: corners.slice(0, -1) };
      }
      if (event.type === 'close' && corners.length >= MIN_CORNERS) {
        return { name: 'naming', corners, error: null };
      }
      return state;
    }
    case 'naming':
      if (event.type === 'submit') return { name: 'saving', corners: state.corners };
      if (event.type === 'reopen') return { name: 'tracing', corners: state.corners };
      return state;
    case 'saving':
      if (event.type === 'saved') return idleTrace;
      if (event.type === 'failed') {
        return { name: 'naming', corners: state.corners, error: event.message };
      }
      return state;
  }
}

/** The corners drawn so far, whatever the state (none when idle). */
export function tracedCorners(state: RoomTrace): LonLat[] {
  return state.name === 'idle' ? [] : state.corners;
}
