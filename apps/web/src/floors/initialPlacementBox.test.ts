import { describe, expect, it } from 'vitest';
import type { ScreenBox } from '../map/visibleArea';
import { initialPlacementBox, PlacementHandleGeometry } from './initialPlacementBox';

const { cornerHalfPx, rotateOffsetPx, rotateRadiusPx } = PlacementHandleGeometry;

/** Every grip's box: four corner squares and the rotate circle's bounding square. */
function gripBoxes(box: { centre: { x: number; y: number }; width: number; height: number }) {
  const left = box.centre.x - box.width / 2;
  const right = box.centre.x + box.width / 2;
  const top = box.centre.y - box.height / 2;
  const bottom = box.centre.y + box.height / 2;
  const square = (x: number, y: number, half: number): ScreenBox => ({
    left: x - half,
    right: x + half,
    top: y - half,
    bottom: y + half,
  });
  return [
    square(left, top, cornerHalfPx),
    square(right, top, cornerHalfPx),
    square(right, bottom, cornerHalfPx),
    square(left, bottom, cornerHalfPx),
    square(box.centre.x, top - rotateOffsetPx, rotateRadiusPx),
  ];
}

const overlaps = (a: ScreenBox, b: ScreenBox) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function expectClear(
  box: NonNullable<ReturnType<typeof initialPlacementBox>>,
  map: { width: number; height: number },
  covered: ScreenBox[],
) {
  const planBox: ScreenBox = {
    left: box.centre.x - box.width / 2,
    right: box.centre.x + box.width / 2,
    top: box.centre.y - box.height / 2,
    bottom: box.centre.y + box.height / 2,
  };
  for (const grip of [...gripBoxes(box), planBox]) {
    expect(grip.left).toBeGreaterThanOrEqual(0);
    expect(grip.top).toBeGreaterThanOrEqual(0);
    expect(grip.right).toBeLessThanOrEqual(map.width);
    expect(grip.bottom).toBeLessThanOrEqual(map.height);
    for (const cover of covered) expect(overlaps(grip, cover), JSON.stringify(cover)).toBe(false);
  }
}

describe('the first box of a plan being placed', () => {
  it('at 1440x900 lies below the placement panel and beside the control bar, handles included', () => {
    const map = { width: 1440, height: 900 };
    const covered = [
      { left: 1068, top: 12, right: 1428, bottom: 888 }, // control bar
      { left: 12, top: 12, right: 412, bottom: 50 }, // search and map type
      { left: 12, top: 62, right: 94, bottom: 92 }, // layers
      { left: 12, top: 412, right: 50, bottom: 488 }, // zoom
      { left: 12, top: 500, right: 50, bottom: 600 }, // floor selector
      { left: 304, top: 64, right: 764, bottom: 245 }, // "Placing …" panel
      { left: 12, top: 866, right: 260, bottom: 890 }, // attribution
    ];
    const box = initialPlacementBox({
      map,
      covered,
      aspect: 1.6,
      maxSize: { width: 800, height: 500 },
    });
    if (!box) throw new Error('no box');
    expectClear(box, map, covered);
    expect(box.width / box.height).toBeCloseTo(1.6, 6);
    // The halved-to-fit canvas fits below the panel: it is shown at that size.
    expect(box.width).toBe(800);
  });

  it('at 390x844 fits between the placement panel and the control bar at the bottom', () => {
    const map = { width: 390, height: 844 };
    const covered = [
      { left: 12, top: 452, right: 378, bottom: 832 }, // control bar, bottom 45%
      { left: 12, top: 12, right: 354, bottom: 50 }, // search and map type
      { left: 12, top: 62, right: 94, bottom: 92 }, // layers
      { left: 12, top: 258, right: 50, bottom: 334 }, // zoom
      { left: 12, top: 346, right: 50, bottom: 446 }, // floor selector
      { left: 12, top: 270, right: 378, bottom: 440 }, // "Placing …" panel above the bar
    ];
    const box = initialPlacementBox({
      map,
      covered,
      aspect: 1.6,
      maxSize: { width: 312, height: 195 },
    });
    if (!box) throw new Error('no box');
    expectClear(box, map, covered);
    expect(box.width / box.height).toBeCloseTo(1.6, 6);
    expect(box.width).toBeGreaterThan(150);
  });

  it('is never larger than the halved-to-fit canvas', () => {
    const box = initialPlacementBox({
      map: { width: 1280, height: 800 },
      covered: [],
      aspect: 1.5,
      maxSize: { width: 300, height: 200 },
    });
    expect(box?.width).toBe(300);
    expect(box?.height).toBe(200);
  });

  it('keeps a tall image tall', () => {
    const map = { width: 1000, height: 800 };
    const box = initialPlacementBox({
      map,
      covered: [],
      aspect: 0.5,
      maxSize: { width: 2000, height: 4000 },
    });
    if (!box) throw new Error('no box');
    expectClear(box, map, []);
    expect(box.width / box.height).toBeCloseTo(0.5, 6);
  });

  it('is null when no free part can hold the plan and its handles', () => {
    const box = initialPlacementBox({
      map: { width: 100, height: 100 },
      covered: [{ left: 0, top: 0, right: 100, bottom: 70 }],
      aspect: 1,
      maxSize: { width: 100, height: 100 },
    });
    expect(box).toBeNull();
  });
});
