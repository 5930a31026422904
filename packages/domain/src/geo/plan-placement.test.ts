import { describe, expect, it } from 'vitest';
import { FloorPlanPlacementConstants } from '../floors/constants.js';
import { haversineMetres } from './distance.js';
import {
  GeoreferenceError,
  georeferenceCorners,
  georeferenceFromBounds,
  georeferenceFromPlacement,
  type PlanPlacement,
  planSizeMetres,
  rotationDegrees,
} from './floor-plan-georeference.js';
import {
  normaliseRotationDegrees,
  parseTypedRotationDegrees,
  parseTypedWidthMetres,
  placementFromCorners,
  placementScreenExtentMetres,
  withPlacementRotation,
  withPlacementWidth,
  zoomToShowPlacement,
} from './plan-placement.js';

const centre = { lat: 35.14475, lon: 33.41115 };

/** The demo's ground floor: 1700 x 800 px, about 68 m wide, turned about 15 degrees. */
const current: PlanPlacement = {
  centre,
  widthM: 68.2,
  rotationDegrees: -15.3,
  widthPx: 1700,
  heightPx: 800,
};
const currentCorners = georeferenceCorners(georeferenceFromPlacement(current));

describe('a new image starts where the current plan is', () => {
  it('keeps the centre, the ground width and the rotation of the current plan', () => {
    const next = placementFromCorners(currentCorners, { widthPx: 600, heightPx: 600 });
    expect(haversineMetres(next.centre, centre)).toBeLessThan(1e-6);
    expect(next.widthM).toBeCloseTo(68.2, 9);
    expect(next.rotationDegrees).toBeCloseTo(-15.3, 7);
    expect([next.widthPx, next.heightPx]).toEqual([600, 600]);
  });

  it("lets the height follow the new image's aspect ratio", () => {
    const square = georeferenceFromPlacement(
      placementFromCorners(currentCorners, { widthPx: 600, heightPx: 600 }),
    );
    const size = planSizeMetres(square);
    expect(size.widthM).toBeCloseTo(68.2, 6);
    expect(size.heightM).toBeCloseTo(68.2, 6);
    expect(rotationDegrees(square)).toBeCloseTo(-15.3, 7);
  });

  it('gives back the same corners for the same image (adjusting the current plan)', () => {
    const again = placementFromCorners(currentCorners, { widthPx: 1700, heightPx: 800 });
    georeferenceCorners(georeferenceFromPlacement(again)).forEach(([lon, lat], i) => {
      const [storedLon, storedLat] = currentCorners[i] ?? [Number.NaN, Number.NaN];
      expect(haversineMetres({ lat, lon }, { lat: storedLat, lon: storedLon })).toBeLessThan(1e-6);
    });
  });

  it('reads an unrotated plan stretched over a bounding box by its top edge', () => {
    const stretched = georeferenceCorners(
      georeferenceFromBounds(
        {
          bottom_left_lat: 35.1446,
          bottom_left_lng: 33.411,
          top_right_lat: 35.1449,
          top_right_lng: 33.4113,
        },
        400,
        100,
      ),
    );
    const next = placementFromCorners(stretched, { widthPx: 400, heightPx: 300 });
    expect(next.rotationDegrees).toBeCloseTo(0, 9);
    expect(next.widthM).toBeCloseTo(
      haversineMetres({ lat: 35.1449, lon: 33.411 }, { lat: 35.1449, lon: 33.4113 }),
      1,
    );
  });

  it('refuses corners that enclose no plan', () => {
    const flat = [
      [33.41, 35.14],
      [33.41, 35.14],
      [33.41, 35.14],
      [33.41, 35.14],
    ] as const;
    expect(() => placementFromCorners(flat, { widthPx: 10, heightPx: 10 })).toThrow(
      GeoreferenceError,
    );
  });
});

describe('the screen the plan needs', () => {
  it('is the plan itself when it is not turned', () => {
    const extent = placementScreenExtentMetres({ ...current, rotationDegrees: 0 });
    expect(extent.widthM).toBeCloseTo(68.2, 9);
    expect(extent.heightM).toBeCloseTo((68.2 * 800) / 1700, 9);
  });

  it('swaps width and height at a quarter turn, and grows in between', () => {
    const quarter = placementScreenExtentMetres({ ...current, rotationDegrees: 90 });
    expect(quarter.widthM).toBeCloseTo((68.2 * 800) / 1700, 9);
    expect(quarter.heightM).toBeCloseTo(68.2, 9);
    const diagonal = placementScreenExtentMetres({ ...current, rotationDegrees: 45 });
    expect(diagonal.widthM).toBeGreaterThan(68.2);
    // A map turned with the plan sees it unturned.
    const turned = placementScreenExtentMetres({ ...current, rotationDegrees: 45 }, 45);
    expect(turned.widthM).toBeCloseTo(68.2, 9);
  });

  it('zooms in or out so that the plan just fits the free box', () => {
    const limits = { minZoom: 18, maxZoom: 22 };
    // 0.2 m per pixel at zoom 19: a 100 m x 50 m plan needs 500 x 250 px there.
    const fits = zoomToShowPlacement({
      extent: { widthM: 100, heightM: 50 },
      box: { width: 1000, height: 250 },
      zoom: 19,
      metresPerScreenPixel: 0.2,
      ...limits,
    });
    expect(fits).toBeCloseTo(19, 9);
    const twiceTheRoom = zoomToShowPlacement({
      extent: { widthM: 100, heightM: 50 },
      box: { width: 1000, height: 500 },
      zoom: 19,
      metresPerScreenPixel: 0.2,
      ...limits,
    });
    expect(twiceTheRoom).toBeCloseTo(20, 9);
    // A plan too large for zoom 18 stays at 18: a plan is set from zoom 18 up.
    const huge = zoomToShowPlacement({
      extent: { widthM: 5000, heightM: 50 },
      box: { width: 1000, height: 500 },
      zoom: 19,
      metresPerScreenPixel: 0.2,
      ...limits,
    });
    expect(huge).toBe(18);
    const tiny = zoomToShowPlacement({
      extent: { widthM: 1, heightM: 1 },
      box: { width: 1000, height: 500 },
      zoom: 19,
      metresPerScreenPixel: 0.2,
      ...limits,
    });
    expect(tiny).toBe(22);
    const noRoom = zoomToShowPlacement({
      extent: { widthM: 100, heightM: 50 },
      box: { width: 0, height: 500 },
      zoom: 19.5,
      metresPerScreenPixel: 0.2,
      ...limits,
    });
    expect(noRoom).toBe(19.5);
  });
});

describe('typed width and rotation', () => {
  it('takes a width in metres within the limits, with a point or a comma', () => {
    expect(parseTypedWidthMetres('12.5')).toBe(12.5);
    expect(parseTypedWidthMetres(' 12,5 ')).toBe(12.5);
    expect(parseTypedWidthMetres('40 m')).toBe(40);
    expect(parseTypedWidthMetres('.5e1')).toBeNull();
    expect(parseTypedWidthMetres(String(FloorPlanPlacementConstants.minWidthM))).toBe(
      FloorPlanPlacementConstants.minWidthM,
    );
    expect(parseTypedWidthMetres(String(FloorPlanPlacementConstants.maxWidthM))).toBe(
      FloorPlanPlacementConstants.maxWidthM,
    );
  });

  it('refuses a width that is no number, not above zero or beyond the limits', () => {
    for (const text of [
      '',
      ' ',
      'abc',
      '0',
      '-5',
      '0.5',
      'NaN',
      'Infinity',
      '1e3',
      '12.5.1',
      String(FloorPlanPlacementConstants.maxWidthM + 1),
    ])
      expect(parseTypedWidthMetres(text), text).toBeNull();
  });

  it('normalises a typed rotation to (-180, 180]', () => {
    expect(parseTypedRotationDegrees('30')).toBe(30);
    expect(parseTypedRotationDegrees('370')).toBe(10);
    expect(parseTypedRotationDegrees('-190')).toBe(170);
    expect(parseTypedRotationDegrees('180')).toBe(180);
    expect(parseTypedRotationDegrees('-180')).toBe(180);
    expect(parseTypedRotationDegrees('270°')).toBe(-90);
    expect(parseTypedRotationDegrees('-12,5')).toBe(-12.5);
    expect(parseTypedRotationDegrees('0')).toBe(0);
  });

  it('refuses a rotation that is no number or absurdly far from 0', () => {
    for (const text of ['', 'north', 'NaN', '1e9', '99999', '--5'])
      expect(parseTypedRotationDegrees(text), text).toBeNull();
  });

  it('changes only the width or only the rotation, about the centre', () => {
    const wider = withPlacementWidth(current, 80);
    expect(wider).toEqual({ ...current, widthM: 80 });
    const turned = withPlacementRotation(current, 400);
    expect(turned).toEqual({ ...current, rotationDegrees: 40 });
    expect(normaliseRotationDegrees(-540)).toBe(180);
  });
});
