import type { LonLat } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { idleTrace, type RoomTrace, type RoomTraceEvent, stepRoomTrace } from './roomTraceMachine';

const a: LonLat = [33, 35];
const b: LonLat = [33.0001, 35];
const c: LonLat = [33.0001, 35.0001];

const run = (...events: RoomTraceEvent[]): RoomTrace =>
  events.reduce((state, event) => stepRoomTrace(state, event), idleTrace);

describe('tracing a room', () => {
  it('clicks put corners; closing needs three', () => {
    const two = run({ type: 'start' }, { type: 'add', at: a }, { type: 'add', at: b });
    expect(two).toEqual({ name: 'tracing', corners: [a, b] });
    expect(stepRoomTrace(two, { type: 'close' })).toBe(two);
    const three = stepRoomTrace(two, { type: 'add', at: c });
    expect(stepRoomTrace(three, { type: 'close' })).toEqual({
      name: 'naming',
      corners: [a, b, c],
      error: null,
    });
  });

  it('a double click puts a corner once', () => {
    expect(run({ type: 'start' }, { type: 'add', at: a }, { type: 'add', at: a })).toEqual({
      name: 'tracing',
      corners: [a],
    });
  });

  it('Backspace takes back the last corner; Escape drops the drawing', () => {
    const traced = run({ type: 'start' }, { type: 'add', at: a }, { type: 'add', at: b });
    expect(stepRoomTrace(traced, { type: 'removeLast' })).toEqual({
      name: 'tracing',
      corners: [a],
    });
    expect(stepRoomTrace(traced, { type: 'cancel' })).toBe(idleTrace);
  });

  it('a refused save goes back to the form with the message, the outline kept', () => {
    const saving = run(
      { type: 'start' },
      { type: 'add', at: a },
      { type: 'add', at: b },
      { type: 'add', at: c },
      { type: 'close' },
      { type: 'submit' },
    );
    expect(saving.name).toBe('saving');
    expect(stepRoomTrace(saving, { type: 'cancel' })).toBe(saving);
    const refused = stepRoomTrace(saving, { type: 'failed', message: 'Corner 2 crosses…' });
    expect(refused).toEqual({ name: 'naming', corners: [a, b, c], error: 'Corner 2 crosses…' });
    expect(stepRoomTrace(refused, { type: 'reopen' })).toEqual({
      name: 'tracing',
      corners: [a, b, c],
    });
    expect(stepRoomTrace(saving, { type: 'saved' })).toBe(idleTrace);
  });
});
