import type { PlanPlacement } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { nudgePlacement, rotatePlacementBy } from './floorPlanPlacementActions';
import {
  type ChosenFloorPlan,
  type FloorPlanPlacementEvent,
  type FloorPlanPlacementState,
  floorPlanPlacementTransition,
  idleFloorPlanPlacement,
  shownPlacement,
} from './floorPlanPlacementMachine';

const placed: PlanPlacement = {
  centre: { lat: 35.14475, lon: 33.41115 },
  widthM: 98,
  rotationDegrees: 0,
  widthPx: 800,
  heightPx: 500,
};

const image = (name = 'plan.png'): ChosenFloorPlan => ({
  file: new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' }),
  widthPx: 800,
  heightPx: 500,
  display: document.createElement('canvas'),
});

/** Runs events from a state; every one must be accepted. Returns the state path. */
function walk(start: FloorPlanPlacementState, events: FloorPlanPlacementEvent[]) {
  let state = start;
  const path: string[] = [];
  for (const event of events) {
    const step = floorPlanPlacementTransition(state, event);
    expect(step.accepted, `${event.type} in ${state.name}`).toBe(true);
    state = step.state;
    path.push(state.name);
  }
  return { state, path };
}

const placing = (state: FloorPlanPlacementState) => {
  if (state.name !== 'placing') throw new Error(`expected placing, got ${state.name}`);
  return state;
};

describe('floor-plan placement mode', () => {
  it('walks idle → placing → (moved, resized, rotated) → undo → set → uploading → idle', () => {
    const moved = nudgePlacement(placed, 5, 0);
    const resized = { ...moved, widthM: 120 };
    const rotated = rotatePlacementBy(resized, 15);
    const { state, path } = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
      { type: 'gestureStart' },
      { type: 'gestureMove', placement: nudgePlacement(placed, 2, 0) },
      { type: 'gestureMove', placement: moved },
      { type: 'gestureEnd' },
      { type: 'gestureStart' },
      { type: 'gestureMove', placement: resized },
      { type: 'gestureEnd' },
      { type: 'change', placement: rotated },
    ]);
    expect(path.every((name) => name === 'placing')).toBe(true);
    expect(placing(state)).toMatchObject({ placement: rotated, undo: resized });

    const undone = walk(state, [{ type: 'undo' }]).state;
    expect(placing(undone)).toMatchObject({ placement: resized, undo: null });
    // One level of history (docs/floors-and-plans.md#floor-plan-placement): a second undo has
    // nothing left.
    expect(floorPlanPlacementTransition(undone, { type: 'undo' }).accepted).toBe(false);

    const done = walk(undone, [{ type: 'set' }, { type: 'uploaded' }]);
    expect(done.path).toEqual(['uploading', 'idle']);
    expect(shownPlacement(done.state)).toBeNull();
  });

  it('makes a whole drag one undo step, back to where the drag began', () => {
    const { state } = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
      { type: 'gestureStart' },
      { type: 'gestureMove', placement: nudgePlacement(placed, 1, 0) },
      { type: 'gestureMove', placement: nudgePlacement(placed, 2, 0) },
      { type: 'gestureMove', placement: nudgePlacement(placed, 3, 0) },
      { type: 'gestureEnd' },
      { type: 'undo' },
    ]);
    expect(placing(state).placement).toEqual(placed);
  });

  it('records no undo step for a drag that went nowhere', () => {
    const { state } = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
      { type: 'change', placement: rotatePlacementBy(placed, 1) },
      { type: 'gestureStart' },
      { type: 'gestureEnd' },
    ]);
    // The earlier change is still the one undo brings back.
    expect(placing(state).undo).toEqual(placed);
  });

  it('stays in the mode with the same placement when the upload fails', () => {
    const turned = rotatePlacementBy(placed, 30);
    const { state, path } = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
      { type: 'change', placement: turned },
      { type: 'set' },
      { type: 'failed' },
    ]);
    expect(path).toEqual(['placing', 'placing', 'uploading', 'placing']);
    expect(placing(state)).toMatchObject({ placement: turned, undo: placed, gestureStart: null });
  });

  it('freezes the overlay while uploading', () => {
    const uploading = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
      { type: 'set' },
    ]).state;
    for (const event of [
      { type: 'change', placement: rotatePlacementBy(placed, 5) },
      { type: 'gestureStart' },
      { type: 'undo' },
      { type: 'cancel' },
      { type: 'set' },
      { type: 'choose', image: image('other.png'), placement: placed },
    ] satisfies FloorPlanPlacementEvent[]) {
      const step = floorPlanPlacementTransition(uploading, event);
      expect(step.accepted, event.type).toBe(false);
      expect(step.state).toBe(uploading);
    }
  });

  it('leaves the mode on cancel, and starts over with another image', () => {
    const first = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
      { type: 'change', placement: rotatePlacementBy(placed, 10) },
    ]).state;
    const other = image('other.png');
    const second = walk(first, [{ type: 'choose', image: other, placement: placed }]).state;
    expect(placing(second)).toMatchObject({ image: other, placement: placed, undo: null });
    expect(walk(second, [{ type: 'cancel' }]).state).toEqual(idleFloorPlanPlacement);
  });

  it('ignores everything but choose while idle, and a gesture move outside a gesture', () => {
    for (const event of [
      { type: 'change', placement: placed },
      { type: 'undo' },
      { type: 'set' },
      { type: 'uploaded' },
      { type: 'cancel' },
    ] satisfies FloorPlanPlacementEvent[]) {
      expect(floorPlanPlacementTransition(idleFloorPlanPlacement, event).accepted).toBe(false);
    }
    const chosen = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
    ]).state;
    expect(
      floorPlanPlacementTransition(chosen, { type: 'gestureMove', placement: placed }).accepted,
    ).toBe(false);
    expect(floorPlanPlacementTransition(chosen, { type: 'gestureEnd' }).accepted).toBe(false);
    expect(
      floorPlanPlacementTransition(chosen, { type: 'change', placement: placed }).accepted,
    ).toBe(false);
  });

  it('fits the first placement into the free map without a step of undo, but not during a drag', () => {
    const chosen = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
    ]).state;
    const fitted = nudgePlacement(placed, 20, -10);
    const { state, path } = walk(chosen, [{ type: 'fit', placement: fitted }]);
    expect(path).toEqual(['placing']);
    expect(placing(state)).toMatchObject({ placement: fitted, undo: null });
    const dragging = walk(state, [{ type: 'gestureStart' }]).state;
    expect(
      floorPlanPlacementTransition(dragging, { type: 'fit', placement: placed }).accepted,
    ).toBe(false);
    expect(
      floorPlanPlacementTransition(idleFloorPlanPlacement, { type: 'fit', placement: placed })
        .accepted,
    ).toBe(false);
  });

  it('asks before replacing: placing → confirming → back, or → uploading; nothing moves meanwhile', () => {
    const rotated = rotatePlacementBy(placed, 10);
    const { state, path } = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
      { type: 'change', placement: rotated },
      { type: 'ask' },
    ]);
    expect(path).toEqual(['placing', 'placing', 'confirming']);
    expect(state).toMatchObject({ placement: rotated, undo: placed });
    // The question is open: the plan cannot change, nor be chosen anew.
    for (const event of [
      { type: 'change', placement: placed },
      { type: 'undo' },
      { type: 'gestureStart' },
      { type: 'choose', image: image('other.png'), placement: placed },
      { type: 'ask' },
      { type: 'uploaded' },
    ] as FloorPlanPlacementEvent[])
      expect(floorPlanPlacementTransition(state, event).accepted, event.type).toBe(false);

    const declined = walk(state, [{ type: 'back' }]);
    expect(declined.path).toEqual(['placing']);
    // What was placed, and its undo, are as they were before Set.
    expect(placing(declined.state)).toMatchObject({ placement: rotated, undo: placed });

    const confirmed = walk(declined.state, [{ type: 'ask' }, { type: 'set' }, { type: 'failed' }]);
    expect(confirmed.path).toEqual(['confirming', 'uploading', 'placing']);
    expect(walk(state, [{ type: 'cancel' }]).path).toEqual(['idle']);
  });

  it('does not ask in the middle of a drag', () => {
    const dragging = walk(idleFloorPlanPlacement, [
      { type: 'choose', image: image(), placement: placed },
      { type: 'gestureStart' },
    ]).state;
    expect(floorPlanPlacementTransition(dragging, { type: 'ask' }).accepted).toBe(false);
    expect(floorPlanPlacementTransition(idleFloorPlanPlacement, { type: 'back' }).accepted).toBe(
      false,
    );
  });
});
