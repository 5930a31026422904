import { describe, expect, it } from 'vitest';
import { activeMode } from '../editor/editor';
import { useAlertStore } from '../state/alerts';
import { roomDoorMode, startDoor } from './roomDoorMode';
import { roomEditor } from './roomEditorStore';
import { startSplit } from './roomSplitMode';
import { pressKey, roomModeTestMap } from './roomTestMap';
import { dispatchTrace, roomTraceMode, startRoomTrace } from './roomTraceMode';

/** Presses an arrow `times` times, with Shift (10 px a press) or without (1 px). */
function arrow(direction: 'Left' | 'Right' | 'Up' | 'Down', times: number, shiftKey = false) {
  for (let i = 0; i < times; i += 1) pressKey(`Arrow${direction}`, { shiftKey });
}

const corners = () => {
  const { trace } = roomEditor();
  return trace.name === 'idle' ? [] : trace.corners;
};

describe('drawing rooms, doors and cuts with the keyboard', () => {
  const setup = roomModeTestMap(() => {
    dispatchTrace({ type: 'cancel' });
    pressKey('Escape');
  });

  it("the pointer starts at the map's centre; arrows move it, Enter puts corners, Enter twice closes", () => {
    setup.open();
    const { fake } = setup;
    startRoomTrace();
    expect(activeMode()).toBe(roomTraceMode);
    // The arrows are the mode's: the map does not pan with them.
    expect(fake.isKeyboard()).toBe(false);
    expect(roomEditor().keyPointer).toEqual(fake.at(500, 400));
    expect(roomEditor().pointer).toEqual({ at: fake.at(500, 400), snap: null, closes: false });
    arrow('Right', 10, true);
    arrow('Down', 3);
    expect(roomEditor().keyPointer).toEqual(fake.at(600, 403));
    pressKey('Enter');
    arrow('Up', 10, true);
    pressKey('Enter');
    arrow('Left', 8, true);
    pressKey('Enter');
    expect(corners()).toEqual([fake.at(600, 403), fake.at(600, 303), fake.at(520, 303)]);
    expect(roomEditor().trace.name).toBe('tracing');
    // The pointer is on the last corner put: Enter closes the outline.
    pressKey('Enter');
    expect(roomEditor().trace.name).toBe('naming');
    expect(roomEditor().keyPointer).toBeNull();
    pressKey('Escape');
    expect(fake.isKeyboard()).toBe(true);
  });

  it('Enter on the first corner closes; Backspace takes back the last corner', () => {
    setup.open();
    startRoomTrace();
    pressKey('Enter');
    arrow('Right', 5, true);
    pressKey('Enter');
    arrow('Down', 5, true);
    pressKey('Enter');
    pressKey('Backspace');
    expect(corners()).toHaveLength(2);
    pressKey('Enter');
    arrow('Left', 5, true);
    arrow('Up', 4, true);
    // 10 px from the first corner: within reach of it.
    expect(roomEditor().pointer?.closes).toBe(true);
    pressKey('Enter');
    expect(roomEditor().trace).toMatchObject({ name: 'naming', corners: { length: 3 } });
  });

  it('snaps as the mouse does; the mouse takes the pointer back and the arrows go on from it', () => {
    setup.open();
    const { fake } = setup;
    startRoomTrace();
    arrow('Left', 9, true);
    arrow('Left', 3);
    // 7 px east of the west room's wall (column 400): onto the wall.
    expect(roomEditor().pointer).toMatchObject({ at: fake.at(400, 400), snap: 'edge' });
    expect(roomEditor().keyPointer).toEqual(fake.at(407, 400));
    pressKey('Enter');
    expect(corners()).toEqual([fake.at(400, 400)]);
    fake.move(650, 350);
    expect(roomEditor().keyPointer).toBeNull();
    arrow('Right', 1);
    expect(roomEditor().keyPointer).toEqual(fake.at(651, 350));
    pressKey('Enter');
    expect(corners()).toEqual([fake.at(400, 400), fake.at(651, 350)]);
  });

  it('a door: Enter puts each end on the wall under the pointer, or warns away from walls', () => {
    const unit = setup.open();
    const { fake } = setup;
    startDoor();
    expect(activeMode()).toBe(roomDoorMode);
    pressKey('Enter');
    expect(useAlertStore.getState().alert?.text).toBe(
      'Click on a wall of a room: a door lies in a wall.',
    );
    arrow('Left', 9, true);
    arrow('Up', 2, true);
    pressKey('Enter');
    arrow('Down', 4, true);
    pressKey('Enter');
    expect(roomEditor().door).toEqual({
      name: 'naming',
      ends: [
        { at: fake.at(400, 380), unitId: unit.id },
        { at: fake.at(400, 420), unitId: unit.id },
      ],
      category: 'pedestrian',
    });
    // The form is open: the arrows are no longer the pointer's.
    arrow('Down', 1);
    expect(roomEditor().keyPointer).toBeNull();
  });

  it('a cut: Enter puts the ends of the line, Backspace takes the first back', () => {
    const unit = setup.open();
    const { fake } = setup;
    startSplit(unit);
    arrow('Left', 15, true);
    arrow('Up', 12, true);
    pressKey('Enter');
    expect(roomEditor().split?.ends).toEqual([fake.at(350, 280)]);
    pressKey('Backspace');
    expect(roomEditor().split?.ends).toEqual([]);
    pressKey('Enter');
    // An end inside the room: the line does not cross it, and is drawn again.
    arrow('Down', 12, true);
    pressKey('Enter');
    expect(useAlertStore.getState().alert?.text).toBe(
      'The line must cross the room from one wall to another: start and end it outside.',
    );
    expect(roomEditor().split?.ends).toEqual([]);
    arrow('Up', 12, true);
    pressKey('Enter');
    arrow('Down', 24, true);
    pressKey('Enter');
    expect(roomEditor().split?.ends).toEqual([fake.at(350, 280), fake.at(350, 520)]);
  });

  it("a pointer moved under the mode's bar pans the map just enough to be seen", () => {
    setup.open();
    const { fake } = setup;
    const rect = (left: number, top: number, right: number, bottom: number) => () =>
      ({ left, top, right, bottom, width: right - left, height: bottom - top }) as DOMRect;
    fake.container.getBoundingClientRect = rect(0, 0, 1000, 800);
    const bar = document.createElement('div');
    bar.className = 'map-toolbar';
    bar.getBoundingClientRect = rect(300, 0, 700, 200);
    document.body.append(bar);
    try {
      startRoomTrace();
      arrow('Up', 17, true);
      // 230 px down: 24 px around it are clear of the bar's bottom (200 px).
      expect(fake.panBy).not.toHaveBeenCalled();
      arrow('Up', 1, true);
      expect(fake.panBy).toHaveBeenCalledWith([0, -4], { duration: 0 });
    } finally {
      bar.remove();
    }
  });
});
