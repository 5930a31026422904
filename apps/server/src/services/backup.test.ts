import fs from 'node:fs';
import path from 'node:path';
import {
  BackupMessages,
  type BackupSources,
  buildBackupArchive,
  contract,
  FloorMessages,
  FloorPlanImageMessages,
  type Poi,
  ServerLimits,
  ServerMessages,
  TextInputMessages,
} from '@indoor/domain';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { databaseFingerprint } from '../robustness/db-fingerprint.js';
import {
  backupSourcesOf,
  PLAN_CORNERS,
  patchEntry,
  restoreUpload,
  smallPlanPng,
  streamedArchiveUpload,
  tinyBuildingArchive,
  zipBomb,
  zipOf,
} from '../test/backup-archives.js';
import { insertFloor, insertPoi, insertSpace, insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { sampleRadiomapLog, storeRadiomap } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

const MB = 1024 * 1024;

describeEachDatabase('building backup and restore', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let restorer: UserRow;
  let source: SpaceRow;
  let ownerToken: string;
  let restorerToken: string;
  let archive: Buffer;
  let sources: BackupSources;

  /** Every space, floor plan and tile folder in storage: a refused restore adds none. */
  const storedFolders = () =>
    ['floorplans', 'floortiles'].flatMap((top) => {
      const dir = path.join(t.config.dataDir, 'storage', top);
      return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => `${top}/${name}`) : [];
    });

  const restore = async (
    upload: { payload: Buffer | NodeJS.ReadableStream; headers: Record<string, string> },
    token = restorerToken,
  ) =>
    t.app.inject({
      method: 'POST',
      url: contract.spaceRestore.path,
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
      payload: upload.payload as Buffer,
    });

  /** A restore that must be refused with `status` and `message`, changing nothing. */
  const expectRefused = async (
    upload: { payload: Buffer | NodeJS.ReadableStream; headers: Record<string, string> },
    status: number,
    message: string | RegExp,
  ) => {
    const before = await databaseFingerprint(t.db);
    const folders = storedFolders();
    const res = await restore(upload);
    expect(res.statusCode, res.body).toBe(status);
    if (typeof message === 'string') expect(res.json().message).toBe(message);
    else expect(res.json().message).toMatch(message);
    expect(await databaseFingerprint(t.db)).toBe(before);
    expect(storedFolders()).toEqual(folders);
  };

  /** Entries of the real backup with some replaced, added or removed (undefined). */
  const variant = (changes: Record<string, Uint8Array | string | undefined>) => {
    const files: Record<string, Uint8Array | string> = unzipSync(archive);
    for (const [name, data] of Object.entries(changes)) {
      if (data === undefined) delete files[name];
      else files[name] = data;
    }
    return zipOf(files);
  };
  const buildingJson = () =>
    JSON.parse(strFromU8(unzipSync(archive)['building.json'] as Uint8Array));

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync('/tmp/backup-test-') });
    owner = await insertUser(t.db);
    restorer = await insertUser(t.db);
    ownerToken = await t.tokenFor(owner);
    restorerToken = await t.tokenFor(restorer);
    source = await insertSpace(t.db, owner.id, {
      name: 'Engineering Hall',
      description: 'Labs and lecture rooms',
      bucode: 'ENG',
      address: '1 Campus Road',
      is_published: false,
    });
    await insertFloor(t.db, source.buid, 0, {
      floor_name: 'Ground',
      description: 'Entrance level',
    });
    await insertFloor(t.db, source.buid, 1, { floor_name: 'First' });
    // The plan goes through the real upload, so it is stored and tiled as any plan is.
    const plan = multipartBody(
      {
        json: JSON.stringify({
          buid: source.buid,
          floor_number: '0',
          zoom: 20,
          corners: PLAN_CORNERS,
        }),
      },
      { floorplan: { data: await smallPlanPng(), filename: 'p.png', contentType: 'image/png' } },
    );
    const uploaded = await t.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: { ...plan.headers, authorization: `Bearer ${ownerToken}` },
      payload: plan.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const printer = await insertPoi(t.db, source.buid, 0, owner.id, {
      name: 'Printer',
      pois_type: 'Office',
      pois_type2: 'Office',
      manufacturer: 'Acme',
      serial_number: 'SN-1',
      price: 199.5,
      quantity: 2,
      tags: ['printer', 'shared'],
      warranty: JSON.stringify({ scope: 'parts', expirationDate: '2030-01-01', isLifetime: false }),
      is_building_entrance: true,
    });
    const connector = await insertPoi(t.db, source.buid, 0, owner.id, {
      name: 'Connector',
      description: 'Connector',
      pois_type: 'None',
      pois_type2: '',
      coordinates_lat: 35.1401,
    });
    const stairs = await insertPoi(t.db, source.buid, 1, owner.id, {
      name: 'Stairs',
      pois_type: 'Stair',
      pois_type2: 'Stair',
    });
    await t.db
      .insertInto('connections')
      .values([
        {
          cuid: 'conn_src_1',
          buid: source.buid,
          buid_a: source.buid,
          buid_b: source.buid,
          floor_a: 0,
          floor_b: 0,
          pois_a: printer.puid,
          pois_b: connector.puid,
          weight: 11,
          owner_id: owner.id,
        },
        {
          cuid: 'conn_src_2',
          buid: source.buid,
          buid_a: source.buid,
          buid_b: source.buid,
          floor_a: 0,
          floor_b: 1,
          pois_a: connector.puid,
          pois_b: stairs.puid,
          weight: 4,
          edge_type: 'stair',
          owner_id: owner.id,
        },
      ])
      .execute();
    await storeRadiomap(
      t.db,
      { buid: source.buid, floor: 0 },
      sampleRadiomapLog({ buid: source.buid, floor: 0 }, 4),
    );

    sources = await backupSourcesOf(t, source.buid, ownerToken);
    archive = Buffer.from(buildBackupArchive(sources));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('restores a backup as a new building of the caller, equal to the original', async () => {
    expect(Object.keys(unzipSync(archive)).sort()).toEqual([
      'allconnections.json',
      'allpois.json',
      'building.json',
      'floor_plans/0.png',
      'radiomaps/0-radiomap.txt',
    ]);
    const res = await restore(restoreUpload(archive));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ floors: 2, pois: 3, connections: 2, fingerprints: 4 });
    expect(body.message).toBe(
      BackupMessages.restored('Engineering Hall (restored)', {
        floors: 2,
        pois: 3,
        connections: 2,
        fingerprints: 4,
      }),
    );
    const restored = body.space;
    expect(restored.buid).not.toBe(source.buid);
    // The copy's name says it is the restored one (its original keeps its own).
    expect(BackupMessages.restoredSuffix).toBe(' (restored)');
    expect(restored).toMatchObject({
      name: 'Engineering Hall (restored)',
      description: 'Labs and lecture rooms',
      bucode: 'ENG',
      address: '1 Campus Road',
      is_published: 'false',
      owner_id: restorer.id,
      co_owners: [],
    });

    const copy = await backupSourcesOf(t, restored.buid, restorerToken);
    const floorView = (s: BackupSources) =>
      s.floors.map(({ buid: _b, plan_version: _v, ...rest }) => rest);
    expect(floorView(copy)).toEqual(floorView(sources));
    // The same plan image, and it was tiled again for the new building.
    expect(copy.floorPlansBase64).toEqual(sources.floorPlansBase64);
    expect(copy.floors[0]?.plan_version).toBeTruthy();
    expect(fs.readdirSync(path.join(t.config.dataDir, 'storage', 'floortiles'))).toContain(
      restored.buid,
    );
    // The radiomap names the new building on every line, otherwise the same.
    expect(copy.radiomaps).toEqual(
      sources.radiomaps.map((r) => ({
        ...r,
        rss_log: r.rss_log.replaceAll(source.buid, restored.buid),
      })),
    );

    const poiView = (pois: readonly Poi[]) =>
      pois
        .map(({ puid: _p, buid: _b, owner_id: _o, external_id: _e, ...rest }) => rest)
        .sort((a, b) => a.name.localeCompare(b.name));
    expect(poiView(copy.pois)).toEqual(poiView(sources.pois));
    expect(copy.pois.every((p) => p.owner_id === restorer.id)).toBe(true);
    const oldPuids = new Set(sources.pois.map((p) => p.puid));
    expect(copy.pois.some((p) => oldPuids.has(p.puid))).toBe(false);
    // Each POI keeps its id in the archive as its external id.
    const externalView = (pois: readonly Poi[], id: (p: Poi) => string | undefined) =>
      pois.map((p) => [p.name, id(p)]).sort();
    expect(externalView(copy.pois, (p) => p.external_id)).toEqual(
      externalView(sources.pois, (p) => p.puid),
    );

    const nameOf = (pois: readonly Poi[], puid: string) => pois.find((p) => p.puid === puid)?.name;
    const connectionView = (s: BackupSources) =>
      s.connections
        .map((c) => [
          nameOf(s.pois, c.pois_a),
          nameOf(s.pois, c.pois_b),
          c.floor_a,
          c.floor_b,
          c.edge_type,
        ])
        .sort();
    expect(connectionView(copy)).toEqual(connectionView(sources));
    expect(copy.connections.every((c) => c.buid === restored.buid)).toBe(true);

    // A restore never touches the original.
    const original = await backupSourcesOf(t, source.buid, ownerToken);
    expect(original).toEqual(sources);
  });

  it('carries rooms and doors: restored under new ids, each door keeping its room; broken ones refused', async () => {
    const corner = (east: number, north: number): [number, number] => [
      33.41 + east * 0.00001,
      35.14 + north * 0.00001,
    ];
    const square = (east: number): [number, number][] => [
      corner(east, 0),
      corner(east + 5, 0),
      corner(east + 5, 4),
      corner(east, 4),
      corner(east, 0),
    ];
    const at = '2026-01-01T00:00:00.000Z';
    const unit = (id: string, east: number, floor = 0) => ({
      id,
      buid: sources.space.buid,
      floor_number: floor,
      name: `Room ${id.slice(-1)}`,
      category: 'room',
      accessibility: [],
      polygon: square(east),
      created_at: at,
      updated_at: at,
    });
    const door = (id: string, unitId: string | null, east: number) => ({
      id,
      buid: sources.space.buid,
      floor_number: 0,
      unit_id: unitId,
      category: 'pedestrian',
      line: [corner(east + 1, 0), corner(east + 2, 0)],
      created_at: at,
      updated_at: at,
    });
    const ROOM_A = 'aaaaaaaa-0000-4000-8000-00000000000a';
    const ROOM_B = 'aaaaaaaa-0000-4000-8000-00000000000b';
    const DOOR = 'aaaaaaaa-0000-4000-8000-00000000000d';
    const withRooms = (rooms: NonNullable<typeof sources.rooms>) =>
      restoreUpload(Buffer.from(buildBackupArchive({ ...sources, rooms })));

    const res = await restore(
      withRooms({ units: [unit(ROOM_A, 0), unit(ROOM_B, 10)], openings: [door(DOOR, ROOM_B, 10)] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const buid = res.json().space.buid as string;
    const units = await t.db.selectFrom('units').selectAll().where('buid', '=', buid).execute();
    const openings = await t.db
      .selectFrom('openings')
      .selectAll()
      .where('buid', '=', buid)
      .execute();
    expect(units.map((u) => u.name).sort()).toEqual(['Room a', 'Room b']);
    expect(units.map((u) => u.id)).not.toContain(ROOM_A);
    expect(openings).toHaveLength(1);
    const roomB = units.find((u) => u.name === 'Room b');
    expect(openings[0]?.unit_id).toBe(roomB?.id);
    expect(openings[0]?.id).not.toBe(DOOR);
    const outline = (
      typeof roomB?.geometry === 'string' ? JSON.parse(roomB.geometry) : roomB?.geometry
    ) as { coordinates: number[][][] };
    expect(outline.coordinates[0]).toEqual(square(10));

    // Overlapping rooms, a door naming a room the archive lacks, a room on an unlisted floor.
    await expectRefused(
      withRooms({ units: [unit(ROOM_A, 0), unit(ROOM_B, 2)], openings: [] }),
      400,
      /^allrooms\.json, floor 0: /,
    );
    await expectRefused(
      withRooms({ units: [unit(ROOM_A, 0)], openings: [door(DOOR, ROOM_B, 0)] }),
      400,
      BackupMessages.doorUnknownRoom(DOOR, ROOM_B),
    );
    await expectRefused(
      withRooms({ units: [unit(ROOM_A, 0, 7)], openings: [] }),
      400,
      BackupMessages.roomUnknownFloor(ROOM_A, '7'),
    );
  });

  it('keeps the first external ids through a second round (a backup of a restored copy)', async () => {
    const first = await restore(restoreUpload(archive));
    expect(first.statusCode, first.body).toBe(200);
    const copy = await backupSourcesOf(t, first.json().space.buid, restorerToken);
    // Our backup carries each POI's external id.
    const poisFile = JSON.parse(
      strFromU8(unzipSync(buildBackupArchive(copy))['allpois.json'] as Uint8Array),
    );
    expect(poisFile.pois.every((p: { external_id?: string }) => p.external_id)).toBe(true);
    const second = await restore(restoreUpload(Buffer.from(buildBackupArchive(copy))));
    expect(second.statusCode, second.body).toBe(200);
    const again = await backupSourcesOf(t, second.json().space.buid, restorerToken);
    const ids = (pois: readonly Poi[], id: (p: Poi) => string | undefined) =>
      pois.map((p) => [p.name, id(p)]).sort();
    expect(ids(again.pois, (p) => p.external_id)).toEqual(ids(sources.pois, (p) => p.puid));
  });

  it('refuses zip bombs, stopping the inflation early and keeping memory bounded', async () => {
    const building = unzipSync(archive)['building.json'] as Uint8Array;
    const bombBytes = 2048 * MB;
    const honest = zipBomb('allpois.json', bombBytes, { 'building.json': strFromU8(building) });
    expect(honest.length).toBeLessThan(4 * MB);
    await expectRefused(
      restoreUpload(honest),
      400,
      BackupMessages.entryTooLarge('allpois.json', ServerLimits.archiveJsonBytes),
    );

    // The same bomb declaring a harmless 30 MB: only counting while inflating stops it.
    const lying = patchEntry(honest, 'allpois.json', { declaredSize: 30 * MB });
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    try {
      await expectRefused(restoreUpload(lying), 400, BackupMessages.sizeMismatch('allpois.json'));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    // The bomb unpacks to 2048 MB; the server holds the 30 MB it stops at, once or twice.
    expect(peak - baseline).toBeLessThan(160 * MB);

    // A small entry that compresses far better than any real file.
    const ratioBomb = zipBomb('allpois.json', 5 * MB, { 'building.json': strFromU8(building) });
    await expectRefused(
      restoreUpload(ratioBomb),
      400,
      BackupMessages.compressionRatio('allpois.json'),
    );
  });

  it('refuses entries whose declared size lies either way', async () => {
    const pois = unzipSync(archive)['allpois.json'] as Uint8Array;
    const base = variant({});
    await expectRefused(
      restoreUpload(patchEntry(base, 'allpois.json', { declaredSize: pois.length - 10 })),
      400,
      BackupMessages.sizeMismatch('allpois.json'),
    );
    await expectRefused(
      restoreUpload(patchEntry(base, 'allpois.json', { declaredSize: pois.length + 10 })),
      400,
      BackupMessages.sizeMismatch('allpois.json'),
    );
  });

  it('refuses zip-slip and other names outside the layout', async () => {
    const building = buildingJson();
    for (const [name, problem] of [
      ['../../etc/passwd', 'parent'],
      ['/etc/passwd', 'absolute'],
      ['floor_plans\\..\\x.png', 'backslash'],
      ['floor_plans/../../x.png', 'parent'],
      ['C:/evil.png', 'drive'],
      ['notes.txt', 'outsideLayout'],
    ] as const) {
      await expectRefused(
        restoreUpload(zipOf({ 'building.json': JSON.stringify(building), [name]: 'x' })),
        400,
        BackupMessages.badEntryName(name, BackupMessages.nameProblems[problem]),
      );
    }
  });

  it('refuses archives that are not zips, are truncated or damaged, or hold too many entries', async () => {
    await expectRefused(
      restoreUpload(Buffer.from(Array.from({ length: 65_536 }, (_, i) => (i * 7919) % 251))),
      400,
      BackupMessages.notAZip,
    );
    await expectRefused(
      restoreUpload(archive.subarray(0, Math.floor(archive.length * 0.6))),
      400,
      BackupMessages.notAZip,
    );
    // Damage allpois.json's compressed bytes, directory intact: its first deflate block is
    // given the reserved block type, which no inflater reads (damage at a place that depends
    // on the POIs' random ids could also inflate to another size, a different refusal).
    const damaged = Buffer.from(archive);
    const name = damaged.indexOf(Buffer.from('allpois.json'));
    const localHeader = name - 30;
    expect(damaged.readUInt32LE(localHeader)).toBe(0x04034b50);
    expect(damaged.readUInt16LE(localHeader + 8)).toBe(8);
    const data = name + 'allpois.json'.length + damaged.readUInt16LE(localHeader + 28);
    damaged[data] = 0b111;
    await expectRefused(restoreUpload(damaged), 400, BackupMessages.damagedEntry('allpois.json'));

    const many: Record<string, string> = { 'building.json': '{}' };
    for (let i = 0; i < ServerLimits.archiveMaxEntries; i++)
      many[`radiomaps/${i}-radiomap.txt`] = '';
    await expectRefused(restoreUpload(zipOf(many)), 400, BackupMessages.tooManyEntries);
  });

  it('refuses encrypted entries, other compression methods and links', async () => {
    const base = variant({});
    await expectRefused(
      restoreUpload(patchEntry(base, 'allpois.json', { flags: 0x0001 })),
      400,
      BackupMessages.encryptedEntry('allpois.json'),
    );
    await expectRefused(
      restoreUpload(patchEntry(base, 'allpois.json', { method: 12 })),
      400,
      BackupMessages.unsupportedMethod('allpois.json'),
    );
    await expectRefused(
      restoreUpload(
        patchEntry(base, 'radiomaps/0-radiomap.txt', {
          madeBy: (3 << 8) | 20,
          externalAttributes: 0o120777 << 16,
        }),
      ),
      400,
      BackupMessages.symlinkEntry('radiomaps/0-radiomap.txt'),
    );
  });

  it('refuses plans that are not real images or not the format their name says', async () => {
    await expectRefused(
      restoreUpload(variant({ 'floor_plans/0.png': 'this is not an image at all' })),
      400,
      BackupMessages.badEntry('floor_plans/0.png', FloorPlanImageMessages.notAnImage),
    );
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    await expectRefused(
      restoreUpload(variant({ 'floor_plans/0.png': jpeg })),
      400,
      BackupMessages.imageExtension('floor_plans/0.png', 'jpg'),
    );
  });

  it('refuses archives whose files are missing, not JSON, off the schema or inconsistent', async () => {
    await expectRefused(
      restoreUpload(variant({ 'building.json': undefined })),
      400,
      BackupMessages.missingBuilding,
    );
    await expectRefused(
      restoreUpload(variant({ 'allpois.json': '{"pois": [' })),
      400,
      BackupMessages.badJson('allpois.json'),
    );
    const noFormat = { ...buildingJson(), format: 'something else' };
    const res = await restore(
      restoreUpload(variant({ 'building.json': JSON.stringify(noFormat) })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^"building\.json" is not a valid backup file: "format"/);
    const oneFloor = { ...buildingJson(), floors: buildingJson().floors.slice(0, 1) };
    await expectRefused(
      restoreUpload(variant({ 'building.json': JSON.stringify(oneFloor) })),
      400,
      BackupMessages.poiUnknownFloor(
        sources.pois.find((p) => p.floor_number === '1')?.puid ?? '',
        '1',
      ),
    );
    await expectRefused(
      restoreUpload(variant({ 'radiomaps/0-radiomap.txt': 'not a radiomap line\n' })),
      400,
      /^"radiomaps\/0-radiomap\.txt": Line 1: /,
    );
  });

  it('undoes everything when the building fails half-way (a plan the floor-plan upload refuses)', async () => {
    const building = buildingJson();
    building.floors[0].zoom = '10';
    await expectRefused(
      restoreUpload(variant({ 'building.json': JSON.stringify(building) })),
      400,
      FloorMessages.minimumZoom(10),
    );
    // The second plan is refused after the first was tiled and stored: that one goes too.
    const second = buildingJson();
    second.floors[1].plan_corners = second.floors[0].plan_corners;
    second.floors[1].zoom = '10';
    await expectRefused(
      restoreUpload(
        variant({
          'building.json': JSON.stringify(second),
          'floor_plans/1.png': await smallPlanPng(),
        }),
      ),
      400,
      FloorMessages.minimumZoom(10),
    );
  });

  it('refuses uploads over 100 MB with 413 (streamed), other content types and a missing archive', async () => {
    const big = streamedArchiveUpload(ServerLimits.archiveBytes + MB);
    await expectRefused(big, 413, BackupMessages.tooLarge);
    const json = await t.app.inject({
      method: 'POST',
      url: contract.spaceRestore.path,
      headers: { authorization: `Bearer ${restorerToken}`, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(BackupMessages.multipart);
    const raw = await t.app.inject({
      method: 'POST',
      url: contract.spaceRestore.path,
      headers: { authorization: `Bearer ${restorerToken}`, 'content-type': 'application/zip' },
      payload: archive,
    });
    expect(raw.statusCode).toBe(415);
    expect(raw.json().message).toBe(ServerMessages.unsupportedMediaType);
    await expectRefused(restoreUpload(archive, 'file'), 400, BackupMessages.missingArchive);
  });

  it('starts a restored building unpublished, even when its archive says published', async () => {
    const building = buildingJson();
    building.space.is_published = 'true';
    const res = await restore(
      restoreUpload(variant({ 'building.json': JSON.stringify(building) })),
    );
    expect(res.statusCode, res.body).toBe(200);
    const buid: string = res.json().space.buid;
    expect(res.json().space.is_published).toBe('false');
    const publicList = await t.app.inject({
      method: 'POST',
      url: contract.spacePublic.path,
      payload: {},
    });
    expect(publicList.json().spaces.map((s: { buid: string }) => s.buid)).not.toContain(buid);
    const mine = await t.app.inject({
      method: 'POST',
      url: contract.spaceGet.path,
      headers: { authorization: `Bearer ${restorerToken}` },
      payload: { buid },
    });
    expect(mine.json()).toMatchObject({ buid, is_published: 'false' });
  });

  it('holds every text of the archive to the API text rules: NUL, \\u0001 and \\u001b are refused, naming the field and the POI', async () => {
    const poisJson = () =>
      JSON.parse(strFromU8(unzipSync(archive)['allpois.json'] as Uint8Array)) as {
        pois: Record<string, unknown>[];
      };
    const printerIndex = poisJson().pois.findIndex((p) => p.name === 'Printer');
    const printer = poisJson().pois[printerIndex] as { puid: string };
    const withPrinter = (field: string, value: unknown) => {
      const file = poisJson();
      (file.pois[printerIndex] as Record<string, unknown>)[field] = value;
      return variant({ 'allpois.json': JSON.stringify(file) });
    };
    const poiRefusal = (field: string) =>
      BackupMessages.invalidPoiField(
        'allpois.json',
        { puid: printer.puid },
        field,
        TextInputMessages.controlCharacter,
      );
    for (const bad of ['\u0000', '\u0001', '\u001b']) {
      await expectRefused(
        restoreUpload(withPrinter('tags', ['printer', `sha${bad}red`])),
        400,
        poiRefusal('tags.1'),
      );
      await expectRefused(
        restoreUpload(withPrinter('tags', `printer, sha${bad}red`)),
        400,
        poiRefusal('tags.1'),
      );
      await expectRefused(
        restoreUpload(withPrinter('manufacturer', `Ac${bad}me`)),
        400,
        poiRefusal('manufacturer'),
      );
      await expectRefused(
        restoreUpload(withPrinter('name', `Prin${bad}ter`)),
        400,
        poiRefusal('name'),
      );
      await expectRefused(
        restoreUpload(withPrinter('description', `two${bad}lines`)),
        400,
        poiRefusal('description'),
      );
      await expectRefused(
        restoreUpload(
          withPrinter('warranty', { scope: `par${bad}ts`, expirationDate: '', isLifetime: false }),
        ),
        400,
        poiRefusal('warranty.scope'),
      );

      const building = buildingJson();
      building.space.name = `Engineering${bad}Hall`;
      await expectRefused(
        restoreUpload(variant({ 'building.json': JSON.stringify(building) })),
        400,
        BackupMessages.invalidFile(
          'building.json',
          'space.name',
          TextInputMessages.controlCharacter,
        ),
      );
      const floors = buildingJson();
      floors.floors[0].floor_name = `Gro${bad}und`;
      await expectRefused(
        restoreUpload(variant({ 'building.json': JSON.stringify(floors) })),
        400,
        BackupMessages.invalidFile(
          'building.json',
          'floors.0.floor_name',
          TextInputMessages.controlCharacter,
        ),
      );
      const connections = JSON.parse(
        strFromU8(unzipSync(archive)['allconnections.json'] as Uint8Array),
      );
      connections.connections[0].edge_type = `hall${bad}way`;
      await expectRefused(
        restoreUpload(variant({ 'allconnections.json': JSON.stringify(connections) })),
        400,
        BackupMessages.invalidFile(
          'allconnections.json',
          'connections.0.edge_type',
          TextInputMessages.controlCharacter,
        ),
      );
    }
    // A POI whose puid itself is unusable is named by its place in the file.
    const file = poisJson();
    (file.pois[printerIndex] as Record<string, unknown>).puid = 'poi\u0000x';
    const before = await databaseFingerprint(t.db);
    const res = await restore(restoreUpload(variant({ 'allpois.json': JSON.stringify(file) })));
    expect(res.statusCode, res.body).toBe(400);
    const named = BackupMessages.invalidPoiField(
      'allpois.json',
      { position: printerIndex + 1 },
      'puid',
      '…',
    );
    expect(res.json().message.startsWith(named.slice(0, named.indexOf('…')))).toBe(true);
    expect(await databaseFingerprint(t.db)).toBe(before);
  });

  it('needs a signed-in caller', async () => {
    const upload = restoreUpload(await tinyBuildingArchive());
    const res = await t.app.inject({
      method: 'POST',
      url: contract.spaceRestore.path,
      headers: upload.headers,
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});
