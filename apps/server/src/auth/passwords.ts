import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id; the enum is a const enum the compiler cannot inline across packages. */
const ARGON2ID = 2;

/** argon2id with the library's recommended cost parameters. */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random password for a generated admin account: 24 url-safe characters. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
