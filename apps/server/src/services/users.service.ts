import { randomUUID } from 'node:crypto';
import {
  type AccountAction,
  type AccountFacts,
  type AccountVerdict,
  canManageUsers,
  checkAccountAction,
  checkAccountCreation,
  type ListedUser,
  ReservedUsernames,
  type Role,
  SessionMessages,
} from '@indoor/domain';
import { toActor } from '../auth/actor.js';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { AccountTransfer } from '../db/repositories/users.repository.js';
import type { UserRow } from '../db/schema.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/http-error.js';
import { listedUserToWire } from '../wire/user.wire.js';

export interface RoleChange {
  userId: string;
  role: Role;
  assigned_planner?: string | null | undefined;
}

export interface NewAccount {
  username: string;
  name: string;
  email?: string | undefined;
  role: Role;
  assigned_planner?: string | null | undefined;
}

/** An answer handing out a one-time password: it is shown once and stored only as a hash. */
export interface OneTimePasswordAnswer {
  message: string;
  user: ListedUser;
  one_time_password: string;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

const factsOf = (row: UserRow): AccountFacts => ({
  id: row.id,
  role: row.role as Role,
  assignedPlanner: row.assigned_planner,
  disabled: row.disabled_at !== null,
});

function actorOf(caller: AuthenticatedUser) {
  const actor = toActor(caller);
  if (!actor) throw forbidden(SessionMessages.accessDenied);
  return actor;
}

function enforce(verdict: AccountVerdict): void {
  if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
}

/**
 * User administration: admins run every account; planners see the auditors who work for
 * them, create such auditors, and reset, disable and enable them (rules in roles.ts).
 * Changes that could remove the last enabled admin run in a transaction that locks the
 * enabled admins first.
 */
export class UsersService {
  private readonly users: Repositories['users'];

  constructor(private readonly data: DataAccess) {
    this.users = data.repos.users;
  }

  async listManageable(
    caller: AuthenticatedUser,
  ): Promise<{ status: 'success'; users: ListedUser[] }> {
    if (caller.role === 'admin') {
      return { status: 'success', users: (await this.users.listListed()).map(listedUserToWire) };
    }
    if (caller.role === 'planner') {
      const auditors = await this.users.listListedAuditorsOfPlanner(caller.id);
      return { status: 'success', users: auditors.map(listedUserToWire) };
    }
    throw forbidden(SessionMessages.accessDenied);
  }

  private async listed(id: string): Promise<ListedUser> {
    const row = await this.users.findListed(id);
    if (!row) throw notFound(SessionMessages.userNotFound);
    return listedUserToWire(row);
  }

  /** A planner named as an assigned planner must hold the planner role. */
  private async checkPlanner(
    users: Repositories['users'],
    plannerId: string | null,
  ): Promise<void> {
    if (plannerId === null) return;
    const planner = await users.findById(plannerId);
    if (planner?.role !== 'planner') throw badRequest(SessionMessages.plannerMustBePlanner);
  }

  /**
   * Runs `change` on the target in one transaction, after locking the enabled admins (in
   * id order, then the target), so the last-admin rule holds against concurrent changes.
   */
  private async administer<T>(
    caller: AuthenticatedUser,
    userId: string,
    action: AccountAction,
    change: (users: Repositories['users'], target: UserRow) => Promise<T>,
    newRole?: Role,
  ): Promise<T> {
    const actor = actorOf(caller);
    if (!canManageUsers(actor)) throw forbidden(SessionMessages.accessDenied);
    return this.data.transaction(async ({ users }) => {
      const activeAdmins = await users.lockEnabledAdmins();
      const target = await users.findByIdForUpdate(userId);
      if (!target) throw notFound(SessionMessages.userNotFound);
      enforce(
        checkAccountAction(actor, factsOf(target), action, {
          activeAdmins,
          ...(newRole ? { newRole } : {}),
        }),
      );
      return change(users, target);
    });
  }

  async changeRole(
    caller: AuthenticatedUser,
    change: RoleChange,
  ): Promise<{ message: string; user: ListedUser }> {
    await this.administer(
      caller,
      change.userId,
      'changeRole',
      async (users, target) => {
        let assignedPlanner = target.assigned_planner;
        if (change.assigned_planner !== undefined) {
          await this.checkPlanner(users, change.assigned_planner);
          assignedPlanner = change.assigned_planner;
        }
        await users.updateRole(target.id, change.role, assignedPlanner);
      },
      change.role,
    );
    return { message: SessionMessages.roleUpdated, user: await this.listed(change.userId) };
  }

  /**
   * A new local account with a one-time password it must change at its first sign-in.
   * A planner's new account is an auditor working for them (the assigned planner
   * defaults to the planner).
   */
  async create(caller: AuthenticatedUser, input: NewAccount): Promise<OneTimePasswordAnswer> {
    const actor = actorOf(caller);
    const assignedPlanner =
      input.assigned_planner !== undefined
        ? input.assigned_planner
        : actor.role === 'planner'
          ? actor.id
          : null;
    enforce(checkAccountCreation(actor, input.role, assignedPlanner));
    if ((ReservedUsernames as readonly string[]).includes(input.username.toLowerCase())) {
      throw badRequest(SessionMessages.reservedUsername);
    }
    await this.checkPlanner(this.users, assignedPlanner);
    if (await this.users.findByUsername(input.username)) {
      throw conflict(SessionMessages.usernameTaken);
    }
    const oneTimePassword = generatePassword();
    let row: UserRow;
    try {
      row = await this.users.insert({
        id: randomUUID(),
        username: input.username,
        name: input.name,
        email: input.email ?? '',
        password_hash: await hashPassword(oneTimePassword),
        role: input.role,
        account_type: 'local',
        assigned_planner: assignedPlanner,
        must_change_password: true,
      });
    } catch (error) {
      // Two creations of one name at once: the unique index decides.
      if (isUniqueViolation(error)) throw conflict(SessionMessages.usernameTaken);
      throw error;
    }
    return {
      message: SessionMessages.userCreated(row.username),
      user: await this.listed(row.id),
      one_time_password: oneTimePassword,
    };
  }

  /**
   * Replaces a local account's password with a one-time password it must change at its
   * next sign-in, and ends every session of it.
   */
  async resetPassword(caller: AuthenticatedUser, userId: string): Promise<OneTimePasswordAnswer> {
    const oneTimePassword = generatePassword();
    const hash = await hashPassword(oneTimePassword);
    const username = await this.administer(caller, userId, 'resetPassword', async (users, t) => {
      if (t.account_type !== 'local') throw badRequest(SessionMessages.noPasswordToReset);
      await users.setPassword(t.id, hash, true);
      return t.username;
    });
    return {
      message: SessionMessages.passwordReset(username),
      user: await this.listed(userId),
      one_time_password: oneTimePassword,
    };
  }

  /** Disabling ends every session of the account; enabling lets it sign in again. */
  async setDisabled(
    caller: AuthenticatedUser,
    userId: string,
    disabled: boolean,
  ): Promise<{ message: string; user: ListedUser }> {
    const action = disabled ? 'disable' : 'enable';
    const username = await this.administer(caller, userId, action, async (users, target) => {
      if (disabled !== (target.disabled_at !== null)) await users.setDisabled(target.id, disabled);
      return target.username;
    });
    return {
      message: disabled
        ? SessionMessages.userDisabled(username)
        : SessionMessages.userEnabled(username),
      user: await this.listed(userId),
    };
  }

  /**
   * Deletes an account (admins only, never their own, never the last admin). Its spaces,
   * campuses and planned audit routes pass to the admin who deletes it, so a building
   * never loses its owner; audit results keep its username.
   */
  async delete(
    caller: AuthenticatedUser,
    userId: string,
  ): Promise<{ message: string; transferred: AccountTransfer }> {
    const { username, transferred } = await this.administer(
      caller,
      userId,
      'delete',
      async (users, target) => ({
        username: target.username,
        transferred: await users.deleteTransferringTo(target.id, caller.id),
      }),
    );
    return {
      message: SessionMessages.userDeleted(username, transferred.spaces, transferred.campuses),
      transferred,
    };
  }
}
