import type { UnitWire } from '@indoor/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activeMode, attachMap, detachMap } from '../editor/editor';
import { installEditorShortcuts } from '../editor/shortcuts';
import { useAlertStore } from '../state/alerts';
import { roomDoorMode, startDoor } from './roomDoorMode';
import { roomEditor, setRoomEditor } from './roomEditorStore';
import { roomOutlineMode, startOutline, stopOutline } from './roomOutlineMode';
import { roomTestMap } from './roomTestMap';

const key = (key: string, init: KeyboardEventInit = {}) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

/** A room from pixel (300, 300) to (400, 500). */
function room(at: (x: number, y: number) => [number, number]): UnitWire {
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

describe("moving a room's corners and placing a door on a map", () => {
  let removeShortcuts = () => {};
  beforeAll(() => {
    removeShortcuts = installEditorShortcuts(document);
  });
  afterAll(() => removeShortcuts());
  let fake = roomTestMap();
  afterEach(() => {
    key('Escape');
    detachMap(fake.map);
    setRoomEditor({ floor: null });
  });
  const open = () => {
    fake = roomTestMap();
    attachMap(fake.map);
    const unit = room(fake.at);
    setRoomEditor({ floor: { buid: 'b', floor: '0', units: [unit], openings: [] } });
    return unit;
  };

  it('Tab chooses a corner, Shift+Tab the one before, the arrows move it', () => {
    startOutline(open());
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
    startOutline(open());
    fake.down(250, 250);
    expect(roomEditor().outline?.chosen).toBeNull();
    fake.down(402, 298);
    expect(roomEditor().outline?.chosen).toBe(1);
    window.dispatchEvent(new MouseEvent('mousemove', { clientX: 450, clientY: 280 }));
    window.dispatchEvent(new MouseEvent('mouseup'));
    expect(roomEditor().outline?.corners[1]).toEqual(fake.at(450, 280));
    stopOutline();
  });

  it('a door: each end snaps onto a wall; a click away from every wall is refused', () => {
    const unit = open();
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
