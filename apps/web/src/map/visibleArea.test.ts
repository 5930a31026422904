import { afterEach, describe, expect, it } from 'vitest';
import { coveredMapPadding, panToReveal, visibleMapBox } from './visibleArea';

function boxed(element: HTMLElement, left: number, top: number, width: number, height: number) {
  element.getBoundingClientRect = () =>
    ({ left, top, width, height, right: left + width, bottom: top + height }) as DOMRect;
  return element;
}

function screen({ bar }: { bar: 'right' | 'bottom' | 'none' }) {
  const map = boxed(document.createElement('div'), 0, 0, 1280, 800);
  if (bar !== 'none') {
    const controlBar = document.createElement('aside');
    controlBar.dataset.testid = 'control-bar';
    if (bar === 'right') boxed(controlBar, 908, 12, 360, 776);
    else boxed(controlBar, 0, 440, 1280, 360);
    document.body.append(controlBar);
  }
  const controls = boxed(document.createElement('div'), 12, 12, 400, 38);
  controls.className = 'map-overlay map-overlay--top-left';
  document.body.append(controls);
  return map;
}

describe('the visible part of the map', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves out the control bar on the right, or at the bottom of a narrow screen', () => {
    expect(visibleMapBox(screen({ bar: 'right' }))).toEqual({
      left: 0,
      top: 0,
      right: 908,
      bottom: 800,
    });
    expect(coveredMapPadding(screen({ bar: 'right' }))).toEqual({
      top: 0,
      left: 0,
      right: 372,
      bottom: 0,
    });
    document.body.innerHTML = '';
    expect(coveredMapPadding(screen({ bar: 'bottom' }))).toEqual({
      top: 0,
      left: 0,
      right: 0,
      bottom: 360,
    });
    document.body.innerHTML = '';
    expect(coveredMapPadding(screen({ bar: 'none' }))).toEqual({
      top: 0,
      left: 0,
      right: 0,
      bottom: 0,
    });
  });

  it('pans a popup out from under the top controls and the control bar', () => {
    const map = screen({ bar: 'right' });
    const cutAtTop = boxed(document.createElement('div'), 300, -100, 320, 400);
    expect(panToReveal(map, cutAtTop, 16)).toEqual([0, -166]);
    const underBar = boxed(document.createElement('div'), 700, 300, 320, 200);
    expect(panToReveal(map, underBar, 16)).toEqual([128, 0]);
    const inside = boxed(document.createElement('div'), 300, 200, 320, 200);
    expect(panToReveal(map, inside, 16)).toEqual([0, 0]);
  });

  it("pans a popup off the zoom buttons on the map's left side", () => {
    const map = screen({ bar: 'right' });
    const zoom = boxed(document.createElement('div'), 12, 362, 38, 76);
    zoom.className = 'zoom-controls';
    document.body.append(zoom);
    const overZoom = boxed(document.createElement('div'), 20, 250, 300, 200);
    // Right of the buttons and 16 px clear of them: 50 + 16 - 20.
    expect(panToReveal(map, overZoom, 16)).toEqual([-46, 0]);
  });
});
