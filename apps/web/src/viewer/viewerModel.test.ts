import type { Floor } from '@indoor/domain';
import { makeFloor } from '@indoor/domain/testing';
import { describe, expect, it } from 'vitest';
import { makeSpace } from '../test/factories';
import { campusFrame, chooseViewerFloor, neighbourFloor } from './viewerModel';

const floor = (floor_number: string): Floor =>
  makeFloor(floor_number, { buid: 'b', floor_name: `Floor ${floor_number}`, description: '-' });
const floors = [floor('10'), floor('-1'), floor('2'), floor('0')];

describe('viewer floor choice', () => {
  it("opens on the link's floor when the building has it", () => {
    expect(chooseViewerFloor(floors, '2')).toBe('2');
    expect(chooseViewerFloor(floors, '02')).toBe('2');
  });

  it('falls back to the lowest floor, numerically', () => {
    expect(chooseViewerFloor(floors, '7')).toBe('-1');
    expect(chooseViewerFloor(floors, null)).toBe('-1');
    expect(chooseViewerFloor([], '1')).toBeNull();
  });

  it('steps up and down in numeric order (10 is above 2)', () => {
    expect(neighbourFloor(floors, '2', 1)).toBe('10');
    expect(neighbourFloor(floors, '2', -1)).toBe('0');
    expect(neighbourFloor(floors, '10', 1)).toBeNull();
    expect(neighbourFloor(floors, '-1', -1)).toBeNull();
  });
});

describe('campus frame', () => {
  it('frames all buildings with a position', () => {
    expect(
      campusFrame([
        makeSpace({ buid: 'a', coordinates_lat: '35.1', coordinates_lon: '33.5' }),
        makeSpace({ buid: 'b', coordinates_lat: '35.3', coordinates_lon: '33.2' }),
        makeSpace({ buid: 'c', coordinates_lat: '' }),
      ]),
    ).toEqual({
      kind: 'bounds',
      southWest: { lat: 35.1, lon: 33.2 },
      northEast: { lat: 35.3, lon: 33.5 },
    });
  });

  it('centres on a single position, and has nothing to frame without positions', () => {
    const one = makeSpace({ coordinates_lat: '35.1', coordinates_lon: '33.5' });
    expect(campusFrame([one, one])).toEqual({ kind: 'point', position: { lat: 35.1, lon: 33.5 } });
    expect(campusFrame([makeSpace({ coordinates_lon: 'x' })])).toEqual({ kind: 'none' });
  });
});
