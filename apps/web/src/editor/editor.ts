import type { LatLng } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { create } from 'zustand';
import { fromLngLat } from '../map/lngLat';
import { browseMode } from './browse';
import { clearLocalSteps } from './history';
import type { EditorMode, ModeId } from './mode';

/*
 * The mode registry (iD's context.enter(mode)): exactly one mode is active. Entering a
 * mode exits the previous one, whose exit() drops what it had under way, so no mode has
 * to know the others. A mode lives with its capability (spaces/placeSpaceMode.ts,
 * pois/placePoiMode.ts, pois/edgeMode.ts, floors/floorPlanPlacementMode.ts,
 * radio/deleteRectangleMode.ts) and calls
 * enterMode(itself) when its interaction starts and leaveMode(itself) when it ends.
 *
 *   browse --enterMode(m)--> m --enterMode(n)--> n        (m.exit() runs first)
 *                            m --leaveMode(m)--> browse
 */

interface EditorState {
  /** The id of the active mode. */
  modeId: ModeId;
  /** True once the main map is attached; placing needs it. */
  mapReady: boolean;
}

export const useEditorStore = create<EditorState>()(() => ({
  modeId: browseMode.id,
  mapReady: false,
}));

let map: MapLibreMap | null = null;
let active: EditorMode = browseMode;
const onDetach: (() => void)[] = [];
/** How to discard the temporary marker on the map, if there is one (see below). */
let discardTemporary: (() => void) | null = null;

/** The active mode (the keyboard dispatcher routes Escape and Ctrl+Z by it). */
export function activeMode(): EditorMode {
  return active;
}

/** Whether a click on a map feature (a POI icon, a connection, an AP) may act: not while the active mode takes every map click. */
export function featureClicksEnabled(): boolean {
  return !active.takesMapClicks;
}

/**
 * Makes `next` the active mode. The previous mode is exited after `next` became active,
 * so a mode whose exit() ends its own interaction (and so calls leaveMode) changes
 * nothing. Steps local to the previous mode end with it.
 */
export function enterMode(next: EditorMode): void {
  if (active === next) return;
  const previous = active;
  active = next;
  useEditorStore.setState({ modeId: next.id });
  previous.exit();
  const scope = previous.historyScope;
  // Server edits outlive every mode; a mode's local steps end with it.
  if (scope && scope !== 'server' && scope !== next.historyScope) clearLocalSteps(scope);
  if (map) next.enter({ map });
}

/** Returns to browse if `mode` is the active one (its interaction has ended). */
export function leaveMode(mode: EditorMode): void {
  if (active === mode) enterMode(browseMode);
}

/**
 * Something that is no mode but lives on the map (the temporary marker of a new POI)
 * is dropped with the map: its owner registers how.
 */
export function onMapDetached(reset: () => void): void {
  onDetach.push(reset);
}

/**
 * The temporary marker of a new POI is no mode: it stays on the map while the user
 * browses or turns edge mode on (clicking it in edge mode warns:
 * docs/pois-and-navigation.md#edge-mode). Its owner holds it here so that placing a new space can
 * discard it: one temporary marker at a time.
 */
export function holdTemporaryMarker(discard: () => void): void {
  discardTemporary = discard;
}

export function releaseTemporaryMarker(discard: () => void): void {
  if (discardTemporary === discard) discardTemporary = null;
}

export function discardTemporaryMarker(): void {
  const discard = discardTemporary;
  discardTemporary = null;
  discard?.();
}

/** The main map while it exists: the panels read its zoom or move its camera. */
export function editorMap(): MapLibreMap | null {
  return map;
}

/** The centre of the attached map: where the keyboard places a new space or POI. */
export function mapCentre(): LatLng | null {
  if (!map) return null;
  return fromLngLat(map.getCenter());
}

/** Called by the map host when the main map is ready. */
export function attachMap(next: MapLibreMap): void {
  if (map && map !== next) detachMap(map);
  map = next;
  active.enter({ map });
  useEditorStore.setState({ mapReady: true });
}

/** Called when the main map goes away: whatever was being placed is dropped with it. */
export function detachMap(previous: MapLibreMap): void {
  if (map !== previous) return;
  enterMode(browseMode);
  map = null;
  for (const reset of onDetach) reset();
  useEditorStore.setState({ modeId: browseMode.id, mapReady: false });
}
