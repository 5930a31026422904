import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.js';
import { createServer, type RunningServer } from '../../apps/server/src/server.js';
import type { ServiceOverrides } from '../../apps/server/src/services/services.js';

export interface ScratchServer {
  baseUrl: string;
  server: RunningServer;
  stop(): Promise<void>;
}

/**
 * The real server, in-process, on a throw-away data folder and a free loopback port.
 * DATABASE_URL in env selects PostgreSQL instead of the embedded database; `overrides` are
 * the services' (what a benchmark compares with).
 */
export async function startScratchServer(
  env: NodeJS.ProcessEnv = {},
  overrides: ServiceOverrides = {},
): Promise<ScratchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'planner-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env });
  const server = await createServer(config, undefined, undefined, overrides);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('server has no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    server,
    async stop() {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A scratch server without the demo (PostgreSQL when DATABASE_URL is set) and one owner to seed data for. */
export async function startEmptyScratchServer(
  ownerPrefix: string,
  overrides: ServiceOverrides = {},
): Promise<{ scratch: ScratchServer; ownerId: string }> {
  const scratch = await startScratchServer(
    { DEMO_DATA: '0', DATABASE_URL: process.env.DATABASE_URL },
    overrides,
  );
  try {
    const owner = await scratch.server.database.db
      .insertInto('users')
      .values({ id: randomUUID(), username: `${ownerPrefix}_${Date.now()}`, role: 'user' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { scratch, ownerId: owner.id };
  } catch (error) {
    await scratch.stop();
    throw error;
  }
}
