import { describe, expect, it } from 'vitest';
import {
  type ChecklistEntry,
  type ChecklistStopState,
  checklistOrder,
  checklistStopState,
  nextOpenStop,
} from './checklist.js';

const open: ChecklistStopState = { kind: 'open' };
const found: ChecklistStopState = { kind: 'recorded', result: 'found' };
const waitingMissing: ChecklistStopState = { kind: 'waiting', result: 'missing' };

/** Stops numbered in walking order from 1, given in a shuffled order. */
const route = (states: Record<number, ChecklistStopState>): ChecklistEntry[] =>
  Object.entries(states)
    .map(([order, state]) => ({ puid: `p${order}`, order: Number(order), state }))
    .reverse();

const puids = (stops: readonly ChecklistEntry[]) => stops.map((s) => s.puid);

describe("a stop's state on the checklist", () => {
  it('is open without a result, recorded with one, waiting while a newer one is unsent', () => {
    expect(checklistStopState(null, null)).toEqual({ kind: 'open' });
    expect(checklistStopState('damaged', null)).toEqual({ kind: 'recorded', result: 'damaged' });
    expect(checklistStopState(null, 'missing')).toEqual({ kind: 'waiting', result: 'missing' });
    // A correction not sent yet shows instead of the result the server has.
    expect(checklistStopState('found', 'missing')).toEqual({ kind: 'waiting', result: 'missing' });
  });
});

describe('the order of the checklist', () => {
  it('puts the open stops first in walking order, then the checked ones in walking order', () => {
    const stops = route({ 1: found, 2: open, 3: waitingMissing, 4: open, 5: found });
    expect(puids(checklistOrder(stops))).toEqual(['p2', 'p4', 'p1', 'p3', 'p5']);
  });

  it('keeps the walking order when nothing or everything is checked', () => {
    expect(puids(checklistOrder(route({ 1: open, 2: open, 3: open })))).toEqual(['p1', 'p2', 'p3']);
    expect(puids(checklistOrder(route({ 1: found, 2: found })))).toEqual(['p1', 'p2']);
    expect(checklistOrder([])).toEqual([]);
  });
});

describe('the stop to check next', () => {
  const stops = route({ 1: open, 2: found, 3: open, 4: open, 5: found });

  it('is the next open stop after the one just recorded', () => {
    expect(nextOpenStop(stops, 'p3')?.puid).toBe('p4');
    expect(nextOpenStop(stops, 'p2')?.puid).toBe('p3');
  });

  it('goes back to the first open stop past the end of the route', () => {
    expect(nextOpenStop(stops, 'p4')?.puid).toBe('p1');
    expect(nextOpenStop(stops, 'p5')?.puid).toBe('p1');
  });

  it('is the first open stop when none was recorded or the stop is not on the route', () => {
    expect(nextOpenStop(stops, null)?.puid).toBe('p1');
    expect(nextOpenStop(stops, 'elsewhere')?.puid).toBe('p1');
  });

  it('is never the stop just recorded, and null when no other stop is open', () => {
    expect(nextOpenStop(route({ 1: found, 2: open }), 'p2')).toBeNull();
    expect(nextOpenStop(route({ 1: found, 2: waitingMissing }), null)).toBeNull();
  });
});
