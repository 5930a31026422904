import {
  type FloorPlanGeoreference,
  georeferenceCentre,
  georeferenceCorners,
  georeferenceFromCorners,
  haversineMetres,
  type LatLng,
  latLngToMercator,
  offsetByMetres,
  type PlanPlacement,
  planSizeMetres,
  rotationDegrees,
} from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import {
  halveUntilFits,
  initialPlacement,
  normaliseDegrees,
  nudgePlacement,
  placementCorners,
  placementGeoreference,
  placementSizeMetres,
  resizePlacementFromCorner,
  rotateHandlePosition,
  rotatePlacementBy,
  rotatePlacementTowards,
  scalePlacement,
  screenNudgeToGround,
  translatePlacement,
} from './floorPlanPlacementActions';

const engineeringHall: LatLng = { lat: 35.14475, lon: 33.41115 };

/** An 800 x 500 px plan, 60 m wide, turned 25 degrees clockwise. */
const turnedPlan = (overrides: Partial<PlanPlacement> = {}): PlanPlacement => ({
  centre: engineeringHall,
  widthM: 60,
  rotationDegrees: 25,
  widthPx: 800,
  heightPx: 500,
  ...overrides,
});

const cornerAt = (geo: FloorPlanGeoreference, index: 0 | 1 | 2 | 3): LatLng => {
  const [lon, lat] = georeferenceCorners(geo)[index];
  return { lat, lon };
};
const corner = (placement: PlanPlacement, index: 0 | 1 | 2 | 3): LatLng => {
  const [lon, lat] = placementCorners(placement)[index];
  return { lat, lon };
};

describe('placement corners', () => {
  it('form a parallelogram in Web-Mercator space', () => {
    const [tl, tr, br, bl] = placementCorners(turnedPlan()).map(([lon, lat]) =>
      latLngToMercator({ lat, lon }),
    );
    if (!tl || !tr || !br || !bl) throw new Error('four corners expected');
    // Opposite sides are equal vectors.
    expect(tr.x - tl.x).toBeCloseTo(br.x - bl.x, 6);
    expect(tr.y - tl.y).toBeCloseTo(br.y - bl.y, 6);
    expect(bl.x - tl.x).toBeCloseTo(br.x - tr.x, 6);
    expect(bl.y - tl.y).toBeCloseTo(br.y - tr.y, 6);
  });

  it('round-trip through georeferenceFromCorners to the same centre, size and rotation', () => {
    const placement = turnedPlan();
    const geo = georeferenceFromCorners(placementCorners(placement), 800, 500);
    expect(haversineMetres(georeferenceCentre(geo), placement.centre)).toBeLessThan(0.001);
    const size = planSizeMetres(geo);
    expect(size.widthM).toBeCloseTo(60, 3);
    expect(size.heightM).toBeCloseTo(37.5, 3);
    expect(rotationDegrees(geo)).toBeCloseTo(25, 6);
    // And back again: corners from the round-tripped georeference are where they were.
    for (const index of [0, 1, 2, 3] as const) {
      expect(haversineMetres(cornerAt(geo, index), corner(placement, index))).toBeLessThan(0.001);
    }
  });

  it('put the top edge north of the centre for an unrotated plan', () => {
    const [topLeft, topRight, bottomRight, bottomLeft] = placementCorners(
      turnedPlan({ rotationDegrees: 0 }),
    );
    expect(topLeft[1]).toBeCloseTo(topRight[1], 9);
    expect(bottomLeft[1]).toBeCloseTo(bottomRight[1], 9);
    expect(topLeft[1]).toBeGreaterThan(bottomLeft[1]);
    expect(topRight[0]).toBeGreaterThan(topLeft[0]);
  });
});

describe('resizing from a corner', () => {
  it('keeps the aspect ratio and the rotation, and the opposite corner in place', () => {
    const start = turnedPlan();
    // Pull the bottom-right corner 10 m east and 3 m north: off the diagonal on purpose.
    const pointer = offsetByMetres(corner(start, 2), 10, 3);
    const resized = resizePlacementFromCorner(start, 'bottomRight', pointer, 1);

    const size = planSizeMetres(placementGeoreference(resized));
    expect(size.widthM / size.heightM).toBeCloseTo(800 / 500, 9);
    expect(resized.rotationDegrees).toBe(25);
    expect(haversineMetres(corner(resized, 0), corner(start, 0))).toBeLessThan(0.0005);
    expect(resized.widthM).toBeGreaterThan(start.widthM);
  });

  it('grows by the pointer projected on the diagonal', () => {
    const start = turnedPlan({ rotationDegrees: 0 });
    const [topLeft, , bottomRight] = placementCorners(start);
    // The pointer exactly on the diagonal, 1.5 times as far from the top-left corner.
    const tl = latLngToMercator({ lon: topLeft[0], lat: topLeft[1] });
    const br = latLngToMercator({ lon: bottomRight[0], lat: bottomRight[1] });
    const pointerMercator = { x: tl.x + (br.x - tl.x) * 1.5, y: tl.y + (br.y - tl.y) * 1.5 };
    const pointer = {
      lon: (pointerMercator.x / 6_378_137) * (180 / Math.PI),
      lat: (2 * Math.atan(Math.exp(pointerMercator.y / 6_378_137)) - Math.PI / 2) * (180 / Math.PI),
    };
    const resized = resizePlacementFromCorner(start, 'bottomRight', pointer, 1);
    // 1.5 times the mercator width; the ground width also follows the new centre's latitude.
    expect(resized.widthM).toBeCloseTo(90, 1);
    expect(placementSizeMetres(resized).heightM).toBeCloseTo(resized.widthM * (500 / 800), 9);
  });

  it('never shrinks below the minimum width, even past the anchor', () => {
    const start = turnedPlan();
    const beyondAnchor = offsetByMetres(corner(start, 0), -50, 50);
    const resized = resizePlacementFromCorner(start, 'bottomRight', beyondAnchor, 2);
    expect(resized.widthM).toBeCloseTo(2, 6);
    expect(haversineMetres(corner(resized, 0), corner(start, 0))).toBeLessThan(0.0005);
  });

  it('works from every corner', () => {
    const start = turnedPlan();
    for (const [name, index, anchor] of [
      ['topLeft', 0, 2],
      ['topRight', 1, 3],
      ['bottomLeft', 3, 1],
    ] as const) {
      const pointer = offsetByMetres(corner(start, index), 4, -4);
      const resized = resizePlacementFromCorner(start, name, pointer, 1);
      expect(haversineMetres(corner(resized, anchor), corner(start, anchor))).toBeLessThan(0.0005);
      expect(placementSizeMetres(resized).heightM / resized.widthM).toBeCloseTo(500 / 800, 9);
    }
  });
});

describe('moving, rotating and scaling', () => {
  it('moves the centre by the ground offset of the drag', () => {
    const start = turnedPlan();
    const from = offsetByMetres(engineeringHall, 5, 5);
    const to = offsetByMetres(from, 12, -7);
    const moved = translatePlacement(start, from, to);
    const expected = offsetByMetres(engineeringHall, 12, -7);
    expect(haversineMetres(moved.centre, expected)).toBeLessThan(0.01);
    expect(moved.widthM).toBe(60);
    expect(moved.rotationDegrees).toBe(25);
  });

  it('nudges by metres east and north', () => {
    const moved = nudgePlacement(turnedPlan(), 3, -4);
    // Within the 0.1 % between the haversine sphere and the Web-Mercator one.
    expect(haversineMetres(moved.centre, engineeringHall)).toBeCloseTo(5, 1);
    expect(moved.centre.lon).toBeGreaterThan(engineeringHall.lon);
    expect(moved.centre.lat).toBeLessThan(engineeringHall.lat);
  });

  it('turns the plan up towards the pointer', () => {
    const start = turnedPlan();
    expect(
      rotatePlacementTowards(start, offsetByMetres(engineeringHall, 20, 0)).rotationDegrees,
    ).toBeCloseTo(90, 6);
    expect(
      rotatePlacementTowards(start, offsetByMetres(engineeringHall, -20, -20)).rotationDegrees,
    ).toBeCloseTo(-135, 3);
    expect(rotatePlacementTowards(start, engineeringHall)).toBe(start);
  });

  it('puts the rotate handle above the top edge, in the plan up direction', () => {
    const placement = turnedPlan();
    const handle = rotateHandlePosition(placement, 10);
    expect(rotatePlacementTowards(placement, handle).rotationDegrees).toBeCloseTo(25, 6);
    // Half the height (18.75 m) plus the 10 m offset from the centre.
    expect(haversineMetres(handle, placement.centre)).toBeCloseTo(28.75, 1);
  });

  it('rotates by steps and keeps the angle in (-180, 180]', () => {
    expect(rotatePlacementBy(turnedPlan({ rotationDegrees: 179 }), 2).rotationDegrees).toBe(-179);
    expect(rotatePlacementBy(turnedPlan({ rotationDegrees: -179 }), -2).rotationDegrees).toBe(179);
    expect(normaliseDegrees(-180)).toBe(180);
    expect(normaliseDegrees(540)).toBe(180);
    expect(normaliseDegrees(30)).toBe(30);
  });

  it('scales about the centre, not below the minimum', () => {
    expect(scalePlacement(turnedPlan(), 1.1, 1).widthM).toBeCloseTo(66, 9);
    expect(scalePlacement(turnedPlan({ widthM: 1.05 }), 0.5, 1).widthM).toBe(1);
  });

  it('turns screen nudges into ground directions on a rotated map', () => {
    const north = screenNudgeToGround(0, 1, 0);
    expect(north.eastM).toBeCloseTo(0, 9);
    expect(north.northM).toBeCloseTo(1, 9);
    // Map turned so east is at the top: screen up is east, screen right is south.
    const up = screenNudgeToGround(0, 1, 90);
    expect(up.eastM).toBeCloseTo(1, 9);
    expect(up.northM).toBeCloseTo(0, 9);
    const right = screenNudgeToGround(1, 0, 90);
    expect(right.eastM).toBeCloseTo(0, 9);
    expect(right.northM).toBeCloseTo(-1, 9);
  });
});

describe('the canvas halved until it fits the window', () => {
  it('halves a large image until both sides fit', () => {
    expect(halveUntilFits({ width: 4000, height: 3000 }, { width: 1280, height: 800 })).toEqual({
      width: 1000,
      height: 750,
      halvings: 2,
    });
  });

  it('halves for the height alone when only the height is too large', () => {
    expect(halveUntilFits({ width: 600, height: 2000 }, { width: 1280, height: 800 })).toEqual({
      width: 150,
      height: 500,
      halvings: 2,
    });
  });

  it('leaves an image that fits, even exactly, as it is', () => {
    expect(halveUntilFits({ width: 1280, height: 800 }, { width: 1280, height: 800 })).toEqual({
      width: 1280,
      height: 800,
      halvings: 0,
    });
    expect(halveUntilFits({ width: 800, height: 500 }, { width: 1280, height: 800 }).halvings).toBe(
      0,
    );
  });

  it('does not loop on a window of no size', () => {
    expect(halveUntilFits({ width: 800, height: 500 }, { width: 0, height: 0 }).halvings).toBe(0);
  });

  it('sizes a new placement as its halved canvas shows on the screen', () => {
    const placement = initialPlacement({
      centre: engineeringHall,
      image: { width: 4000, height: 3000 },
      window: { width: 1280, height: 800 },
      metresPerScreenPixel: 0.12,
    });
    expect(placement).toMatchObject({
      centre: engineeringHall,
      rotationDegrees: 0,
      widthPx: 4000,
      heightPx: 3000,
    });
    expect(placement.widthM).toBeCloseTo(120, 9);
    expect(placementSizeMetres(placement).heightM).toBeCloseTo(90, 9);
  });
});
