import { type ClientConfig, type ListedUser, MapTypes, type SessionUser } from '@indoor/domain';

export { makeConnection, makeFloor, makePoi, makeSpace } from '@indoor/domain/testing';

import type { PoiPlace } from '../pois/poiForm';
import { useSessionStore } from '../state/session';

/** UTF-8 bytes, base64url-encoded, as JWTs carry them. */
const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A JWT with the given claims and a dummy signature: the browser never verifies one. */
export function makeJwt(claims: Record<string, unknown>): string {
  return [
    base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'signature',
  ].join('.');
}

export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const id = overrides.id ?? 'user_1';
  const username = overrides.username ?? 'ada';
  const role = overrides.role ?? 'user';
  return {
    id,
    owner_id: id,
    userId: id,
    username,
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    role,
    type: role,
    accountType: 'local',
    access_token: makeJwt({ userId: id, username, role, iat: 1 }),
    mustChangePassword: false,
    ...overrides,
  };
}

export function makeListedUser(overrides: Partial<ListedUser> = {}): ListedUser {
  const id = overrides.id ?? 'user_2';
  const role = overrides.role ?? 'user';
  return {
    id,
    userId: id,
    owner_id: id,
    username: 'grace',
    name: 'Grace Hopper',
    email: 'grace@example.org',
    role,
    type: role,
    accountType: 'local',
    assigned_planner: null,
    disabled: false,
    mustChangePassword: false,
    lastSignInAt: null,
    ownedSpaces: 0,
    ownedCampuses: 0,
    auditorCount: 0,
    ...overrides,
  };
}

/** Puts a user in the session store only (no cookie, no storage, no broadcast). */
export function signInAs(user: SessionUser | null, idToken: string | null = null): void {
  useSessionStore.setState({ user, idToken, logoutFlag: null, restoring: false });
}

export function makeClientConfig(): ClientConfig {
  const baseMaps = Object.fromEntries(
    MapTypes.map((type) => [
      type,
      {
        label: `${type} label`,
        tiles: type === 'none' ? [] : [`https://tiles.example/${type}/{z}/{x}/{y}.png`],
        attribution: `© ${type}`,
        maxzoom: type === 'osm' ? 19 : 20,
      },
    ]),
  ) as ClientConfig['baseMaps'];
  return {
    baseMaps,
    geocoderUrl: null,
    userManagementUrl: 'http://localhost:5001',
    assetManagementUrl: '/assets',
    federatedSignIn: null,
    registrationOpen: true,
  };
}

type Answer = { status: number; payload: unknown };

/** A fetch stand-in that answers JSON chosen by the request URL, and the requests it saw. */
export function fakeFetch(answer: (url: string) => Answer) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init });
    const { status, payload } = answer(url);
    return new Response(payload === undefined ? '' : JSON.stringify(payload), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchImpl, calls };
}

/** Every request gets the same answer. */
export const jsonFetch = (status: number, payload: unknown) =>
  fakeFetch(() => ({ status, payload }));

/** Answers by exact path; anything else is a 404 with a message, as the server does. */
export const routedFetch = (routes: Record<string, unknown>) =>
  fakeFetch((url) =>
    url in routes
      ? { status: 200, payload: routes[url] }
      : { status: 404, payload: { message: 'Not found.' } },
  );

/** Where a new POI goes: floor 0 of building_1, at the POI's position. */
export function makePoiPlace(overrides: Partial<PoiPlace> = {}): PoiPlace {
  return {
    buid: 'building_1',
    floor_number: '0',
    floor_name: 'Ground',
    lat: 57.05,
    lon: 21.01,
    ...overrides,
  };
}
