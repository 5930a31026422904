import { type ListedUser, type Role, SessionMessages } from '@indoor/domain';
import type { AuthenticatedUser } from '../auth/authenticated-user.js';
import type { UsersRepository } from '../db/repositories/users.repository.js';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.js';
import { listedUserToWire } from '../wire/user.wire.js';

export interface RoleChange {
  userId: string;
  role: Role;
  assigned_planner?: string | null | undefined;
}

/** User administration (SPEC section 6: canManageUsers is admin or planner). */
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async listManageable(
    caller: AuthenticatedUser,
  ): Promise<{ status: 'success'; users: ListedUser[] }> {
    if (caller.role === 'admin') {
      return { status: 'success', users: (await this.users.listAll()).map(listedUserToWire) };
    }
    if (caller.role === 'planner') {
      const auditors = await this.users.listAuditorsOfPlanner(caller.id);
      return { status: 'success', users: auditors.map(listedUserToWire) };
    }
    throw forbidden(SessionMessages.accessDenied);
  }

  async changeRole(
    caller: AuthenticatedUser,
    change: RoleChange,
  ): Promise<{ message: string; user: ListedUser }> {
    if (caller.role !== 'admin') throw forbidden(SessionMessages.accessDenied);
    const target = await this.users.findById(change.userId);
    if (!target) throw notFound(SessionMessages.userNotFound);
    let assignedPlanner = target.assigned_planner;
    if (change.assigned_planner !== undefined) {
      if (change.assigned_planner !== null) {
        const planner = await this.users.findById(change.assigned_planner);
        if (planner?.role !== 'planner') throw badRequest(SessionMessages.plannerMustBePlanner);
      }
      assignedPlanner = change.assigned_planner;
    }
    if (
      target.role === 'admin' &&
      change.role !== 'admin' &&
      (await this.users.countAdmins()) <= 1
    ) {
      throw conflict(SessionMessages.lastAdmin);
    }
    const updated = await this.users.updateRole(target.id, change.role, assignedPlanner);
    return { message: SessionMessages.roleUpdated, user: listedUserToWire(updated) };
  }
}
