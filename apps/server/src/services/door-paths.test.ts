import { type Connection, contract, DoorPathMessages, type Poi } from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { planMetres } from '../test/plan-metres.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/** Positions x metres east and y metres north of the sample plan's south-west corner. */
const { frame, at, rectangle } = planMetres();
/** A POI's position in metres of the plan, to the decimetre. */
const metres = (poi: Poi) => {
  const m = frame.toMetres({ lat: Number(poi.coordinates_lat), lon: Number(poi.coordinates_lon) });
  return [Math.round(m.x * 10) / 10, Math.round(m.y * 10) / 10];
};

describeEachDatabase(
  'walking paths through doors (docs/rooms.md#walking-paths-through-doors)',
  (kind) => {
    let t: TestApp;
    let owner: UserRow;
    let stranger: UserRow;
    let space: SpaceRow;
    const post = async (path: string, payload: object, caller: UserRow | null = owner) =>
      t.app.inject({
        method: 'POST',
        url: path,
        headers: caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {},
        payload,
      });
    const ok = async (path: string, payload: object) => {
      const res = await post(path, payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const make = (floorNumber = 0) =>
      ok(contract.unitsFloorConnectors.path, {
        buid: space.buid,
        floor_number: floorNumber,
      }) as Promise<{
        pois: Poi[];
        connections: Connection[];
        message: string;
      }>;

    beforeAll(async () => {
      t = await createTestApp(kind);
      owner = await insertUser(t.db);
      stranger = await insertUser(t.db);
      space = await insertSpace(t.db, owner.id, { is_published: true });
      for (const n of [0, 1]) await insertFloor(t.db, space.buid, n, PLAN_BOUNDS);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('connects the doors of a floor through the rooms they join, once', async () => {
      const base = { buid: space.buid, floor_number: 0 };
      const west = (
        await ok(contract.unitAdd.path, {
          ...base,
          name: 'West',
          polygon: rectangle(0, 10, 10, 18),
        })
      ).unit;
      await ok(contract.unitAdd.path, {
        ...base,
        name: 'East',
        polygon: rectangle(10, 10, 20, 18),
      });
      // A door in the shared wall, and one in West's south wall facing the corridor.
      await ok(contract.openingAdd.path, { ...base, line: [at(10, 13), at(10, 15)] });
      await ok(contract.openingAdd.path, {
        ...base,
        unit_id: west.id,
        line: [at(4, 10), at(6, 10)],
      });
      // A corridor connector 2 m south of that door.
      const [lon, lat] = at(5, 8);
      const corridor = await insertPoi(t.db, space.buid, 0, owner.id, {
        name: 'Connector',
        pois_type: 'None',
        coordinates_lat: lat,
        coordinates_lon: lon,
      });

      const first = await make();
      expect(first.pois.map((p) => [p.pois_type, ...metres(p)])).toEqual([
        ['None', 10, 14],
        ['None', 5, 14],
        ['None', 15, 14],
        ['None', 5, 10],
      ]);
      expect(first.connections).toHaveLength(4);
      expect(first.message).toBe(DoorPathMessages.made(4, 4));
      const [sharedDoor, westCentre, eastCentre, outerDoor] = first.pois.map((p) => p.puid);
      const pairs = first.connections.map((c) => [c.pois_a, c.pois_b]);
      expect(pairs).toEqual([
        [sharedDoor, westCentre],
        [sharedDoor, eastCentre],
        [outerDoor, westCentre],
        [outerDoor, corridor.puid],
      ]);
      expect(first.connections[0]?.weight).toBe('5');

      const listed = await ok(contract.connectionFloorAll.path, base);
      expect(listed.connections).toHaveLength(4);
      // Again: everything is there, nothing is added.
      const again = await make();
      expect(again).toEqual({ pois: [], connections: [], message: DoorPathMessages.made(0, 0) });
    });

    it('says when the floor has no doors, and refuses those who may not edit or a missing floor', async () => {
      expect((await make(1)).message).toBe(DoorPathMessages.noDoors);
      const refused = await post(
        contract.unitsFloorConnectors.path,
        { buid: space.buid, floor_number: 0 },
        stranger,
      );
      expect(refused.statusCode).toBe(403);
      const missing = await post(contract.unitsFloorConnectors.path, {
        buid: space.buid,
        floor_number: 7,
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBeTruthy();
    });
  },
);
