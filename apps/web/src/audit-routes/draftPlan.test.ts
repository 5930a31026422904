import { describe, expect, it } from 'vitest';
import { allAuditors, libraryAuditors, libraryPois } from './auditTestData';
import {
  auditablePois,
  auditorChoices,
  floorWalkingGraph,
  planDraft,
  routeBody,
  routeColour,
} from './draftPlan';

describe('the route draft', () => {
  const pois = auditablePois(libraryPois, 'lib', '0');
  const byPuid = (puid: string) =>
    pois.find((p) => p.puid === puid) ??
    (() => {
      throw new Error(puid);
    })();

  it("keeps the chosen building and floor's POIs without connectors", () => {
    expect(pois.map((p) => p.puid)).toEqual(['p_door', 'p_far', 'p_near', 'p_mid']);
    expect(auditablePois(libraryPois, 'lib', '1')).toEqual([]);
    expect(auditablePois(libraryPois, 'other', '0')).toEqual([]);
  });

  it('starts at 0 minutes and explains why one POI is not optimised', () => {
    expect(planDraft([], 'nearest-neighbor', null)).toMatchObject({
      stops: [],
      estimatedMinutes: 0,
      notice: null,
    });
    const one = planDraft([byPuid('p_door')], 'shortest-path', null);
    expect(one.estimatedMinutes).toBe(2);
    expect(one.notice).toBe('Please select at least 2 POIs to optimize the route.');
    expect(planDraft([byPuid('p_door')], 'custom-order', null).notice).toBeNull();
  });

  it('walks over the floor graph when the connections link the POIs', () => {
    const selected = [byPuid('p_door'), byPuid('p_near')];
    const straight = planDraft(selected, 'nearest-neighbor', null);
    // A corridor through the connector 11 m past the near extinguisher and back.
    const connection = (a: string, b: string) => ({ pois_a: a, pois_b: b }) as never;
    const graph = floorWalkingGraph(libraryPois, [
      connection('p_door', 'p_conn'),
      connection('p_conn', 'p_near'),
    ]);
    const walked = planDraft(selected, 'nearest-neighbor', graph);
    expect(walked.distanceM).toBeCloseTo(straight.distanceM + 2 * 11.12, 0);
  });

  it('builds the documented route body', () => {
    const plan = planDraft([byPuid('p_door'), byPuid('p_near')], 'nearest-neighbor', null);
    const body = routeBody(
      {
        name: ' Doors ',
        description: '',
        buildingId: 'lib',
        floorNumber: '0',
        auditors: ['auditor_ann'],
        method: 'nearest-neighbor',
      },
      plan,
      new Date('2026-02-03T04:05:06.000Z'),
    );
    expect(body).toEqual({
      name: 'Doors',
      description: '',
      assigned_auditors: ['auditor_ann'],
      building_id: 'lib',
      floor_number: 0,
      pois: [
        { puid: 'p_door', name: 'Front door', order: 1, coordinates: { lat: 57.05, lon: 21.01 } },
        {
          puid: 'p_near',
          name: 'Near extinguisher',
          order: 2,
          coordinates: { lat: 57.0501, lon: 21.01 },
        },
      ],
      optimization_method: 'nearest-neighbor',
      estimated_time: 5,
      status: 'active',
      created_at: '2026-02-03T04:05:06.000Z',
    });
  });

  it('offers non-admins the first 2 assigned auditors and admins every auditor', () => {
    expect(auditorChoices('planner', libraryAuditors, allAuditors).map((a) => a.username)).toEqual([
      'auditor_ann',
      'auditor_bob',
    ]);
    expect(auditorChoices('admin', libraryAuditors, allAuditors).map((a) => a.username)).toEqual([
      'auditor_ann',
      'auditor_bob',
      'auditor_cy',
      'auditor_xena',
    ]);
  });

  it('cycles through 8 colours', () => {
    expect(new Set(Array.from({ length: 8 }, (_, i) => routeColour(i))).size).toBe(8);
    expect(routeColour(8)).toBe(routeColour(0));
  });
});
