import { describe, expect, it } from 'vitest';
import { activeMode } from '../editor/editor';
import { roomEditor } from './roomEditorStore';
import { pressKey as key, roomModeTestMap } from './roomTestMap';
import { dispatchTrace, roomTraceMode, startRoomTrace } from './roomTraceMode';

describe('the room-tracing mode on a map', () => {
  const setup = roomModeTestMap(() => dispatchTrace({ type: 'cancel' }));
  const start = () => {
    setup.open();
    startRoomTrace();
    return setup.fake;
  };

  it('clicks put corners, a click on the first corner closes the outline', () => {
    const fake = start();
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

  it('Enter on the last corner clicked closes, Backspace takes back, Escape drops', () => {
    const fake = start();
    fake.click(600, 300);
    fake.click(700, 300);
    key('Backspace');
    expect(roomEditor().trace).toEqual({ name: 'tracing', corners: [fake.at(600, 300)] });
    fake.click(700, 300);
    // Two corners: Enter on the last one puts it again, which counts once.
    key('Enter');
    expect(roomEditor().trace).toMatchObject({ name: 'tracing', corners: { length: 2 } });
    fake.click(700, 400);
    key('Enter');
    expect(roomEditor().trace.name).toBe('naming');
    dispatchTrace({ type: 'reopen' });
    key('Escape');
    expect(roomEditor().trace).toEqual({ name: 'idle' });
    expect(activeMode()).not.toBe(roomTraceMode);
    expect(fake.isDoubleClickZoom()).toBe(true);
  });

  it('Enter with the mouse away from the corners puts a corner under it', () => {
    const fake = start();
    fake.click(600, 300);
    fake.click(700, 300);
    fake.click(700, 400);
    fake.move(650, 450);
    key('Enter');
    expect(roomEditor().trace).toMatchObject({ name: 'tracing', corners: { length: 4 } });
    const { trace } = roomEditor();
    expect(trace.name === 'tracing' && trace.corners[3]).toEqual(fake.at(650, 450));
  });

  it('snaps to a corner or a wall of another room within a few pixels', () => {
    const fake = start();
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
    const fake = start();
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
