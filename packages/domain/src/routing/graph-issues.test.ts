import { describe, expect, it } from 'vitest';
import { type CheckedPoi, findGraphIssues } from './graph-issues.js';

const poi = (puid: string, floor: number, type = 'Room', isEntrance = false): CheckedPoi => ({
  puid,
  name: puid,
  floor,
  type,
  isEntrance,
});
const link = (a: string, b: string, weightM = 5) => ({ cuid: `${a}-${b}`, a, b, weightM });

describe('graph check', () => {
  it('finds unreachable POIs, unlinked floors, a missing entrance and long connections', () => {
    const pois = [
      poi('door', 0, 'Entrance', true),
      poi('hall', 0),
      poi('stair0', 0, 'Stair'),
      poi('stair1', 1, 'Stair'),
      poi('room1', 1),
      poi('island', 1),
      poi('room2', 2),
    ];
    const issues = findGraphIssues(
      pois,
      [
        link('door', 'hall'),
        link('hall', 'stair0'),
        link('stair0', 'stair1'),
        link('stair1', 'room1', 140),
      ],
      [0, 1, 2],
    );
    expect(issues.unreachable.map((p) => p.puid)).toEqual(['island', 'room2']);
    expect(issues.unlinkedFloors).toEqual([2]);
    expect(issues.hasEntrance).toBe(true);
    expect(issues.longConnections.map((c) => c.cuid)).toEqual(['stair1-room1']);
  });

  it('without an entrance, reports it and measures reach from the largest connected part', () => {
    const issues = findGraphIssues(
      [poi('a', 0), poi('b', 0), poi('c', 0), poi('d', 0)],
      [link('a', 'b'), link('b', 'c')],
      [0],
    );
    expect(issues.hasEntrance).toBe(false);
    expect(issues.unreachable.map((p) => p.puid)).toEqual(['d']);
    expect(issues.unlinkedFloors).toEqual([]);
  });

  it('a floor joined only by a corridor connection (not stairs or elevator) is unlinked', () => {
    const issues = findGraphIssues(
      [poi('a', 0, 'Entrance', true), poi('b', 1)],
      [link('a', 'b')],
      [0, 1],
    );
    expect(issues.unlinkedFloors).toEqual([0, 1]);
  });
});
