import {
  legOnFloor,
  type Poi,
  type RouteLegs,
  type RouteStepGroup,
  routeStepGroups,
  splitRouteIntoLegs,
} from '@indoor/domain';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { initialNavigationState, type NavigationState, navigationReducer } from './navigationModel';
import type { RouteLink } from './routeLink';
import { useFloorPois, useNavigationRoute, useSpacePois } from './viewerQueries';

export interface RouteView {
  route: RouteLegs;
  groups: RouteStepGroup[];
  /** The number of the last step: the destination. */
  lastNumber: number;
}

/**
 * The viewer's directions for one building: the POIs, the two ends, the route asked for and
 * how it splits by floor. `selectFloor` shows a floor; a newly shown route opens on its start.
 * Nothing is asked for before `spaceLoaded` (an unknown link asks for nothing more); a
 * `link` naming both ends opens with them chosen and their route shown.
 */
export function useViewerNavigation(
  buid: string,
  shownFloor: string | null,
  selectFloor: (floorNumber: string) => void,
  spaceLoaded = true,
  link: RouteLink | null = null,
) {
  // A link with both ends opens on its route, drawn at once.
  const [state, dispatch] = useReducer(navigationReducer, link, (opened) =>
    opened
      ? navigationReducer(initialNavigationState, { type: 'openLink', ...opened })
      : initialNavigationState,
  );
  const spacePois = useSpacePois(buid, spaceLoaded);
  const floorPois = useFloorPois(buid, shownFloor);
  const route = useNavigationRoute(state.shown, state.stepFree);

  const poiByPuid = useMemo(() => {
    const byPuid = new Map<string, Poi>();
    for (const poi of floorPois.data ?? []) byPuid.set(poi.puid, poi);
    for (const poi of spacePois.data ?? []) byPuid.set(poi.puid, poi);
    return byPuid;
  }, [floorPois.data, spacePois.data]);

  const view = useMemo<RouteView | null>(() => {
    if (!state.shown || !route.data) return null;
    const legs = splitRouteIntoLegs(route.data.pois);
    const groups = routeStepGroups(legs, (puid) => poiByPuid.get(puid));
    return { route: legs, groups, lastNumber: groups.at(-1)?.steps.at(-1)?.number ?? 0 };
  }, [state.shown, route.data, poiByPuid]);

  // Once per "Show route" (a cached answer included): the viewer goes to the start's floor.
  const openedFor = useRef<NavigationState['shown']>(null);
  useEffect(() => {
    if (!view || openedFor.current === state.shown) return;
    openedFor.current = state.shown;
    const start = view.route.legs[0];
    if (start) selectFloor(start.floorNumber);
  }, [view, state.shown, selectFloor]);

  // A popup belongs to its floor: another floor closes it.
  useEffect(() => {
    if (shownFloor !== null) dispatch({ type: 'closePopup' });
  }, [shownFloor]);

  const currentLeg = view ? legOnFloor(view.route, shownFloor, state.activeLeg) : -1;
  const goToLeg = useCallback(
    (leg: number) => {
      const target = view?.route.legs[leg];
      if (!target) return;
      dispatch({ type: 'goToLeg', leg });
      selectFloor(target.floorNumber);
    },
    [view, selectFloor],
  );

  return { state, dispatch, spacePois, floorPois, route, poiByPuid, view, currentLeg, goToLeg };
}

export type ViewerNavigation = ReturnType<typeof useViewerNavigation>;
