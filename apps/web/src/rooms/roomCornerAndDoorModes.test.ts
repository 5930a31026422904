import { describe, expect, it } from 'vitest';
import { activeMode } from '../editor/editor';
import { useAlertStore } from '../state/alerts';
import { roomDoorMode, startDoor } from './roomDoorMode';
import { roomEditor } from './roomEditorStore';
import { roomOutlineMode, startOutline, stopOutline } from './roomOutlineMode';
import { pressKey as key, roomModeTestMap } from './roomTestMap';

/** Fires a touch event on the window with one finger at a pixel (none for an end). */
function touchOnWindow(type: string, finger?: { x: number; y: number }) {
  const event = new Event(type, { cancelable: true });
  const touches = finger ? [{ clientX: finger.x, clientY: finger.y }] : [];
  Object.defineProperty(event, 'touches', { value: touches });
  window.dispatchEvent(event);
}

describe("moving a room's corners and placing a door on a map", () => {
  const setup = roomModeTestMap(() => key('Escape'));

  it('Tab chooses a corner, Shift+Tab the one before, the arrows move it', () => {
    startOutline(setup.open());
    const { fake } = setup;
    expect(activeMode()).toBe(roomOutlineMode);
    key('Tab');
    expect(roomEditor().outline?.chosen).toBe(0);
    key('Tab', { shiftKey: true });
    expect(roomEditor().outline?.chosen).toBe(3);
    key('ArrowRight');
    key('ArrowUp', { shiftKey: true });
    expect(roomEditor().outline?.corners[3]).toEqual(fake.at(301, 490));
    // The room's other corners stay.
    expect(roomEditor().outline?.corners.slice(0, 3)).toEqual([
      fake.at(300, 300),
      fake.at(400, 300),
      fake.at(400, 500),
    ]);
    key('Escape');
    expect(roomEditor().outline).toBeNull();
  });

  it('a press on a handle drags its corner; elsewhere the map pans', () => {
    startOutline(setup.open());
    const { fake } = setup;
    fake.down(250, 250);
    expect(roomEditor().outline?.chosen).toBeNull();
    fake.down(402, 298);
    expect(roomEditor().outline?.chosen).toBe(1);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 450, clientY: 280 }));
    window.dispatchEvent(new MouseEvent('mouseup'));
    expect(roomEditor().outline?.corners[1]).toEqual(fake.at(450, 280));
    stopOutline();
  });

  it('a finger on a handle drags its corner as the mouse does; the map does not pan meanwhile', () => {
    startOutline(setup.open());
    const { fake } = setup;
    // A finger away from every handle: the map pans as usual.
    expect(fake.touch(250, 250).preventDefault).not.toHaveBeenCalled();
    expect(roomEditor().outline?.chosen).toBeNull();
    expect(fake.touch(398, 503).preventDefault).toHaveBeenCalled();
    expect(roomEditor().outline?.chosen).toBe(2);
    expect(fake.isDragPan()).toBe(false);
    touchOnWindow('touchmove', { x: 404, y: 560 });
    touchOnWindow('touchmove', { x: 420, y: 540 });
    expect(roomEditor().outline?.corners[2]).toEqual(fake.at(420, 540));
    touchOnWindow('touchend');
    expect(fake.isDragPan()).toBe(true);
    // The finger has been lifted: its moves no longer drag.
    touchOnWindow('touchmove', { x: 480, y: 600 });
    expect(roomEditor().outline?.corners[2]).toEqual(fake.at(420, 540));
    stopOutline();
  });

  it('a door: each end snaps onto a wall; a click away from every wall is refused', () => {
    const unit = setup.open();
    const { fake } = setup;
    startDoor();
    expect(activeMode()).toBe(roomDoorMode);
    fake.click(600, 600);
    expect(useAlertStore.getState().alert?.text).toBe(
      'Click on a wall of a room: a door lies in a wall.',
    );
    expect(roomEditor().door).toEqual({ name: 'placing', ends: [] });
    fake.click(406, 380);
    key('Backspace');
    expect(roomEditor().door).toEqual({ name: 'placing', ends: [] });
    fake.click(406, 380);
    fake.click(395, 420);
    expect(roomEditor().door).toEqual({
      name: 'naming',
      ends: [
        { at: fake.at(400, 380), unitId: unit.id },
        { at: fake.at(400, 420), unitId: unit.id },
      ],
      category: 'pedestrian',
    });
  });
});
