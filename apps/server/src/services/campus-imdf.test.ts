import {
  CampusMessages,
  contract,
  type ImdfBuilding,
  type ImdfLevel,
  type ImdfVenue,
  imdfFeatureId,
  readImdfArchive,
  ServerMessages,
  validateImdf,
  zipImdfArchive,
} from '@indoor/domain';
import { makeImdfArchive, TestImdfIds } from '@indoor/domain/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { restoreUpload } from '../test/backup-archives.js';
import {
  insertCampus,
  insertFloor,
  insertPoi,
  insertSpace,
  insertUser,
} from '../test/factories.js';
import { planMetres } from '../test/plan-metres.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

/** Positions x metres east and y metres north of the sample plan's south-west corner. */
const { at, rectangle } = planMetres();
/** A floor plan's bounds: the box from (x0, y0) to (x1, y1) metres. */
const planBounds = (x0: number, y0: number, x1: number, y1: number) => {
  const [west, south] = at(x0, y0);
  const [east, north] = at(x1, y1);
  return {
    bottom_left_lat: south,
    bottom_left_lng: west,
    top_right_lat: north,
    top_right_lng: east,
  };
};

type Archive = Record<string, unknown>;
const features = <F>(archive: Archive, file: string) =>
  (archive[file] as { features: F[] }).features;

// The campus export on both databases: HTTP, visibility and the archive's validity
// (docs/imdf.md#campus-export).
describeEachDatabase('the IMDF export of a campus', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let stranger: UserRow;
  let north: SpaceRow;
  let south: SpaceRow;
  let hidden: SpaceRow;
  let cuid: string;

  const addRoom = async (buid: string, name: string, polygon: [number, number][]) => {
    const res = await t.call(contract.unitAdd, owner, { buid, floor_number: 0, name, polygon });
    expect(res.statusCode, res.body).toBe(200);
  };
  const exportCampus = (id: string, caller: UserRow | null) =>
    t.call(contract.campusImdfExport, caller, { cuid: id });

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    stranger = await insertUser(t.db);
    const [northLon, northLat] = at(20, 15);
    north = await insertSpace(t.db, owner.id, {
      name: 'North Hall',
      type: 'university',
      address: '1 Campus Way',
      coordinates_lat: northLat,
      coordinates_lon: northLon,
    });
    const [southLon, southLat] = at(80, 15);
    south = await insertSpace(t.db, owner.id, {
      name: 'South Hall',
      coordinates_lat: southLat,
      coordinates_lon: southLon,
    });
    const [hiddenLon, hiddenLat] = at(20, 75);
    hidden = await insertSpace(t.db, owner.id, {
      name: 'Hidden Lab',
      is_published: false,
      coordinates_lat: hiddenLat,
      coordinates_lon: hiddenLon,
    });
    await insertFloor(t.db, north.buid, 0, planBounds(0, 0, 40, 30));
    await insertFloor(t.db, north.buid, 1, planBounds(0, 0, 40, 30));
    await insertFloor(t.db, south.buid, 0, planBounds(60, 0, 100, 30));
    await insertFloor(t.db, hidden.buid, 0, planBounds(0, 60, 40, 90));
    await addRoom(north.buid, 'Lecture hall', rectangle(0, 0, 20, 30));
    await addRoom(north.buid, 'Office', rectangle(20, 0, 40, 30));
    await addRoom(south.buid, 'Library', rectangle(60, 0, 100, 30));
    await addRoom(hidden.buid, 'Lab', rectangle(0, 60, 40, 90));
    const door = await t.call(contract.openingAdd, owner, {
      buid: north.buid,
      floor_number: 0,
      category: 'pedestrian',
      line: [at(20, 10), at(20, 12)],
    });
    expect(door.statusCode, door.body).toBe(200);
    const [wcLon, wcLat] = at(70, 10);
    await insertPoi(t.db, south.buid, 0, owner.id, {
      name: 'WC',
      pois_type: 'Toilets',
      coordinates_lat: wcLat,
      coordinates_lon: wcLon,
    });
    const added = await t.call(contract.campusAdd, owner, {
      name: 'Main Campus',
      buids: [north.buid, south.buid, hidden.buid],
    });
    expect(added.statusCode, added.body).toBe(200);
    cuid = added.json().cuid;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers one venue with a building per space, which the IMDF validator accepts', async () => {
    const res = await exportCampus(cuid, owner);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="main-campus.imdf.zip"');
    expect(res.headers['x-imdf-errors']).toBe('0');
    const archive = readImdfArchive(new Uint8Array(res.rawPayload));
    expect(validateImdf(archive)).toEqual([]);
    const venues = features<ImdfVenue>(archive, 'venue.geojson');
    expect(venues.map((v) => [v.id, v.properties.name])).toEqual([
      [imdfFeatureId('venue', cuid), { en: 'Main Campus' }],
    ]);
    expect(features<ImdfBuilding>(archive, 'building.geojson').map((b) => b.id)).toEqual(
      [north, south, hidden].map((s) => imdfFeatureId('building', s.buid)),
    );
    const levels = features<ImdfLevel>(archive, 'level.geojson');
    expect(levels.map((l) => [l.properties.building_ids, l.properties.ordinal])).toEqual([
      [[imdfFeatureId('building', north.buid)], 0],
      [[imdfFeatureId('building', north.buid)], 1],
      [[imdfFeatureId('building', south.buid)], 0],
      [[imdfFeatureId('building', hidden.buid)], 0],
    ]);
    expect(features(archive, 'unit.geojson')).toHaveLength(4);
    expect(features(archive, 'opening.geojson')).toHaveLength(1);
    expect(features(archive, 'amenity.geojson')).toHaveLength(1);
  });

  it("keeps each building's features as the space's own export makes them", async () => {
    const campus = readImdfArchive(new Uint8Array((await exportCampus(cuid, owner)).rawPayload));
    const inCampus = new Map(
      ['building', 'footprint', 'level', 'unit', 'opening', 'amenity', 'anchor'].flatMap((kind) =>
        features<{ id: string }>(campus, `${kind}.geojson`).map((f) => [f.id, f] as const),
      ),
    );
    const alone = await t.call(contract.spaceImdfExport, owner, { buid: south.buid });
    const archive = readImdfArchive(new Uint8Array(alone.rawPayload));
    for (const kind of ['building', 'footprint', 'level', 'unit', 'amenity', 'anchor'])
      for (const feature of features<{ id: string }>(archive, `${kind}.geojson`))
        expect(inCampus.get(feature.id)).toEqual(feature);
  });

  it('leaves out the spaces the caller cannot see', async () => {
    for (const caller of [stranger, null]) {
      const res = await exportCampus(cuid, caller);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-imdf-errors']).toBe('0');
      const archive = readImdfArchive(new Uint8Array(res.rawPayload));
      expect(features<ImdfBuilding>(archive, 'building.geojson').map((b) => b.id)).toEqual([
        imdfFeatureId('building', north.buid),
        imdfFeatureId('building', south.buid),
      ]);
      expect(JSON.stringify(archive)).not.toContain('Hidden Lab');
      expect(features(archive, 'unit.geojson')).toHaveLength(3);
    }
  });

  it('does not find an unknown campus, nor one showing the caller nothing', async () => {
    const unknown = await exportCampus('cuid_nowhere_1', owner);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ServerMessages.campusNotFound });
    const ofHidden = await insertCampus(t.db, owner.id, hidden.buid);
    const toStranger = await exportCampus(ofHidden, stranger);
    expect(toStranger.statusCode).toBe(404);
    expect(toStranger.json()).toEqual({ message: ServerMessages.campusNotFound });
    expect((await exportCampus(ofHidden, owner)).statusCode).toBe(200);
    // The campus's owner sees it, but none of its spaces: nothing to export.
    const elsewhere = await insertSpace(t.db, stranger.id, { is_published: false });
    const ofOthers = await insertCampus(t.db, owner.id, elsewhere.buid);
    const empty = await exportCampus(ofOthers, owner);
    expect(empty.statusCode).toBe(404);
    expect(empty.json()).toEqual({ message: CampusMessages.nothingToExport });
  });

  it('repeats no id when two spaces were imported from the same IMDF archive', async () => {
    const imported: string[] = [];
    for (const _ of [1, 2]) {
      const upload = restoreUpload(zipImdfArchive(makeImdfArchive()));
      const res = await t.app.inject({
        method: 'POST',
        url: contract.spaceImdfImport.path,
        headers: { ...upload.headers, authorization: `Bearer ${await t.tokenFor(owner)}` },
        payload: upload.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      imported.push(res.json().space.buid);
    }
    const added = await t.call(contract.campusAdd, owner, { name: 'Twins', buids: imported });
    const res = await exportCampus(added.json().cuid, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-imdf-errors']).toBe('0');
    const archive = readImdfArchive(new Uint8Array(res.rawPayload));
    expect(validateImdf(archive)).toEqual([]);
    expect(features<ImdfBuilding>(archive, 'building.geojson').map((b) => b.id)).toEqual([
      TestImdfIds.building,
      imdfFeatureId('building', imported[1] as string),
    ]);
  });

  it('refuses a body without a campus id', async () => {
    const res = await t.call(contract.campusImdfExport, owner, {});
    expect(res.statusCode).toBe(400);
    expect((await t.call(contract.campusImdfExport, owner, { cuid: 42 })).statusCode).toBe(400);
  });
});
