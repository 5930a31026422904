import { describe, expect, it } from 'vitest';
import { offsetByMetres } from '../geo/distance.js';
import { ViewerNavigationMessages as Texts } from '../viewer/messages.js';
import {
  legOnFloor,
  type RouteAnswerPoi,
  type RoutePoiInfo,
  routeStepGroups,
  splitRouteIntoLegs,
} from './route-legs.js';

const ORIGIN = { lat: 35.14475, lon: 33.41115 };

/** A route POI `eastM` metres east of the origin, as the server answers it. */
const at = (puid: string, floor: number, eastM: number, northM = 0): RouteAnswerPoi => {
  const { lat, lon } = offsetByMetres(ORIGIN, eastM, northM);
  return { puid, floor_number: String(floor), lat: String(lat), lon: String(lon) };
};

const names: Record<string, RoutePoiInfo> = {
  entrance: { name: 'Main Entrance', pois_type: 'Entrance' },
  desk: { name: 'Security Desk', pois_type: 'Security/Guard' },
  c0: { name: 'Connector', pois_type: 'None' },
  stair0: { name: 'West Stair', pois_type: 'Stair' },
  stair1: { name: 'West Stair', pois_type: 'Stair' },
  stair2: { name: 'West Stair', pois_type: 'Stair' },
  lift0: { name: 'Lift', pois_type: 'Elevator' },
  lift1: { name: 'Lift', pois_type: 'Elevator' },
  c2: { name: 'Connector', pois_type: 'None' },
  office: { name: 'Head of Department 2.06', pois_type: 'Office' },
  ramp1: { name: 'Ramp', pois_type: 'Ramp' },
  lab1: { name: 'Computer Lab 1.08', pois_type: 'Room' },
};
const info = (puid: string) => names[puid];

/** Up the west stair from the entrance to the office on floor 2, passing floor 1 in the shaft. */
const entranceToOffice = [
  at('entrance', 0, 0),
  at('desk', 0, 10),
  at('c0', 0, 10, 10),
  at('stair0', 0, 30, 10),
  at('stair1', 1, 30, 10),
  at('stair2', 2, 30, 10),
  at('c2', 2, 40, 10),
  at('office', 2, 40, 15),
];

describe('splitting a route into legs', () => {
  it('gives one leg per floor walked and skips a floor only passed in the stair shaft', () => {
    const route = splitRouteIntoLegs(entranceToOffice);
    expect(route.legs.map((leg) => [leg.floorNumber, leg.points.map((p) => p.puid)])).toEqual([
      ['0', ['entrance', 'desk', 'c0', 'stair0']],
      ['2', ['stair2', 'c2', 'office']],
    ]);
    expect(route.floorChanges).toHaveLength(1);
    expect(route.floorChanges[0]).toMatchObject({
      fromLeg: 0,
      fromFloor: '0',
      toFloor: '2',
      departure: { puid: 'stair0', floorNumber: '0' },
      arrival: { puid: 'stair2', floorNumber: '2' },
      passedFloors: ['1'],
    });
    expect(route.legs[0]?.distanceM).toBeCloseTo(40, 1);
    expect(route.legs[1]?.distanceM).toBeCloseTo(15, 1);
    // The shaft is vertical: its horizontal part adds nothing.
    expect(route.totalDistanceM).toBeCloseTo(55, 1);
  });

  it('keeps a middle floor where the route walks, and a floor that comes twice as two legs', () => {
    const route = splitRouteIntoLegs([
      at('lift0', 0, 0),
      at('lift1', 1, 0),
      at('ramp1', 1, 5),
      at('stair1', 1, 20),
      at('stair0', 0, 20),
      at('desk', 0, 25),
    ]);
    expect(route.legs.map((leg) => leg.floorNumber)).toEqual(['0', '1', '0']);
    // The first leg has a single point and still is one: the walk starts there.
    expect(route.legs[0]?.points.map((p) => p.puid)).toEqual(['lift0']);
    expect(route.legs[0]?.distanceM).toBe(0);
    expect(route.floorChanges.map((c) => [c.fromFloor, c.toFloor, c.passedFloors])).toEqual([
      ['0', '1', []],
      ['1', '0', []],
    ]);
    expect(legOnFloor(route, '0', 2)).toBe(2);
    expect(legOnFloor(route, '0', 1)).toBe(0);
    expect(legOnFloor(route, '1', 0)).toBe(1);
    expect(legOnFloor(route, '7', 0)).toBe(-1);
    expect(legOnFloor(route, null, 0)).toBe(-1);
  });

  it('has one leg for a route on one floor and nothing for an empty answer', () => {
    const one = splitRouteIntoLegs([at('entrance', 0, 0), at('desk', 0, 12)]);
    expect(one.legs).toHaveLength(1);
    expect(one.floorChanges).toEqual([]);
    expect(one.totalDistanceM).toBeCloseTo(12, 1);
    expect(splitRouteIntoLegs([])).toEqual({ legs: [], floorChanges: [], totalDistanceM: 0 });
  });
});

describe('route steps', () => {
  it('numbers the steps along the route, grouped by floor, naming stairs and landmarks', () => {
    const route = splitRouteIntoLegs(entranceToOffice);
    const groups = routeStepGroups(route, info);
    expect(groups.map((g) => [g.legIndex, g.floorNumber, g.distanceM])).toEqual([
      [0, '0', 40],
      [1, '2', 15],
    ]);
    expect(groups.flatMap((g) => g.steps.map((s) => [s.number, s.kind, s.text]))).toEqual([
      [1, 'start', 'Start at Main Entrance'],
      // The connector is a waypoint, not a landmark: no step.
      [2, 'pass', 'Pass Security Desk'],
      [3, 'floorChange', 'Take the stairs to floor 2 (West Stair)'],
      [4, 'arriveOnFloor', 'Arrive on floor 2 at West Stair'],
      [5, 'arrive', 'Arrive at Head of Department 2.06'],
    ]);
    const change = groups[0]?.steps[2];
    expect(change).toMatchObject({
      puid: 'stair0',
      floorNumber: '0',
      otherFloor: '2',
      via: 'stairs',
    });
    expect(groups[1]?.steps[0]).toMatchObject({ puid: 'stair2', otherFloor: '0' });
  });

  it('names the elevator, and a floor change by neither with the generic text', () => {
    const lift = routeStepGroups(
      splitRouteIntoLegs([at('lift0', 0, 0), at('lift1', 1, 0), at('lab1', 1, 8)]),
      info,
    );
    expect(lift.flatMap((g) => g.steps.map((s) => s.text))).toEqual([
      Texts.startAt('Lift'),
      Texts.takeElevator('1', 'Lift'),
      Texts.arriveOnFloor('1', 'Lift'),
      Texts.arriveAt('Computer Lab 1.08'),
    ]);
    const ramp = routeStepGroups(
      splitRouteIntoLegs([at('desk', 0, 0), at('ramp1', 1, 0), at('lab1', 1, 3)]),
      info,
    );
    expect(ramp[0]?.steps[1]).toMatchObject({
      via: 'other',
      text: 'Go to floor 1 at Security Desk',
    });
  });

  it('ends on a floor reached in the shaft with one arrival, and names unknown POIs', () => {
    const groups = routeStepGroups(
      splitRouteIntoLegs([at('desk', 0, 0), at('stair0', 0, 9), at('stair1', 1, 9)]),
      (puid) => (puid === 'desk' ? undefined : info(puid)),
    );
    expect(groups.map((g) => g.steps.map((s) => [s.kind, s.text]))).toEqual([
      [
        ['start', `Start at ${Texts.unnamedPoi}`],
        ['floorChange', 'Take the stairs to floor 1 (West Stair)'],
      ],
      [['arrive', 'Arrive at West Stair']],
    ]);
  });
});
