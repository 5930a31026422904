import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { startWorker, WorkerChannel } from '../workers/worker-channel.js';
import type { PasswordRequest } from './password-worker.js';

type Request = PasswordRequest extends infer R
  ? R extends unknown
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * Threads computing argon2id (library defaults, which are OWASP's minimum: m = 19 MiB,
 * t = 2, p = 1; SECURITY.md). One hash is tens of milliseconds of one core. On the
 * libuv pool a burst of sign-ins took every core (and every pool thread) and stalled
 * all other requests; here hashing uses at most the cores the event loop leaves:
 * all but one, and at least one. Sign-ins beyond that wait their turn in order.
 */
export const PASSWORD_HASHING_THREADS = Math.max(1, os.availableParallelism() - 1);

let threads: WorkerChannel[] = [];

function leastBusyThread(): WorkerChannel {
  // Started on first use; a thread that died is replaced.
  threads = threads.filter((t) => !t.failed);
  while (threads.length < PASSWORD_HASHING_THREADS) {
    threads.push(new WorkerChannel(startWorker('./password-worker', import.meta.url, null)));
  }
  return threads.reduce((best, t) => (t.inFlight < best.inFlight ? t : best));
}

const run = <T>(request: Request) => leastBusyThread().request<T>(request);

export async function hashPassword(password: string): Promise<string> {
  return run<string>({ op: 'hash', password });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await run<boolean>({ op: 'verify', hash: passwordHash, password });
  } catch {
    return false;
  }
}

/** A random password for a generated admin account: 24 url-safe characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
