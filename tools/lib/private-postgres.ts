import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of its own, in a temporary folder on a free port, made with the
 * distribution's binaries (Debian: /usr/lib/postgresql/<version>/bin). Tests stop and start
 * it at will; the shared database server is never touched.
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  /** Stops the server at once, as a crash or a pulled cable would (`pg_ctl stop -m immediate`). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server (if running) and removes the folder. */
  destroy(): Promise<void>;
}

/** The folder holding initdb and pg_ctl, or why the cluster cannot be made here. */
export function findPostgresBinaries(): { bin: string } | { reason: string } {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const version = versions[0];
  if (!version) {
    return {
      reason: `no PostgreSQL server binaries under ${root}/<version>/bin (apt-get install postgresql)`,
    };
  }
  if (process.getuid?.() === 0 && !postgresUser()) {
    return { reason: 'running as root and there is no "postgres" user to run initdb as' };
  }
  return { bin: path.join(root, version, 'bin') };
}

function postgresUser(): { uid: number; gid: number } | null {
  try {
    const line = fs
      .readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('postgres:'));
    if (!line) return null;
    const [, , uid, gid] = line.split(':');
    return { uid: Number(uid), gid: Number(gid) };
  } catch {
    return null;
  }
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  const data = path.join(folder, 'data');
  const log = path.join(folder, 'server.log');
  const port = await freePort();
  // initdb refuses to run as root: the cluster belongs to the postgres user then.
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUser() : null;
  if (owner) fs.chownSync(folder, owner.uid, owner.gid);
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
      : run(path.join(bin, tool), args);

  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', log, '-o', options, '-w', '-t', '60', 'start']);
  };
  let running = false;
  await start();
  running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop() {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running) await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']).catch(() => {});
      running = false;
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
