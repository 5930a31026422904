import {
  BackupMessages,
  contract,
  ImdfImportConstants,
  ImdfImportMessages,
  ImdfMessages,
  readImdfArchive,
  zipImdfArchive,
} from '@indoor/domain';
import { imdfFeatureSummary, makeImdfArchive, TestImdfIds } from '@indoor/domain/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { databaseFingerprint } from '../robustness/db-fingerprint.js';
import { restoreUpload, streamedArchiveUpload, zipOf } from '../test/backup-archives.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { planMetres } from '../test/plan-metres.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

const MB = 1024 * 1024;

/** Positions x metres east and y metres north of the sample plan's south-west corner. */
const { at, rectangle } = planMetres();

type Upload = { payload: Buffer | NodeJS.ReadableStream; headers: Record<string, string> };

describeEachDatabase('IMDF import', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let importer: UserRow;

  const post = async (path: string, payload: object, caller: UserRow) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${await t.tokenFor(caller)}` },
      payload,
    });
  const importArchive = async (upload: Upload, caller = importer) =>
    t.app.inject({
      method: 'POST',
      url: contract.spaceImdfImport.path,
      headers: { ...upload.headers, authorization: `Bearer ${await t.tokenFor(caller)}` },
      payload: upload.payload as Buffer,
    });
  const exportArchive = async (buid: string, caller: UserRow) => {
    const res = await post(contract.spaceImdfExport.path, { buid }, caller);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['x-imdf-errors']).toBe('0');
    return res.rawPayload;
  };
  /** An import that must be refused with `status` and `message`, changing nothing. */
  const expectRefused = async (upload: Upload, status: number, message: string | RegExp) => {
    const before = await databaseFingerprint(t.db);
    const res = await importArchive(upload);
    expect(res.statusCode, res.body).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await databaseFingerprint(t.db)).toBe(before);
    return res.json().message as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await insertUser(t.db);
    importer = await insertUser(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('imports an exported building that exports again as the same features', async () => {
    const space = await insertSpace(t.db, owner.id, {
      name: 'Round Trip Hall',
      type: 'university',
      address: '1 Harbour Road',
    });
    await insertFloor(t.db, space.buid, 0, PLAN_BOUNDS);
    await insertFloor(t.db, space.buid, 1, { floor_name: 'Upstairs' });
    const replace = async (floorNumber: number, body: object) => {
      const res = await post(
        contract.unitsFloorReplace.path,
        { buid: space.buid, floor_number: floorNumber, ...body },
        owner,
      );
      expect(res.statusCode, res.body).toBe(200);
    };
    const hall = '5b0d1f7e-2c4a-4e8b-9d1f-000000000001';
    await replace(0, {
      units: [
        { id: hall, name: 'Hall', category: 'lobby', polygon: rectangle(0, 0, 20, 30) },
        {
          id: '5b0d1f7e-2c4a-4e8b-9d1f-000000000002',
          name: 'Lab',
          category: 'laboratory',
          accessibility: ['wheelchair'],
          polygon: rectangle(20, 0, 40, 15),
        },
      ],
      openings: [
        {
          id: '5b0d1f7e-2c4a-4e8b-9d1f-000000000003',
          unit_id: hall,
          line: [at(20, 5), at(20, 7)],
        },
      ],
    });
    await replace(1, {
      units: [
        {
          id: '5b0d1f7e-2c4a-4e8b-9d1f-000000000004',
          name: 'Studio',
          polygon: rectangle(5, 5, 25, 25),
        },
      ],
      openings: [],
    });
    const poiAt = (x: number, y: number) => ({
      coordinates_lon: at(x, y)[0],
      coordinates_lat: at(x, y)[1],
    });
    await insertPoi(t.db, space.buid, 0, owner.id, {
      name: 'WC',
      pois_type: 'Toilets',
      ...poiAt(5, 5),
    });
    await insertPoi(t.db, space.buid, 1, owner.id, {
      name: 'Lift',
      pois_type: 'Elevator',
      ...poiAt(10, 10),
    });

    const first = await exportArchive(space.buid, owner);
    const res = await importArchive(restoreUpload(first));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ floors: 2, rooms: 3, doors: 1, pois: 2, warnings: [] });
    expect(answer.message).toBe(
      ImdfImportMessages.imported('Round Trip Hall', { floors: 2, rooms: 3, doors: 1, pois: 2 }),
    );
    expect(answer.space).toMatchObject({
      name: 'Round Trip Hall',
      owner_id: importer.id,
      // Spaces go on the wire as Anyplace wrote them: booleans as text.
      is_published: 'false',
      address: '1 Harbour Road',
    });
    expect(answer.space.buid).not.toBe(space.buid);

    const again = await exportArchive(answer.space.buid, importer);
    expect(imdfFeatureSummary(readImdfArchive(again))).toEqual(
      imdfFeatureSummary(readImdfArchive(first)),
    );
    // The door names the room whose wall it is on.
    const floor0 = await post(
      contract.unitsFloorAll.path,
      { buid: answer.space.buid, floor_number: 0 },
      importer,
    );
    const { units, openings } = floor0.json();
    expect(openings[0].unit_id).toBe(units.find((u: { name: string }) => u.name === 'Hall').id);
  });

  it("imports a hand-written archive shaped like Apple's sample", async () => {
    const archive = makeImdfArchive();
    const res = await importArchive(restoreUpload(zipImdfArchive(archive)));
    expect(res.statusCode, res.body).toBe(200);
    const { space } = res.json();
    const floors = await t.db
      .selectFrom('floors')
      .select(['floor_number', 'floor_name', 'imdf_level_id'])
      .where('buid', '=', space.buid)
      .orderBy('floor_number')
      .execute();
    expect(floors).toEqual([
      { floor_number: 0, floor_name: 'Floor 0', imdf_level_id: TestImdfIds.ground },
      { floor_number: 1, floor_name: 'Floor 1', imdf_level_id: TestImdfIds.first },
    ]);
    const units = await t.db
      .selectFrom('units')
      .select(['imdf_id', 'name', 'category'])
      .where('buid', '=', space.buid)
      .orderBy('imdf_id')
      .execute();
    expect(units.map((u) => u.imdf_id)).toEqual([
      TestImdfIds.roomA,
      TestImdfIds.roomB,
      TestImdfIds.corridor,
      TestImdfIds.hall,
    ]);
    const pois = await t.db
      .selectFrom('pois')
      .select(['pois_type', 'floor_number', 'imdf_amenity_id', 'imdf_anchor_id'])
      .where('buid', '=', space.buid)
      .execute();
    expect(pois).toEqual([
      {
        pois_type: 'Other',
        floor_number: 0,
        imdf_amenity_id: TestImdfIds.amenity,
        imdf_anchor_id: null,
      },
    ]);
    // Its export names the venue, building, levels, units and door as the archive does.
    const exported = readImdfArchive(await exportArchive(space.buid, importer));
    const ids = (file: string) =>
      (exported[file] as { features: { id: string }[] }).features.map((f) => f.id).sort();
    expect(ids('venue.geojson')).toEqual([TestImdfIds.venue]);
    expect(ids('building.geojson')).toEqual([TestImdfIds.building]);
    expect(ids('footprint.geojson')).toEqual([TestImdfIds.footprint]);
    expect(ids('level.geojson')).toEqual([TestImdfIds.ground, TestImdfIds.first].sort());
    expect(ids('opening.geojson')).toEqual([TestImdfIds.door]);
    expect(ids('amenity.geojson')).toEqual([TestImdfIds.amenity]);
  });

  it('refuses an archive that breaks IMDF rules, listing the findings, and writes nothing', async () => {
    const archive = makeImdfArchive();
    const unit = archive['unit.geojson'].features[0];
    if (!unit) throw new Error('the test archive has units');
    (unit.properties as { category: string }).category = 'castle';
    const message = await expectRefused(
      restoreUpload(zipImdfArchive(archive)),
      400,
      new RegExp(`^${ImdfImportMessages.invalid(1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n`),
    );
    expect(message.split('\n')[1]).toBe(
      `unit.geojson (${TestImdfIds.roomA}): ${ImdfMessages.notInList('category', 'castle')}`,
    );
  });

  it('refuses two levels on one ordinal, a file that is not a zip, a zip without a manifest', async () => {
    const archive = makeImdfArchive();
    const level = archive['level.geojson'].features[1];
    if (level) level.properties.ordinal = 0;
    await expectRefused(
      restoreUpload(zipImdfArchive(archive)),
      400,
      ImdfImportMessages.sameOrdinal(0),
    );
    await expectRefused(
      restoreUpload(Buffer.from('not a zip at all, just text')),
      400,
      BackupMessages.notAZip,
    );
    await expectRefused(
      restoreUpload(zipOf({ 'venue.geojson': '{"type":"FeatureCollection","features":[]}' })),
      400,
      ImdfMessages.noManifest,
    );
    await expectRefused(
      restoreUpload(zipOf({ 'manifest.json': '{ not json' })),
      400,
      ImdfMessages.notJson('manifest.json'),
    );
  });

  it('leaves nothing behind when writing fails half-way (one transaction)', async () => {
    // The database refuses the POI, written after the space, floors, rooms and doors.
    await sql`create function refuse_imdf_test_poi() returns trigger language plpgsql as $$
      begin
        if new.name = 'Refused by the database' then raise exception 'refused'; end if;
        return new;
      end $$`.execute(t.db);
    await sql`create trigger refuse_imdf_test_poi before insert on pois
      for each row execute function refuse_imdf_test_poi()`.execute(t.db);
    try {
      const archive = makeImdfArchive();
      const amenity = archive['amenity.geojson'].features[0];
      if (!amenity) throw new Error('the test archive has an amenity');
      amenity.properties.name = { en: 'Refused by the database' };
      const before = await databaseFingerprint(t.db);
      const res = await importArchive(restoreUpload(zipImdfArchive(archive)));
      expect(res.statusCode).toBe(500);
      expect(await databaseFingerprint(t.db)).toBe(before);
    } finally {
      await sql`drop trigger refuse_imdf_test_poi on pois`.execute(t.db);
      await sql`drop function refuse_imdf_test_poi()`.execute(t.db);
    }
  });

  it('refuses an archive larger than the limit while it streams', async () => {
    const big = streamedArchiveUpload(ImdfImportConstants.archiveBytes + MB);
    await expectRefused(big, 413, ImdfImportMessages.tooLarge);
  });
});
