import { SpaceMessages } from '@indoor/domain';
import { describe, expect, it, vi } from 'vitest';
import { PALETTE_MIME } from '../editor/behaviors/palette-drop';
import {
  createPlaceSpaceMode,
  idlePlaceSpace,
  type PlaceSpaceEvent,
  type PlaceSpaceState,
  placeSpaceTransition,
} from './placeSpaceMachine';

const here = { lat: 35.1, lon: 33.4 };
const there = { lat: 35.2, lon: 33.5 };

/** Runs events from a state and returns the state names passed through. */
function walk(start: PlaceSpaceState, events: PlaceSpaceEvent[]): string[] {
  let state = start;
  const path = [state.name];
  for (const event of events) {
    state = placeSpaceTransition(state, event).state;
    path.push(state.name);
  }
  return path;
}

describe('place-space state machine', () => {
  it('walks drag, drop, submit and save back to idle', () => {
    expect(
      walk(idlePlaceSpace, [
        { type: 'dragStart' },
        { type: 'drop', position: here },
        { type: 'move', position: there },
        { type: 'submit' },
        { type: 'saved' },
      ]),
    ).toEqual(['idle', 'dragging', 'pending', 'pending', 'saving', 'idle']);
  });

  it('keeps the dropped position, follows a moved marker and saves where it was last put', () => {
    const dropped = placeSpaceTransition({ name: 'dragging' }, { type: 'drop', position: here });
    expect(dropped.state).toEqual({ name: 'pending', position: here });
    const moved = placeSpaceTransition(dropped.state, { type: 'move', position: there });
    const saving = placeSpaceTransition(moved.state, { type: 'submit' });
    expect(saving.state).toEqual({ name: 'saving', position: there });
  });

  it('goes back to idle when a drag ends outside the map, or when the pending space is cancelled', () => {
    expect(walk(idlePlaceSpace, [{ type: 'dragStart' }, { type: 'dragCancel' }])).toEqual([
      'idle',
      'dragging',
      'idle',
    ]);
    expect(walk({ name: 'pending', position: here }, [{ type: 'cancel' }])).toEqual([
      'pending',
      'idle',
    ]);
  });

  it('ignores the drag end that follows a drop', () => {
    const step = placeSpaceTransition({ name: 'pending', position: here }, { type: 'dragCancel' });
    expect(step).toEqual({
      state: { name: 'pending', position: here },
      accepted: false,
      warning: null,
    });
  });

  it('places at the map centre with the keyboard, without a drag', () => {
    expect(placeSpaceTransition(idlePlaceSpace, { type: 'placeAt', position: here }).state).toEqual(
      { name: 'pending', position: here },
    );
  });

  it.each([
    { name: 'pending', position: here },
    { name: 'saving', position: here },
  ] as const)('refuses another space while one is %o, with the documented warning', (state) => {
    for (const event of [{ type: 'dragStart' }, { type: 'placeAt', position: there }] as const) {
      expect(placeSpaceTransition(state, event)).toEqual({
        state,
        accepted: false,
        warning: SpaceMessages.finishPrevious,
      });
    }
  });

  it('returns to the pending form when saving fails, and ignores cancel and moves while saving', () => {
    const saving: PlaceSpaceState = { name: 'saving', position: here };
    expect(placeSpaceTransition(saving, { type: 'cancel' }).accepted).toBe(false);
    expect(placeSpaceTransition(saving, { type: 'move', position: there }).accepted).toBe(false);
    expect(placeSpaceTransition(saving, { type: 'failed' }).state).toEqual({
      name: 'pending',
      position: here,
    });
  });

  it('ignores drops and submits when nothing is being placed', () => {
    expect(placeSpaceTransition(idlePlaceSpace, { type: 'drop', position: here }).accepted).toBe(
      false,
    );
    expect(placeSpaceTransition(idlePlaceSpace, { type: 'submit' }).accepted).toBe(false);
  });
});

/** A stand-in for the MapLibre map: a container and a linear unproject. */
function fakeMap() {
  const container = document.createElement('div');
  container.getBoundingClientRect = () => ({ left: 100, top: 50 }) as DOMRect;
  return {
    container,
    map: {
      getContainer: () => container,
      unproject: ([x, y]: [number, number]) => ({ lat: 35 + y / 1000, lng: 33 + x / 1000 }),
    },
  };
}

function paletteDrop(item: string, clientX: number, clientY: number): Event {
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.assign(event, {
    clientX,
    clientY,
    dataTransfer: { types: [PALETTE_MIME], getData: () => item },
  });
  return event;
}

describe('place-space mode', () => {
  it('accepts a dropped space icon while entered and reports the position under the pointer', () => {
    const { container, map } = fakeMap();
    const onDrop = vi.fn();
    const mode = createPlaceSpaceMode(onDrop);
    // biome-ignore lint/suspicious/noExplicitAny: the fake map implements only what the mode uses
    mode.enter({ map: map as any });

    const drop = paletteDrop('space', 300, 250);
    container.dispatchEvent(drop);
    expect(drop.defaultPrevented).toBe(true);
    expect(onDrop).toHaveBeenCalledWith({ lat: 35.2, lon: 33.2 });

    mode.exit();
    container.dispatchEvent(paletteDrop('space', 300, 250));
    expect(onDrop).toHaveBeenCalledTimes(1);
  });

  it('ignores other palette items and drags that carry no palette item', () => {
    const { container, map } = fakeMap();
    const onDrop = vi.fn();
    const mode = createPlaceSpaceMode(onDrop);
    // biome-ignore lint/suspicious/noExplicitAny: the fake map implements only what the mode uses
    mode.enter({ map: map as any });
    container.dispatchEvent(paletteDrop('poi', 300, 250));
    const foreign = new Event('drop', { cancelable: true });
    Object.assign(foreign, { dataTransfer: { types: ['Files'], getData: () => '' } });
    container.dispatchEvent(foreign);
    expect(foreign.defaultPrevented).toBe(false);
    expect(onDrop).not.toHaveBeenCalled();
    mode.exit();
  });
});
