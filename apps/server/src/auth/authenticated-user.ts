import type { Role } from '@indoor/domain';
import type { UserRow } from '../db/schema.js';

/** The caller of a request, as stored now (roles come from the database, never from the client). */
export interface AuthenticatedUser {
  id: string;
  username: string;
  name: string;
  email: string;
  role: Role;
  accountType: string;
  assignedPlanner: string | null;
  /** The stored token version, which the request's token carried (authenticate.ts). */
  tokenVersion: number;
  /** Signed in with a one-time password not changed yet: only the password change is open. */
  mustChangePassword: boolean;
}

export function toAuthenticatedUser(row: UserRow): AuthenticatedUser {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    accountType: row.account_type,
    assignedPlanner: row.assigned_planner,
    tokenVersion: row.token_version,
    mustChangePassword: row.must_change_password,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook: null for anonymous callers. */
    user: AuthenticatedUser | null;
  }
}
