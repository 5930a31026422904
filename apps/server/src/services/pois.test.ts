import {
  buildPath,
  contract,
  type Poi,
  PoiMessages,
  ServerMessages,
  WayfindingMessages,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

describeEachDatabase('POIs, connections and navigation', (kind) => {
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
  const addPoi = async (fields: Record<string, unknown>) => {
    const res = await post(contract.poisAdd.path, {
      buid: space.buid,
      floor_number: 0,
      name: 'Room',
      pois_type: 'Room',
      coordinates_lat: '35.14',
      coordinates_lon: '33.41',
      ...fields,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { puid: string; poi: Poi };
  };
  const connect = async (a: string, b: string) => {
    const res = await post(contract.connectionAdd.path, { pois_a: a, pois_b: b });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { cuid: string };
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    space = await insertSpace(t.db, owner.id);
    for (const n of [0, 1, 2]) await insertFloor(t.db, space.buid, n, PLAN_BOUNDS);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('round-trips every asset field of the POI register', async () => {
    const { poi } = await addPoi({
      name: 'Fire extinguisher E1',
      pois_type: 'Fire Extinguisher',
      manufacturer: 'Gloria',
      modelNumber: 'PD6GA',
      serialNumber: 'SN-42',
      purchaseDate: '2024-02-29',
      price: '129.90',
      quantity: '3',
      link: 'https://example.org/pd6ga',
      tags: [' safety ', '', 'annual check'],
      warranty: { scope: 'parts', expirationDate: '2029-02-28', isLifetime: false },
    });
    expect(poi).toMatchObject({
      name: 'Fire extinguisher E1',
      pois_type: 'Fire Extinguisher',
      manufacturer: 'Gloria',
      modelNumber: 'PD6GA',
      serialNumber: 'SN-42',
      purchaseDate: '2024-02-29',
      price: 129.9,
      quantity: 3,
      link: 'https://example.org/pd6ga',
      tags: ['safety', 'annual check'],
      warranty: { scope: 'parts', expirationDate: '2029-02-28', isLifetime: false },
      is_published: 'true',
      coordinates_lat: '35.14',
    });
    expect(Date.parse(poi.createdAt)).not.toBeNaN();
    const listedBy = async (caller: UserRow | null) =>
      (
        await post(contract.poisFloorAll.path, { buid: space.buid, floor_number: '0' }, caller)
      ).json().pois as Poi[];
    expect((await listedBy(owner)).find((p) => p.puid === poi.puid)?.serialNumber).toBe('SN-42');
    // The public map of the published space shows the POI without its asset details.
    const publicPoi = (await listedBy(null)).find((p) => p.puid === poi.puid);
    expect(publicPoi?.name).toBe('Fire extinguisher E1');
    expect(publicPoi && 'serialNumber' in publicPoi).toBe(false);
  });

  it('keeps the external id an import gives a new POI; an update does not change it', async () => {
    const { puid, poi } = await addPoi({ name: 'Shop 12', external_id: 'anyplace_poi_12' });
    expect(poi.external_id).toBe('anyplace_poi_12');
    const plain = await addPoi({ name: 'Made here' });
    expect(plain.poi.external_id).toBeUndefined();
    const res = await post(contract.poisUpdate.path, {
      puid,
      buid: space.buid,
      description: 'Renamed shop',
      external_id: 'something_else',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().poi).toMatchObject({
      description: 'Renamed shop',
      external_id: 'anyplace_poi_12',
    });
    const listed = (await post(contract.poisSpaceAll.path, { buid: space.buid })).json()
      .pois as Poi[];
    expect(listed.find((p) => p.puid === puid)?.external_id).toBe('anyplace_poi_12');
    const refused = await post(contract.poisAdd.path, {
      buid: space.buid,
      floor_number: 0,
      name: 'Bad',
      pois_type: 'Room',
      coordinates_lat: '35.14',
      coordinates_lon: '33.41',
      external_id: 'line\nbreak',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('applies the documented defaults: price null when not numeric, quantity 1, custom type overrides', async () => {
    const { poi } = await addPoi({
      price: 'abc',
      quantity: '',
      pois_type: 'Other',
      pois_type2: 'Server rack',
    });
    expect(poi).toMatchObject({
      price: null,
      quantity: 1,
      pois_type: 'Server rack',
      pois_type2: 'Server rack',
    });
    const connector = await addPoi({ pois_type: 'None', name: 'whatever' });
    expect(connector.poi).toMatchObject({
      name: 'Connector',
      description: 'Connector',
      pois_type: 'None',
    });
  });

  it('refuses a bad link, a negative price, and a POI off its floor, with messages', async () => {
    for (const bad of [{ link: 'not a url' }, { price: -5 }, { quantity: 0 }]) {
      const res = await post(contract.poisAdd.path, {
        buid: space.buid,
        floor_number: 0,
        name: 'X',
        pois_type: 'Room',
        coordinates_lat: 35.14,
        coordinates_lon: 33.41,
        ...bad,
      });
      expect(res.statusCode).toBe(400);
    }
    const far = await post(contract.poisAdd.path, {
      buid: space.buid,
      floor_number: 0,
      name: 'X',
      pois_type: 'Room',
      coordinates_lat: 35.2,
      coordinates_lon: 33.41,
    });
    expect(far.json()).toEqual({ message: PoiMessages.tooFar });
    const badLat = await post(contract.poisAdd.path, {
      buid: space.buid,
      floor_number: 0,
      name: 'X',
      pois_type: 'Room',
      coordinates_lat: 'north',
      coordinates_lon: 33.41,
    });
    expect(badLat.json()).toEqual({ message: PoiMessages.invalidLatitude });
  });

  it('refuses to delete a connected POI, and deletes it once unconnected', async () => {
    const a = await addPoi({ name: 'A' });
    const b = await addPoi({ name: 'B', coordinates_lat: '35.1401' });
    const { cuid } = await connect(a.puid, b.puid);
    const refused = await post(contract.poisDelete.path, { puid: a.puid });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: PoiMessages.deleteConnectionsFirst });
    expect((await post(contract.connectionDelete.path, { cuid })).statusCode).toBe(200);
    expect((await post(contract.poisDelete.path, { puid: a.puid })).json()).toEqual({
      message: PoiMessages.deleted,
    });
  });

  it('computes connection weights in metres and refuses duplicates in either direction', async () => {
    const a = await addPoi({ coordinates_lat: '35.1400' });
    const b = await addPoi({ coordinates_lat: '35.1401' });
    const res = await post(contract.connectionAdd.path, { pois_a: a.puid, pois_b: b.puid });
    expect(Number(res.json().connection.weight)).toBeCloseTo(11.12, 1);
    const again = await post(contract.connectionAdd.path, { pois_a: b.puid, pois_b: a.puid });
    expect(again.statusCode).toBe(409);
    const missing = await post(contract.connectionAdd.path, {
      pois_a: a.puid,
      pois_b: 'poi_missing',
    });
    expect(missing.json()).toEqual({ message: PoiMessages.malformedEnds });
  });

  it('routes across floors in walking order and follows graph changes', async () => {
    const room = await addPoi({ name: 'Room 0.1', coordinates_lon: '33.4098' });
    const corridor = await addPoi({ name: 'Corridor', pois_type: 'None' });
    const stair0 = await addPoi({ name: 'Stair', pois_type: 'Stair', coordinates_lon: '33.4102' });
    const stair1 = await addPoi({
      floor_number: 1,
      name: 'Stair',
      pois_type: 'Stair',
      coordinates_lon: '33.4102',
    });
    const stair2 = await addPoi({
      floor_number: 2,
      name: 'Stair',
      pois_type: 'Stair',
      coordinates_lon: '33.4102',
    });
    const office = await addPoi({
      floor_number: 2,
      name: 'Office 2.4',
      pois_type: 'Office',
      coordinates_lon: '33.4104',
    });
    await connect(room.puid, corridor.puid);
    await connect(corridor.puid, stair0.puid);
    await connect(stair0.puid, stair1.puid);
    await connect(stair1.puid, stair2.puid);
    const last = await connect(stair2.puid, office.puid);

    const res = await post(
      contract.navigationRoute.path,
      { pois_from: room.puid, pois_to: office.puid },
      null,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.num_of_pois).toBe(6);
    expect(body.pois.map((p: { puid: string }) => p.puid)).toEqual([
      room.puid,
      corridor.puid,
      stair0.puid,
      stair1.puid,
      stair2.puid,
      office.puid,
    ]);
    expect(body.pois.map((p: { floor_number: string }) => p.floor_number)).toEqual([
      '0',
      '0',
      '0',
      '1',
      '2',
      '2',
    ]);

    const fromHere = await post(
      contract.navigationRouteCoordinates.path,
      { coordinates_lat: 35.14, coordinates_lon: 33.40981, floor_number: 0, pois_to: office.puid },
      null,
    );
    expect(fromHere.json().pois[0].puid).toBe(room.puid);

    await post(contract.connectionDelete.path, { cuid: last.cuid });
    const broken = await post(
      contract.navigationRoute.path,
      { pois_from: room.puid, pois_to: office.puid },
      null,
    );
    expect(broken.statusCode).toBe(404);
    expect(broken.json()).toEqual({ message: ServerMessages.noRoute });
  });

  it('answers a step-free route through the elevator, or says that none exists', async () => {
    const hall = await addPoi({
      name: 'Hall',
      pois_type: 'Room',
      coordinates_lat: '35.1403',
      coordinates_lon: '33.4100',
    });
    const steps0 = await addPoi({
      name: 'Steps',
      pois_type: 'Stair',
      coordinates_lat: '35.1403',
      coordinates_lon: '33.4101',
    });
    const steps1 = await addPoi({
      floor_number: 1,
      name: 'Steps',
      pois_type: 'Stair',
      coordinates_lat: '35.1403',
      coordinates_lon: '33.4101',
    });
    const library = await addPoi({
      floor_number: 1,
      name: 'Library',
      pois_type: 'Room',
      coordinates_lat: '35.1403',
      coordinates_lon: '33.4100',
    });
    await connect(hall.puid, steps0.puid);
    await connect(steps0.puid, steps1.puid);
    await connect(steps1.puid, library.puid);
    const route = (body: object) => post(contract.navigationRoute.path, body, null);
    const ends = { pois_from: hall.puid, pois_to: library.puid };

    const noStepFree = await route({ ...ends, step_free: true });
    expect(noStepFree.statusCode).toBe(404);
    expect(noStepFree.json()).toEqual({ message: WayfindingMessages.noStepFreeRoute });
    expect((await route(ends)).json().num_of_pois).toBe(4);

    // A change of type changes the graph the cached routes are read from: the steps made a
    // ramp carry step-free routes at once, and made stairs again refuse them.
    const retype = async (pois_type: string) => {
      for (const puid of [steps0.puid, steps1.puid]) {
        const res = await post(contract.poisUpdate.path, { puid, pois_type });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    await retype('Ramp');
    const overRamp = await route({ ...ends, step_free: true });
    expect(overRamp.statusCode, overRamp.body).toBe(200);
    expect(overRamp.json().num_of_pois).toBe(4);
    await retype('Stair');
    expect((await route({ ...ends, step_free: true })).statusCode).toBe(404);

    const lift0 = await addPoi({
      name: 'Lift',
      pois_type: 'Elevator',
      coordinates_lat: '35.1403',
      coordinates_lon: '33.4104',
    });
    const lift1 = await addPoi({
      floor_number: 1,
      name: 'Lift',
      pois_type: 'Elevator',
      coordinates_lat: '35.1403',
      coordinates_lon: '33.4104',
    });
    await connect(hall.puid, lift0.puid);
    await connect(lift0.puid, lift1.puid);
    await connect(lift1.puid, library.puid);

    const stepFree = await route({ ...ends, step_free: true });
    expect(stepFree.statusCode, stepFree.body).toBe(200);
    expect(stepFree.json().pois.map((p: { puid: string }) => p.puid)).toEqual([
      hall.puid,
      lift0.puid,
      lift1.puid,
      library.puid,
    ]);
    // Without the option the shorter way over the stairs still wins.
    expect((await route(ends)).json().pois.map((p: { puid: string }) => p.puid)).toEqual([
      hall.puid,
      steps0.puid,
      steps1.puid,
      library.puid,
    ]);

    const fromHere = await post(
      contract.navigationRouteCoordinates.path,
      {
        coordinates_lat: 35.1403,
        coordinates_lon: 33.41,
        floor_number: 0,
        pois_to: library.puid,
        step_free: true,
      },
      null,
    );
    expect(fromHere.statusCode, fromHere.body).toBe(200);
    expect(fromHere.json().pois.map((p: { puid: string }) => p.puid)).toEqual([
      hall.puid,
      lift0.puid,
      lift1.puid,
      library.puid,
    ]);

    const notABoolean = await route({ ...ends, step_free: 'yes' });
    expect(notABoolean.statusCode).toBe(400);
    expect(notABoolean.json().message).toBeTruthy();
  });

  it('keeps unpublished POIs out of routes, connection lists and the graph check of non-editors', async () => {
    const stranger = await insertUser(t.db);
    const hallWest = await addPoi({
      floor_number: 2,
      name: 'Hall West',
      coordinates_lon: '33.4095',
    });
    const staff = await addPoi({
      floor_number: 2,
      name: 'Staff Room',
      coordinates_lon: '33.4096',
      is_published: false,
    });
    const hallEast = await addPoi({
      floor_number: 2,
      name: 'Hall East',
      coordinates_lon: '33.4097',
    });
    await connect(hallWest.puid, staff.puid);
    await connect(staff.puid, hallEast.puid);
    const route = (caller: UserRow | null, to = hallEast.puid) =>
      post(contract.navigationRoute.path, { pois_from: hallWest.puid, pois_to: to }, caller);

    const byOwner = await route(owner);
    expect(byOwner.statusCode, byOwner.body).toBe(200);
    expect(byOwner.json().pois.map((p: { puid: string }) => p.puid)).toContain(staff.puid);
    for (const caller of [null, stranger]) {
      // The only way runs through the unpublished room: for them there is none.
      const around = await route(caller);
      expect(around.statusCode).toBe(404);
      expect(around.json()).toEqual({ message: ServerMessages.noRoute });
      const toStaff = await route(caller, staff.puid);
      expect(toStaff.statusCode).toBe(404);
      expect(toStaff.json()).toEqual({ message: ServerMessages.poiNotFound });
      const lines = await post(
        contract.connectionFloorAll.path,
        { buid: space.buid, floor_number: '2' },
        caller,
      );
      expect(lines.statusCode).toBe(200);
      expect(JSON.stringify(lines.json())).not.toContain(staff.puid);
      const issues = await t.app.inject({
        method: 'GET',
        url: buildPath(contract.spaceGraphIssues.path, { buid: space.buid }),
        headers: caller ? { authorization: `Bearer ${await t.tokenFor(caller)}` } : {},
      });
      expect(issues.statusCode).toBe(200);
      expect(JSON.stringify(issues.json())).not.toContain(staff.puid);
    }
    const ownersLines = await post(contract.connectionFloorAll.path, {
      buid: space.buid,
      floor_number: '2',
    });
    expect(JSON.stringify(ownersLines.json())).toContain(staff.puid);
  });

  it('reports graph issues of the space', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/mapping/space/${space.buid}/graph-issues`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const issues = res.json();
    expect(issues.has_entrance).toBe(false);
    expect(issues.unlinked_floors).toEqual([]);
    expect(Array.isArray(issues.unreachable_pois)).toBe(true);
    expect(issues.unreachable_pois.length).toBeGreaterThan(0);
  });

  it('lets only editors change POIs and connections', async () => {
    const stranger = await insertUser(t.db);
    const { puid } = await addPoi({});
    expect(
      (await post(contract.poisUpdate.path, { puid, name: 'Mine' }, stranger)).statusCode,
    ).toBe(403);
    const updated = await post(contract.poisUpdate.path, {
      puid,
      name: 'Lab 3',
      coordinates_lat: '35.1402',
    });
    expect(updated.json()).toMatchObject({
      message: PoiMessages.updated,
      poi: { name: 'Lab 3', coordinates_lat: '35.1402' },
    });
  });

  it('searches POIs of visible spaces, without connectors', async () => {
    const searched = await insertSpace(t.db, owner.id);
    await insertFloor(t.db, searched.buid, 0);
    await insertPoi(t.db, searched.buid, 0, owner.id, { name: 'Quokka Lab' });
    await insertPoi(t.db, searched.buid, 0, owner.id, {
      name: 'Connector',
      description: 'Quokka',
      pois_type: 'None',
    });
    const res = await t.call(contract.poisSearch, null, { query: 'quokka' });
    expect(res.json().pois.map((p: { name: string }) => p.name)).toEqual(['Quokka Lab']);
  });
});
