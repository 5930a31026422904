import { PoiMessages } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { type EdgeModeState, edgeModeOff, edgeModeTransition } from './edgeModeMachine';

const click = (puid: string | null, saved = true) => ({ type: 'clickPoi' as const, puid, saved });

describe('edge mode', () => {
  it('picks a first POI, then connects it to a second', () => {
    const on = edgeModeTransition(edgeModeOff, { type: 'toggle' }).state;
    expect(on).toEqual({ name: 'idle' });
    const picked = edgeModeTransition(on, click('a'));
    expect(picked.state).toEqual({ name: 'picked', first: 'a' });
    expect(picked.connect).toBeNull();
    const second = edgeModeTransition(picked.state, click('b'));
    expect(second.state).toEqual({ name: 'connecting', first: 'a', second: 'b' });
    expect(second.connect).toEqual({ first: 'a', second: 'b' });
  });

  it('clicking the first POI again cancels the pick', () => {
    const step = edgeModeTransition({ name: 'picked', first: 'a' }, click('a'));
    expect(step.state).toEqual({ name: 'idle' });
    expect(step.connect).toBeNull();
  });

  it('returns to idle after success or failure', () => {
    const connecting: EdgeModeState = { name: 'connecting', first: 'a', second: 'b' };
    expect(edgeModeTransition(connecting, { type: 'connected' }).state).toEqual({ name: 'idle' });
    expect(edgeModeTransition(connecting, { type: 'failed' }).state).toEqual({ name: 'idle' });
  });

  it('ignores clicks while a connection is being saved', () => {
    const connecting: EdgeModeState = { name: 'connecting', first: 'a', second: 'b' };
    const step = edgeModeTransition(connecting, click('c'));
    expect(step.accepted).toBe(false);
    expect(step.state).toBe(connecting);
  });

  it('warns when an unsaved marker is clicked', () => {
    const step = edgeModeTransition({ name: 'idle' }, click(null, false));
    expect(step.accepted).toBe(false);
    expect(step.warning).toBe(PoiMessages.onlySubmitted);
  });

  it('turning the mode off clears the pending first POI', () => {
    expect(edgeModeTransition({ name: 'picked', first: 'a' }, { type: 'toggle' }).state).toEqual(
      edgeModeOff,
    );
    expect(edgeModeTransition({ name: 'picked', first: 'a' }, { type: 'turnOff' }).state).toEqual(
      edgeModeOff,
    );
  });

  it('does nothing with POI clicks while off', () => {
    expect(edgeModeTransition(edgeModeOff, click('a')).accepted).toBe(false);
  });
});
