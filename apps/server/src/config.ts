import { isIP } from 'node:net';
import path from 'node:path';
import { type AllowedHost, type MapType, parseAllowedHost } from '@indoor/domain';
import { dataDirFrom } from './config/data-dir.js';

/** Everything the server reads from the environment (documented in README). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | null;
  /** Where floor plans and tiles are kept: dataDir/storage, or an S3-compatible store (STORAGE_URL). */
  storage: StorageConfig;
  adminUsername: string | null;
  adminPassword: string | null;
  demoData: boolean;
  logLevel: string;
  /** Folder holding the built web app; served at / when it exists. */
  webDistDir: string;
  /** Whether the web app's source maps are served (SOURCE_MAPS=1); never by default. */
  sourceMaps: boolean;
  baseMapTiles: Record<Exclude<MapType, 'none'>, string>;
  geocoderUrl: string | null;
  userManagementUrl: string;
  assetManagementUrl: string;
  /** HMAC secret of access tokens; null = generated once and kept in dataDir. */
  jwtSecret: string | null;
  /**
   * Whether anyone may create an account (REGISTRATION=open, the default) or only admins
   * (closed: registration and first federated sign-ins of unknown people are refused).
   */
  registrationOpen: boolean;
  /** Federated sign-in (OpenID Connect); disabled while clientId is null. */
  oidc: { issuer: string; clientId: string | null; providerName: string };
  /**
   * Which proxies' X-Forwarded-For the client address is read from (TRUST_PROXY): none
   * (false, the peer is the client), the number of proxy hops in front of the server, or
   * the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /**
   * The servers buildings may be imported from by everyone who may add a building
   * (IMPORT_ALLOWED_HOSTS: host or host:port, comma-separated); admins may also name any
   * public host. Only these may be private addresses (docs/import-from-server.md).
   */
  importAllowedHosts: AllowedHost[];
  rateLimits: {
    /** Sign-in and registration attempts per client address per minute. */
    authPerMinutePerIp: number;
    /** Failed sign-ins of one username from one address before the growing wait starts. */
    failedLoginsPerPair: number;
    /** Failed sign-ins from one address, all usernames, before the growing wait starts. */
    failedLoginsPerAddress: number;
  };
}

export type StorageConfig =
  | { kind: 'folder' }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket, without slashes at either end ('' for none). */
      prefix: string;
      /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL: a store other than AWS, addressed path-style. */
      endpoint: string | null;
      /** AWS_REGION or AWS_DEFAULT_REGION; null leaves it to the SDK's profile files. */
      region: string | null;
    };

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_PART = /^[A-Za-z0-9_.-]+$/;

/** STORAGE_URL: unset for the data folder, or s3://bucket[/prefix] for an object store. */
export function parseStorageConfig(env: NodeJS.ProcessEnv): StorageConfig {
  const value = nonEmpty(env.STORAGE_URL);
  if (value === null) return { kind: 'folder' };
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(value.trim());
  const bucket = match?.[1] ?? '';
  if (!match || !BUCKET_NAME.test(bucket)) {
    throw new ConfigError(
      `STORAGE_URL must be s3://bucket or s3://bucket/prefix with a valid bucket name, got "${value}"`,
    );
  }
  const parts = (match[2] ?? '').split('/').filter((part) => part !== '');
  if (parts.some((part) => !PREFIX_PART.test(part) || part === '.' || part === '..')) {
    throw new ConfigError(
      `STORAGE_URL's prefix may hold only letters, digits, '_', '.', '-' and '/', got "${value}"`,
    );
  }
  const endpoint = nonEmpty(env.AWS_ENDPOINT_URL_S3) ?? nonEmpty(env.AWS_ENDPOINT_URL);
  if (endpoint !== null && !/^https?:\/\/[^/]/.test(endpoint)) {
    throw new ConfigError(
      `AWS_ENDPOINT_URL must be an http:// or https:// address, got "${endpoint}"`,
    );
  }
  return {
    kind: 's3',
    bucket,
    prefix: parts.join('/'),
    endpoint,
    region: nonEmpty(env.AWS_REGION) ?? nonEmpty(env.AWS_DEFAULT_REGION),
  };
}

const DEFAULT_TILES: ServerConfig['baseMapTiles'] = {
  osm: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  cartolight: 'https://basemaps.cartocdn.com/light_all/{z}/{x}/{y}.png',
  roadmap: 'https://basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}.png',
  satellite:
    'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
};

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

export class ConfigError extends Error {}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new ConfigError(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function parseFlag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0, got "${value}"`);
}

function parseRegistration(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '' || value.trim() === 'open') return true;
  if (value.trim() === 'closed') return false;
  throw new ConfigError(`REGISTRATION must be open or closed, got "${value}"`);
}

function jwtSecret(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters');
  return value;
}

/** An IPv4 or IPv6 address, optionally with a CIDR prefix length that fits it. */
function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

export function parseTrustProxy(value: string | undefined): false | number | string[] {
  if (value === undefined || value.trim() === '') return false;
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops >= 1 && hops <= 16) return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be the number of proxy hops (1 to 16) or a comma-separated list of proxy addresses and CIDR ranges, got "${value}"`,
  );
}

/** IMPORT_ALLOWED_HOSTS: a comma-separated list of host or host:port ([v6] or [v6]:port). */
export function parseImportAllowedHosts(value: string | undefined): AllowedHost[] {
  if (value === undefined || value.trim() === '') return [];
  return value
    .split(',')
    .filter((entry) => entry.trim() !== '')
    .map((entry) => {
      const host = parseAllowedHost(entry);
      if (!host) {
        throw new ConfigError(
          `IMPORT_ALLOWED_HOSTS must list host or host:port entries separated by commas, got "${entry.trim()}"`,
        );
      }
      return host;
    });
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value : null);

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
): ServerConfig {
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.has(logLevel)) {
    throw new ConfigError(
      `LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}, got "${logLevel}"`,
    );
  }
  const webDistDefault = path.resolve(import.meta.dirname, '../../web/dist');
  return {
    port: parsePort(env.PORT, 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: dataDirFrom(env, cwd),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    storage: parseStorageConfig(env),
    adminUsername: nonEmpty(env.ADMIN_USERNAME),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    demoData: parseFlag('DEMO_DATA', env.DEMO_DATA, true),
    logLevel,
    webDistDir: path.resolve(cwd, env.WEB_DIST_DIR || webDistDefault),
    sourceMaps: parseFlag('SOURCE_MAPS', env.SOURCE_MAPS, false),
    baseMapTiles: {
      osm: env.TILES_OSM_URL || DEFAULT_TILES.osm,
      cartolight: env.TILES_CARTOLIGHT_URL || DEFAULT_TILES.cartolight,
      roadmap: env.TILES_ROADMAP_URL || DEFAULT_TILES.roadmap,
      satellite: env.TILES_SATELLITE_URL || DEFAULT_TILES.satellite,
    },
    geocoderUrl: nonEmpty(env.GEOCODER_URL),
    userManagementUrl: env.USER_MANAGEMENT_URL || '/users',
    assetManagementUrl: env.ASSET_MANAGEMENT_URL || '/assets',
    jwtSecret: jwtSecret(env.JWT_SECRET),
    registrationOpen: parseRegistration(env.REGISTRATION),
    oidc: {
      issuer: env.OIDC_ISSUER || 'https://accounts.google.com',
      clientId: nonEmpty(env.OIDC_CLIENT_ID),
      providerName: env.OIDC_PROVIDER_NAME || 'google',
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    importAllowedHosts: parseImportAllowedHosts(env.IMPORT_ALLOWED_HOSTS),
    rateLimits: {
      authPerMinutePerIp: parsePositiveInt(
        'RATE_LIMIT_AUTH_PER_MINUTE',
        env.RATE_LIMIT_AUTH_PER_MINUTE,
        30,
      ),
      failedLoginsPerPair: parsePositiveInt(
        'RATE_LIMIT_FAILED_LOGINS',
        env.RATE_LIMIT_FAILED_LOGINS,
        5,
      ),
      failedLoginsPerAddress: parsePositiveInt(
        'RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS',
        env.RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS,
        100,
      ),
    },
  };
}

/** Several instances may share this database or store, but each would sign its own tokens. */
export function sharedWithoutTokenSecret(config: ServerConfig): boolean {
  return (config.databaseUrl !== null || config.storage.kind === 's3') && config.jwtSecret === null;
}
