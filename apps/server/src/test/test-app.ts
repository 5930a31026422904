import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HttpMethod, Role } from '@indoor/domain';
import { buildApp } from '../app.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { loadConfig, type ServerConfig } from '../config.js';
import type { DatabaseKind } from '../db/database.js';
import type { ServiceOverrides } from '../services/services.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { openTestDatabase } from './test-database.js';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  db: Awaited<ReturnType<typeof openTestDatabase>>['db'];
  config: ServerConfig;
  /** An access token for a user row, signed with this app's secret. */
  tokenFor(user: Pick<AuthenticatedUser, 'id' | 'username'> & { role: string }): Promise<string>;
  /**
   * Calls an endpoint of the contract as `caller` (anonymously with null): a POST sends
   * `payload` (an empty object when absent); `url` replaces the endpoint's path.
   */
  call(
    endpoint: { method: HttpMethod; path: string },
    caller: TokenHolder | null,
    payload?: object,
    url?: string,
  ): Promise<Awaited<ReturnType<TestApp['app']['inject']>>>;
  close(): Promise<void>;
}

type TokenHolder = Pick<AuthenticatedUser, 'id' | 'username'> & { role: string };

const TEST_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256!!');

/**
 * The real app on a fresh database, for fastify.inject() tests. Without a DATA_DIR of
 * the caller's, plans and tiles go to a temporary folder of this app's own, removed on
 * close (never the repository's ./data, which test files running in parallel would share).
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  overrides: ServiceOverrides = {},
  /** The store of plans and tiles, made from the config (the app's default when absent). */
  makeStorage?: (config: ServerConfig) => ObjectStorage,
): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR
    ? null
    : fs.mkdtempSync(path.join(os.tmpdir(), 'indoor-test-app-'));
  const config = loadConfig({
    WEB_DIST_DIR: '/nonexistent-web-dist',
    RATE_LIMIT_AUTH_PER_MINUTE: '10000',
    RATE_LIMIT_FAILED_LOGINS: '1000',
    RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS: '100000',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...env,
  });
  const removeOwnDataDir = () => {
    if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
  };
  const database = await openTestDatabase(kind).catch((error: unknown) => {
    removeOwnDataDir();
    throw error;
  });
  const app = await buildApp({
    config,
    db: database.db,
    version: { version: '9.9.9', variant: 'test' },
    logger: false,
    overrides: { tokenSecret: TEST_SECRET, ...overrides },
    ...(makeStorage ? { storage: makeStorage(config) } : {}),
  }).catch(async (error: unknown) => {
    await database.close();
    removeOwnDataDir();
    throw error;
  });
  const { TokenService } = await import('../auth/tokens.js');
  const tokens = new TokenService(TEST_SECRET);
  const tokenFor = (user: TokenHolder) =>
    tokens.issue({ userId: user.id, username: user.username, role: user.role as Role });
  return {
    app,
    db: database.db,
    config,
    tokenFor,
    call: async (endpoint, caller, payload, url = endpoint.path) =>
      app.inject({
        method: endpoint.method,
        url,
        headers: caller ? { authorization: `Bearer ${await tokenFor(caller)}` } : {},
        ...(endpoint.method === 'POST' ? { payload: payload ?? {} } : {}),
      }),
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        removeOwnDataDir();
      }
    },
  };
}
