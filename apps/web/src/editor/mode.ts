import type { Map as MapLibreMap } from 'maplibre-gl';
import type { HistoryScope } from './history';

/**
 * The map interactions of docs/map-and-editor.md#editor-modes: browse, place-space, place-POI,
 * edge, floor-plan placement and the delete rectangle of the wifi layers. Exactly one is active at
 * a time; each lives with its capability and is entered through editor/editor.ts.
 */
export type ModeId = string;

/**
 * A key the dispatcher hands to the active mode (arrows move, Enter acts); `fast` with Shift.
 * Backspace takes back the last point a mode placed, Tab (`back` with Shift) chooses the next
 * point to move: a mode that does not use them answers false and they do what they always do.
 */
export type ModeKey =
  | { type: 'arrow'; dx: -1 | 0 | 1; dy: -1 | 0 | 1; fast: boolean }
  | { type: 'enter' }
  | { type: 'backspace' }
  | { type: 'tab'; back: boolean };

export interface ModeContext {
  map: MapLibreMap;
}

/**
 * A map interaction (iD's modes): enter() installs the behaviors it needs on the map,
 * exit() removes them again and drops whatever the mode had under way (the editor calls
 * it when another mode is entered, or when the map goes away).
 */
export interface EditorMode {
  readonly id: ModeId;
  /**
   * Which steps of the one history Ctrl+Z reaches while this mode is active: the server
   * edits (the default), or the mode's own local steps (floor-plan placement, until Set).
   */
  readonly historyScope?: HistoryScope;
  enter(context: ModeContext): void;
  exit(): void;
  /** Escape while the mode is active (outside text fields and dialogs); none by default. */
  escape?(): void;
  /**
   * Arrow keys and Enter while the mode is active (outside text fields, buttons, links
   * and dialogs); answers whether the mode used the key. None by default: the map keeps
   * its own arrow-key panning.
   */
  key?(key: ModeKey): boolean;
  /**
   * True for a mode that reads every click on the map as its own (a one-click placement):
   * the clicks on POI icons, connection lines and access points then do nothing else.
   */
  readonly takesMapClicks?: boolean;
}
