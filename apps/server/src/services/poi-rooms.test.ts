import { type AssetRow, contract, type PoiOnFloor } from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { planMetres } from '../test/plan-metres.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/** Positions x metres east and y metres north of the sample plan's south-west corner. */
const { at, rectangle } = planMetres();

describeEachDatabase('POIs in rooms (docs/rooms.md#pois-in-rooms)', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let space: SpaceRow;
  const post = async (path: string, payload: object, caller: UserRow | null = owner) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {},
      payload,
    });
  const addRoom = async (floorNumber: number, name: string, polygon: [number, number][]) => {
    const res = await post(contract.unitAdd.path, {
      buid: space.buid,
      floor_number: floorNumber,
      name,
      polygon,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().unit as { id: string };
  };
  const poiAt = (floorNumber: number, name: string, x: number, y: number, type = 'Printer') => {
    const [lon, lat] = at(x, y);
    return insertPoi(t.db, space.buid, floorNumber, owner.id, {
      name,
      pois_type: type,
      coordinates_lat: lat,
      coordinates_lon: lon,
      is_published: true,
    });
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, { name: 'Science Block', is_published: true });
    for (const n of [0, 1]) await insertFloor(t.db, space.buid, n, PLAN_BOUNDS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the room of each POI of a floor, and null outside every room', async () => {
    const lab = await addRoom(0, 'Lab 2.14', rectangle(0, 0, 10, 10));
    const store = await addRoom(0, '', rectangle(10, 0, 15, 10));
    await addRoom(1, 'Upstairs', rectangle(0, 0, 40, 40));
    await poiAt(0, 'Microscope', 5, 5);
    await poiAt(0, 'Shelf', 12, 3);
    await poiAt(0, 'Bench', 30, 30);
    const res = await post(contract.poisFloorAll.path, { buid: space.buid, floor_number: 0 }, null);
    expect(res.statusCode, res.body).toBe(200);
    const byName = Object.fromEntries(
      (res.json().pois as PoiOnFloor[]).map((poi) => [poi.name, poi.unit]),
    );
    expect(byName).toEqual({
      Microscope: { id: lab.id, name: 'Lab 2.14' },
      Shelf: { id: store.id, name: '' },
      Bench: null,
    });
  });

  it('lists each asset of the register with its room', async () => {
    const upstairs = (
      await post(contract.unitsFloorAll.path, { buid: space.buid, floor_number: 1 })
    ).json().units[0] as { id: string };
    await poiAt(1, 'Projector', 20, 20);
    const res = await post(contract.assetRegister.path, {});
    expect(res.statusCode, res.body).toBe(200);
    const rooms = Object.fromEntries(
      (res.json().assets as AssetRow[])
        .filter((row) => row.buid === space.buid)
        .map((row) => [row.name, row.unit?.name ?? null]),
    );
    expect(rooms).toEqual({
      Microscope: 'Lab 2.14',
      Shelf: '',
      Bench: null,
      Projector: 'Upstairs',
    });
    const projector = (res.json().assets as AssetRow[]).find((row) => row.name === 'Projector');
    expect(projector?.unit).toEqual({ id: upstairs.id, name: 'Upstairs' });
  });

  it('follows a room that is moved: the POI is in no room any more', async () => {
    const listed = await post(contract.unitsFloorAll.path, { buid: space.buid, floor_number: 0 });
    const lab = (listed.json().units as { id: string; name: string }[]).find(
      (u) => u.name === 'Lab 2.14',
    );
    const moved = await post(contract.unitUpdate.path, {
      id: lab?.id,
      polygon: rectangle(20, 20, 25, 25),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const res = await post(contract.poisFloorAll.path, { buid: space.buid, floor_number: 0 });
    const microscope = (res.json().pois as PoiOnFloor[]).find((p) => p.name === 'Microscope');
    expect(microscope?.unit).toBeNull();
  });
});
