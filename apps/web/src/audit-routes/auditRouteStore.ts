import {
  type AuditOptimizationMethod,
  type AuditRoute,
  AuditRouteConstants,
  type ChecklistStopState,
  checklistStopState,
  moveStop,
} from '@indoor/domain';
import { create } from 'zustand';
import type { RouteDraft, RoutePoi } from './draftPlan';

/** A stop as the map draws it: where it is and whether it has a result (or one waiting). */
export interface DrawnStop {
  puid: string;
  name: string;
  lat: number;
  lon: number;
  state: ChecklistStopState;
}

/**
 * What the map draws for a route: its stops in walking order, its colour, and the building
 * and floor whose walking graph its legs follow.
 */
export interface DrawnRoute {
  key: string;
  colourIndex: number;
  buildingId: string | null;
  floorNumber: string | null;
  stops: DrawnStop[];
}

/** The key of a saved route drawn on the map. */
export const drawnRouteKey = (routeId: string) => `route-${routeId}`;

const emptyDraft = (): RouteDraft => ({
  name: '',
  description: '',
  buildingId: null,
  floorNumber: null,
  auditors: [],
  method: AuditRouteConstants.defaultOptimizationMethod,
});

interface AuditRouteState {
  draft: RouteDraft;
  /** The selected POIs in selection order (custom order: the order walked). */
  selected: RoutePoi[];
  /** The route being edited (PUT on save); null for a new route. */
  editingId: string | null;
  /** The preview's colour: a new one after each save, cycling through the 8. */
  colourIndex: number;
  /** The planner's preview, drawn while the form has stops. */
  preview: DrawnRoute | null;
  /** A saved route drawn by "View", the display toggle, or the auditor opening it. */
  shown: DrawnRoute | null;
  /** Routes start hidden (docs/audit.md#showing-routes). */
  displayEnabled: boolean;
  displayedRouteId: string | null;
  /** The auditor's open route and the checklist entry a QR label's link asked for. */
  openRouteId: string | null;
  focusPuid: string | null;
  /** The stop chosen on the open checklist: expanded in the list, marked on the map. */
  selectedStop: string | null;
  setDraft: (changes: Partial<RouteDraft>) => void;
  /** A new building or floor: the selection belongs to the old one and goes. */
  chooseLocation: (buildingId: string | null, floorNumber: string | null) => void;
  setMethod: (method: AuditOptimizationMethod, currentOrder: readonly RoutePoi[]) => void;
  togglePoi: (poi: RoutePoi) => void;
  setSelected: (pois: RoutePoi[]) => void;
  move: (index: number, direction: 'up' | 'down') => void;
  startEdit: (route: AuditRoute) => void;
  resetForm: () => void;
  setPreview: (preview: DrawnRoute | null) => void;
  show: (route: DrawnRoute | null) => void;
  setDisplay: (enabled: boolean, routeId: string | null) => void;
  /** Opens a route's checklist; the linked POI, if any, is the stop selected first. */
  openRoute: (routeId: string | null, focusPuid?: string | null) => void;
  selectStop: (puid: string | null) => void;
  /**
   * Gives the stops of the drawn route `routeId` these states (results recorded or
   * waiting to be sent); nothing when another route, or none, is drawn.
   */
  showStopStates: (routeId: string, states: ReadonlyMap<string, ChecklistStopState>) => void;
}

export const useAuditRouteStore = create<AuditRouteState>()((set, get) => ({
  draft: emptyDraft(),
  selected: [],
  editingId: null,
  colourIndex: 0,
  preview: null,
  shown: null,
  displayEnabled: false,
  displayedRouteId: null,
  openRouteId: null,
  focusPuid: null,
  selectedStop: null,
  setDraft: (changes) => set({ draft: { ...get().draft, ...changes } }),
  chooseLocation: (buildingId, floorNumber) => {
    const { draft } = get();
    const buildingChanged = draft.buildingId !== buildingId;
    set({
      draft: {
        ...draft,
        buildingId,
        floorNumber,
        // The auditors offered belong to the building.
        auditors: buildingChanged ? [] : draft.auditors,
      },
      selected:
        draft.buildingId === buildingId && draft.floorNumber === floorNumber ? get().selected : [],
    });
  },
  setMethod: (method, currentOrder) => {
    // Custom order starts from the order shown, so the planner adjusts it by hand.
    set({
      draft: { ...get().draft, method },
      selected: method === 'custom-order' ? [...currentOrder] : get().selected,
    });
  },
  togglePoi: (poi) => {
    const { selected } = get();
    set({
      selected: selected.some((p) => p.puid === poi.puid)
        ? selected.filter((p) => p.puid !== poi.puid)
        : [...selected, poi],
    });
  },
  setSelected: (selected) => set({ selected }),
  move: (index, direction) => set({ selected: moveStop(get().selected, index, direction) }),
  startEdit: (route) =>
    set({
      editingId: route.id,
      draft: {
        name: route.name,
        description: route.description,
        buildingId: route.building_id,
        floorNumber: String(route.floor_number),
        auditors: [...route.assigned_auditors],
        method: route.optimization_method,
      },
      // The saved order is kept as the selection order; optimised methods reorder it again.
      selected: [...route.pois]
        .sort((a, b) => a.order - b.order)
        .map((p) => ({
          puid: p.puid,
          name: p.name,
          pois_type: p.pois_type,
          serialNumber: '',
          lat: p.coordinates.lat,
          lon: p.coordinates.lon,
        })),
    }),
  resetForm: () => {
    const { draft } = get();
    set({
      // The building and floor stay chosen: the next route is likely planned there too.
      draft: { ...emptyDraft(), buildingId: draft.buildingId, floorNumber: draft.floorNumber },
      selected: [],
      editingId: null,
      preview: null,
      colourIndex: get().colourIndex + 1,
    });
  },
  setPreview: (preview) => set({ preview }),
  show: (shown) => set({ shown }),
  setDisplay: (displayEnabled, displayedRouteId) => set({ displayEnabled, displayedRouteId }),
  openRoute: (openRouteId, focusPuid = null) =>
    set({ openRouteId, focusPuid, selectedStop: focusPuid }),
  selectStop: (selectedStop) => set({ selectedStop }),
  showStopStates: (routeId, states) => {
    const { shown } = get();
    if (!shown || shown.key !== drawnRouteKey(routeId)) return;
    const same = (a: ChecklistStopState, b: ChecklistStopState) =>
      a.kind === b.kind && (a.kind === 'open' || (b.kind !== 'open' && a.result === b.result));
    let changed = false;
    const stops = shown.stops.map((stop) => {
      const state = states.get(stop.puid);
      if (!state || same(state, stop.state)) return stop;
      changed = true;
      return { ...stop, state };
    });
    if (changed) set({ shown: { ...shown, stops } });
  },
}));

/** A saved route as the map draws it, with the results the server has. */
export function drawnRoute(route: AuditRoute, colourIndex: number): DrawnRoute {
  return {
    key: drawnRouteKey(route.id),
    colourIndex,
    buildingId: route.building_id,
    floorNumber: String(route.floor_number),
    stops: [...route.pois]
      .sort((a, b) => a.order - b.order)
      .map((p) => ({
        puid: p.puid,
        name: p.name,
        lat: p.coordinates.lat,
        lon: p.coordinates.lon,
        state: checklistStopState(p.result?.result ?? null, null),
      })),
  };
}
