import {
  contract,
  localFrame,
  type OpeningWire,
  RoomMessages,
  readImdfArchive,
  ServerMessages,
  type UnitWire,
  validateImdf,
} from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/** Positions x metres east and y metres north of the sample plan's south-west corner. */
const frame = localFrame({ lat: PLAN_BOUNDS.bottom_left_lat, lon: PLAN_BOUNDS.bottom_left_lng });
const at = (x: number, y: number): [number, number] => {
  const { lat, lon } = frame.toLatLng({ x, y });
  return [lon, lat];
};
const outline = (...corners: [number, number][]) => [
  ...corners.map(([x, y]) => at(x, y)),
  at(...(corners[0] as [number, number])),
];
const rectangle = (x0: number, y0: number, x1: number, y1: number) =>
  outline([x0, y0], [x1, y0], [x1, y1], [x0, y1]);

describeEachDatabase('rooms, doors and the IMDF export', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let space: SpaceRow;
  let hidden: SpaceRow;
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
    return res.json().unit as UnitWire;
  };
  const floorContents = async (floorNumber: number, caller: UserRow | null = owner) => {
    const res = await post(
      contract.unitsFloorAll.path,
      { buid: space.buid, floor_number: floorNumber },
      caller,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { units: UnitWire[]; openings: OpeningWire[] };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id, { name: 'Rooms Hall', type: 'university' });
    for (const n of [0, 1, 2, 3]) await insertFloor(t.db, space.buid, n, PLAN_BOUNDS);
    hidden = await insertSpace(t.db, owner.id, { is_published: false });
    await insertFloor(t.db, hidden.buid, 0, PLAN_BOUNDS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores rooms that keep the rules and answers them to whoever sees the space', async () => {
    const hall = await addRoom(0, 'Hall', rectangle(0, 0, 20, 30));
    expect(hall).toMatchObject({
      buid: space.buid,
      floor_number: 0,
      name: 'Hall',
      category: 'room',
      accessibility: [],
      polygon: rectangle(0, 0, 20, 30),
    });
    expect(hall.id).toMatch(/^[0-9a-f-]{36}$/);
    const office = await addRoom(0, 'Office', rectangle(20, 0, 40, 15));
    const listed = await floorContents(0, null);
    expect(listed.units.map((u) => u.name)).toEqual(['Hall', 'Office']);
    expect(listed.units.find((u) => u.id === office.id)?.polygon).toEqual(rectangle(20, 0, 40, 15));
    expect((await floorContents(1)).units).toEqual([]);
  });

  it('refuses an outline that crosses itself, naming the corner, and one overlapping a room', async () => {
    const bowTie = await post(contract.unitAdd.path, {
      buid: space.buid,
      floor_number: 1,
      polygon: outline([0, 0], [10, 10], [10, 0], [0, 10]),
    });
    expect(bowTie.statusCode).toBe(400);
    expect(bowTie.json().message).toBe('Corner 1 crosses the edge from corner 3 to corner 4.');
    const open = await post(contract.unitAdd.path, {
      buid: space.buid,
      floor_number: 1,
      polygon: rectangle(0, 0, 10, 10).slice(0, -1),
    });
    expect(open.json()).toEqual({ message: RoomMessages.notClosed });
    await addRoom(1, 'Lab', rectangle(0, 0, 10, 10));
    const overlapping = await post(contract.unitAdd.path, {
      buid: space.buid,
      floor_number: 1,
      polygon: rectangle(5, 0, 15, 10),
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toBe(RoomMessages.unitsOverlap('Lab', 50));
    // Side by side along a wall is fine.
    await addRoom(1, 'Store', rectangle(10, 0, 15, 10));
    expect((await floorContents(1)).units.map((u) => u.name)).toEqual(['Lab', 'Store']);
    const noFloor = await post(contract.unitAdd.path, {
      buid: space.buid,
      floor_number: 9,
      polygon: rectangle(0, 0, 1, 1),
    });
    expect(noFloor.statusCode).toBe(404);
  });

  it('updates a room, refusing an outline that overlaps another or leaves a door off its walls', async () => {
    const a = await addRoom(2, 'A', rectangle(0, 0, 10, 10));
    await addRoom(2, 'B', rectangle(10, 0, 20, 10));
    const renamed = await post(contract.unitUpdate.path, {
      id: a.id,
      name: 'Room A',
      category: 'office',
      accessibility: ['wheelchair'],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().unit).toMatchObject({
      name: 'Room A',
      category: 'office',
      accessibility: ['wheelchair'],
      polygon: rectangle(0, 0, 10, 10),
    });
    const grown = await post(contract.unitUpdate.path, {
      id: a.id,
      polygon: rectangle(0, 0, 12, 10),
    });
    expect(grown.json().message).toBe(RoomMessages.unitsOverlap('B', 20));
    const door = await post(contract.openingAdd.path, {
      buid: space.buid,
      floor_number: 2,
      unit_id: a.id,
      line: [at(0, 4), at(0, 6)],
    });
    expect(door.statusCode, door.body).toBe(200);
    const shrunk = await post(contract.unitUpdate.path, {
      id: a.id,
      polygon: rectangle(3, 0, 10, 10),
    });
    expect(shrunk.statusCode).toBe(400);
    expect(shrunk.json().message).toBe(RoomMessages.openingOffItsUnit('Room A', 3));
    const moved = await post(contract.unitUpdate.path, {
      id: a.id,
      polygon: rectangle(0, 0, 10, 9),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const unknown = await post(contract.unitUpdate.path, {
      id: '00000000-0000-4000-8000-000000000000',
      name: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(RoomMessages.unitNotFound);
  });

  it('adds doors on a wall only; deleting a room leaves its doors naming no room', async () => {
    const room = await addRoom(3, 'Kitchen', rectangle(0, 0, 6, 6));
    const add = (line: [number, number][], unitId?: string) =>
      post(contract.openingAdd.path, {
        buid: space.buid,
        floor_number: 3,
        line,
        ...(unitId ? { unit_id: unitId } : {}),
      });
    const onWall = await add([at(6, 1), at(6, 2.5)], room.id);
    expect(onWall.statusCode, onWall.body).toBe(200);
    const opening = onWall.json().opening as OpeningWire;
    expect(opening).toMatchObject({ unit_id: room.id, category: 'pedestrian', floor_number: 3 });
    const inside = await add([at(3, 2), at(3, 4)]);
    expect(inside.statusCode).toBe(400);
    expect(inside.json().message).toBe(RoomMessages.openingOffBoundary(2));
    const otherRoom = await add([at(6, 1), at(6, 2)], '00000000-0000-4000-8000-00000000abcd');
    expect(otherRoom.json().message).toBe(RoomMessages.openingUnitMissing);

    const deleted = await post(contract.unitDelete.path, { id: room.id });
    expect(deleted.json()).toEqual({ message: RoomMessages.unitDeleted });
    const after = await floorContents(3);
    expect(after.units).toEqual([]);
    expect(after.openings).toMatchObject([{ id: opening.id, unit_id: null }]);
    expect((await post(contract.unitDelete.path, { id: room.id })).statusCode).toBe(404);
    const gone = await post(contract.openingDelete.path, { id: opening.id });
    expect(gone.json()).toEqual({ message: RoomMessages.openingDeleted });
    expect((await post(contract.openingDelete.path, { id: opening.id })).statusCode).toBe(404);
    expect((await floorContents(3)).openings).toEqual([]);
  });

  it('keeps others out: 403 in a space they see, 404 in one they do not, 401 without a token', async () => {
    const seen = await post(
      contract.unitAdd.path,
      { buid: space.buid, floor_number: 0, polygon: rectangle(50, 50, 55, 55) },
      stranger,
    );
    expect(seen.statusCode).toBe(403);
    expect(seen.json().message).toBe(ServerMessages.spaceEditForbidden);
    const unseen = await post(
      contract.unitAdd.path,
      { buid: hidden.buid, floor_number: 0, polygon: rectangle(50, 50, 55, 55) },
      stranger,
    );
    expect(unseen.statusCode).toBe(404);
    const anonymous = await post(
      contract.unitAdd.path,
      { buid: space.buid, floor_number: 0, polygon: rectangle(50, 50, 55, 55) },
      null,
    );
    expect(anonymous.statusCode).toBe(401);
    const read = await post(
      contract.unitsFloorAll.path,
      { buid: hidden.buid, floor_number: 0 },
      stranger,
    );
    expect(read.statusCode).toBe(404);
    const { units } = await floorContents(0);
    const hall = units.find((u) => u.name === 'Hall') as UnitWire;
    const strangersDelete = await post(contract.unitDelete.path, { id: hall.id }, stranger);
    expect(strangersDelete.statusCode).toBe(403);
    expect((await floorContents(0)).units).toHaveLength(units.length);
  });

  describe('replacing a floor', () => {
    const replace = (floorNumber: number, units: object[], openings: object[] = []) =>
      post(contract.unitsFloorReplace.path, {
        buid: space.buid,
        floor_number: floorNumber,
        units,
        openings,
      });
    const ids = {
      west: '3b9c1e55-0000-4000-8000-000000000001',
      east: '3b9c1e55-0000-4000-8000-000000000002',
      door: '3b9c1e55-0000-4000-8000-000000000003',
    };

    it('puts back exactly the rooms and doors given, with their ids', async () => {
      await insertFloor(t.db, space.buid, 10, PLAN_BOUNDS);
      await addRoom(10, 'Drawn before', rectangle(0, 0, 5, 5));
      const res = await replace(
        10,
        [
          { id: ids.west, name: 'West', polygon: rectangle(0, 0, 10, 10) },
          { id: ids.east, name: 'East', category: 'office', polygon: rectangle(10, 0, 20, 10) },
        ],
        [{ id: ids.door, unit_id: ids.east, line: [at(10, 4), at(10, 6)] }],
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { units: UnitWire[]; openings: OpeningWire[] };
      expect(body.units.map((u) => [u.id, u.name, u.category]).sort()).toEqual(
        [
          [ids.west, 'West', 'room'],
          [ids.east, 'East', 'office'],
        ].sort(),
      );
      expect(body.openings).toMatchObject([{ id: ids.door, unit_id: ids.east }]);
      expect(await floorContents(10)).toEqual(body);
    });

    it('refuses a set that breaks a rule, or ids of another floor, and changes nothing', async () => {
      const before = await floorContents(10);
      const overlapping = await replace(10, [
        { id: ids.west, name: 'West', polygon: rectangle(0, 0, 10, 10) },
        { id: ids.east, name: 'East', polygon: rectangle(5, 0, 20, 10) },
      ]);
      expect(overlapping.statusCode).toBe(400);
      expect(overlapping.json().message).toBe(RoomMessages.unitsOverlap('East', 50));
      const strayDoor = await replace(
        10,
        [{ id: ids.west, polygon: rectangle(0, 0, 10, 10) }],
        [{ id: ids.door, line: [at(30, 4), at(30, 6)] }],
      );
      expect(strayDoor.json().message).toBe(RoomMessages.openingOffBoundary(20));
      expect(await floorContents(10)).toEqual(before);

      await insertFloor(t.db, space.buid, 11, PLAN_BOUNDS);
      const taken = await replace(11, [{ id: ids.west, polygon: rectangle(0, 0, 10, 10) }]);
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe(RoomMessages.idTaken);
      expect((await floorContents(11)).units).toEqual([]);
      // An empty set clears the floor.
      const cleared = await replace(10, []);
      expect(cleared.json()).toEqual({ units: [], openings: [] });
    });
  });

  it('drops the rooms and doors of a deleted floor with it', async () => {
    await insertFloor(t.db, space.buid, 20, PLAN_BOUNDS);
    const room = await addRoom(20, 'Attic', rectangle(0, 0, 4, 4));
    const door = await post(contract.openingAdd.path, {
      buid: space.buid,
      floor_number: 20,
      line: [at(0, 1), at(0, 2)],
    });
    expect(door.statusCode, door.body).toBe(200);
    await t.db
      .deleteFrom('floors')
      .where('buid', '=', space.buid)
      .where('floor_number', '=', 20)
      .execute();
    expect(await t.db.selectFrom('units').where('id', '=', room.id).selectAll().execute()).toEqual(
      [],
    );
    const openings = await t.db.selectFrom('openings').where('floor_number', '=', 20).selectAll();
    expect(await openings.execute()).toEqual([]);
  });

  describe('the IMDF export', () => {
    let demo: SpaceRow;
    beforeAll(async () => {
      // A demo-like building: a ground floor with a plan, three rooms and two doors, POIs
      // (one a connector, one outside every room), and an upper floor with one room.
      demo = await insertSpace(t.db, owner.id, { name: 'Demo Library', address: '1 Main St' });
      await insertFloor(t.db, demo.buid, 0, { ...PLAN_BOUNDS, floor_name: 'Ground' });
      await insertFloor(t.db, demo.buid, 1, { floor_name: 'First' });
      const add = async (floorNumber: number, name: string, polygon: [number, number][]) => {
        const res = await post(contract.unitAdd.path, {
          buid: demo.buid,
          floor_number: floorNumber,
          name,
          polygon,
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().unit as UnitWire;
      };
      const reading = await add(0, 'Reading room', rectangle(0, 0, 30, 40));
      await add(0, 'Desk', rectangle(30, 0, 50, 20));
      await add(0, 'Corridor', outline([30, 20], [50, 20], [50, 40], [45, 40], [45, 25], [30, 25]));
      await add(1, 'Archive', rectangle(0, 0, 30, 40));
      for (const [line, unitId] of [
        [[at(30, 5), at(30, 7)], reading.id],
        [[at(10, 0), at(13, 0)], undefined],
      ] as const) {
        const res = await post(contract.openingAdd.path, {
          buid: demo.buid,
          floor_number: 0,
          line,
          ...(unitId ? { unit_id: unitId } : {}),
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const poiAt = (x: number, y: number) => {
        const [lon, lat] = at(x, y);
        return { coordinates_lat: lat, coordinates_lon: lon };
      };
      await insertPoi(t.db, demo.buid, 0, owner.id, {
        name: 'Lift',
        pois_type: 'Elevator',
        ...poiAt(48, 38),
      });
      await insertPoi(t.db, demo.buid, 0, owner.id, {
        name: 'WC',
        pois_type: 'Toilets',
        ...poiAt(40, 10),
      });
      await insertPoi(t.db, demo.buid, 0, owner.id, {
        name: 'Connector',
        pois_type: 'None',
        ...poiAt(5, 5),
      });
      await insertPoi(t.db, demo.buid, 0, owner.id, { name: 'Outside', ...poiAt(-20, -20) });
      await insertPoi(t.db, demo.buid, 1, owner.id, { name: 'Shelves', ...poiAt(5, 5) });
    });

    it('answers a zip the IMDF validator finds nothing wrong with', async () => {
      const res = await post(contract.spaceImdfExport.path, { buid: demo.buid }, null);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="demo-library.imdf.zip"',
      );
      expect(res.headers['x-imdf-errors']).toBe('0');
      const archive = readImdfArchive(new Uint8Array(res.rawPayload));
      expect(validateImdf(archive)).toEqual([]);
      const names = (file: string) =>
        (
          archive[file] as { features: { properties: { name: { en: string } | null } }[] }
        ).features.map((f) => f.properties.name?.en);
      expect(names('level.geojson')).toEqual(['Ground', 'First']);
      expect(names('unit.geojson').sort()).toEqual(['Archive', 'Corridor', 'Desk', 'Reading room']);
      expect(names('amenity.geojson').sort()).toEqual(['Lift', 'Shelves', 'WC']);
      expect((archive['opening.geojson'] as { features: unknown[] }).features).toHaveLength(2);
      expect(archive['address.geojson']).toMatchObject({
        features: [{ properties: { address: '1 Main St' } }],
      });
    });

    it('answers the same features to the download link, with the same ids', async () => {
      const posted = readImdfArchive(
        new Uint8Array((await post(contract.spaceImdfExport.path, { buid: demo.buid })).rawPayload),
      );
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/mapping/space/imdf/${demo.buid}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-imdf-errors']).toBe('0');
      const got = readImdfArchive(new Uint8Array(res.rawPayload));
      const { 'manifest.json': _a, ...postedFeatures } = posted;
      const { 'manifest.json': _b, ...gotFeatures } = got;
      expect(gotFeatures).toEqual(postedFeatures);
    });

    it('counts what the validator finds in x-imdf-errors', async () => {
      // A door stored past the rules (as by an older version) leaves the walls.
      await t.db
        .insertInto('openings')
        .values({
          id: '3b9c1e55-0000-4000-8000-00000000beef',
          buid: demo.buid,
          floor_number: 0,
          unit_id: null,
          category: 'pedestrian',
          geometry: JSON.stringify({ type: 'LineString', coordinates: [at(15, 15), at(15, 17)] }),
        })
        .execute();
      const res = await post(contract.spaceImdfExport.path, { buid: demo.buid });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-imdf-errors']).toBe('1');
      await t.db
        .deleteFrom('openings')
        .where('id', '=', '3b9c1e55-0000-4000-8000-00000000beef')
        .execute();
    });

    it('exports only spaces the caller sees', async () => {
      const res = await post(contract.spaceImdfExport.path, { buid: hidden.buid }, stranger);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: ServerMessages.spaceNotFound });
      const link = await t.app.inject({
        method: 'GET',
        url: `/api/mapping/space/imdf/${hidden.buid}`,
      });
      expect(link.statusCode).toBe(404);
      const own = await post(contract.spaceImdfExport.path, { buid: hidden.buid }, owner);
      expect(own.statusCode).toBe(200);
    });
  });
});
