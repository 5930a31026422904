/** A corner of the rectangle, as longitude and latitude. */
export interface LonLat {
  lon: number;
  lat: number;
}

export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * The fingerprint delete rectangle (docs/wifi-layers.md#delete-rectangle):
 * idle -> dragging -> confirming -> deleting -> idle. A rectangle with no fingerprint
 * inside goes straight back to idle; cancelling the confirm does too.
 */
export type DeleteRectangle =
  | { name: 'idle' }
  | { name: 'dragging'; start: LonLat; end: LonLat }
  | { name: 'confirming'; box: Box; count: number }
  | { name: 'deleting'; box: Box };

export type DeleteRectangleEvent =
  | { type: 'press'; at: LonLat }
  | { type: 'move'; at: LonLat }
  | { type: 'release'; at: LonLat; countInside: (box: Box) => number }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'done' };

export const idleRectangle: DeleteRectangle = { name: 'idle' };

export function boxOf(a: LonLat, b: LonLat): Box {
  return {
    south: Math.min(a.lat, b.lat),
    north: Math.max(a.lat, b.lat),
    west: Math.min(a.lon, b.lon),
    east: Math.max(a.lon, b.lon),
  };
}

export const inBox = (box: Box, lat: number, lon: number): boolean =>
  lat >= box.south && lat <= box.north && lon >= box.west && lon <= box.east;

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
      const box = boxOf(state.start, event.at);
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
export function drawnBox(state: DeleteRectangle): Box | null {
  if (state.name === 'dragging') return boxOf(state.start, state.end);
  if (state.name === 'confirming' || state.name === 'deleting') return state.box;
  return null;
}
