import type { UnitWire } from '@indoor/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeMode, attachMap, detachMap } from '../editor/editor';
import { installEditorShortcuts } from '../editor/shortcuts';
import { roomEditor, setRoomEditor } from './roomEditorStore';
import { roomTestMap } from './roomTestMap';
import { dispatchTrace, roomTraceMode, startRoomTrace } from './roomTraceMode';

const key = (key: string, init: KeyboardEventInit = {}) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

/** A room west of the drawing: its east wall runs down pixel column 400, rows 300 to 500. */
function westRoom(at: (x: number, y: number) => [number, number]): UnitWire {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    buid: 'b',
    floor_number: 0,
    name: 'West',
    category: 'room',
    accessibility: [],
    polygon: [at(300, 300), at(400, 300), at(400, 500), at(300, 500), at(300, 300)],
    created_at: '',
    updated_at: '',
  };
}

describe('the room-tracing mode on a map', () => {
  let removeShortcuts = () => {};
  beforeAll(() => {
    removeShortcuts = installEditorShortcuts(document);
  });
  afterAll(() => removeShortcuts());
  let fake = roomTestMap();
  afterEach(() => {
    dispatchTrace({ type: 'cancel' });
    detachMap(fake.map);
    setRoomEditor({ floor: null });
  });
  const start = () => {
    fake = roomTestMap();
    attachMap(fake.map);
    setRoomEditor({ floor: { buid: 'b', floor: '0', units: [westRoom(fake.at)], openings: [] } });
    startRoomTrace();
  };

  it('clicks put corners, a click on the first corner closes the outline', () => {
    start();
    expect(activeMode()).toBe(roomTraceMode);
    expect(fake.isDoubleClickZoom()).toBe(false);
    fake.click(600, 300);
    fake.click(700, 300);
    fake.click(700, 400);
    expect(roomEditor().trace).toEqual({
      name: 'tracing',
      corners: [fake.at(600, 300), fake.at(700, 300), fake.at(700, 400)],
    });
    fake.move(603, 302);
    expect(roomEditor().pointer).toMatchObject({ closes: true, snap: 'corner' });
    fake.click(603, 302);
    expect(roomEditor().trace).toMatchObject({ name: 'naming', error: null });
    // The outline is closed: further clicks put nothing.
    fake.click(650, 350);
    expect(roomEditor().trace.name).toBe('naming');
  });

  it('Enter closes, Backspace takes back the last corner, Escape drops the drawing', () => {
    start();
    fake.click(600, 300);
    fake.click(700, 300);
    key('Backspace');
    expect(roomEditor().trace).toEqual({ name: 'tracing', corners: [fake.at(600, 300)] });
    fake.click(700, 300);
    key('Enter');
    expect(roomEditor().trace.name).toBe('tracing');
    fake.click(700, 400);
    key('Enter');
    expect(roomEditor().trace.name).toBe('naming');
    dispatchTrace({ type: 'reopen' });
    key('Escape');
    expect(roomEditor().trace).toEqual({ name: 'idle' });
    expect(activeMode()).not.toBe(roomTraceMode);
    expect(fake.isDoubleClickZoom()).toBe(true);
  });

  it('snaps to a corner or a wall of another room within a few pixels', () => {
    start();
    fake.click(404, 303);
    fake.click(397, 420);
    expect(roomEditor().trace).toEqual({
      name: 'tracing',
      corners: [fake.at(400, 300), fake.at(400, 420)],
    });
    fake.move(430, 420);
    expect(roomEditor().pointer?.snap).toBeNull();
  });

  it('Shift keeps the new edge square to the one before', () => {
    start();
    fake.click(600, 300);
    fake.click(700, 300);
    // Square to the east-going edge: straight down from (700, 300).
    fake.click(712, 420, true);
    const { trace } = roomEditor();
    expect(trace.name === 'tracing' && trace.corners[2]).toEqual(fake.at(700, 420));
    // The first edge alone: level or plumb.
    dispatchTrace({ type: 'cancel' });
    startRoomTrace();
    fake.click(600, 300);
    fake.click(690, 306, true);
    const again = roomEditor().trace;
    expect(again.name === 'tracing' && again.corners[1]).toEqual(fake.at(690, 300));
  });
});
