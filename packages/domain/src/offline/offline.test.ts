import { describe, expect, it } from 'vitest';
import { contract } from '../api/contract.js';
import { tilesCovering } from '../geo/tiles.js';
import { OfflineConstants } from './constants.js';
import { OfflineReads, offlineReadKey, offlineStrategy, shellFiles } from './offline-reads.js';
import { planTilesForOffline } from './plan-tiles.js';

const facts = (method: string, pathname: string, navigation = false, sameOrigin = true) => ({
  method,
  pathname,
  navigation,
  sameOrigin,
});

describe('what the service worker keeps', () => {
  it('names reads of the API contract, by their method', () => {
    const kept = [
      contract.getClientConfig,
      contract.getVersion,
      contract.auditRoutesList,
      contract.spacePublic,
      contract.spaceAccessible,
      contract.spaceGet,
      contract.floorAll,
      contract.poisFloorAll,
      contract.connectionFloorAll,
    ];
    const listed = [
      ...OfflineReads.GET.map((path) => `GET ${path}`),
      ...OfflineReads.POST.map((path) => `POST ${path}`),
    ].sort();
    expect(kept.map((entry) => `${entry.method} ${entry.path}`).sort()).toEqual(listed);
  });

  it('sorts requests into pages, assets, tiles, reads and the rest', () => {
    expect(offlineStrategy(facts('GET', '/', true))).toBe('page');
    expect(offlineStrategy(facts('GET', '/viewer/', true))).toBe('page');
    expect(offlineStrategy(facts('GET', '/assets/index-abc.js'))).toBe('asset');
    expect(offlineStrategy(facts('GET', '/api/floortiles/building_1/-1/19/1/2.png'))).toBe('tile');
    expect(offlineStrategy(facts('GET', '/api/auditor/routes'))).toBe('read');
    expect(offlineStrategy(facts('POST', '/api/mapping/pois/floor/all'))).toBe('read');
    // Writes, other reads, API navigations and other origins are left to the network.
    expect(offlineStrategy(facts('POST', '/api/auditor/routes/r1/results'))).toBe('network');
    expect(offlineStrategy(facts('GET', '/api/mapping/pois/floor/all'))).toBe('network');
    expect(offlineStrategy(facts('POST', '/api/user/login'))).toBe('network');
    expect(offlineStrategy(facts('GET', '/api/auditor/routes/r1/results.csv'))).toBe('network');
    expect(offlineStrategy(facts('GET', '/api/version', true))).toBe('network');
    expect(offlineStrategy(facts('GET', '/assets/x.js', false, false))).toBe('network');
    expect(offlineStrategy(facts('GET', '/api/floortiles/b/0/19/1/2.png.map'))).toBe('network');
  });

  it('keys a POST read by its body whatever the order of its keys', () => {
    const url = 'http://planner.test/api/mapping/pois/floor/all';
    const a = offlineReadKey(url, 'POST', '{"buid":"b1","floor_number":"0"}');
    const b = offlineReadKey(url, 'POST', '{ "floor_number": "0", "buid": "b1" }');
    expect(a).not.toBeNull();
    expect(a).toBe(b);
    expect(a).not.toBe(offlineReadKey(url, 'POST', '{"buid":"b1","floor_number":"1"}'));
    expect(new URL(a ?? '').pathname).toBe('/api/mapping/pois/floor/all');
    expect(offlineReadKey(url, 'POST', '')).toBe(offlineReadKey(url, 'POST', '{}'));
    expect(offlineReadKey(`${url}?x=1`, 'GET', '')).toBe(`${url}?x=1`);
  });

  it('keeps no read whose body is not JSON or too long', () => {
    const url = 'http://planner.test/api/mapping/space/get';
    expect(offlineReadKey(url, 'POST', '{"buid":')).toBeNull();
    const long = JSON.stringify({ buid: 'b'.repeat(OfflineConstants.maxKeyedBodyChars) });
    expect(offlineReadKey(url, 'POST', long)).toBeNull();
  });

  it('keeps the scripts and styles of a build, not its maps or online-only chunks', () => {
    expect(
      shellFiles([
        'assets/index-1.js',
        'assets/index-1.js.map',
        'assets/index-2.css',
        'assets/exceljs.min-3.js',
        'index.html',
      ]),
    ).toEqual(['/assets/index-1.js', '/assets/index-2.css']);
  });
});

describe('the floor-plan tiles kept for a route', () => {
  // About 120 m by 80 m in Nicosia.
  const plan = { west: 33.3779, south: 35.1447, east: 33.3792, north: 35.1454 };

  it('covers the plan at every zoom, each tile once', () => {
    const z19 = tilesCovering(plan, 19);
    const xs = new Set(z19.map((t) => t.x));
    const ys = new Set(z19.map((t) => t.y));
    expect(z19).toHaveLength(xs.size * ys.size);
    expect(xs.size).toBeGreaterThanOrEqual(2);
    const tiles = planTilesForOffline(plan);
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
    const zooms = [...new Set(tiles.map((t) => t.z))];
    expect(zooms[0]).toBe(OfflineConstants.planTileMinZoom);
    expect(zooms.at(-1)).toBe(OfflineConstants.planTileMaxZoom);
    expect(tiles.length).toBeLessThanOrEqual(OfflineConstants.maxPlanTiles);
  });

  it('leaves out the deepest zooms of a plan too large to keep whole', () => {
    const campus = { west: 33.37, south: 35.14, east: 33.385, north: 35.15 };
    const tiles = planTilesForOffline(campus);
    expect(tiles.length).toBeLessThanOrEqual(OfflineConstants.maxPlanTiles);
    const deepest = Math.max(...tiles.map((t) => t.z));
    expect(deepest).toBeLessThan(OfflineConstants.planTileMaxZoom);
    expect(tiles.length + tilesCovering(campus, deepest + 1).length).toBeGreaterThan(
      OfflineConstants.maxPlanTiles,
    );
  });
});
