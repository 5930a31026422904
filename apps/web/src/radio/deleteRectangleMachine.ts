import { type LatLng, type LatLngRectangle, rectangleFromCorners } from '@indoor/domain';

/**
 * The fingerprint delete rectangle (docs/wifi-layers.md#delete-rectangle):
 * idle -> dragging -> confirming -> deleting -> idle. A rectangle with no fingerprint
 * inside goes straight back to idle; cancelling the confirm does too.
 */
export type DeleteRectangle =
  | { name: 'idle' }
  | { name: 'dragging'; start: LatLng; end: LatLng }
  | { name: 'confirming'; box: LatLngRectangle; count: number }
  | { name: 'deleting'; box: LatLngRectangle };

export type DeleteRectangleEvent =
  | { type: 'press'; at: LatLng }
  | { type: 'move'; at: LatLng }
  | { type: 'release'; at: LatLng; countInside: (box: LatLngRectangle) => number }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'done' };

export const idleRectangle: DeleteRectangle = { name: 'idle' };

export function stepDeleteRectangle(
  state: DeleteRectangle,
  event: DeleteRectangleEvent,
): DeleteRectangle {
  switch (event.type) {
    case 'press':
      return state.name === 'idle' ? { name: 'dragging', start: event.at, end: event.at } : state;
    case 'move':
      return state.name === 'dragging' ? { ...state, end: event.at } : state;
    case 'release': {
      if (state.name !== 'dragging') return state;
      const box = rectangleFromCorners(state.start, event.at);
      const count = event.countInside(box);
      return count > 0 ? { name: 'confirming', box, count } : idleRectangle;
    }
    case 'confirm':
      return state.name === 'confirming' ? { name: 'deleting', box: state.box } : state;
    case 'cancel':
      return state.name === 'confirming' || state.name === 'dragging' ? idleRectangle : state;
    case 'done':
      return state.name === 'deleting' ? idleRectangle : state;
  }
}

/** The rectangle drawn on the map: while dragging, confirming and deleting. */
export function drawnBox(state: DeleteRectangle): LatLngRectangle | null {
  if (state.name === 'dragging') return rectangleFromCorners(state.start, state.end);
  if (state.name === 'confirming' || state.name === 'deleting') return state.box;
  return null;
}
