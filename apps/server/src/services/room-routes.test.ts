import { contract, RoomMessages } from '@indoor/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import {
  insertConnection,
  insertFloor,
  insertPoi,
  insertSpace,
  insertUser,
  PLAN_BOUNDS,
} from '../test/factories.js';
import { planMetres } from '../test/plan-metres.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/** Positions x metres east and y metres north of a point inside the sample plan. */
const { at, rectangle } = planMetres({
  lat: PLAN_BOUNDS.bottom_left_lat + 0.0002,
  lon: PLAN_BOUNDS.bottom_left_lng + 0.0002,
});

describeEachDatabase('routes to rooms (docs/pois-and-navigation.md#routes-to-rooms)', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;
  const names = new Map<string, string>();
  const post = async (path: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${await t.tokenFor(owner)}` },
      payload,
    });
  const ok = async (path: string, payload: object) => {
    const res = await post(path, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const poiAt = async (name: string, x: number, y: number) => {
    const [lon, lat] = at(x, y);
    const poi = await insertPoi(t.db, space.buid, 0, owner.id, {
      name,
      pois_type: 'None',
      coordinates_lat: lat,
      coordinates_lon: lon,
    });
    names.set(poi.puid, name);
    return poi.puid;
  };
  /** A connection, and a new graph version (as the API's edits bump it). */
  const link = async (a: string, b: string) => {
    await insertConnection(t.db, space.buid, a, b, owner.id);
    await t.db
      .updateTable('spaces')
      .set({ graph_version: sql`graph_version + 1` } as never)
      .where('buid', '=', space.buid)
      .execute();
  };
  const walk = (route: { pois: { puid: string }[] }) =>
    route.pois.map((p) => names.get(p.puid) ?? p.puid);

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, { is_published: true });
    await insertFloor(t.db, space.buid, 0, PLAN_BOUNDS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('ends at the door nearest along the graph, not the nearest in a straight line', async () => {
    const base = { buid: space.buid, floor_number: 0 };
    const lab = (
      await ok(contract.unitAdd.path, { ...base, name: 'Lab', polygon: rectangle(0, 10, 10, 18) })
    ).unit as { id: string };
    await ok(contract.openingAdd.path, { ...base, line: [at(4, 10), at(6, 10)] });
    await ok(contract.openingAdd.path, { ...base, line: [at(0, 13), at(0, 15)] });
    const start = await poiAt('Start', 5, 0);
    const southDoor = await poiAt('South door', 5, 10);
    const westDoor = await poiAt('West door', 0, 14);
    const corner = await poiAt('Corner', -5, 0);
    const detourA = await poiAt('Detour A', 30, 0);
    const detourB = await poiAt('Detour B', 30, 10);
    // The south door is 10 m away in a straight line, but the walk to it is 60 m; the
    // west door is 15 m away and 26 m along the graph.
    await link(start, detourA);
    await link(detourA, detourB);
    await link(detourB, southDoor);
    await link(start, corner);
    await link(corner, westDoor);

    const route = await ok(contract.navigationRouteToRoom.path, {
      pois_from: start,
      unit_to: lab.id,
    });
    expect(walk(route)).toEqual(['Start', 'Corner', 'West door']);
    expect(route.num_of_pois).toBe(3);
  });

  it('ends inside a room without a door, and refuses an unknown room', async () => {
    const base = { buid: space.buid, floor_number: 0 };
    const store = (
      await ok(contract.unitAdd.path, {
        ...base,
        name: 'Store',
        polygon: rectangle(20, 20, 30, 28),
      })
    ).unit as { id: string };
    const start = [...names.entries()].find(([, name]) => name === 'Start')?.[0] as string;
    const inside = await poiAt('Shelf', 24, 24);
    await link(start, inside);
    const route = await ok(contract.navigationRouteToRoom.path, {
      pois_from: start,
      unit_to: store.id,
    });
    expect(walk(route)).toEqual(['Start', 'Shelf']);

    const unknown = await post(contract.navigationRouteToRoom.path, {
      pois_from: start,
      unit_to: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(RoomMessages.unitNotFound);
  });
});
