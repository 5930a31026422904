import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, NewFloor, NewPoi, NewSpace, NewUser } from '../db/schema.js';

/** Small factories: each returns a valid row, overridable field by field. */
export async function insertUser(db: Kysely<Database>, overrides: Partial<NewUser> = {}) {
  const id = overrides.id ?? randomUUID();
  return db
    .insertInto('users')
    .values({
      id,
      username: `user_${id.slice(0, 8)}`,
      name: 'Test User',
      role: 'user',
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertSpace(
  db: Kysely<Database>,
  ownerId: string,
  overrides: Partial<NewSpace> = {},
) {
  return db
    .insertInto('spaces')
    .values({
      buid: `building_${randomUUID()}`,
      name: 'Test Building',
      coordinates_lat: 35.14,
      coordinates_lon: 33.41,
      owner_id: ownerId,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertFloor(
  db: Kysely<Database>,
  buid: string,
  floorNumber: number,
  overrides: Partial<NewFloor> = {},
) {
  return db
    .insertInto('floors')
    .values({ buid, floor_number: floorNumber, floor_name: `Floor ${floorNumber}`, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertPoi(
  db: Kysely<Database>,
  buid: string,
  floorNumber: number,
  ownerId: string,
  overrides: Partial<NewPoi> = {},
) {
  return db
    .insertInto('pois')
    .values({
      puid: `poi_${randomUUID()}`,
      buid,
      floor_number: floorNumber,
      name: 'Room',
      pois_type: 'Room',
      coordinates_lat: 35.14,
      coordinates_lon: 33.41,
      owner_id: ownerId,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A campus of one space; returns its cuid. */
export async function insertCampus(
  db: Kysely<Database>,
  ownerId: string,
  buid: string,
): Promise<string> {
  const cuid = `cuid_${randomUUID().slice(0, 8)}_${Date.now()}`;
  await db.insertInto('campuses').values({ cuid, name: 'Campus', owner_id: ownerId }).execute();
  await db.insertInto('campus_spaces').values({ cuid, buid }).execute();
  return cuid;
}

/** A floor-plan bounding box around the factories' default position (35.14, 33.41). */
export const PLAN_BOUNDS = {
  bottom_left_lat: 35.1395,
  bottom_left_lng: 33.4095,
  top_right_lat: 35.1405,
  top_right_lng: 33.4105,
};

/** A connection between two POIs of a space; returns its cuid. */
export async function insertConnection(
  db: Kysely<Database>,
  buid: string,
  a: string,
  b: string,
  ownerId: string,
): Promise<string> {
  const cuid = `conn_${randomUUID()}`;
  await db
    .insertInto('connections')
    .values({
      cuid,
      buid,
      buid_a: buid,
      buid_b: buid,
      floor_a: 0,
      floor_b: 0,
      pois_a: a,
      pois_b: b,
      weight: 1,
      owner_id: ownerId,
    })
    .execute();
  return cuid;
}
