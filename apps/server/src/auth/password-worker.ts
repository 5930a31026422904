import { hashSync, verifySync } from '@node-rs/argon2';
import { serveRequests } from '../workers/worker-channel.js';

/**
 * A password-hashing thread (`passwords.ts` runs one per spare core). Each request is
 * computed to the end before the next starts, so a thread is one busy core at most,
 * and it never idles waiting for the main thread between two sign-ins.
 */

/** Algorithm.Argon2id; the enum is a const enum the compiler cannot inline across packages. */
const ARGON2ID = 2;

export type PasswordRequest = { id: number } & (
  | { op: 'hash'; password: string }
  | { op: 'verify'; hash: string; password: string }
);

serveRequests<PasswordRequest>((request) => {
  if (request.op === 'hash') return hashSync(request.password, { algorithm: ARGON2ID });
  try {
    return verifySync(request.hash, request.password);
  } catch {
    // A stored value that is not an argon2 hash verifies nothing.
    return false;
  }
});
