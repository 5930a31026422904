import { describe, expect, it } from 'vitest';
import type { AuditRoute } from '../api/audit.js';
import { assetAuditState, emptyAssetFilter, filterAssets } from '../assets/asset-register.js';
import { offsetByMetres } from '../geo/distance.js';
import { buildNavigationGraph, FLOOR_CHANGE_COST_M } from '../routing/navigation-graph.js';
import { makePoi, seededRandom } from '../testing/index.js';
import { auditDueState, nextAuditDate } from './audit-cycle.js';
import {
  type AuditStop,
  buildDistanceMatrix,
  type DistanceMatrix,
  distanceAt,
  straightDistance,
} from './distances.js';
import { estimateRouteMinutes } from './estimate.js';
import { AuditMessages, AuditRouteServerMessages } from './messages.js';
import {
  heldKarpOrder,
  improveOrder,
  moveStop,
  nearestNeighborOrder,
  orderForMethod,
  pathLength,
} from './ordering.js';
import { measureAuditRoute, planAuditRoute } from './plan.js';
import { auditResultSheet, auditResultsFileName, auditResultsToCsv } from './results-export.js';

const onLine = (...xs: number[]): AuditStop[] => xs.map((x, i) => ({ puid: `p${i}`, x, y: 0 }));
const matrixOf = (rows: number[][]): DistanceMatrix => ({
  size: rows.length,
  values: Float64Array.from(rows.flat()),
});

function bruteForceBest(matrix: DistanceMatrix): number {
  const rest = Array.from({ length: matrix.size - 1 }, (_, i) => i + 1);
  let best = Number.POSITIVE_INFINITY;
  const permute = (prefix: number[], left: number[]) => {
    if (left.length === 0) {
      best = Math.min(best, pathLength(prefix, matrix));
      return;
    }
    for (let k = 0; k < left.length; k += 1)
      permute(
        [...prefix, left[k] as number],
        left.filter((_, i) => i !== k),
      );
  };
  permute([0], rest);
  return best;
}

describe('estimateRouteMinutes', () => {
  it('counts 2 minutes per POI, the last one included, plus 1 minute per 10 m, rounded', () => {
    expect(estimateRouteMinutes(0, 0)).toBe(0);
    expect(estimateRouteMinutes(1, 0)).toBe(2);
    // 3 POIs and 25 m: 6 + 2.5 = 8.5, rounded to 9.
    expect(estimateRouteMinutes(3, 25)).toBe(9);
    // 4 POIs and 104 m: 8 + 10.4 = 18.4, rounded to 18.
    expect(estimateRouteMinutes(4, 104)).toBe(18);
    // 2 POIs and 14 m: 4 + 1.4 = 5.4, rounded to 5.
    expect(estimateRouteMinutes(2, 14)).toBe(5);
  });
});

describe('distances (straight, and over the walking graph)', () => {
  it('uses haversine when both stops have latitude and longitude', () => {
    const d = straightDistance({ puid: 'a', lat: 0, lon: 0 }, { puid: 'b', lat: 1, lon: 0 }, 0, 1);
    // One degree of a 6371 km sphere: 6371000 * pi / 180.
    expect(d).toBeCloseTo(111_194.93, 1);
  });

  it('falls back to x and y, then to the index difference', () => {
    expect(straightDistance({ puid: 'a', x: 0, y: 0 }, { puid: 'b', x: 3, y: 4 }, 0, 1)).toBe(5);
    expect(straightDistance({ puid: 'a', lat: 1 }, { puid: 'b', x: 3, y: 4 }, 0, 3)).toBe(3);
    expect(straightDistance({ puid: 'a', lat: 1, lon: 2 }, { puid: 'b', x: 3, y: 4 }, 5, 2)).toBe(
      3,
    );
  });

  it('walks the connection graph where it links two POIs, across floors', () => {
    const origin = { lat: 35.14, lon: 33.41 };
    const at = (east: number, north: number) => offsetByMetres(origin, east, north);
    const a = at(0, 0);
    const b = at(10, 10);
    const c = at(20, 0);
    const graph = buildNavigationGraph(
      [
        { puid: 'A', floor: 0, ...a },
        { puid: 'B', floor: 0, ...b },
        { puid: 'C', floor: 0, ...c },
        { puid: 'D', floor: 1, ...a },
      ],
      [
        { a: 'A', b: 'B' },
        { a: 'B', b: 'C' },
        { a: 'A', b: 'D' },
      ],
    );
    const stops: AuditStop[] = [
      { puid: 'A', ...a },
      { puid: 'C', ...c },
      { puid: 'D', ...a },
      { puid: 'E', ...at(0, 30) },
    ];
    const matrix = buildDistanceMatrix(stops, graph);
    // A to C round the corner at B: twice the diagonal of a 10 m square.
    expect(distanceAt(matrix, 0, 1)).toBeCloseTo(2 * Math.sqrt(200), 1);
    // Up the stairs from A: same position, one floor.
    expect(distanceAt(matrix, 0, 2)).toBeCloseTo(FLOOR_CHANGE_COST_M, 6);
    // D to C: down the stairs, then round the corner.
    expect(distanceAt(matrix, 2, 1)).toBeCloseTo(FLOOR_CHANGE_COST_M + 2 * Math.sqrt(200), 1);
    // E is not in the graph: the straight line.
    expect(distanceAt(matrix, 0, 3)).toBeCloseTo(30, 1);
    // Without the graph, A to C is the straight 20 m.
    expect(distanceAt(buildDistanceMatrix(stops), 0, 1)).toBeCloseTo(20, 1);
  });
});

describe('route ordering', () => {
  it('nearest neighbour goes from the first stop to the nearest unvisited one', () => {
    const matrix = buildDistanceMatrix(onLine(0, 10, 3, 20));
    expect(nearestNeighborOrder(matrix)).toEqual([0, 2, 1, 3]);
    expect(pathLength([0, 2, 1, 3], matrix)).toBe(20);
  });

  it('shortest path improves on nearest neighbour where it is fooled, keeping the first stop', () => {
    // From 0, nearest neighbour takes 2, then 6, then walks back to -3: 2 + 4 + 9 = 15.
    const matrix = buildDistanceMatrix(onLine(0, 2, -3, 6));
    expect(nearestNeighborOrder(matrix)).toEqual([0, 1, 3, 2]);
    const improved = orderForMethod('shortest-path', matrix);
    // 0 -> -3 -> 2 -> 6: 3 + 5 + 4 = 12, the optimum.
    expect(improved).toEqual([0, 2, 1, 3]);
    expect(pathLength(improved, matrix)).toBe(12);
    expect(pathLength(heldKarpOrder(matrix), matrix)).toBe(12);
  });

  it('custom order keeps the selection order; up and down swap neighbours', () => {
    const matrix = buildDistanceMatrix(onLine(0, 2, -3, 6));
    expect(orderForMethod('custom-order', matrix)).toEqual([0, 1, 2, 3]);
    expect(moveStop(['a', 'b', 'c'], 1, 'up')).toEqual(['b', 'a', 'c']);
    expect(moveStop(['a', 'b', 'c'], 1, 'down')).toEqual(['a', 'c', 'b']);
    expect(moveStop(['a', 'b', 'c'], 0, 'up')).toEqual(['a', 'b', 'c']);
    expect(moveStop(['a', 'b', 'c'], 2, 'down')).toEqual(['a', 'b', 'c']);
  });

  it('charges a reversed stretch at its reversed cost when distances are asymmetric', () => {
    // Going "down" the chain 3 -> 2 -> 1 is cheap, going up it is dear.
    const matrix = matrixOf([
      [0, 1, 50, 2],
      [50, 0, 50, 50],
      [50, 1, 0, 50],
      [50, 50, 1, 0],
    ]);
    // Nearest neighbour: 0 -> 1 (1), then 2 or 3 at 50 each, then the other: 1 + 50 + 50 = 101.
    expect(pathLength(nearestNeighborOrder(matrix), matrix)).toBe(101);
    const best = heldKarpOrder(matrix);
    expect(best).toEqual([0, 3, 2, 1]);
    expect(pathLength(best, matrix)).toBe(4);
    const improved = improveOrder(nearestNeighborOrder(matrix), matrix);
    expect(pathLength(improved, matrix)).toBe(4);
  });

  it('Held-Karp equals brute force, and the heuristics lie between it and nearest neighbour', () => {
    const next = seededRandom(7);
    for (let round = 0; round < 60; round += 1) {
      const n = 3 + (round % 5);
      const symmetric = round % 2 === 0;
      const values = new Float64Array(n * n);
      for (let i = 0; i < n; i += 1)
        for (let j = 0; j < n; j += 1) {
          if (i === j) continue;
          values[i * n + j] =
            symmetric && j < i ? (values[j * n + i] as number) : Math.round(next() * 100);
        }
      const matrix: DistanceMatrix = { size: n, values };
      const exact = pathLength(heldKarpOrder(matrix), matrix);
      expect(exact).toBe(bruteForceBest(matrix));
      const nn = pathLength(nearestNeighborOrder(matrix), matrix);
      const improved = orderForMethod('shortest-path', matrix);
      expect(improved[0]).toBe(0);
      expect([...improved].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(pathLength(improved, matrix)).toBeLessThanOrEqual(nn);
      expect(pathLength(improved, matrix)).toBeGreaterThanOrEqual(exact);
    }
  });

  it('refuses the exact solver beyond its size', () => {
    expect(() =>
      heldKarpOrder(buildDistanceMatrix(onLine(...Array.from({ length: 13 }, (_, i) => i)))),
    ).toThrow();
  });
});

describe('planAuditRoute', () => {
  it('needs 2 POIs to optimise, not for a custom order', () => {
    const one = onLine(0);
    expect(planAuditRoute(one, 'nearest-neighbor')).toEqual({
      ok: false,
      message: AuditMessages.needTwoPois,
    });
    expect(planAuditRoute(one, 'shortest-path')).toEqual({
      ok: false,
      message: AuditMessages.needTwoPois,
    });
    expect(planAuditRoute(one, 'custom-order')).toMatchObject({
      ok: true,
      distanceM: 0,
      estimatedMinutes: 2,
    });
  });

  it('orders the stops and estimates the walk', () => {
    const stops = onLine(0, 10, 3, 20);
    const plan = planAuditRoute(stops, 'nearest-neighbor');
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.stops.map((s) => s.puid)).toEqual(['p0', 'p2', 'p1', 'p3']);
    // 4 POIs, 20 m: 8 + 2 = 10 minutes.
    expect(plan.distanceM).toBe(20);
    expect(plan.estimatedMinutes).toBe(10);
    // Kept as selected: 10 + 7 + 17 = 34 m, 8 + 3.4 = 11.4 -> 11 minutes.
    expect(measureAuditRoute(stops)).toEqual({ distanceM: 34, estimatedMinutes: 11 });
  });
});

describe('audit cycle', () => {
  it('is ok, due within 30 days of the interval ending, and overdue past it or when never audited', () => {
    // 2025-12-01 is 334 days after 2025-01-01: 31 days of the interval left.
    expect(auditDueState('2025-01-01', 365, '2025-12-01')).toBe('ok');
    expect(auditDueState('2025-01-01', 365, '2025-12-02')).toBe('due'); // 30 days left
    expect(auditDueState('2025-01-01', 365, '2026-01-01')).toBe('due'); // 0 days left
    expect(auditDueState('2025-01-01', 365, '2026-01-02')).toBe('overdue');
    expect(auditDueState(null, 365, '2026-01-02')).toBe('overdue');
    expect(nextAuditDate('2025-01-01', 365)).toBe('2026-01-01');
    expect(nextAuditDate(null, 365)).toBeNull();
  });

  it("reads an asset's state from its last audit and its space's interval (365 days unless set)", () => {
    const audited = { date: '2025-01-01T09:30:00.000Z', result: 'found' as const, auditor: 'a' };
    const asset = { pois_type: 'Fire Extinguisher', createdAt: '2024-01-01T00:00:00.000Z' };
    expect(assetAuditState({ ...asset, last_audit: audited }, '2025-12-02')).toBe('due');
    expect(
      assetAuditState({ ...asset, last_audit: audited, audit_interval_days: 400 }, '2025-12-02'),
    ).toBe('ok');
    expect(assetAuditState({ ...asset, last_audit: null }, '2025-12-02')).toBe('overdue');
    const rows = [
      {
        ...makePoi({ puid: 'due', name: 'Due' }),
        space_name: 'S',
        last_audit: audited,
        unit: null,
      },
      {
        ...makePoi({ puid: 'never', name: 'Never', createdAt: '2024-06-01T00:00:00.000Z' }),
        space_name: 'S',
        last_audit: null,
        unit: null,
      },
      {
        ...makePoi({ puid: 'fresh', name: 'Fresh' }),
        space_name: 'S',
        last_audit: { ...audited, date: '2025-11-01T08:00:00.000Z' },
        unit: null,
      },
    ];
    const names = (audit: 'due' | 'overdue' | null) =>
      filterAssets(rows, { ...emptyAssetFilter, audit }, '2025-12-02').map((r) => r.name);
    expect(names('due')).toEqual(['Due']);
    expect(names('overdue')).toEqual(['Never']);
    expect(names(null)).toEqual(['Due', 'Never', 'Fresh']);
  });
});

describe('results export', () => {
  const route: AuditRoute = {
    id: 'route_1',
    _id: 'route_1',
    name: 'Fire safety, ground floor',
    description: '',
    assigned_auditors: ['auditor1'],
    building_id: 'b',
    floor_number: 0,
    pois: [
      {
        puid: 'p2',
        name: '=HYPERLINK("x")',
        order: 2,
        coordinates: { lat: 1, lon: 2 },
        pois_type: 'Fire Extinguisher',
        result: null,
      },
      {
        puid: 'p1',
        name: 'Extinguisher, hall',
        order: 1,
        coordinates: { lat: 1, lon: 2 },
        pois_type: 'Fire Extinguisher',
        result: {
          result: 'damaged',
          note: '+1 "seal" broken',
          recorded_at: '2026-03-04T10:20:00.000Z',
          auditor: 'auditor1',
        },
      },
    ],
    optimization_method: 'custom-order',
    estimated_time: 4,
    status: 'active',
    created_by: 'planner1',
    createdBy: 'planner1',
    created_by_id: 'u1',
    created_at: '2026-03-01T00:00:00.000Z',
    updated_at: '2026-03-01T00:00:00.000Z',
    completed_at: null,
    progress: { done: 1, total: 2 },
  };

  it('writes CSV in walking order, quoted and guarded against formulas', () => {
    expect(auditResultsToCsv(route)).toBe(
      'Order,POI,POI id,Result,Note,Recorded at,Auditor\r\n' +
        `1,"Extinguisher, hall",p1,Damaged,"'+1 ""seal"" broken",2026-03-04T10:20:00.000Z,auditor1\r\n` +
        `2,"'=HYPERLINK(""x"")",p2,${AuditRouteServerMessages.notAudited},,,\r\n`,
    );
  });

  it('models the sheet with real dates and names the files after the route', () => {
    const sheet = auditResultSheet(route);
    expect(sheet.name).toBe(AuditRouteServerMessages.sheetName);
    expect(sheet.rows[0]?.[5]).toEqual(new Date('2026-03-04T10:20:00.000Z'));
    expect(sheet.rows[1]?.[1]).toBe('=HYPERLINK("x")');
    expect(auditResultsFileName(route.name, '2026-03-05', 'xlsx')).toBe(
      'audit-route-fire-safety-ground-floor-2026-03-05.xlsx',
    );
  });
});
