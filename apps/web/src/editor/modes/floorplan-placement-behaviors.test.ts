import { describe, expect, it, vi } from 'vitest';
import {
  installPlacementKeys,
  metresPerScreenPixel,
  pointInQuad,
} from './floorplan-placement-behaviors';

describe('pointInQuad', () => {
  const diamond = [
    { x: 50, y: 0 },
    { x: 100, y: 50 },
    { x: 50, y: 100 },
    { x: 0, y: 50 },
  ];

  it('finds points inside a turned quadrilateral, whichever way round it is listed', () => {
    expect(pointInQuad({ x: 50, y: 50 }, diamond)).toBe(true);
    expect(pointInQuad({ x: 50, y: 50 }, [...diamond].reverse())).toBe(true);
    expect(pointInQuad({ x: 50, y: 0 }, diamond)).toBe(true);
  });

  it('refuses points outside it, also inside its bounding box', () => {
    expect(pointInQuad({ x: 5, y: 5 }, diamond)).toBe(false);
    expect(pointInQuad({ x: 101, y: 50 }, diamond)).toBe(false);
  });
});

describe('metresPerScreenPixel', () => {
  it('measures the ground per pixel through the map projection', () => {
    // A fake map: 0.00001 degrees of longitude per pixel at the equator, north up.
    const degreesPerPixel = 0.00001;
    const map = {
      getCenter: () => ({ lat: 0, lng: 0 }),
      project: () => ({ x: 500, y: 400 }),
      unproject: ([x, y]: [number, number]) => ({
        lng: (x - 500) * degreesPerPixel,
        lat: -(y - 400) * degreesPerPixel,
      }),
    };
    const expected = ((2 * Math.PI * 6_378_137) / 360) * degreesPerPixel;
    expect(metresPerScreenPixel(map as never)).toBeCloseTo(expected, 6);
  });
});

describe('installPlacementKeys', () => {
  const press = (target: EventTarget, init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  it('undoes on Ctrl+Z and Cmd+Z, cancels on Escape, until removed', () => {
    const undo = vi.fn();
    const cancel = vi.fn();
    const remove = installPlacementKeys(document, { undo, cancel });
    expect(press(document.body, { key: 'z', ctrlKey: true }).defaultPrevented).toBe(true);
    press(document.body, { key: 'Z', metaKey: true });
    press(document.body, { key: 'Escape' });
    expect(undo).toHaveBeenCalledTimes(2);
    expect(cancel).toHaveBeenCalledTimes(1);
    remove();
    press(document.body, { key: 'z', ctrlKey: true });
    expect(undo).toHaveBeenCalledTimes(2);
  });

  it('leaves the keys to text fields and open dialogs', () => {
    const undo = vi.fn();
    const cancel = vi.fn();
    const remove = installPlacementKeys(document, { undo, cancel });
    const input = document.createElement('input');
    document.body.append(input);
    press(input, { key: 'z', ctrlKey: true });
    press(input, { key: 'Escape' });
    const dialog = document.createElement('div');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    press(document.body, { key: 'Escape' });
    expect(undo).not.toHaveBeenCalled();
    expect(cancel).not.toHaveBeenCalled();
    remove();
    input.remove();
    dialog.remove();
  });
});
