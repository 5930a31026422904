import { describe, expect, it } from 'vitest';
import {
  initialNavigationState,
  legAcross,
  matchPois,
  matchRooms,
  type NavigationAction,
  navigationReducer,
  poiChoiceLabel,
  poiTypeLabel,
  roomChoiceOf,
  roomIdOfChoice,
  roomsWithoutNamesakes,
  routeRequestProblem,
} from './navigationModel';
import { buildingPoi, buildingPois, kitchen } from './navigationTestData';

const run = (...actions: NavigationAction[]) =>
  actions.reduce(navigationReducer, initialNavigationState);

describe('directions state', () => {
  it('keeps the step-free choice across clear and asks a shown route again when it changes', () => {
    const shown = run(
      { type: 'setFrom', puid: 'entrance' },
      { type: 'setTo', puid: 'lab' },
      { type: 'show' },
      { type: 'goToLeg', leg: 1 },
    );
    const stepFree = navigationReducer(shown, { type: 'setStepFree', on: true });
    expect(stepFree).toMatchObject({ stepFree: true, activeLeg: 0 });
    expect(stepFree.shown).toEqual(shown.shown);
    // A new object: the viewer treats it as a new route and opens on its start.
    expect(stepFree.shown).not.toBe(shown.shown);
    expect(navigationReducer(stepFree, { type: 'setStepFree', on: true })).toBe(stepFree);
    expect(navigationReducer(stepFree, { type: 'clear' })).toEqual({
      ...initialNavigationState,
      stepFree: true,
    });
  });

  it('opens a link with both ends chosen and shown, and ignores a link to one place', () => {
    expect(run({ type: 'openLink', from: 'entrance', to: 'lab', stepFree: true })).toMatchObject({
      from: 'entrance',
      to: 'lab',
      shown: { from: 'entrance', to: 'lab' },
      stepFree: true,
    });
    expect(run({ type: 'openLink', from: 'lab', to: 'lab', stepFree: false })).toEqual(
      initialNavigationState,
    );
  });

  it('walks from choosing both ends to a shown route, and back to empty on clear', () => {
    const popup = run({ type: 'openPopup', puid: 'lab' });
    expect(popup.popupPuid).toBe('lab');
    // "Route to here" in the popup chooses the end and closes the popup.
    const chosen = navigationReducer(popup, { type: 'setTo', puid: 'lab' });
    expect(chosen).toMatchObject({ to: 'lab', popupPuid: null, shown: null });
    expect(routeRequestProblem(chosen)).toBe('incomplete');
    // Without both ends "show" changes nothing.
    expect(navigationReducer(chosen, { type: 'show' })).toBe(chosen);

    const both = navigationReducer(chosen, { type: 'setFrom', puid: 'entrance' });
    expect(routeRequestProblem(both)).toBeNull();
    const shown = navigationReducer(both, { type: 'show' });
    expect(shown.shown).toEqual({ from: 'entrance', to: 'lab' });
    expect(shown.activeLeg).toBe(0);

    const onLeg = navigationReducer(shown, { type: 'goToLeg', leg: 1 });
    expect(onLeg.activeLeg).toBe(1);
    expect(navigationReducer(onLeg, { type: 'clear' })).toEqual(initialNavigationState);
  });

  it('drops the drawn route when an end changes, and draws the way back on swap', () => {
    const shown = run(
      { type: 'setFrom', puid: 'entrance' },
      { type: 'setTo', puid: 'lab' },
      { type: 'show' },
      { type: 'goToLeg', leg: 1 },
    );
    const swapped = navigationReducer(shown, { type: 'swap' });
    expect(swapped).toMatchObject({
      from: 'lab',
      to: 'entrance',
      shown: { from: 'lab', to: 'entrance' },
      activeLeg: 0,
    });
    const changed = navigationReducer(swapped, { type: 'setTo', puid: 'kitchen' });
    expect(changed).toMatchObject({ from: 'lab', to: 'kitchen', shown: null });
    // Choosing the same end again keeps the route.
    expect(navigationReducer(swapped, { type: 'setFrom', puid: 'lab' }).shown).toEqual(
      swapped.shown,
    );
    // Swapping before a route is shown only swaps the fields.
    expect(run({ type: 'setFrom', puid: 'lab' }, { type: 'swap' })).toMatchObject({
      from: null,
      to: 'lab',
      shown: null,
    });
  });

  it('refuses a route from a POI to itself', () => {
    const same = run({ type: 'setFrom', puid: 'lab' }, { type: 'setTo', puid: 'lab' });
    expect(routeRequestProblem(same)).toBe('samePoi');
    expect(navigationReducer(same, { type: 'show' }).shown).toBeNull();
  });
});

describe('POI search of the directions', () => {
  it('finds POIs by part of their name, names starting with it first, never connectors', () => {
    const extra = [...buildingPois, buildingPoi('b', 'Labour office', 0, 1)];
    expect(matchPois(extra, 'lab', 8).map((poi) => poi.puid)).toEqual(['b', 'lab']);
    expect(matchPois(extra, 'CONNECTOR', 8)).toEqual([]);
    expect(matchPois(extra, '  stair ', 8).map((poi) => poi.puid)).toEqual(['stair0', 'stair1']);
  });

  it('lists every navigable POI by floor and name for an empty text, up to the limit', () => {
    expect(matchPois(buildingPois, '', 3).map((poi) => poi.puid)).toEqual([
      'entrance',
      'stair0',
      'lab',
    ]);
  });

  it('labels a choice with its floor and a type with the custom type', () => {
    expect(poiChoiceLabel(kitchen)).toBe('Staff Kitchen (floor 1)');
    expect(poiTypeLabel(kitchen)).toBe('Tea point');
    expect(poiTypeLabel({ pois_type: 'Room', pois_type2: '-' })).toBe('Room');
  });

  it('follows a floor step to the leg at its other end', () => {
    expect(legAcross({ kind: 'floorChange' }, 1)).toBe(2);
    expect(legAcross({ kind: 'arriveOnFloor' }, 1)).toBe(0);
    expect(legAcross({ kind: 'pass' }, 1)).toBeNull();
  });
});

describe('rooms as destinations (docs/pois-and-navigation.md#routes-to-rooms)', () => {
  const rooms = [
    { choice: roomChoiceOf('u3'), name: 'Lab annex', floorNumber: '2' },
    { choice: roomChoiceOf('u1'), name: 'Main lab', floorNumber: '1' },
    { choice: roomChoiceOf('u2'), name: 'Lab 1.08', floorNumber: '1' },
    { choice: roomChoiceOf('u4'), name: ' ', floorNumber: '1' },
  ];

  it('matches named rooms, names starting with the text first, then by floor', () => {
    expect(matchRooms(rooms, 'lab', 5).map((r) => r.name)).toEqual([
      'Lab 1.08',
      'Lab annex',
      'Main lab',
    ]);
    expect(matchRooms(rooms, 'lab', 1).map((r) => r.name)).toEqual(['Lab 1.08']);
  });

  it('leaves out a room named as a POI on its floor: the POI stands for it', () => {
    const pois = [
      { name: 'lab 1.08 ', floor_number: '1' },
      { name: 'Lab annex', floor_number: '1' },
    ];
    expect(roomsWithoutNamesakes(rooms, pois).map((r) => r.name)).toEqual([
      'Lab annex',
      'Main lab',
      ' ',
    ]);
  });

  it('tells a room choice from a POI and keeps a room destination out of the From field', () => {
    expect(roomIdOfChoice(roomChoiceOf('u1'))).toBe('u1');
    expect(roomIdOfChoice('poi_1')).toBeNull();
    const state = { ...initialNavigationState, from: 'poi_1', to: roomChoiceOf('u1') };
    expect(navigationReducer(state, { type: 'swap' })).toBe(state);
  });
});
