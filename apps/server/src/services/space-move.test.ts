import fs from 'node:fs';
import {
  contract,
  haversineMetres,
  type LatLng,
  metresBetween,
  ServerMessages,
  SpaceMessages,
  tileKeyOf,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { anyplaceArchive } from '../test/anyplace-archives.js';
import { restoreUpload } from '../test/backup-archives.js';
import { insertUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

describeEachDatabase('moving a whole space', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let buid: string;

  const move = async (caller: UserRow, body: object) =>
    t.app.inject({
      method: 'POST',
      url: contract.spaceMove.path,
      headers: { authorization: `Bearer ${await t.tokenFor(caller)}` },
      payload: body,
    });

  /** Everything of the space that has a position, as stored. */
  const snapshot = async () => {
    const space = await t.db
      .selectFrom('spaces')
      .select(['coordinates_lat', 'coordinates_lon', 'graph_version'])
      .where('buid', '=', buid)
      .executeTakeFirstOrThrow();
    const pois = await t.db
      .selectFrom('pois')
      .select(['puid', 'coordinates_lat', 'coordinates_lon'])
      .where('buid', '=', buid)
      .orderBy('puid')
      .execute();
    const floors = await t.db
      .selectFrom('floors')
      .select([
        'floor_number',
        'plan_corners',
        'plan_version',
        'radiomap_version',
        'fingerprints_version',
      ])
      .where('buid', '=', buid)
      .orderBy('floor_number')
      .execute();
    const fingerprints = await t.db
      .selectFrom('fingerprints')
      .select(['id', 'lat', 'lon', 'tile_key'])
      .where('buid', '=', buid)
      .orderBy('id')
      .execute();
    const cells = await t.db
      .selectFrom('heatmap_cells')
      .select(({ fn }) => fn.sum<number>('scans').as('scans'))
      .where('buid', '=', buid)
      .where('day', '=', -1)
      .executeTakeFirstOrThrow();
    return { space, pois, floors, fingerprints, scans: Number(cells.scans ?? 0) };
  };
  const cornersOf = (value: unknown): [number, number][] =>
    (typeof value === 'string' ? JSON.parse(value) : value) as [number, number][];

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync('/tmp/space-move-test-') });
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
    const upload = restoreUpload(await anyplaceArchive());
    const res = await t.app.inject({
      method: 'POST',
      url: contract.spaceRestore.path,
      headers: { ...upload.headers, authorization: `Bearer ${await t.tokenFor(owner)}` },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    buid = res.json().space.buid;
    // A restored copy starts unpublished; published, others see it and may not move it.
    expect(res.json().space.is_published).toBe('false');
    await t.db.updateTable('spaces').set({ is_published: true }).where('buid', '=', buid).execute();
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('refuses bad input, unknown spaces and strangers, and changes nothing', async () => {
    const before = await snapshot();
    const refusals: [UserRow, object, number, string][] = [
      [
        owner,
        { buid, coordinates_lat: 'north', coordinates_lon: 33 },
        400,
        SpaceMessages.invalidLatitude,
      ],
      [
        owner,
        { buid, coordinates_lat: 91, coordinates_lon: 33 },
        400,
        SpaceMessages.invalidLatitude,
      ],
      [
        owner,
        { buid, coordinates_lat: 35, coordinates_lon: 181 },
        400,
        SpaceMessages.invalidLongitude,
      ],
      [
        owner,
        { buid, coordinates_lat: 35, coordinates_lon: '' },
        400,
        SpaceMessages.invalidLongitude,
      ],
      [
        owner,
        { buid: 'building_nowhere', coordinates_lat: 35, coordinates_lon: 33 },
        404,
        ServerMessages.spaceNotFound,
      ],
      [
        stranger,
        { buid, coordinates_lat: 35, coordinates_lon: 33 },
        403,
        ServerMessages.spaceEditForbidden,
      ],
    ];
    for (const [caller, body, status, message] of refusals) {
      const res = await move(caller, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const missing = await move(owner, { buid, coordinates_lat: 35 });
    expect(missing.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('moves the restored copy with its plans, POIs and fingerprints, keeping its shape', async () => {
    const before = await snapshot();
    expect(before.pois.length).toBeGreaterThan(0);
    // An audit route keeps its stops' positions: they move too.
    const stop = before.pois[0] as (typeof before.pois)[number];
    await t.db
      .insertInto('audit_routes')
      .values({
        id: `route_${kind}`,
        name: 'Weekly round',
        building_id: buid,
        floor_number: 0,
        pois: JSON.stringify([
          {
            puid: stop.puid,
            name: 'Stop',
            order: 1,
            lat: stop.coordinates_lat,
            lon: stop.coordinates_lon,
            pois_type: 'Room',
          },
        ]),
        assigned_auditors: [],
        created_by: owner.id,
      })
      .execute();
    expect(before.fingerprints.length).toBeGreaterThan(0);
    expect(before.floors.some((f) => f.plan_version)).toBe(true);
    const from: LatLng = { lat: before.space.coordinates_lat, lon: before.space.coordinates_lon };
    const to: LatLng = { lat: from.lat + 0.01, lon: from.lon - 0.015 };
    // A room traced on the plan and its door move with it.
    const corner = (east: number, north: number): [number, number] => [
      from.lon + east * 0.00001,
      from.lat + north * 0.00001,
    ];
    const roomOutline = [corner(0, 0), corner(5, 0), corner(5, 4), corner(0, 4), corner(0, 0)];
    const doorLine = [corner(1, 0), corner(2, 0)];
    const now = new Date();
    await t.db
      .insertInto('units')
      .values({
        id: `00000000-0000-4000-8000-00000000000${kind === 'pglite' ? 1 : 2}`,
        buid,
        floor_number: 0,
        category: 'room',
        geometry: JSON.stringify({ type: 'Polygon', coordinates: [roomOutline] }),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('openings')
      .values({
        id: `00000000-0000-4000-8000-00000000001${kind === 'pglite' ? 1 : 2}`,
        buid,
        floor_number: 0,
        category: 'pedestrian',
        geometry: JSON.stringify({ type: 'LineString', coordinates: doorLine }),
        created_at: now,
        updated_at: now,
      })
      .execute();

    const res = await move(owner, {
      buid,
      coordinates_lat: to.lat,
      coordinates_lon: String(to.lon),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(SpaceMessages.moved(res.json().space.name));
    const after = await snapshot();
    expect(after.space.coordinates_lat).toBeCloseTo(to.lat, 9);
    expect(after.space.coordinates_lon).toBeCloseTo(to.lon, 9);
    expect(after.space.graph_version).not.toBe(before.space.graph_version);

    // Every POI keeps its offset east and north of the space point, and its distance.
    const point = (lat: number, lon: number): LatLng => ({ lat, lon });
    for (const [i, poi] of before.pois.entries()) {
      const moved = after.pois[i] as (typeof after.pois)[number];
      expect(moved.puid).toBe(poi.puid);
      const was = haversineMetres(from, point(poi.coordinates_lat, poi.coordinates_lon));
      const now = haversineMetres(to, point(moved.coordinates_lat, moved.coordinates_lon));
      expect(Math.abs(now - was)).toBeLessThan(0.02);
      const wasOffset = metresBetween(from, point(poi.coordinates_lat, poi.coordinates_lon));
      const nowOffset = metresBetween(to, point(moved.coordinates_lat, moved.coordinates_lon));
      expect(Math.abs(nowOffset.eastM - wasOffset.eastM)).toBeLessThan(0.02);
      expect(Math.abs(nowOffset.northM - wasOffset.northM)).toBeLessThan(0.02);
    }
    // Every plan corner too; each placed plan was tiled again under a new version.
    for (const [i, floor] of before.floors.entries()) {
      const moved = after.floors[i] as (typeof after.floors)[number];
      expect(moved.radiomap_version).not.toBe(floor.radiomap_version);
      expect(moved.fingerprints_version).not.toBe(floor.fingerprints_version);
      if (!floor.plan_version) continue;
      expect(moved.plan_version).not.toBe(floor.plan_version);
      const wasCorners = cornersOf(floor.plan_corners);
      const nowCorners = cornersOf(moved.plan_corners);
      for (const [j, [lon, lat]] of wasCorners.entries()) {
        const [nowLon, nowLat] = nowCorners[j] as [number, number];
        const was = haversineMetres(from, point(lat, lon));
        const now = haversineMetres(to, point(nowLat, nowLon));
        expect(Math.abs(now - was)).toBeLessThan(0.02);
      }
    }
    // Fingerprints moved with their tile keys; the heatmap still counts every scan.
    expect(after.fingerprints.length).toBe(before.fingerprints.length);
    for (const [i, fp] of before.fingerprints.entries()) {
      const moved = after.fingerprints[i] as (typeof after.fingerprints)[number];
      const was = haversineMetres(from, point(fp.lat, fp.lon));
      const now = haversineMetres(to, point(moved.lat, moved.lon));
      expect(Math.abs(now - was)).toBeLessThan(0.02);
      expect(String(moved.tile_key)).toBe(String(tileKeyOf(point(moved.lat, moved.lon))));
    }
    expect(after.scans).toBe(before.scans);
    // The room's corners and the door's ends keep their offsets from the space point.
    const storedShape = async (table: 'units' | 'openings') => {
      const row = await t.db
        .selectFrom(table)
        .select('geometry')
        .where('buid', '=', buid)
        .executeTakeFirstOrThrow();
      const geometry = (
        typeof row.geometry === 'string' ? JSON.parse(row.geometry) : row.geometry
      ) as { coordinates: unknown };
      return (geometry.coordinates as unknown[]).flat(2 as 1) as unknown as number[];
    };
    const offsets = (origin: LatLng, flat: number[]) => {
      const out: number[] = [];
      for (let i = 0; i < flat.length; i += 2) {
        const offset = metresBetween(origin, point(flat[i + 1] as number, flat[i] as number));
        out.push(offset.eastM, offset.northM);
      }
      return out;
    };
    for (const [table, positions] of [
      ['units', roomOutline],
      ['openings', doorLine],
    ] as const) {
      const was = offsets(from, positions.flat());
      const now = offsets(to, await storedShape(table));
      expect(now).toHaveLength(was.length);
      for (const [i, value] of now.entries()) {
        expect(Math.abs(value - (was[i] as number))).toBeLessThan(0.02);
      }
    }

    const route = await t.db
      .selectFrom('audit_routes')
      .select('pois')
      .where('id', '=', `route_${kind}`)
      .executeTakeFirstOrThrow();
    const [routeStop] = (typeof route.pois === 'string' ? JSON.parse(route.pois) : route.pois) as {
      lat: number;
      lon: number;
    }[];
    const movedStop = after.pois.find((p) => p.puid === stop.puid) as (typeof after.pois)[number];
    expect(routeStop?.lat).toBeCloseTo(movedStop.coordinates_lat, 9);
    expect(routeStop?.lon).toBeCloseTo(movedStop.coordinates_lon, 9);
  });

  /** The space keeps its shape: every POI, fingerprint, plan corner and route stop stays
   * as far east and north of the space point as it was before. */
  const expectShapeKept = async (
    before: Awaited<ReturnType<typeof snapshot>>,
    after: Awaited<ReturnType<typeof snapshot>>,
  ) => {
    const from: LatLng = { lat: before.space.coordinates_lat, lon: before.space.coordinates_lon };
    const to: LatLng = { lat: after.space.coordinates_lat, lon: after.space.coordinates_lon };
    const drift = (was: LatLng, now: LatLng) => {
      const a = metresBetween(from, was);
      const b = metresBetween(to, now);
      return Math.hypot(a.eastM - b.eastM, a.northM - b.northM);
    };
    let worst = 0;
    for (const [i, poi] of before.pois.entries()) {
      const moved = after.pois[i] as (typeof after.pois)[number];
      worst = Math.max(
        worst,
        drift(
          { lat: poi.coordinates_lat, lon: poi.coordinates_lon },
          { lat: moved.coordinates_lat, lon: moved.coordinates_lon },
        ),
      );
    }
    for (const [i, fp] of before.fingerprints.entries()) {
      const moved = after.fingerprints[i] as (typeof after.fingerprints)[number];
      worst = Math.max(worst, drift(fp, moved));
      expect(String(moved.tile_key)).toBe(String(tileKeyOf(moved)));
    }
    for (const [i, floor] of before.floors.entries()) {
      const moved = after.floors[i] as (typeof after.floors)[number];
      if (!floor.plan_version) continue;
      const nowCorners = cornersOf(moved.plan_corners);
      for (const [j, [lon, lat]] of cornersOf(floor.plan_corners).entries()) {
        const [nowLon, nowLat] = nowCorners[j] as [number, number];
        worst = Math.max(worst, drift({ lat, lon }, { lat: nowLat, lon: nowLon }));
      }
    }
    expect(worst, `largest drift ${worst.toFixed(3)} m`).toBeLessThan(0.02);
    expect(after.fingerprints.length).toBe(before.fingerprints.length);
    expect(after.scans).toBe(before.scans);
    // Every stored audit-route stop sits on its POI.
    const routes = await t.db
      .selectFrom('audit_routes')
      .select('pois')
      .where('building_id', '=', buid)
      .execute();
    for (const route of routes) {
      const stops = (typeof route.pois === 'string' ? JSON.parse(route.pois) : route.pois) as {
        puid: string;
        lat: number;
        lon: number;
      }[];
      for (const stop of stops) {
        const poi = after.pois.find((p) => p.puid === stop.puid) as (typeof after.pois)[number];
        expect(
          haversineMetres(stop, { lat: poi.coordinates_lat, lon: poi.coordinates_lon }),
        ).toBeLessThan(0.02);
      }
    }
  };

  it('ten identical moves sent at once leave everything where one move puts it', async () => {
    const before = await snapshot();
    const to: LatLng = {
      lat: before.space.coordinates_lat - 0.004,
      lon: before.space.coordinates_lon + 0.006,
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        move(owner, { buid, coordinates_lat: to.lat, coordinates_lon: to.lon }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot();
    expect(after.space.coordinates_lat).toBe(to.lat);
    expect(after.space.coordinates_lon).toBe(to.lon);
    await expectShapeKept(before, after);
  });

  it('two different moves at once: the space ends at one target with its shape kept', async () => {
    const before = await snapshot();
    const targets: LatLng[] = [
      { lat: before.space.coordinates_lat + 0.01, lon: before.space.coordinates_lon },
      { lat: before.space.coordinates_lat, lon: before.space.coordinates_lon - 0.012 },
    ];
    const answers = await Promise.all(
      targets.map((to) => move(owner, { buid, coordinates_lat: to.lat, coordinates_lon: to.lon })),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const after = await snapshot();
    const landed = targets.find(
      (to) => to.lat === after.space.coordinates_lat && to.lon === after.space.coordinates_lon,
    );
    expect(landed, 'the space is at one of the two targets').toBeDefined();
    await expectShapeKept(before, after);
  });
});
