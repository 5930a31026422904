import { ConnectorType, compareFloorNumbers, type Poi, type RouteStep } from '@indoor/domain';

/** What the viewer's directions keep: the two ends, the route asked for, the open popup. */
export interface NavigationState {
  from: string | null;
  to: string | null;
  /** The pair whose route is asked for and drawn; null until "Show route" and after a change. */
  shown: { from: string; to: string } | null;
  popupPuid: string | null;
  /** The leg the route's floor buttons last went to (a floor can come twice along a route). */
  activeLeg: number;
  /** Routes avoid stairs: floors change only through elevators and ramps. */
  stepFree: boolean;
}

export type NavigationAction =
  | { type: 'setFrom'; puid: string | null }
  | { type: 'setTo'; puid: string | null }
  | { type: 'swap' }
  | { type: 'show' }
  | { type: 'clear' }
  | { type: 'openPopup'; puid: string }
  | { type: 'closePopup' }
  | { type: 'goToLeg'; leg: number }
  | { type: 'setStepFree'; on: boolean }
  /** A link that names both ends: chosen and shown at once. */
  | { type: 'openLink'; from: string; to: string; stepFree: boolean };

export const initialNavigationState: NavigationState = {
  from: null,
  to: null,
  shown: null,
  popupPuid: null,
  activeLeg: 0,
  stepFree: false,
};

/**
 * A room as a destination (docs/pois-and-navigation.md#routes-to-rooms): the To field holds
 * `unit:<id>`, the route ends at the room's door nearest along the way.
 */
export interface RoomChoice {
  /** `unit:<id>`, what the To field holds once the room is chosen. */
  choice: string;
  name: string;
  floorNumber: string;
}
const ROOM_PREFIX = 'unit:';
export const roomChoiceOf = (unitId: string) => `${ROOM_PREFIX}${unitId}`;
/** The room's id when the field holds a room, else null (a POI's puid). */
export const roomIdOfChoice = (value: string | null) =>
  value?.startsWith(ROOM_PREFIX) ? value.slice(ROOM_PREFIX.length) : null;

/**
 * The rooms worth offering beside the POIs: a room whose name is that of a POI on its floor
 * (an office named as the room it is in) would only repeat that POI's choice, so it is left
 * out and the POI stands for it.
 */
export function roomsWithoutNamesakes(
  rooms: readonly RoomChoice[],
  pois: readonly { name: string; floor_number: string }[],
): RoomChoice[] {
  const key = (name: string, floor: string) => `${floor}\u0000${name.trim().toLocaleLowerCase()}`;
  const poiNames = new Set(pois.map((poi) => key(poi.name, poi.floor_number)));
  return rooms.filter((room) => !poiNames.has(key(room.name, room.floorNumber)));
}

/**
 * The rooms a To field offers for the typed text: named rooms whose name holds it (any
 * case), names starting with it first, then by floor and name.
 */
export function matchRooms(
  rooms: readonly RoomChoice[],
  text: string,
  limit: number,
): RoomChoice[] {
  const wanted = text.trim().toLocaleLowerCase();
  return rooms
    .flatMap((room) => {
      const name = room.name.toLocaleLowerCase();
      const at = room.name.trim() === '' ? -1 : name.indexOf(wanted);
      return at < 0 ? [] : [{ room, prefix: at === 0 ? 0 : 1 }];
    })
    .sort(
      (a, b) =>
        a.prefix - b.prefix ||
        compareFloorNumbers(a.room.floorNumber, b.room.floorNumber) ||
        a.room.name.localeCompare(b.room.name),
    )
    .slice(0, limit)
    .map(({ room }) => room);
}

/** Why the route cannot be asked for yet; null when it can. */
export function routeRequestProblem(state: Pick<NavigationState, 'from' | 'to'>) {
  if (state.from === null || state.to === null) return 'incomplete' as const;
  if (state.from === state.to) return 'samePoi' as const;
  return null;
}

/**
 * The directions' state changes. Choosing another end drops the drawn route (it no longer
 * matches the fields); swapping a drawn route draws the way back at once.
 */
export function navigationReducer(
  state: NavigationState,
  action: NavigationAction,
): NavigationState {
  switch (action.type) {
    case 'setFrom':
      if (action.puid === state.from) return { ...state, popupPuid: null };
      return { ...state, from: action.puid, shown: null, popupPuid: null };
    case 'setTo':
      if (action.puid === state.to) return { ...state, popupPuid: null };
      return { ...state, to: action.puid, shown: null, popupPuid: null };
    case 'swap': {
      // A walk starts at a POI: a room chosen as the destination stays where it is.
      if (roomIdOfChoice(state.to) !== null) return state;
      const swapped = { ...state, from: state.to, to: state.from };
      return state.shown
        ? { ...swapped, shown: { from: state.shown.to, to: state.shown.from }, activeLeg: 0 }
        : swapped;
    }
    case 'show': {
      const { from, to } = state;
      if (routeRequestProblem(state) !== null || from === null || to === null) return state;
      return { ...state, shown: { from, to }, popupPuid: null, activeLeg: 0 };
    }
    case 'clear':
      // The step-free choice is the reader's need, not part of one route: it stays.
      return { ...initialNavigationState, stepFree: state.stepFree };
    case 'openPopup':
      return { ...state, popupPuid: action.puid };
    case 'closePopup':
      return state.popupPuid === null ? state : { ...state, popupPuid: null };
    case 'goToLeg':
      return { ...state, activeLeg: action.leg };
    case 'setStepFree':
      if (action.on === state.stepFree) return state;
      // A shown route is asked for again and opens on its start, like a new one.
      return {
        ...state,
        stepFree: action.on,
        shown: state.shown ? { ...state.shown } : null,
        activeLeg: 0,
      };
    case 'openLink': {
      const { from, to, stepFree } = action;
      if (routeRequestProblem({ from, to }) !== null) return state;
      return { ...state, from, to, stepFree, shown: { from, to }, popupPuid: null, activeLeg: 0 };
    }
  }
}

/** Connectors (type 'None') are waypoints of the graph: no marker, no search result. */
export const isNavigablePoi = (poi: Pick<Poi, 'pois_type'>) => poi.pois_type !== ConnectorType;

/** How a chosen POI reads in its field: its name and floor, since names repeat across floors. */
export const poiChoiceLabel = (poi: Pick<Poi, 'name' | 'floor_number'>) =>
  `${poi.name} (floor ${poi.floor_number})`;

/** What a POI's popup and search result call its type: the custom type when it has one. */
export function poiTypeLabel(poi: Pick<Poi, 'pois_type' | 'pois_type2'>): string {
  const custom = poi.pois_type2.trim();
  return custom !== '' && custom !== '-' ? custom : poi.pois_type;
}

/**
 * The POIs a directions field offers for the typed text: navigable POIs whose name holds
 * the text (any case), names starting with it first, then by floor and name.
 */
export function matchPois(pois: readonly Poi[], text: string, limit: number): Poi[] {
  const wanted = text.trim().toLocaleLowerCase();
  const scored = pois.flatMap((poi) => {
    if (!isNavigablePoi(poi)) return [];
    const name = poi.name.toLocaleLowerCase();
    const at = name.indexOf(wanted);
    if (at < 0) return [];
    return [{ poi, prefix: at === 0 ? 0 : 1 }];
  });
  scored.sort(
    (a, b) =>
      a.prefix - b.prefix ||
      compareFloorNumbers(a.poi.floor_number, b.poi.floor_number) ||
      a.poi.name.localeCompare(b.poi.name),
  );
  return scored.slice(0, limit).map(({ poi }) => poi);
}

/**
 * The leg at the other end of a floor step of leg `legIndex`: the next one for a floor
 * change, the previous one for an arrival on a floor; null for other steps.
 */
export function legAcross(step: Pick<RouteStep, 'kind'>, legIndex: number): number | null {
  if (step.kind === 'floorChange') return legIndex + 1;
  if (step.kind === 'arriveOnFloor') return legIndex - 1;
  return null;
}
