import type { ListedUser, Role, SessionUser } from '@indoor/domain';
import type { ListedUserRow } from '../db/repositories/users.repository.js';
import type { UserRow } from '../db/schema.js';

/** The one place a stored user becomes its wire forms. id, owner_id and userId are the same id. */
export function sessionUserToWire(row: UserRow, accessToken: string): SessionUser {
  return {
    id: row.id,
    owner_id: row.id,
    userId: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    type: row.role,
    accountType: row.account_type,
    access_token: accessToken,
    mustChangePassword: row.must_change_password,
  };
}

export function listedUserToWire(row: ListedUserRow): ListedUser {
  return {
    id: row.id,
    userId: row.id,
    owner_id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    type: row.role,
    accountType: row.account_type,
    assigned_planner: row.assigned_planner,
    disabled: row.disabled_at !== null,
    mustChangePassword: row.must_change_password,
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at).toISOString() : null,
    ownedSpaces: row.owned_spaces,
    ownedCampuses: row.owned_campuses,
    auditorCount: row.auditor_count,
  };
}
