import type { EditorMode } from './mode';

/**
 * The resting mode: looking at the map, clicking markers and lists. Marker clicks and
 * the edit tab's marker drag are declarative props of the marker layers, so browsing
 * installs nothing of its own. Ctrl+Z here undoes the last server edit.
 */
export const browseMode: EditorMode = {
  id: 'browse',
  enter: () => {},
  exit: () => {},
};
