import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { contract, type ResponseOf, ServerImportMessages } from '@indoor/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../db/schema.js';
import { databaseFingerprint } from '../robustness/db-fingerprint.js';
import { smallPlanPng } from '../test/backup-archives.js';
import { insertFloor, insertPoi, insertSpace, insertUser, PLAN_BOUNDS } from '../test/factories.js';
import { multipartBody } from '../test/multipart.js';
import { sampleRadiomapLog, storeRadiomap } from '../test/radiomaps.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { describeEachDatabase } from '../test/test-database.js';

type ImportAnswer = ResponseOf<typeof contract.spaceImportFromServer>;

/** A test server on 127.0.0.1; answers with `handle`, records the requests it got. */
async function startServer(
  handle: (path: string, body: Record<string, unknown>, res: http.ServerResponse) => void,
) {
  const requests: { path: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      requests.push({ path: req.url ?? '', headers: req.headers, body });
      handle(req.url ?? '', body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// ---------------------------------------------------------------------------------------
// Answers exactly as Anyplace 4.3's controllers write them (dmsl/anyplace server/app):
// every value a string; RESPONSE.gzipJsonOk for space/get (the space alone),
// floor/all, pois/space/all, connection/floor/all and floorplans64/all (Content-Encoding
// gzip); RESPONSE.OK for radiomap/floors ({map_url_mean, rss_log_files} with status,
// message and status_code). A connection between two floors is listed on both.

const AP_BUID = 'building_9d0f7c31-6b8e-4c6c-9f7e-2b1f8c1d2e3f_1650000000000';
const apFloor = (n: string, bounds: boolean) => ({
  buid: AP_BUID,
  fuid: `${AP_BUID}_${n}`,
  floor_name: n === '0' ? 'Ground' : 'First',
  floor_number: n,
  description: 'Mall level',
  is_published: 'true',
  ...(bounds
    ? {
        bottom_left_lat: String(PLAN_BOUNDS.bottom_left_lat),
        bottom_left_lng: String(PLAN_BOUNDS.bottom_left_lng),
        top_right_lat: String(PLAN_BOUNDS.top_right_lat),
        top_right_lng: String(PLAN_BOUNDS.top_right_lng),
        zoom: '20',
      }
    : {}),
});
const apPoi = (
  puid: string,
  floor: string,
  name: string,
  type: string,
  lat: string,
  lon: string,
) => ({
  puid,
  buid: AP_BUID,
  floor_number: floor,
  floor_name: floor,
  name,
  description: type === 'None' ? 'Connector' : `${name} shop`,
  pois_type: type,
  is_door: 'false',
  is_building_entrance: 'false',
  coordinates_lat: lat,
  coordinates_lon: lon,
  is_published: 'true',
  url: '',
  image: '',
});
const AP_POIS = [
  apPoi('poi_shoe-shop', '0', 'Shoe shop', 'Shop', '35.13970', '33.40970'),
  apPoi('poi_connector-0', '0', 'Connector', 'None', '35.14000', '33.41000'),
  apPoi('poi_stairs-0', '0', 'Stairs', 'Stair', '35.14010', '33.41010'),
  apPoi('poi_stairs-1', '1', 'Stairs', 'Stair', '35.14010', '33.41010'),
  apPoi('poi_connector-1', '1', 'Connector', 'None', '35.14000', '33.41000'),
  apPoi('poi_book-shop', '1', 'Book shop', 'Shop', '35.14040', '33.41040'),
];
const apConnection = (a: string, b: string, floorA: string, floorB: string, edge: string) => ({
  cuid: `conn_${a}_${b}`,
  pois_a: a,
  pois_b: b,
  floor_a: floorA,
  floor_b: floorB,
  buid: AP_BUID,
  buid_a: AP_BUID,
  buid_b: AP_BUID,
  edge_type: edge,
  weight: '0.004',
  is_published: 'true',
});
const AP_CONNECTIONS = [
  apConnection('poi_shoe-shop', 'poi_connector-0', '0', '0', 'hallway'),
  apConnection('poi_connector-0', 'poi_stairs-0', '0', '0', 'hallway'),
  apConnection('poi_stairs-0', 'poi_stairs-1', '0', '1', 'stair'),
  apConnection('poi_stairs-1', 'poi_connector-1', '1', '1', 'hallway'),
  apConnection('poi_connector-1', 'poi_book-shop', '1', '1', 'hallway'),
];
/** The server's radiomap matrix (RadioMap.scala createRadioMapFrozenAndMean). */
const AP_RADIOMAP =
  '# NaN -110\n# X, Y, HEADING, 00:1d:7e:ae:d4:10, 00:1d:7e:ae:d4:11\n35.13990, 33.40990, 0, -81, -110\n35.14020, 33.41020, 90, -70.5, -65\n';

const AP_RADIOMAP_ERROR = "getByFloorsAll: Can't create  radiomap on-the-fly.";

const gzipJson = (res: http.ServerResponse, value: unknown, status = 200) => {
  const body = gzipSync(JSON.stringify(value));
  res.writeHead(status, {
    'content-encoding': 'gzip',
    'content-length': String(body.byteLength),
    'content-type': 'application/json',
  });
  res.end(body);
};
const plainJson = (res: http.ServerResponse, value: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

function answerAsAnyplace(planBase64: string) {
  return (path: string, body: Record<string, unknown>, res: http.ServerResponse) => {
    const bad = (message: string) =>
      plainJson(res, { status: 'error', message, status_code: 400 }, 400);
    if (
      path !== '/api/mapping/space/get' &&
      path.startsWith('/api/mapping/') &&
      body.buid !== AP_BUID
    )
      return bad('Space does not exist or could not be retrieved.');
    if (path === '/api/mapping/space/get') {
      if (body.buid !== AP_BUID) {
        return plainJson(
          res,
          { status: 'error', message: 'Space not found.', status_code: 404 },
          404,
        );
      }
      return gzipJson(res, {
        buid: AP_BUID,
        name: 'Harbour Mall',
        description: 'Two levels of shops',
        coordinates_lat: '35.14',
        coordinates_lon: '33.41',
        bucode: 'HM',
        is_published: 'true',
        space_type: 'building',
        url: '',
        address: '-',
      });
    }
    if (path === '/api/mapping/floor/all') {
      return gzipJson(res, { floors: [apFloor('0', true), apFloor('1', false)] });
    }
    if (path === '/api/mapping/pois/space/all') return gzipJson(res, { pois: AP_POIS });
    if (path === '/api/mapping/connection/floor/all') {
      // Anyplace reads floor_number with `.as[String]`: a number is an error there.
      if (typeof body.floor_number !== 'string') return bad('floor_number must be a string');
      const floor = body.floor_number;
      return gzipJson(res, {
        connections: AP_CONNECTIONS.filter((c) => c.floor_a === floor || c.floor_b === floor),
      });
    }
    const plans = /^\/api\/floorplans64\/all\/([^/]+)\/(.+)$/.exec(path);
    if (plans) {
      const floors = decodeURIComponent(plans[2] as string).split(' ');
      return gzipJson(res, { all_floors: floors.map((f) => (f === '0' ? planBase64 : '')) });
    }
    if (path === '/api/radiomap/floors') {
      const floors = String(body.floors).split(' ');
      // As getByFloorsAll answers when it cannot build a floor's radiomap.
      if (floors.includes('1')) {
        return plainJson(
          res,
          { status: 'error', message: AP_RADIOMAP_ERROR, status_code: 500 },
          500,
        );
      }
      return plainJson(res, {
        map_url_mean: floors.map((f) => (f === '0' ? f : '')),
        rss_log_files: floors.filter((f) => f === '0').map(() => AP_RADIOMAP),
        status: 'success',
        message: 'Successfully served radio map.',
        status_code: 200,
      });
    }
    return bad('Unknown Action');
  };
}

describeEachDatabase('importing a building from a server', (kind) => {
  let source: TestApp;
  let sourceBase: string;
  let t: TestApp;
  let anyplace: Awaited<ReturnType<typeof startServer>>;
  let rogue: Awaited<ReturnType<typeof startServer>>;
  let unlisted: Awaited<ReturnType<typeof startServer>>;
  let owner: UserRow;
  let admin: UserRow;
  let sourceOwner: UserRow;
  let sourceBuid: string;
  let goneBase: string;
  let fingerprints: number;
  const MB = 1024 * 1024;

  const importAs = (
    caller: UserRow,
    body: { server: string; building: string; api_key?: string },
  ) => t.call(contract.spaceImportFromServer, caller, body);

  beforeAll(async () => {
    // The source: a second instance of this server, listening on 127.0.0.1.
    source = await createTestApp(kind);
    sourceOwner = await insertUser(source.db);
    const space = await insertSpace(source.db, sourceOwner.id, {
      name: 'Science Library',
      description: 'Reading rooms',
      is_published: false,
    });
    sourceBuid = space.buid;
    await insertFloor(source.db, sourceBuid, 0, { floor_name: 'Ground' });
    await insertFloor(source.db, sourceBuid, 1, { floor_name: 'Upper' });
    const plan = multipartBody(
      { json: JSON.stringify({ buid: sourceBuid, floor_number: '0', zoom: 20, ...PLAN_BOUNDS }) },
      { floorplan: { data: await smallPlanPng(), filename: 'p.png', contentType: 'image/png' } },
    );
    const uploaded = await source.app.inject({
      method: 'POST',
      url: contract.floorPlanUpload.path,
      headers: { ...plan.headers, authorization: `Bearer ${await source.tokenFor(sourceOwner)}` },
      payload: plan.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const desk = await insertPoi(source.db, sourceBuid, 0, sourceOwner.id, {
      name: 'Desk',
      coordinates_lat: 35.13971,
      coordinates_lon: 33.40972,
    });
    const lift0 = await insertPoi(source.db, sourceBuid, 0, sourceOwner.id, {
      name: 'Connector',
      description: 'Connector',
      pois_type: 'None',
      coordinates_lat: 35.14003,
      coordinates_lon: 33.41004,
    });
    const lift1 = await insertPoi(source.db, sourceBuid, 1, sourceOwner.id, {
      name: 'Connector',
      description: 'Connector',
      pois_type: 'None',
      coordinates_lat: 35.14003,
      coordinates_lon: 33.41004,
    });
    const stacks = await insertPoi(source.db, sourceBuid, 1, sourceOwner.id, {
      name: 'Stacks',
      coordinates_lat: 35.14041,
      coordinates_lon: 33.41043,
    });
    const edge = (a: typeof desk, b: typeof desk, n: number) => ({
      cuid: `conn_src_${n}`,
      buid: sourceBuid,
      buid_a: sourceBuid,
      buid_b: sourceBuid,
      floor_a: a.floor_number,
      floor_b: b.floor_number,
      pois_a: a.puid,
      pois_b: b.puid,
      weight: 10,
      owner_id: sourceOwner.id,
    });
    await source.db
      .insertInto('connections')
      .values([edge(desk, lift0, 1), edge(lift0, lift1, 2), edge(lift1, stacks, 3)])
      .execute();
    fingerprints = (
      await storeRadiomap(
        source.db,
        { buid: sourceBuid, floor: 0 },
        sampleRadiomapLog({ buid: sourceBuid, floor: 0 }, 4),
      )
    ).fingerprints;
    await source.app.listen({ host: '127.0.0.1', port: 0 });
    sourceBase = `http://127.0.0.1:${(source.app.server.address() as AddressInfo).port}`;

    anyplace = await startServer(answerAsAnyplace((await smallPlanPng()).toString('base64')));
    rogue = await startServer((path, _body, res) => {
      if (path.startsWith('/redirect/')) {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      }
      if (path.startsWith('/huge/')) {
        // Chunked, no length said: counted while read.
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"buid":"');
        res.write('x'.repeat(3 * MB));
        return res.end('"}');
      }
      if (path.startsWith('/slow/')) return; // never answers
      if (path.startsWith('/midway/')) {
        const rest = path.slice('/midway'.length);
        if (rest === '/api/mapping/pois/space/all') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end('<html>maintenance</html>');
        }
        return answerAsAnyplace('')(rest, { buid: AP_BUID, floor_number: '0', floors: '0' }, res);
      }
      plainJson(res, { message: 'no' }, 404);
    });
    unlisted = await startServer((_path, _body, res) => plainJson(res, {}));
    // A listed server that is gone: its port no longer listens.
    const gone = await startServer((_path, _body, res) => plainJson(res, {}));
    goneBase = gone.base;
    await gone.close();

    t = await createTestApp(
      kind,
      {
        IMPORT_ALLOWED_HOSTS: [sourceBase, anyplace.base, rogue.base, goneBase]
          .map((base) => base.replace('http://', ''))
          .join(','),
      },
      { serverImportLimits: { maxAnswerBytes: 2 * MB, requestTimeoutMs: 800 } },
    );
    owner = await insertUser(t.db);
    admin = await insertUser(t.db, { role: 'admin' });
  });

  afterAll(async () => {
    await t?.close();
    await source?.close();
    await anyplace?.close();
    await rogue?.close();
    await unlisted?.close();
  });

  describe('from another instance of this server', () => {
    let answer: ImportAnswer;

    beforeAll(async () => {
      const res = await importAs(owner, {
        server: `${sourceBase}/`,
        building: `${sourceBase}/viewer/?buid=${sourceBuid}&floor=1`,
        // The building is unpublished there: its owner's token lets the import see it.
        api_key: await source.tokenFor(sourceOwner),
      });
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    });

    it('brings every floor, plan, POI, connector, connection and fingerprint', () => {
      expect(answer.received).toEqual({
        floors: 2,
        floor_plans: 1,
        pois: 4,
        connectors: 2,
        connections: 3,
        radiomaps: 1,
        fingerprints,
      });
      expect(answer.refused).toEqual({
        floor: 0,
        floor_plan: 0,
        poi: 0,
        connection: 0,
        radiomap: 0,
      });
      // The connection between the floors is listed by both.
      expect(answer.duplicate_connections).toBe(1);
      expect(answer.space).toMatchObject({
        name: 'Science Library',
        description: 'Reading rooms',
        is_published: 'false',
      });
      expect(answer.space.buid).not.toBe(sourceBuid);
      expect(answer.source).toEqual({
        server: sourceBase.replace('http://', ''),
        buid: sourceBuid,
      });
    });

    it('keeps every coordinate and the plan’s bounds', async () => {
      const read = async (app: TestApp, caller: UserRow, buid: string) => {
        const floors = (await app.call(contract.floorAll, caller, { buid })).json().floors;
        const pois = (await app.call(contract.poisSpaceAll, caller, { buid })).json().pois;
        const connections = (await app.call(contract.connectionSpaceAll, caller, { buid })).json()
          .connections;
        return { floors, pois, connections };
      };
      const before = await read(source, sourceOwner, sourceBuid);
      const after = await read(t, owner, answer.space.buid);
      const bounds = (floor: Record<string, string>) =>
        ['bottom_left_lat', 'bottom_left_lng', 'top_right_lat', 'top_right_lng'].map((key) =>
          floor[key] === undefined ? undefined : Number(floor[key]),
        );
      expect(
        after.floors.map((f: Record<string, string>) => [f.floor_number, f.floor_name]),
      ).toEqual(before.floors.map((f: Record<string, string>) => [f.floor_number, f.floor_name]));
      for (const [i, floor] of after.floors.entries()) {
        const expected = bounds(before.floors[i]);
        bounds(floor).forEach((value, k) => {
          if (expected[k] === undefined) expect(value).toBeUndefined();
          else expect(value).toBeCloseTo(expected[k] as number, 9);
        });
      }
      expect(bounds(after.floors[0])[0]).toBeCloseTo(PLAN_BOUNDS.bottom_left_lat, 9);
      const place = (p: Record<string, string>) =>
        `${p.floor_number} ${p.name} ${p.pois_type} ${Number(p.coordinates_lat).toFixed(9)} ${Number(p.coordinates_lon).toFixed(9)}`;
      expect(after.pois.map(place).sort()).toEqual(before.pois.map(place).sort());
      expect(after.connections).toHaveLength(before.connections.length);
      // Every pulled POI keeps the source's id as its external id (update files match it).
      expect(after.pois.map((p: { external_id?: string }) => p.external_id).sort()).toEqual(
        before.pois.map((p: { puid: string }) => p.puid).sort(),
      );
      const radiomaps = await t.call(contract.radiomapFloors, owner, {
        buid: answer.space.buid,
        floors: '0 1',
      });
      const logs = radiomaps.json().rss_log_files;
      expect(logs.find((l: { floor_number: string }) => l.floor_number === '0').rss_log).not.toBe(
        '',
      );
    });
  });

  describe('from answers shaped as Anyplace 4.3 writes them', () => {
    let answer: ImportAnswer;

    beforeAll(async () => {
      const res = await importAs(owner, {
        server: anyplace.base,
        building: `https://ap.cs.ucy.ac.cy/viewer/?buid=${AP_BUID}&floor=0`,
        api_key: 'apLocal_ABC123ap',
      });
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json();
    });

    it('brings every POI with its connectors, and every connection', () => {
      expect(answer.received).toEqual({
        floors: 2,
        floor_plans: 1,
        pois: AP_POIS.length,
        connectors: 2,
        connections: AP_CONNECTIONS.length,
        radiomaps: 1,
        fingerprints: 2,
      });
      expect(answer.duplicate_connections).toBe(1);
      // A radiomap the server fails to give is refused alone.
      expect(answer.refused_items).toEqual([
        {
          kind: 'radiomap',
          id: '1',
          reason: ServerImportMessages.notGiven(500, AP_RADIOMAP_ERROR),
        },
      ]);
      expect(answer.space.name).toBe('Harbour Mall');
    });

    it('sends the key as Anyplace reads it, and floors as text', () => {
      const connectionCalls = anyplace.requests.filter(
        (r) => r.path === '/api/mapping/connection/floor/all',
      );
      expect(connectionCalls.map((r) => r.body)).toEqual([
        { buid: AP_BUID, floor_number: '0' },
        { buid: AP_BUID, floor_number: '1' },
      ]);
      expect(anyplace.requests.every((r) => r.headers.access_token === 'apLocal_ABC123ap')).toBe(
        true,
      );
    });

    it('finds a route between two shops through the connectors and stairs', async () => {
      const pois = (await t.call(contract.poisSpaceAll, owner, { buid: answer.space.buid })).json()
        .pois as { puid: string; name: string }[];
      const puidOf = (name: string) => pois.find((p) => p.name === name)?.puid;
      // Anyplace's puids survive as external ids: its allpois.json updates this copy.
      expect(
        (pois as { external_id?: string }[]).every((p) => p.external_id?.startsWith('poi_')),
      ).toBe(true);
      const res = await t.call(contract.navigationRoute, owner, {
        pois_from: puidOf('Shoe shop'),
        pois_to: puidOf('Book shop'),
      });
      expect(res.statusCode, res.body).toBe(200);
      const route = res.json();
      expect(route.num_of_pois).toBe(6);
      expect(route.pois.map((p: { floor_number: string }) => p.floor_number)).toEqual([
        '0',
        '0',
        '0',
        '1',
        '1',
        '1',
      ]);
    });

    it('answers 404 for a building the server does not have', async () => {
      const res = await importAs(owner, { server: anyplace.base, building: 'building_missing' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(
        ServerImportMessages.unknownBuilding(
          anyplace.base.replace('http://', ''),
          'building_missing',
        ),
      );
    });
  });

  describe('what it refuses, leaving nothing behind', () => {
    const refused = async (
      caller: () => UserRow,
      body: { server: string; building: string },
      status: number,
      message: string | RegExp,
    ) => {
      const before = await databaseFingerprint(t.db);
      const res = await importAs(caller(), body);
      expect(res.statusCode, res.body).toBe(status);
      if (typeof message === 'string') expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(message);
      expect(await databaseFingerprint(t.db)).toBe(before);
    };
    const host = (server: { base: string }) => server.base.replace('http://', '');

    it('refuses an owner naming a host IMPORT_ALLOWED_HOSTS does not list', async () => {
      await refused(
        () => owner,
        { server: unlisted.base, building: AP_BUID },
        403,
        ServerImportMessages.hostNotListed(host(unlisted)),
      );
      await refused(
        () => owner,
        { server: 'https://ap.cs.ucy.ac.cy', building: AP_BUID },
        403,
        ServerImportMessages.hostNotListed('ap.cs.ucy.ac.cy'),
      );
      expect(unlisted.requests).toEqual([]);
    });

    it('refuses a private address to admins too unless it is listed', async () => {
      await refused(
        () => admin,
        { server: unlisted.base, building: AP_BUID },
        403,
        ServerImportMessages.privateAddress(host(unlisted), '127.0.0.1'),
      );
      // A name is checked on the address it resolves to, when connecting.
      const port = unlisted.port;
      await refused(
        () => admin,
        { server: `http://localhost:${port}`, building: AP_BUID },
        403,
        new RegExp(`^localhost:${port} is a private or local address \\((127\\.0\\.0\\.1|::1)\\)`),
      );
      await refused(
        () => admin,
        { server: 'http://[::ffff:169.254.169.254]', building: AP_BUID },
        403,
        ServerImportMessages.privateAddress('[::ffff:a9fe:a9fe]', '::ffff:a9fe:a9fe'),
      );
      expect(unlisted.requests).toEqual([]);
    });

    it('refuses addresses that are not http or https, and buildings it cannot read', async () => {
      await refused(
        () => admin,
        { server: 'file:///etc/passwd', building: AP_BUID },
        400,
        ServerImportMessages.badServerUrl,
      );
      await refused(
        () => owner,
        { server: anyplace.base, building: 'https://ap.cs.ucy.ac.cy/viewer/?floor=0' },
        400,
        ServerImportMessages.badBuildingReference,
      );
    });

    it('names the server it cannot reach', async () => {
      await refused(
        () => owner,
        { server: goneBase, building: AP_BUID },
        400,
        ServerImportMessages.unreachable(goneBase.replace('http://', ''), 'ECONNREFUSED'),
      );
    });

    it('does not follow a redirect', async () => {
      await refused(
        () => owner,
        { server: `${rogue.base}/redirect`, building: AP_BUID },
        400,
        ServerImportMessages.redirected(host(rogue), 'http://169.254.169.254/latest/meta-data/'),
      );
    });

    it('stops reading an answer larger than the limit', async () => {
      await refused(
        () => owner,
        { server: `${rogue.base}/huge`, building: AP_BUID },
        400,
        ServerImportMessages.answerTooLarge(host(rogue), '/api/mapping/space/get', 2),
      );
    });

    it('stops waiting for a server that does not answer', async () => {
      await refused(
        () => owner,
        { server: `${rogue.base}/slow`, building: AP_BUID },
        400,
        ServerImportMessages.timedOut(host(rogue), 1),
      );
    });

    it('creates nothing when an answer midway is not JSON', async () => {
      const spaces = async () =>
        Number(
          (
            await t.db
              .selectFrom('spaces')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await spaces();
      await refused(
        () => owner,
        { server: `${rogue.base}/midway`, building: AP_BUID },
        400,
        ServerImportMessages.badJson(host(rogue), '/api/mapping/pois/space/all'),
      );
      expect(rogue.requests.map((r) => r.path)).toContain('/midway/api/mapping/floor/all');
      expect(await spaces()).toBe(before);
    });
  });
});
