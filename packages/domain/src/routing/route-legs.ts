import type { LatLng } from '../geo/coordinates.js';
import { haversineMetres } from '../geo/distance.js';
import { ConnectorType } from '../model/poi.js';
import { ViewerNavigationMessages } from '../viewer/messages.js';

/** One POI of a route answer as the server sends it (navigationRoute): numbers as text. */
export interface RouteAnswerPoi {
  puid: string;
  floor_number: string;
  lat: string;
  lon: string;
}

export interface RoutePoint {
  puid: string;
  floorNumber: string;
  position: LatLng;
}

/** A stretch of the route walked on one floor, in walking order. */
export interface RouteLeg {
  floorNumber: string;
  points: RoutePoint[];
  /** Metres walked on this floor (haversine between consecutive points). */
  distanceM: number;
}

export type FloorChangeVia = 'stairs' | 'elevator' | 'other';

/** Where the route leaves the floor of one leg for the floor of the next. */
export interface FloorChange {
  /** Index of the leg left; the leg reached is the next one. */
  fromLeg: number;
  fromFloor: string;
  toFloor: string;
  /** The last point on the floor left, and the first one on the floor reached. */
  departure: RoutePoint;
  arrival: RoutePoint;
  /** Floors passed inside the stair or elevator shaft without walking on them. */
  passedFloors: string[];
}

export interface RouteLegs {
  legs: RouteLeg[];
  /** floorChanges[i] joins legs[i] and legs[i + 1]. */
  floorChanges: FloorChange[];
  /** Metres walked along the whole route, floor changes counted by their horizontal part only. */
  totalDistanceM: number;
}

const pointOf = (poi: RouteAnswerPoi): RoutePoint => ({
  puid: poi.puid,
  floorNumber: poi.floor_number,
  position: { lat: Number(poi.lat), lon: Number(poi.lon) },
});

function walkedMetres(points: readonly RoutePoint[]): number {
  let metres = 0;
  for (let i = 1; i < points.length; i += 1) {
    metres += haversineMetres(
      (points[i - 1] as RoutePoint).position,
      (points[i] as RoutePoint).position,
    );
  }
  return metres;
}

/**
 * Splits a route (the POIs in walking order, across floors) into one leg per stretch
 * walked on one floor, joined by floor changes. A floor the route only passes through in
 * a stair or elevator shaft (a single POI between two other floors) is no leg of its own:
 * nobody walks there, so the change goes straight to the floor where the walk goes on.
 */
export function splitRouteIntoLegs(pois: readonly RouteAnswerPoi[]): RouteLegs {
  const points = pois.map(pointOf);
  const runs: RoutePoint[][] = [];
  for (const point of points) {
    const run = runs.at(-1);
    if (run && run[0]?.floorNumber === point.floorNumber) run.push(point);
    else runs.push([point]);
  }

  const legs: RouteLeg[] = [];
  const floorChanges: FloorChange[] = [];
  let passed: string[] = [];
  runs.forEach((run, index) => {
    const inShaft = run.length === 1 && index > 0 && index < runs.length - 1;
    if (inShaft) {
      passed.push((run[0] as RoutePoint).floorNumber);
      return;
    }
    const previous = legs.at(-1);
    if (previous) {
      floorChanges.push({
        fromLeg: legs.length - 1,
        fromFloor: previous.floorNumber,
        toFloor: (run[0] as RoutePoint).floorNumber,
        departure: previous.points.at(-1) as RoutePoint,
        arrival: run[0] as RoutePoint,
        passedFloors: passed,
      });
      passed = [];
    }
    legs.push({
      floorNumber: (run[0] as RoutePoint).floorNumber,
      points: run,
      distanceM: walkedMetres(run),
    });
  });
  return { legs, floorChanges, totalDistanceM: walkedMetres(points) };
}

/** What the step texts need to know of a route POI. */
export interface RoutePoiInfo {
  name: string;
  pois_type: string;
}

export type RouteStepKind = 'start' | 'pass' | 'floorChange' | 'arriveOnFloor' | 'arrive';

export interface RouteStep {
  /** 1-based, counted along the whole route; the map's step markers carry the same number. */
  number: number;
  kind: RouteStepKind;
  puid: string;
  floorNumber: string;
  position: LatLng;
  text: string;
  /** For a floor change: the floor it leads to; for an arrival on a floor: the floor it came from. */
  otherFloor?: string;
  via?: FloorChangeVia;
}

/** The steps of one leg, listed under its floor. */
export interface RouteStepGroup {
  legIndex: number;
  floorNumber: string;
  /** Whole metres walked on this floor. */
  distanceM: number;
  steps: RouteStep[];
}

const viaOf = (types: readonly (string | undefined)[]): FloorChangeVia => {
  if (types.includes('Elevator')) return 'elevator';
  if (types.includes('Stair')) return 'stairs';
  return 'other';
};

function floorChangeText(via: FloorChangeVia, floor: string, name: string): string {
  if (via === 'stairs') return ViewerNavigationMessages.takeStairs(floor, name);
  if (via === 'elevator') return ViewerNavigationMessages.takeElevator(floor, name);
  return ViewerNavigationMessages.changeFloor(floor, name);
}

/**
 * The step list of a route, one group per leg: where to start, the named POIs passed
 * (connectors are waypoints, not landmarks), where to change floor and by what, where the
 * walk goes on after a floor change, and where it ends. `poiInfo` names the route's POIs.
 */
export function routeStepGroups(
  route: RouteLegs,
  poiInfo: (puid: string) => RoutePoiInfo | undefined,
): RouteStepGroup[] {
  const nameOf = (puid: string) => {
    const name = poiInfo(puid)?.name.trim();
    return name ? name : ViewerNavigationMessages.unnamedPoi;
  };
  let number = 0;
  const step = (
    kind: RouteStepKind,
    point: RoutePoint,
    text: string,
    extra: Pick<RouteStep, 'otherFloor' | 'via'> = {},
  ): RouteStep => {
    number += 1;
    return {
      number,
      kind,
      puid: point.puid,
      floorNumber: point.floorNumber,
      position: point.position,
      text,
      ...extra,
    };
  };
  const lastLeg = route.legs.length - 1;

  return route.legs.map((leg, legIndex) => {
    const steps: RouteStep[] = [];
    const arrivedBy = route.floorChanges[legIndex - 1];
    const leavesBy = route.floorChanges[legIndex];
    leg.points.forEach((point, index) => {
      const first = index === 0;
      const last = index === leg.points.length - 1;
      if (first && legIndex === 0) {
        steps.push(step('start', point, ViewerNavigationMessages.startAt(nameOf(point.puid))));
      } else if (first && arrivedBy && !(last && legIndex === lastLeg)) {
        steps.push(
          step(
            'arriveOnFloor',
            point,
            ViewerNavigationMessages.arriveOnFloor(leg.floorNumber, nameOf(point.puid)),
            { otherFloor: arrivedBy.fromFloor },
          ),
        );
      }
      if (last && leavesBy) {
        const via = viaOf([
          poiInfo(leavesBy.departure.puid)?.pois_type,
          poiInfo(leavesBy.arrival.puid)?.pois_type,
        ]);
        steps.push(
          step('floorChange', point, floorChangeText(via, leavesBy.toFloor, nameOf(point.puid)), {
            otherFloor: leavesBy.toFloor,
            via,
          }),
        );
      } else if (last && legIndex === lastLeg && !(first && legIndex === 0)) {
        steps.push(step('arrive', point, ViewerNavigationMessages.arriveAt(nameOf(point.puid))));
      } else if (!first && !last) {
        const info = poiInfo(point.puid);
        if (info && info.pois_type !== ConnectorType && info.name.trim() !== '') {
          steps.push(step('pass', point, ViewerNavigationMessages.pass(info.name.trim())));
        }
      }
    });
    return {
      legIndex,
      floorNumber: leg.floorNumber,
      distanceM: Math.round(leg.distanceM),
      steps,
    };
  });
}

/**
 * The leg the floor switcher stands on: `preferred` while it is on the shown floor (a
 * floor can come twice along a route), otherwise the first leg on it; -1 off the route.
 */
export function legOnFloor(route: RouteLegs, shownFloor: string | null, preferred: number): number {
  if (shownFloor === null) return -1;
  if (route.legs[preferred]?.floorNumber === shownFloor) return preferred;
  return route.legs.findIndex((leg) => leg.floorNumber === shownFloor);
}
