import { OfflineConstants } from './constants.js';

/**
 * What the service worker does with a request (docs/offline.md#what-is-kept):
 * - `page`: the app's page; the network first, the kept page when offline;
 * - `asset`: a fingerprinted script or style; the kept copy first, it never changes;
 * - `tile`: a floor-plan tile of one plan version; the kept copy first;
 * - `read`: an API read the auditor's screens need; the network first, the kept answer
 *   when offline;
 * - `network`: everything else (writes, sign-in, other reads, other origins), untouched.
 */
export type OfflineStrategy = 'page' | 'asset' | 'tile' | 'read' | 'network';

/**
 * The API reads kept for offline use, by method: the account's spaces, the chosen
 * building with its floors, a floor's POIs and connections, the auditor's routes, and
 * the server's configuration and version. Paths as in the API contract (a test checks).
 */
export const OfflineReads = {
  GET: ['/api/config', '/api/version', '/api/auditor/routes'],
  POST: [
    '/api/mapping/space/public',
    '/api/auth/mapping/space/accessible',
    '/api/mapping/space/get',
    '/api/mapping/floor/all',
    '/api/mapping/pois/floor/all',
    '/api/mapping/connection/floor/all',
  ],
} as const satisfies Record<string, readonly string[]>;

/** The floor-plan tile paths: /api/floortiles/{buid}/{floor}/{z}/{x}/{y}.png. */
const FLOOR_TILE_PATH = /^\/api\/floortiles\/[^/]+\/-?\d+\/\d+\/\d+\/\d+\.png$/;

export interface RequestFacts {
  method: string;
  /** The URL's path, without query. */
  pathname: string;
  /** Whether the request goes to the app's own origin. */
  sameOrigin: boolean;
  /** Whether the browser is loading a page (a navigation). */
  navigation: boolean;
}

export function offlineStrategy(request: RequestFacts): OfflineStrategy {
  const { method, pathname } = request;
  if (!request.sameOrigin) return 'network';
  const isApi = pathname === '/api' || pathname.startsWith('/api/');
  if (request.navigation) return method === 'GET' && !isApi ? 'page' : 'network';
  if (method === 'GET' && pathname.startsWith('/assets/')) return 'asset';
  if (method === 'GET' && FLOOR_TILE_PATH.test(pathname)) return 'tile';
  const reads: readonly string[] | undefined =
    method === 'GET' ? OfflineReads.GET : method === 'POST' ? OfflineReads.POST : undefined;
  return reads?.includes(pathname) ? 'read' : 'network';
}

/**
 * Whether a floor-plan tile's answer is kept: a plan version's tiles never change, its
 * images nor the 404 of a tile of the plan's box outside its image (the map draws nothing
 * there, offline as online).
 */
export const isKeptTileStatus = (status: number) =>
  (status >= 200 && status < 300) || status === 404;

/** JSON with its object keys sorted at every level, so the same read always has one key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The URL a read's answer is kept under. A cache holds GET requests only, so a POST
 * read is kept under its URL with its body, made canonical, as a query parameter.
 * Null when the read is not kept: a body too long or not JSON.
 */
export function offlineReadKey(url: string, method: string, body: string): string | null {
  if (method === 'GET') return url;
  if (body.length > OfflineConstants.maxKeyedBodyChars) return null;
  let parsed: unknown;
  try {
    parsed = body.trim() === '' ? {} : JSON.parse(body);
  } catch {
    return null;
  }
  const key = new URL(url);
  key.searchParams.set('offline-body', canonicalJson(parsed));
  return key.toString();
}

/**
 * The build's files kept when the service worker installs: its scripts and styles
 * except the online-only chunks, never source maps.
 */
export function shellFiles(fileNames: readonly string[]): string[] {
  return fileNames
    .filter((name) => /\.(js|css)$/.test(name))
    .filter((name) => !OfflineConstants.onlineOnlyChunks.some((chunk) => name.includes(chunk)))
    .map((name) => `/${name}`)
    .sort();
}
