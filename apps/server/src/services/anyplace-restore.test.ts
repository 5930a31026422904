import fs from 'node:fs';
import {
  AnyplaceRestoreMessages,
  BackupMessages,
  contract,
  type Floor,
  type Poi,
  RadioMessages,
  TextInputMessages,
} from '@indoor/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { databaseFingerprint } from '../robustness/db-fingerprint.js';
import {
  ANYPLACE_BUID,
  ANYPLACE_POIS,
  anyplaceArchive,
  anyplaceLoggerLog,
  anyplacePlanImages,
  anyplacePoisJson,
} from '../test/anyplace-archives.js';
import { restoreUpload } from '../test/backup-archives.js';
import { insertUser } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

describeEachDatabase('anyplace archive restore', (kind) => {
  let t: TestApp;
  let owner: UserRow;
  let token: string;

  const restore = (archive: Buffer) => {
    const upload = restoreUpload(archive);
    return t.app.inject({
      method: 'POST',
      url: contract.spaceRestore.path,
      headers: { ...upload.headers, authorization: `Bearer ${token}` },
      payload: upload.payload,
    });
  };
  const post = async <T>(url: string, body: unknown): Promise<T> => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}` },
      payload: body as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const floorsOf = async (buid: string) =>
    (await post<{ floors: Floor[] }>(contract.floorAll.path, { buid })).floors;

  beforeAll(async () => {
    t = await createTestApp(kind, { DATA_DIR: fs.mkdtempSync('/tmp/anyplace-restore-test-') });
    owner = await insertUser(t.db);
    token = await t.tokenFor(owner);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(t.config.dataDir, { recursive: true, force: true });
  });

  it('restores an Anyplace archive: building, floors, POIs, the connections whose ends exist, radiomaps', async () => {
    const res = await restore(await anyplaceArchive());
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      floors: 3,
      pois: 3,
      connections: 2,
      // Floor 0's matrix: 2 rows heard (the third is all NaN); floor 1's log: 2 scans.
      fingerprints: 4,
      connections_skipped: { missing_poi: 2, other_building: 1, duplicate: 0 },
      plans_to_check: 2,
    });
    // The copy's name says it is the restored one, and so does the success message.
    expect(answer.space.name).toBe(`Computer Science Building${BackupMessages.restoredSuffix}`);
    expect(answer.message).toContain(
      'Restored Computer Science Building (restored) as a new, unpublished building',
    );
    expect(answer.space.buid).not.toBe(ANYPLACE_BUID);
    // Unpublished until its owner has checked where its plans were placed.
    expect(answer.space.is_published).toBe('false');
    expect(answer.message).toContain(
      AnyplaceRestoreMessages.skippedConnections({ missingPoi: 2, otherBuilding: 1, duplicate: 0 }),
    );
    expect(answer.message).toContain(AnyplaceRestoreMessages.plansPlaced(2));
    // The archive's connections run through connectors it lacks: it says so plainly, and where
    // the walking graph can come from instead.
    expect(answer.message).toContain(AnyplaceRestoreMessages.graphNotCarried(2));
    expect(answer.message).toContain('Import from a server');
    const buid: string = answer.space.buid;

    const floors = await floorsOf(buid);
    expect(floors.map((f) => [f.floor_number, f.plan_placement_to_check])).toEqual([
      ['0', 'true'],
      ['1', 'true'],
      ['2', undefined],
    ]);

    const { pois } = await post<{ pois: Poi[] }>(contract.poisSpaceAll.path, { buid });
    const byName = new Map(pois.map((p) => [p.name, p]));
    expect([...byName.keys()].sort()).toEqual(['Main entrance', 'Office 201', 'Room 101']);
    const entrance = byName.get('Main entrance') as Poi;
    expect(entrance).toMatchObject({
      floor_number: '0',
      pois_type: 'Entrance',
      is_building_entrance: 'true',
      description: 'Doors to the car park',
      coordinates_lat: '35.14462',
    });
    // Fresh ids: no POI keeps its Anyplace puid, which each keeps as its external id.
    const oldPuids: string[] = Object.values(ANYPLACE_POIS).map((p) => p.puid);
    expect(pois.some((p) => oldPuids.includes(p.puid))).toBe(false);
    expect(entrance.external_id).toBe(ANYPLACE_POIS.entrance.puid);
    expect(pois.map((p) => p.external_id).sort()).toEqual([...oldPuids].sort());

    const { connections } = await post<{
      connections: { pois_a: string; pois_b: string; floor_a: string; floor_b: string }[];
    }>(contract.connectionSpaceAll.path, { buid });
    const named = (puid: string) => pois.find((p) => p.puid === puid)?.name;
    expect(
      connections.map((c) => [named(c.pois_a), named(c.pois_b), c.floor_a, c.floor_b]).sort(),
    ).toEqual([
      ['Main entrance', 'Room 101', '0', '0'],
      ['Office 201', 'Room 101', '1', '0'],
    ]);

    // Each plan is laid over its floor's POIs and fingerprints, with its aspect ratio kept.
    const floor0 = floors[0] as Floor;
    const box = {
      s: Number(floor0.bottom_left_lat),
      w: Number(floor0.bottom_left_lng),
      n: Number(floor0.top_right_lat),
      e: Number(floor0.top_right_lng),
    };
    for (const [lat, lon] of [
      [35.14462, 33.41145],
      [35.1447, 33.4116],
      [35.14455, 33.41139],
      [35.14471, 33.41168],
    ] as const) {
      expect(lat > box.s && lat < box.n && lon > box.w && lon < box.e, `${lat} ${lon}`).toBe(true);
    }
    const corners = floor0.plan_corners as [number, number][];
    const [tl, tr, , bl] = corners as [
      [number, number],
      [number, number],
      unknown,
      [number, number],
    ];
    const widthM = (tr[0] - tl[0]) * 111_320 * Math.cos((35.1446 * Math.PI) / 180);
    const heightM = (tl[1] - bl[1]) * 110_574;
    expect(widthM / heightM).toBeCloseTo(80 / 40, 1);

    const radiomap = await post<{ rss_log_files: { floor_number: string; rss_log: string }[] }>(
      contract.radiomapFloors.path,
      { buid, floors: '0 1 2' },
    );
    expect(radiomap.rss_log_files.map((f) => f.rss_log.split('\n').length - 2)).toEqual([3, 3, -1]);

    // The owner sets the plan again: the mark goes.
    const { png } = await anyplacePlanImages();
    const plan = multipartBody(
      {
        json: JSON.stringify({
          buid,
          floor_number: '0',
          zoom: 20,
          bottom_left_lat: box.s,
          bottom_left_lng: box.w,
          top_right_lat: box.n,
          top_right_lng: box.e,
        }),
      },
      { floorplan: { data: png, filename: '0.png', contentType: 'image/png' } },
    );
    const set = await t.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: { ...plan.headers, authorization: `Bearer ${token}` },
      payload: plan.payload,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await floorsOf(buid)).map((f) => f.plan_placement_to_check)).toEqual([
      undefined,
      'true',
      undefined,
    ]);
  });

  it('restores an archive of POIs only, and reads plans whatever format their .png holds', async () => {
    const res = await restore(
      await anyplaceArchive({
        'allconnections.json': undefined,
        'radiomaps/0-radiomap.txt': undefined,
        'radiomaps/1-radiomap.txt': undefined,
        'radiomaps/2-radiomap.txt': undefined,
        'radiomaps/': undefined,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      floors: 3,
      pois: 3,
      connections: 0,
      fingerprints: 0,
      connections_skipped: { missing_poi: 0, other_building: 0, duplicate: 0 },
      plans_to_check: 2,
    });
  });

  it('refuses bad Anyplace archives with the entry and line, changing nothing', async () => {
    const cases: [Record<string, string | undefined>, string | RegExp][] = [
      [
        { 'radiomaps/1-radiomap.txt': anyplaceLoggerLog(1, 'building_other') },
        BackupMessages.badEntry(
          'radiomaps/1-radiomap.txt',
          RadioMessages.wrongBuilding(2, 'building_other', ANYPLACE_BUID),
        ),
      ],
      [
        { 'radiomaps/1-radiomap.txt': anyplaceLoggerLog(1).replace('-76 1 ', '-76 2 ') },
        BackupMessages.badEntry('radiomaps/1-radiomap.txt', RadioMessages.wrongFloor(5, '2', 1)),
      ],
      [
        { 'allpois.json': anyplacePoisJson().replace('"35.144700"', '"north"') },
        BackupMessages.badPoiPosition(ANYPLACE_POIS.room.puid),
      ],
      [{ 'allpois.json': '{"building": ' }, BackupMessages.badJson('allpois.json')],
      // Every text is held to the API's text rules, naming the field and the POI.
      ...['\u0000', '\u0001', '\u001b'].flatMap(
        (bad): [Record<string, string | undefined>, string | RegExp][] => {
          const withPoi = (field: string, value: string) => {
            const file = JSON.parse(anyplacePoisJson());
            file.building.floors[0].pois[1][field] = value;
            return { 'allpois.json': JSON.stringify(file) };
          };
          const refused = (field: string) =>
            BackupMessages.invalidPoiField(
              'allpois.json',
              { puid: ANYPLACE_POIS.room.puid },
              field,
              TextInputMessages.controlCharacter,
            );
          const building = JSON.parse(anyplacePoisJson());
          building.building.name = `Computer${bad}Science`;
          return [
            [withPoi('name', `Room${bad}101`), refused('name')],
            [withPoi('description', `a${bad}b`), refused('description')],
            [withPoi('pois_type', `Ro${bad}om`), refused('pois_type')],
            [
              { 'allpois.json': JSON.stringify(building) },
              BackupMessages.invalidFile(
                'allpois.json',
                'building.name',
                TextInputMessages.controlCharacter,
              ),
            ],
          ];
        },
      ),
      [{ 'allpois.json': undefined }, BackupMessages.missingBuilding],
    ];
    for (const [changes, message] of cases) {
      const before = await databaseFingerprint(t.db);
      const res = await restore(await anyplaceArchive(changes));
      expect(res.statusCode, res.body).toBe(400);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
      expect(await databaseFingerprint(t.db)).toBe(before);
    }
  });
});
