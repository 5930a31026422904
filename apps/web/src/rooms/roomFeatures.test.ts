import { IMDF_UNIT_CATEGORIES } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import {
  openingFeatures,
  roomLabelId,
  roomNameOfLabelId,
  unitAreaM2,
  unitFeatures,
  unitGroup,
  unitLabelFeatures,
  unitLabelPoint,
} from './roomFeatures';
import { at, makeOpening, makeUnit, metresOf, outline, rectangle } from './roomTestData';

const near = (point: readonly [number, number] | null | undefined): [number, number] => {
  if (!point) throw new Error('no point');
  const [east, north] = metresOf(point);
  return [Number(east.toFixed(2)), Number(north.toFixed(2))];
};

describe('rooms as map features', () => {
  it('gives every IMDF unit category a fill group, restrooms of every kind the same', () => {
    expect(unitGroup('office')).toBe('room');
    expect(unitGroup('walkway')).toBe('circulation');
    expect(unitGroup('stairs')).toBe('vertical');
    expect(unitGroup('restroom.female.wheelchair')).toBe('restroom');
    expect(unitGroup('restroom')).toBe('restroom');
    expect(unitGroup('storage')).toBe('service');
    expect(unitGroup('kitchen')).toBe('leisure');
    expect(unitGroup('not-a-category')).toBe('room');
    const groups = new Set(IMDF_UNIT_CATEGORIES.map(unitGroup));
    expect([...groups].sort()).toEqual(
      ['circulation', 'leisure', 'restroom', 'room', 'service', 'vertical'].sort(),
    );
  });

  it('makes one closed polygon per room with its name, category and group', () => {
    const open = rectangle(0, 0, 6, 4).slice(0, -1);
    const collection = unitFeatures([
      makeUnit({ id: 'a', name: 'Lab', category: 'laboratory' }),
      makeUnit({ id: 'b', name: 'WC', category: 'restroom.male', polygon: open }),
      makeUnit({ id: 'c', polygon: [at(0, 0), at(1, 0), at(0, 0)] }),
    ]);
    expect(collection.features.map((f) => f.properties)).toEqual([
      { id: 'a', name: 'Lab', category: 'laboratory', group: 'room' },
      { id: 'b', name: 'WC', category: 'restroom.male', group: 'restroom' },
    ]);
    const ring = collection.features[1]?.geometry.coordinates[0] ?? [];
    expect(ring).toHaveLength(5);
    expect(ring.at(-1)).toEqual(ring[0]);
  });

  it('measures a room in square metres', () => {
    expect(unitAreaM2(rectangle(0, 0, 6, 4))).toBeCloseTo(24, 1);
    expect(unitAreaM2([at(0, 0), at(1, 1)])).toBe(0);
  });

  it('puts the label of a rectangle at its middle, of any order of corners', () => {
    expect(near(unitLabelPoint(rectangle(0, 0, 6, 4)))).toEqual([3, 2]);
    const clockwise = outline([0, 0], [0, 4], [6, 4], [6, 0]);
    expect(near(unitLabelPoint(clockwise))).toEqual([3, 2]);
  });

  it('keeps the label of an L-shaped or U-shaped room inside it, not in its notch', () => {
    // An L whose centroid falls in the notch: a thin arm along the south and one along the west.
    const ell = outline([0, 0], [10, 0], [10, 1], [1, 1], [1, 10], [0, 10]);
    const [east, north] = near(unitLabelPoint(ell));
    const inSouthArm = north > 0 && north < 1 && east > 0 && east < 10;
    const inWestArm = east > 0 && east < 1 && north > 0 && north < 10;
    expect(inSouthArm || inWestArm).toBe(true);

    const u = outline([0, 0], [9, 0], [9, 9], [8, 9], [8, 1], [1, 1], [1, 9], [0, 9]);
    const [ux, uy] = near(unitLabelPoint(u));
    const inBase = uy > 0 && uy < 1;
    const inSide = (ux > 0 && ux < 1) || (ux > 8 && ux < 9);
    expect(inBase || inSide).toBe(true);
  });

  it('gives no label point to an outline without area', () => {
    expect(unitLabelPoint([at(0, 0), at(1, 0), at(2, 0), at(0, 0)])).toBeNull();
    expect(unitLabelPoint([at(0, 0), at(1, 0)])).toBeNull();
  });

  it('labels named rooms only, larger rooms placed first where labels collide', () => {
    const labels = unitLabelFeatures([
      makeUnit({ id: 'small', name: ' Store ', polygon: rectangle(0, 0, 2, 2) }),
      makeUnit({ id: 'none', name: '  ' }),
      makeUnit({ id: 'big', name: 'Hall', polygon: rectangle(2, 0, 12, 10) }),
    ]).features;
    expect(labels.map((f) => [f.properties.id, f.properties.name, f.properties.label])).toEqual([
      ['small', 'Store', roomLabelId('Store')],
      ['big', 'Hall', roomLabelId('Hall')],
    ]);
    const [small, big] = labels;
    expect(big?.properties.sortKey).toBeLessThan(small?.properties.sortKey ?? 0);
    expect(near(big?.geometry.coordinates as [number, number])).toEqual([7, 5]);
    expect(roomNameOfLabelId(roomLabelId('Hall'))).toBe('Hall');
    expect(roomNameOfLabelId('poi-label:Hall')).toBeNull();
  });

  it('draws each door as a line between its two ends', () => {
    const lines = openingFeatures([
      makeOpening({ id: 'd1', category: 'emergencyexit' }),
      makeOpening({ id: 'broken', line: [at(0, 0)] }),
    ]).features;
    expect(lines).toHaveLength(1);
    expect(lines[0]?.properties).toEqual({ id: 'd1', category: 'emergencyexit' });
    expect(lines[0]?.geometry).toEqual({ type: 'LineString', coordinates: [at(2, 0), at(3, 0)] });
  });
});
