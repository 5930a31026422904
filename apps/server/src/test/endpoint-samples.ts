import { randomUUID } from 'node:crypto';
import { latLngToWorldPixel, type Role, zipImdfArchive } from '@indoor/domain';
import { makeImdfArchive } from '@indoor/domain/testing';
import sharp from 'sharp';
import type { SpaceRow, UserRow } from '../db/schema.js';
import { restoreUpload, tinyBuildingArchive } from './backup-archives.js';
import {
  insertCampus,
  insertConnection,
  insertFloor,
  insertPoi,
  insertSpace,
  insertUser,
  PLAN_BOUNDS,
} from './factories.js';
import { multipartBody } from './multipart.js';
import { sampleRadiomapLog, storeRadiomap } from './radiomaps.js';
import type { TestApp } from './test-app.js';

export interface SampleFixtures {
  users: Record<Role, UserRow>;
  /** A user whose role tests may change. */
  target: UserRow;
  /** A published space owned by the 'user' caller, with floor 0. */
  space: SpaceRow;
  /** A campus owned by the 'user' caller. */
  campusId: string;
  /** Two connected POIs on floor 0 of the space. */
  poiA: string;
  poiB: string;
  /** A valid access token of the 'user' caller. */
  userToken: string;
  db: TestApp['db'];
  /** A new space like `space`: same owner, publication, co-owners and assigned auditors. */
  newSpace: () => Promise<SpaceRow>;
  /**
   * Where the sample audit routes are planned: a space like `space` that the 'planner'
   * caller co-owns (planners plan routes only there), with two POIs on floor 0.
   */
  auditSpace: { buid: string; poiA: string; poiB: string };
  /**
   * A new floor of `space` whose plan was uploaded twice by the owner: `live` is its plan
   * now, `kept` the one it replaced (what a restore makes live again).
   */
  replacedPlanFloor: () => Promise<{ floorNumber: number; live: string; kept: string }>;
}

/** How the sample space is shared: the permission matrix also works on an unpublished one. */
export interface SampleSpaceOptions {
  published?: boolean;
  /** Ends the names of the space, its floor and its POIs: a caller who cannot see them never reads it. */
  marker?: string;
  coOwners?: readonly string[];
  auditors?: readonly string[];
  /**
   * Written into every asset field of text of the two sample POIs (manufacturer, model and
   * serial numbers, link, tags, warranty scope, the last audit's auditor), which also get
   * a price, a purchase date and a last audit: only callers who may see the space's asset
   * details ever read it.
   */
  assetMarker?: string;
}

export type SampleRequest = {
  body?: Record<string, unknown>;
  params?: Record<string, string>;
  /** A non-JSON request (the multipart upload): sent as is. */
  raw?: { payload: Buffer; headers: Record<string, string> };
};

let planPng: Buffer | null = null;
async function smallPlan(): Promise<Buffer> {
  planPng ??= await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dde' } })
    .png()
    .toBuffer();
  return planPng;
}

let counter = 100;
const next = () => {
  counter += 1;
  return counter;
};

/**
 * One valid request per endpoint of the contract (every id is listed; a new endpoint
 * without a sample fails the tests that use this table). Requests that destroy
 * something create what they destroy first.
 */
export const ENDPOINT_SAMPLES: Record<
  string,
  (f: SampleFixtures) => SampleRequest | Promise<SampleRequest>
> = {
  getVersion: () => ({}),
  getHealth: () => ({}),
  getClientConfig: () => ({}),
  spacePublic: () => ({ body: {} }),
  spaceAdd: () => ({ body: { name: 'New hall', coordinates_lat: 35.1, coordinates_lon: 33.4 } }),
  spaceRestore: async () => ({ raw: restoreUpload(await tinyBuildingArchive()) }),
  /** Names a private address no configuration lists: refused before anything is sent. */
  spaceImportFromServer: () => ({
    body: { server: 'http://127.0.0.1:9', building: 'building_sample' },
  }),
  spaceGet: (f) => ({ body: { buid: f.space.buid } }),
  spaceUpdate: (f) => ({ body: { buid: f.space.buid, description: `edited ${next()}` } }),
  /** Moves the space onto its own point: allowed, and leaves every position as it was. */
  spaceMove: (f) => ({
    body: {
      buid: f.space.buid,
      coordinates_lat: f.space.coordinates_lat,
      coordinates_lon: f.space.coordinates_lon,
    },
  }),
  spaceDelete: async (f) => ({ body: { buid: (await f.newSpace()).buid } }),
  spaceAccessible: () => ({ body: {} }),
  spaceSearch: () => ({ body: { query: 'Test' } }),
  spaceAssignedAuditors: (f) => ({ params: { buid: f.space.buid } }),
  spaceCoOwners: (f) => ({ params: { buid: f.space.buid } }),
  campusAdd: (f) => ({ body: { name: 'Campus', buids: [f.space.buid] } }),
  campusGet: (f) => ({ body: { cuid: f.campusId } }),
  campusUpdate: (f) => ({ body: { cuid: f.campusId, description: `edited ${next()}` } }),
  campusDelete: async (f) => ({
    body: { cuid: await insertCampus(f.db, f.users.user.id, f.space.buid) },
  }),
  campusUser: () => ({ body: {} }),
  campusImdfExport: (f) => ({ body: { cuid: f.campusId } }),
  shortLinkCreate: (f) => ({ body: { buid: f.space.buid } }),
  poisSearch: () => ({ body: { query: 'Room' } }),
  floorAll: (f) => ({ body: { buid: f.space.buid } }),
  poisAdd: (f) => ({
    body: {
      buid: f.space.buid,
      floor_number: 0,
      name: 'Office',
      pois_type: 'Office',
      coordinates_lat: '35.14',
      coordinates_lon: '33.41',
    },
  }),
  poisUpdate: (f) => ({ body: { puid: f.poiA, description: `edited ${next()}` } }),
  poisDelete: async (f) => ({
    body: { puid: (await insertPoi(f.db, f.space.buid, 0, f.users.user.id)).puid },
  }),
  poisFloorAll: (f) => ({ body: { buid: f.space.buid, floor_number: '0' } }),
  poisSpaceAll: (f) => ({ body: { buid: f.space.buid } }),
  assetRegister: () => ({ body: {} }),
  connectionAdd: async (f) => {
    const a = await insertPoi(f.db, f.space.buid, 0, f.users.user.id);
    const b = await insertPoi(f.db, f.space.buid, 0, f.users.user.id);
    return { body: { pois_a: a.puid, pois_b: b.puid } };
  },
  connectionDelete: async (f) => {
    const a = await insertPoi(f.db, f.space.buid, 0, f.users.user.id);
    const b = await insertPoi(f.db, f.space.buid, 0, f.users.user.id);
    return {
      body: { cuid: await insertConnection(f.db, f.space.buid, a.puid, b.puid, f.users.user.id) },
    };
  },
  connectionFloorAll: (f) => ({ body: { buid: f.space.buid, floor_number: 0 } }),
  connectionSpaceAll: (f) => ({ body: { buid: f.space.buid } }),
  spaceGraphIssues: (f) => ({ params: { buid: f.space.buid } }),
  navigationRoute: (f) => ({ body: { pois_from: f.poiA, pois_to: f.poiB } }),
  /** To a room with a door: the walk ends at poiB, 1 m from the door's middle. */
  navigationRouteToRoom: async (f) => ({
    body: { pois_from: f.poiA, unit_to: await insertSampleRoomAtPoi(f, f.poiB) },
  }),
  navigationRouteCoordinates: (f) => ({
    body: { coordinates_lat: 35.14, coordinates_lon: 33.41, floor_number: 0, pois_to: f.poiB },
  }),
  floorAdd: (f) => ({ body: { buid: f.space.buid, floor_number: next(), floor_name: 'F' } }),
  floorUpdate: (f) => ({
    body: { buid: f.space.buid, floor_number: 0, description: `d ${next()}` },
  }),
  floorDelete: async (f) => {
    const floorNumber = next();
    await insertFloor(f.db, f.space.buid, floorNumber);
    return { body: { buid: f.space.buid, floor_number: floorNumber } };
  },
  floorPlanUpload: async (f) => ({ raw: await samplePlanUpload(f.space.buid, 0) }),
  floorTile: (f) => ({ params: { buid: f.space.buid, floor_number: '0', ...PLAN_CENTRE_TILE } }),
  // Kept plan versions: each request acts on a floor of its own whose plan was replaced.
  floorPlanRestore: async (f) => {
    const floor = await f.replacedPlanFloor();
    return {
      body: { buid: f.space.buid, floor_number: floor.floorNumber, plan_version: floor.kept },
    };
  },
  floorPlanPlace: async (f) => {
    const floor = await f.replacedPlanFloor();
    return {
      body: {
        buid: f.space.buid,
        floor_number: floor.floorNumber,
        plan_version: floor.live,
        zoom: 19,
        // The sample plan moved a little east.
        corners: [
          [33.4097, 35.1402],
          [33.4105, 35.1402],
          [33.4105, 35.1398],
          [33.4097, 35.1398],
        ],
      },
    };
  },
  floorPlanBase64: (f) => ({ params: { buid: f.space.buid, floor_number: '0' } }),
  floorPlansBase64All: (f) => ({ params: { buid: f.space.buid, floors: '0 1' } }),
  radiomapUpload: (f) => ({
    raw: multipartBody(
      { json: JSON.stringify({ buid: f.space.buid, floor: '0' }) },
      {
        radiomap: {
          data: Buffer.from(sampleRadiomapLog({ buid: f.space.buid, floor: 0 })),
          filename: 'radiomap.txt',
          contentType: 'text/plain',
        },
      },
    ),
  }),
  radiomapFloors: (f) => ({ body: { buid: f.space.buid, floors: '0 1' } }),
  radiomapDelete: async (f) => {
    const floor = next();
    await insertFloor(f.db, f.space.buid, floor);
    await storeRadiomap(
      f.db,
      { buid: f.space.buid, floor },
      sampleRadiomapLog({ buid: f.space.buid, floor }),
    );
    return { body: { buid: f.space.buid, floor } };
  },
  radiomapTime: (f) => ({ body: { buid: f.space.buid, floor: '0' } }),
  heatmapFloorAverage: (f) => ({
    params: { level: '1' },
    body: { buid: f.space.buid, floor: '0' },
  }),
  heatmapFloorAverageTimestamp: (f) => ({
    params: { level: '2' },
    body: { buid: f.space.buid, floor: 0, timestampX: '0', timestampY: String(Date.now()) },
  }),
  userRegister: () => ({
    body: {
      name: 'New Person',
      email: `p${next()}@example.org`,
      username: `person${next()}`,
      password: 'long password',
    },
  }),
  userLogin: (f) => ({ body: { username: f.users.user.username, password: 'not the password' } }),
  userRefresh: (f) => ({ body: { access_token: f.userToken } }),
  userLoginGoogle: () => ({ body: { name: 'G', external: 'google', access_token: 'a.b.c' } }),
  permissionsUsers: () => ({}),
  authUsersRole: (f) => ({ body: { userId: f.target.id, role: 'moderator' } }),
  radiomapFingerprintsGrid: (f) => ({
    params: { level: '2' },
    body: { buid: f.space.buid, floor: '0', timestampX: '0', timestampY: String(Date.now()) },
  }),
  radiomapFingerprintsTile: (f) => ({
    body: { buid: f.space.buid, floor: 0, x: 627434, y: 419430, z: 20 },
  }),
  heatmapFloorAverageTiles: (f) => ({
    body: { buid: f.space.buid, floor: '0', x: '627434', y: '419430', z: '20' },
  }),
  heatmapFloorAverageTimestampTiles: (f) => ({
    body: {
      buid: f.space.buid,
      floor: 0,
      x: 627434,
      y: 419430,
      z: 20,
      timestampX: '0',
      timestampY: String(Date.now()),
    },
  }),
  radiomapDeleteBbox: async (f) => ({
    body: { ...(await surveyedSampleFloor(f)), lat1: '35.2', lon1: '33.5', lat2: 35, lon2: 33.3 },
  }),
  radiomapDeleteBboxTime: async (f) => ({
    body: {
      ...(await surveyedSampleFloor(f)),
      lat1: 35,
      lon1: 33.3,
      lat2: 35.2,
      lon2: 33.5,
      timestampX: '0',
      timestampY: String(Date.now()),
    },
  }),
  radiomapDeleteTime: async (f) => ({
    body: { ...(await surveyedSampleFloor(f)), timestampX: 0 },
  }),
  // Access points and the radio heatmap at a POI.
  accessPointsFloor: (f) => ({ body: { buid: f.space.buid, floor: '0' } }),
  accessPointsIds: () => ({ body: { ids: ['00:1d:7e:ae:d4:10', '02:00:00:00:00:01'] } }),
  // Positioning a scan of the sample radiomap's access points.
  positionEstimate: async (f) => ({
    body: {
      ...(await surveyedSampleFloor(f)),
      APs: [{ bssid: '00:1d:7e:ae:d4:10', rss: -61 }],
    },
  }),
  positionPredictFloor: async (f) => {
    await surveyedSampleFloor(f);
    const reading = { MAC: '00:1d:7e:ae:d4:10', rss: -61 };
    return {
      body: { buid: f.space.buid, dlat: '35.14', dlong: '33.41', first: reading, wifi: [reading] },
    };
  },
  // The accuracy map of a floor without fingerprints: an empty map, nothing computed.
  positionAccesMap: (f) => ({ body: { buid: f.space.buid, floor: '0' } }),
  radioHeatmapPoi: (f) => ({
    body: {
      buid: f.space.buid,
      floor: '0',
      coordinates_lat: '35.14',
      coordinates_lon: '33.41',
      range: '1',
    },
  }),
  // Audit routes: a route planned by 'planner' for 'auditor' over the audit space's two POIs.
  auditRoutesList: () => ({}),
  auditRouteCreate: async (f) => ({ body: await auditRouteSampleBody(f) }),
  auditRouteGet: async (f) => ({ params: { id: await insertAuditRouteSample(f) } }),
  auditRouteUpdate: async (f) => ({
    params: { id: await insertAuditRouteSample(f) },
    body: { ...(await auditRouteSampleBody(f)), name: `Edited ${next()}` },
  }),
  auditRouteDelete: async (f) => ({ params: { id: await insertAuditRouteSample(f) } }),
  auditRouteRecordResult: async (f) => ({
    params: { id: await insertAuditRouteSample(f) },
    body: { puid: f.auditSpace.poiA, result: 'found', note: 'In place' },
  }),
  auditRouteResultsCsv: async (f) => ({ params: { id: await insertAuditRouteSample(f) } }),
  auditRouteResultsXlsx: async (f) => ({ params: { id: await insertAuditRouteSample(f) } }),
  // Account administration: each change acts on a new auditor working for the sample planner.
  accountProfileUpdate: () => ({
    body: { name: `Renamed ${next()}`, email: `renamed${next()}@example.org` },
  }),
  /** The sample accounts have no password (as federated ones): the change is refused with a message. */
  accountPasswordChange: () => ({
    body: { current_password: 'not the password', new_password: 'a brand new password' },
  }),
  authUsersCreate: (f) => ({
    body: {
      username: `made${next()}`,
      name: 'Made Person',
      email: '',
      role: 'auditor',
      assigned_planner: f.users.planner.id,
    },
  }),
  authUsersResetPassword: async (f) => ({ body: { userId: await plannersNewAuditor(f) } }),
  authUsersDisabled: async (f) => ({
    body: { userId: await plannersNewAuditor(f), disabled: true },
  }),
  authUsersDelete: async (f) => ({ body: { userId: await plannersNewAuditor(f) } }),
  // Rooms and doors: each new room is a square of its own on floor 0, apart from the others.
  unitsFloorAll: (f) => ({ body: { buid: f.space.buid, floor_number: 0 } }),
  unitAdd: (f) => ({
    body: { buid: f.space.buid, floor_number: 0, name: 'Office', polygon: sampleSquare(next()) },
  }),
  unitUpdate: async (f) => ({ body: { id: await insertSampleUnit(f), name: `Renamed ${next()}` } }),
  unitDelete: async (f) => ({ body: { id: await insertSampleUnit(f) } }),
  openingAdd: async (f) => {
    const n = next();
    const unitId = await insertSampleUnit(f, n);
    const [a, b] = sampleSquare(n) as [[number, number], [number, number]];
    return { body: { buid: f.space.buid, floor_number: 0, unit_id: unitId, line: [a, b] } };
  },
  openingDelete: async (f) => {
    const n = next();
    const unitId = await insertSampleUnit(f, n);
    const [a, b] = sampleSquare(n);
    const id = randomUUID();
    await f.db
      .insertInto('openings')
      .values({
        id,
        buid: f.space.buid,
        floor_number: 0,
        unit_id: unitId,
        category: 'pedestrian',
        geometry: JSON.stringify({ type: 'LineString', coordinates: [a, b] }),
      })
      .execute();
    return { body: { id } };
  },
  /** Puts one room with a door on a new floor of the space. */
  unitsFloorReplace: async (f) => {
    const floorNumber = next();
    await insertFloor(f.db, f.space.buid, floorNumber);
    const square = sampleSquare(floorNumber);
    const unitId = randomUUID();
    return {
      body: {
        buid: f.space.buid,
        floor_number: floorNumber,
        units: [{ id: unitId, name: 'Hall', category: 'lobby', polygon: square }],
        openings: [{ id: randomUUID(), unit_id: unitId, line: square.slice(0, 2) }],
      },
    };
  },
  /** The walking paths of floor 0, whose sample rooms and doors come and go. */
  unitsFloorConnectors: (f) => ({ body: { buid: f.space.buid, floor_number: 0 } }),
  spaceImdfExport: (f) => ({ body: { buid: f.space.buid } }),
  spaceImdfDownload: (f) => ({ params: { buid: f.space.buid } }),
  /** A small valid IMDF archive: imported as a new building of the caller. */
  spaceImdfImport: () => ({ raw: restoreUpload(zipImdfArchive(makeImdfArchive())) }),
};

/** A closed square about 4 m wide, the n-th along a row east of the sample space's point. */
function sampleSquare(n: number): [number, number][] {
  const west = 33.41 + n * 1e-4;
  const [east, south, north] = [west + 5e-5, 35.14, 35.14 + 4e-5];
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

/** A room on floor 0 of the sample space (the n-th square); returns its id. */
async function insertSampleUnit(f: SampleFixtures, n = next()): Promise<string> {
  const id = randomUUID();
  await f.db
    .insertInto('units')
    .values({
      id,
      buid: f.space.buid,
      floor_number: 0,
      name: 'Sample room',
      category: 'room',
      geometry: JSON.stringify({ type: 'Polygon', coordinates: [sampleSquare(n)] }),
    })
    .execute();
  return id;
}

/**
 * A room around a POI of the sample space (a 4 m square west of it) with a door in its east
 * wall beside the POI; returns the room's id.
 */
async function insertSampleRoomAtPoi(f: SampleFixtures, puid: string): Promise<string> {
  const poi = await f.db
    .selectFrom('pois')
    .select(['coordinates_lat', 'coordinates_lon', 'floor_number'])
    .where('puid', '=', puid)
    .executeTakeFirstOrThrow();
  const [lat, lon] = [poi.coordinates_lat, poi.coordinates_lon];
  const dLat = 2 / 111_195;
  const dLon = 2 / (111_195 * Math.cos((lat * Math.PI) / 180));
  // The east wall runs 1 m east of the POI; the room reaches 4 m west of it.
  const east = lon + dLon / 2;
  const west = east - 2 * dLon;
  const square = [
    [west, lat - dLat],
    [east, lat - dLat],
    [east, lat + dLat],
    [west, lat + dLat],
    [west, lat - dLat],
  ];
  const id = randomUUID();
  await f.db
    .insertInto('units')
    .values({
      id,
      buid: f.space.buid,
      floor_number: poi.floor_number,
      name: 'Sample destination',
      category: 'room',
      geometry: JSON.stringify({ type: 'Polygon', coordinates: [square] }),
    })
    .execute();
  await f.db
    .insertInto('openings')
    .values({
      id: randomUUID(),
      buid: f.space.buid,
      floor_number: poi.floor_number,
      unit_id: id,
      category: 'pedestrian',
      geometry: JSON.stringify({
        type: 'LineString',
        coordinates: [
          [east, lat - dLat / 4],
          [east, lat + dLat / 4],
        ],
      }),
    })
    .execute();
  return id;
}

/** A new local auditor working for the sample planner; returns its id. */
async function plannersNewAuditor(f: SampleFixtures): Promise<string> {
  const row = await insertUser(f.db, {
    role: 'auditor',
    assigned_planner: f.users.planner.id,
    password_hash: 'not-a-hash',
  });
  return row.id;
}

/** The sample floor-plan upload (multipart) of a floor, over PLAN_BOUNDS. */
async function samplePlanUpload(buid: string, floorNumber: number) {
  return multipartBody(
    {
      json: JSON.stringify({
        buid,
        floor_number: String(floorNumber),
        zoom: 19,
        bottom_left_lat: 35.1398,
        bottom_left_lng: 33.4096,
        top_right_lat: 35.1402,
        top_right_lng: 33.4104,
      }),
    },
    { floorplan: { data: await smallPlan(), filename: 'plan.png', contentType: 'image/png' } },
  );
}

/** The z20 tile at the centre of PLAN_BOUNDS: a floor plan placed there covers it. */
const PLAN_CENTRE_TILE = (() => {
  const centre = latLngToWorldPixel(
    {
      lat: (PLAN_BOUNDS.bottom_left_lat + PLAN_BOUNDS.top_right_lat) / 2,
      lon: (PLAN_BOUNDS.bottom_left_lng + PLAN_BOUNDS.top_right_lng) / 2,
    },
    20,
  );
  return { z: '20', x: String(Math.floor(centre.x / 256)), y: String(Math.floor(centre.y / 256)) };
})();

/** A new floor of the sample space with a small radiomap: what the fingerprint deletions delete. */
async function surveyedSampleFloor(f: SampleFixtures): Promise<{ buid: string; floor: number }> {
  const floor = next();
  await insertFloor(f.db, f.space.buid, floor);
  await storeRadiomap(
    f.db,
    { buid: f.space.buid, floor },
    sampleRadiomapLog({ buid: f.space.buid, floor }),
  );
  return { buid: f.space.buid, floor };
}

/** The sample auditor works for the sample planner (what a planner's route needs). */
async function assignSampleAuditor(f: SampleFixtures): Promise<void> {
  await f.db
    .updateTable('users')
    .set({ assigned_planner: f.users.planner.id })
    .where('id', '=', f.users.auditor.id)
    .execute();
}

async function auditRouteSampleBody(f: SampleFixtures) {
  await assignSampleAuditor(f);
  return {
    name: 'Sample audit',
    assigned_auditors: [f.users.auditor.username],
    building_id: f.auditSpace.buid,
    floor_number: 0,
    pois: [
      { puid: f.auditSpace.poiA, order: 1 },
      { puid: f.auditSpace.poiB, order: 2 },
    ],
    optimization_method: 'nearest-neighbor',
    estimated_time: 5,
  };
}

/** A stored route of the sample planner, assigned to the sample auditor; returns its id. */
async function insertAuditRouteSample(f: SampleFixtures): Promise<string> {
  await assignSampleAuditor(f);
  const id = `route_sample_${next()}`;
  await f.db
    .insertInto('audit_routes')
    .values({
      id,
      name: 'Sample audit',
      building_id: f.auditSpace.buid,
      floor_number: 0,
      pois: JSON.stringify(
        [f.auditSpace.poiA, f.auditSpace.poiB].map((puid, i) => ({
          puid,
          name: `Room ${i + 1}`,
          order: i + 1,
          lat: 35.14,
          lon: 33.41,
          pois_type: 'Room',
        })),
      ),
      assigned_auditors: [f.users.auditor.id],
      created_by: f.users.planner.id,
    })
    .execute();
  return id;
}

/** Asset details carrying `marker` in every text, with a last audit (see SampleSpaceOptions). */
function sampleAssetFields(marker: string) {
  return {
    manufacturer: `Maker ${marker}`,
    model_number: `Model ${marker}`,
    serial_number: `SN ${marker}`,
    purchase_date: '2023-04-05',
    price: 1234.5,
    quantity: 7,
    link: `https://example.org/${marker}`,
    tags: [`tag-${marker}`],
    warranty: JSON.stringify({
      scope: `Scope ${marker}`,
      expirationDate: '2031-01-01',
      isLifetime: false,
    }),
    last_audit_at: '2025-06-01T10:00:00Z',
    last_audit_result: 'found',
    last_audit_by: `auditor-${marker}`,
  };
}

export async function createSampleFixtures(
  t: TestApp,
  users: Record<Role, UserRow>,
  target: UserRow,
  options: SampleSpaceOptions = {},
) {
  const marker = options.marker ? ` ${options.marker}` : '';
  const newSpace = async (moreCoOwners: readonly string[] = []) => {
    const row = await insertSpace(t.db, users.user.id, {
      name: `Test Hall${marker}`,
      is_published: options.published ?? true,
      co_owners: [...(options.coOwners ?? []), ...moreCoOwners],
    });
    for (const auditor of options.auditors ?? []) {
      await t.db
        .insertInto('space_auditors')
        .values({ buid: row.buid, user_id: auditor })
        .execute();
    }
    return row;
  };
  const space = await newSpace();
  await insertFloor(t.db, space.buid, 0, { ...PLAN_BOUNDS, floor_name: `Ground${marker}` });
  const assets = options.assetMarker ? sampleAssetFields(options.assetMarker) : {};
  const poiA = await insertPoi(t.db, space.buid, 0, users.user.id, {
    name: `Room A${marker}`,
    ...assets,
  });
  const poiB = await insertPoi(t.db, space.buid, 0, users.user.id, {
    name: `Room B${marker}`,
    coordinates_lat: 35.1401,
    ...assets,
  });
  await insertConnection(t.db, space.buid, poiA.puid, poiB.puid, users.user.id);
  const audited = await newSpace([users.planner.id]);
  await insertFloor(t.db, audited.buid, 0, { ...PLAN_BOUNDS, floor_name: `Ground${marker}` });
  const auditSpace = {
    buid: audited.buid,
    poiA: (await insertPoi(t.db, audited.buid, 0, users.user.id, { name: `Desk A${marker}` })).puid,
    poiB: (
      await insertPoi(t.db, audited.buid, 0, users.user.id, {
        name: `Desk B${marker}`,
        coordinates_lat: 35.1401,
      })
    ).puid,
  };
  const replacedPlanFloor = async () => {
    const floorNumber = next();
    await insertFloor(t.db, space.buid, floorNumber);
    const versions: string[] = [];
    for (let upload = 0; upload < 2; upload++) {
      const raw = await samplePlanUpload(space.buid, floorNumber);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/mapping/floor/floorplan/upload',
        headers: { ...raw.headers, authorization: `Bearer ${await t.tokenFor(users.user)}` },
        payload: raw.payload,
      });
      if (res.statusCode !== 200) throw new Error(`sample plan upload failed: ${res.body}`);
      versions.push(res.json().floor.plan_version);
    }
    const [kept, live] = versions as [string, string];
    return { floorNumber, live, kept };
  };
  return {
    replacedPlanFloor,
    auditSpace,
    poiA: poiA.puid,
    poiB: poiB.puid,
    users,
    target,
    space,
    campusId: await insertCampus(t.db, users.user.id, space.buid),
    userToken: await t.tokenFor(users.user),
    db: t.db,
    newSpace,
  } satisfies SampleFixtures;
}
