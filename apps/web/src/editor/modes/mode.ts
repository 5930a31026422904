import type { Map as MapLibreMap } from 'maplibre-gl';

/** The map interactions of CONVENTIONS.md; exactly one is active at a time. */
export type ModeId = 'browse' | 'place-space' | 'place-poi';

export interface ModeContext {
  map: MapLibreMap;
}

/**
 * A map interaction (iD's modes): enter() installs the behaviors it needs on the map,
 * exit() removes them again. The editor (editor/editor.ts) makes sure only one is active.
 */
export interface EditorMode {
  readonly id: ModeId;
  enter(context: ModeContext): void;
  exit(): void;
}
