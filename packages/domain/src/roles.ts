import { SessionMessages } from './accounts/messages.js';
import { AuditRouteConstants } from './audit/constants.js';
import { AuditorAssignmentMessages } from './audit/messages.js';
import type { Role } from './model/user.js';
import { type ControlTabId, ControlTabs } from './shell/constants.js';
import { SpaceMessages } from './spaces/messages.js';

/** Who is acting: what the server knows of the caller from its own user table. */
export interface Actor {
  id: string;
  username: string;
  role: Role;
  /** An auditor's planner (who plans their work); absent or null for everyone else. */
  assignedPlanner?: string | null;
}

/** The facts about a space that permissions depend on. */
export interface SpaceAccessFacts {
  ownerId: string;
  coOwners: readonly string[];
  isPublished: boolean;
  auditorIds: readonly string[];
}

export const isAdmin = (actor: Actor | null): boolean => actor?.role === 'admin';
export const isAdminOrModerator = (actor: Actor | null): boolean =>
  actor?.role === 'admin' || actor?.role === 'moderator';
/** Admins and planners manage users (docs/roles.md#user-management). */
export const canManageUsers = (actor: Actor | null): boolean =>
  actor?.role === 'admin' || actor?.role === 'planner';

const ownsSpace = (actor: Pick<Actor, 'id'>, space: SpaceAccessFacts) =>
  space.ownerId === actor.id || space.coOwners.includes(actor.id);

/** Owner, co-owners and admins edit and delete; moderators edit too. */
export function canEditSpace(actor: Actor | null, space: SpaceAccessFacts): boolean {
  if (!actor) return false;
  return isAdminOrModerator(actor) || ownsSpace(actor, space);
}

export function canDeleteSpace(actor: Actor | null, space: SpaceAccessFacts): boolean {
  if (!actor) return false;
  return isAdmin(actor) || ownsSpace(actor, space);
}

/** The co-owner list is changed by the owner and admins only (co-owners do not pick co-owners). */
export function canChangeCoOwners(
  actor: Actor | null,
  space: Pick<SpaceAccessFacts, 'ownerId'>,
): boolean {
  if (!actor) return false;
  return isAdmin(actor) || space.ownerId === actor.id;
}

/** The facts about a campus that permissions depend on. */
export interface CampusAccessFacts {
  ownerId: string;
}

/**
 * A campus is edited, deleted and seen whole (even when none of its spaces is visible) by
 * its owner and admins.
 */
export function canManageCampus(actor: Actor | null, campus: CampusAccessFacts): boolean {
  if (!actor) return false;
  return isAdmin(actor) || campus.ownerId === actor.id;
}

/** Floor plans are placed by owners, co-owners and admins. */
export function canUploadFloorPlan(actor: Actor | null, space: SpaceAccessFacts): boolean {
  return canDeleteSpace(actor, space);
}

/**
 * Whether the caller audits the space: assigned to it, or an auditor whose planner owns
 * or co-owns it (see canAuditSpace).
 */
const auditsSpace = (actor: Actor, space: SpaceAccessFacts) =>
  space.auditorIds.includes(actor.id) ||
  canAuditSpace(
    { id: actor.id, role: actor.role, assignedPlanner: actor.assignedPlanner ?? null },
    space,
  );

/** Everyone sees published spaces; unpublished ones only their editors and their auditors. */
export function canSeeSpace(actor: Actor | null, space: SpaceAccessFacts): boolean {
  if (space.isPublished) return true;
  if (!actor) return false;
  return canEditSpace(actor, space) || auditsSpace(actor, space);
}

/**
 * The caller's own working set ("accessible" spaces): admins all; auditors the spaces
 * they audit (assigned to them, or owned or co-owned by their planner); everyone else
 * what they own or co-own.
 */
export function isAccessibleSpace(actor: Actor, space: SpaceAccessFacts): boolean {
  if (isAdmin(actor)) return true;
  if (actor.role === 'auditor') return auditsSpace(actor, space);
  return ownsSpace(actor, space);
}

/**
 * Audit routes on a space are planned by admins, and by planners who own or co-own it:
 * a planner's routes and their auditors' results then concern only buildings they
 * answer for.
 */
export function canPlanRoutesOn(
  actor: Pick<Actor, 'id' | 'role'> | null,
  space: SpaceAccessFacts,
): boolean {
  if (!actor) return false;
  return actor.role === 'admin' || (actor.role === 'planner' && ownsSpace(actor, space));
}

/** An auditor as the audit rules see them: who plans their work. */
export interface AuditorFacts {
  id: string;
  role: Role;
  assignedPlanner: string | null;
}

/**
 * An auditor may audit a space (record results on it) while assigned to it, or while the
 * planner they work for owns or co-owns it. Checked at every request, so removing a
 * co-owner or an assignment ends the access at once.
 */
export function canAuditSpace(auditor: AuditorFacts, space: SpaceAccessFacts): boolean {
  if (auditor.role !== 'auditor') return false;
  if (space.auditorIds.includes(auditor.id)) return true;
  const planner = auditor.assignedPlanner;
  return planner !== null && (space.ownerId === planner || space.coOwners.includes(planner));
}

/** Audit routes are used by admins, planners and auditors; everybody else is refused. */
export const canUseAuditRoutes = (actor: Pick<Actor, 'role'> | null): boolean =>
  actor?.role === 'admin' || actor?.role === 'planner' || actor?.role === 'auditor';

/** Audit routes are created (and changed) by admins and planners; auditors carry them out. */
export const canCreateAuditRoutes = (actor: Pick<Actor, 'role'> | null): boolean =>
  actor?.role === 'admin' || actor?.role === 'planner';

/**
 * Whom an actor may put on an audit route or assign to a space: admins any auditor,
 * everybody else only the auditors whose assigned planner they are.
 */
export function mayAssignAuditor(
  actor: Pick<Actor, 'id' | 'role'>,
  auditor: Pick<AuditorFacts, 'assignedPlanner'>,
): boolean {
  return actor.role === 'admin' || auditor.assignedPlanner === actor.id;
}

/** A stored audit route, as its access rules see it. */
export interface AuditRouteFacts {
  createdBy: string;
  assignedAuditors: readonly string[];
}

/**
 * Who sees an audit route, its results and their downloads: admins every route; a planner
 * the routes they created, while they may still plan on the route's space; an auditor the
 * routes assigned to them, while they may still audit that space.
 */
export function canSeeAuditRoute(
  actor: AuditorFacts,
  route: AuditRouteFacts,
  space: SpaceAccessFacts,
): boolean {
  if (actor.role === 'admin') return true;
  if (actor.role === 'planner')
    return route.createdBy === actor.id && canPlanRoutesOn(actor, space);
  if (actor.role === 'auditor')
    return route.assignedAuditors.includes(actor.id) && canAuditSpace(actor, space);
  return false;
}

/**
 * Who changes or deletes a route whatever its space: admins, and the planner who created
 * it (canEditAuditRoute adds the space's rule).
 */
export function isAuditRouteEditor(
  actor: Pick<Actor, 'id' | 'role'>,
  route: Pick<AuditRouteFacts, 'createdBy'>,
): boolean {
  return actor.role === 'admin' || (actor.role === 'planner' && route.createdBy === actor.id);
}

/**
 * Who changes or deletes a route: admins every route; the planner who created it while
 * they may still plan on its space. Auditors never.
 */
export function canEditAuditRoute(
  actor: AuditorFacts,
  route: AuditRouteFacts,
  space: SpaceAccessFacts,
): boolean {
  return isAuditRouteEditor(actor, route) && canSeeAuditRoute(actor, route, space);
}

/** Results of a route are recorded by its assigned auditors who may audit its space. */
export function canRecordAuditResult(
  actor: AuditorFacts,
  route: AuditRouteFacts,
  space: SpaceAccessFacts,
): boolean {
  return (
    actor.role === 'auditor' &&
    route.assignedAuditors.includes(actor.id) &&
    canAuditSpace(actor, space)
  );
}

/** The tabs an auditor works with: their audit routes and their account (the map and its search stay). */
const AUDITOR_TABS: readonly ControlTabId[] = ['audit-routes', 'account'];

/**
 * The control-bar tabs a role is offered. Auditors carry out audit routes and change
 * nothing else, so they get no space, floor, POI, campus, wifi or import forms; every
 * other role gets every tab (a signed-out visitor's tabs offer to sign in, a plain user's
 * audit tab says how to become a planner).
 */
export function controlTabsFor(role: Role | null): readonly ControlTabId[] {
  if (role === 'auditor') return AUDITOR_TABS;
  return ControlTabs.map((tab) => tab.id);
}

/** A user proposed as an assigned auditor, as stored. */
export interface AuditorCandidate {
  id: string;
  username: string;
  name: string;
  role: Role;
  assignedPlanner: string | null;
}

export type AssignmentVerdict = { ok: true } | { ok: false; status: 400 | 403; message: string };

const namesOf = (candidates: readonly AuditorCandidate[]) =>
  candidates.map((c) => c.name || c.username).join(', ');

/**
 * docs/roles.md#assigned-auditors: no duplicates; only auditors; admins may assign anyone,
 * everybody else only the auditors assigned to them, and at most 2.
 */
export function checkAuditorAssignment(
  actor: Actor,
  candidates: readonly AuditorCandidate[],
): AssignmentVerdict {
  const ids = candidates.map((c) => c.id);
  if (new Set(ids).size !== ids.length) {
    return { ok: false, status: 400, message: SpaceMessages.duplicateAuditors };
  }
  const notAuditors = candidates.filter((c) => c.role !== 'auditor');
  if (notAuditors.length > 0) {
    return {
      ok: false,
      status: 400,
      message: AuditorAssignmentMessages.notAuditors(namesOf(notAuditors)),
    };
  }
  if (isAdmin(actor)) return { ok: true };
  const foreign = candidates.filter((c) => !mayAssignAuditor(actor, c));
  if (foreign.length > 0) {
    return { ok: false, status: 403, message: SpaceMessages.onlyOwnAuditors(namesOf(foreign)) };
  }
  if (candidates.length > AuditRouteConstants.nonAdminAuditorLimit) {
    return {
      ok: false,
      status: 400,
      message: AuditorAssignmentMessages.tooMany(AuditRouteConstants.nonAdminAuditorLimit),
    };
  }
  return { ok: true };
}

/** An account as the administration rules see it, as stored now. */
export interface AccountFacts {
  id: string;
  role: Role;
  assignedPlanner: string | null;
  disabled: boolean;
}

/** What an admin (or a planner, for their own auditors) does to somebody else's account. */
export type AccountAction = 'changeRole' | 'resetPassword' | 'disable' | 'enable' | 'delete';

export type AccountVerdict = { ok: true } | { ok: false; status: 403 | 409; message: string };

const refuse = (status: 403 | 409, message: string): AccountVerdict => ({
  ok: false,
  status,
  message,
});

/**
 * Who creates accounts: admins any account; planners only auditors who work for them
 * (their assigned planner is the planner); everybody else nobody.
 */
export function checkAccountCreation(
  actor: Actor,
  role: Role,
  assignedPlanner: string | null,
): AccountVerdict {
  if (actor.role === 'admin') return { ok: true };
  if (actor.role !== 'planner') return refuse(403, SessionMessages.accessDenied);
  if (role !== 'auditor' || assignedPlanner !== actor.id)
    return refuse(403, SessionMessages.plannerCreatesAuditorsOnly);
  return { ok: true };
}

/**
 * Administration of another account. Admins change roles, reset passwords, disable,
 * enable and delete; planners only reset, disable and enable the auditors who work for
 * them. Nobody disables, deletes or resets their own account here (the account tab
 * changes one's own password). The last enabled admin keeps the role and the account:
 * it cannot be demoted, disabled or deleted. `activeAdmins` counts enabled admins.
 */
export function checkAccountAction(
  actor: Actor,
  target: AccountFacts,
  action: AccountAction,
  /** `activeAdmins` is needed for demoting, disabling and deleting (absent: not an admin's last). */
  context: { activeAdmins?: number; newRole?: Role } = {},
): AccountVerdict {
  if (actor.role === 'planner') {
    if (action === 'delete') return refuse(403, SessionMessages.onlyAdminsDelete);
    if (action === 'changeRole') return refuse(403, SessionMessages.accessDenied);
    if (target.role !== 'auditor' || target.assignedPlanner !== actor.id)
      return refuse(403, SessionMessages.plannerOwnAuditorsOnly);
    return { ok: true };
  }
  if (actor.role !== 'admin') return refuse(403, SessionMessages.accessDenied);
  if (target.id === actor.id) {
    if (action === 'disable') return refuse(403, SessionMessages.cannotDisableSelf);
    if (action === 'delete') return refuse(403, SessionMessages.cannotDeleteSelf);
    if (action === 'resetPassword') return refuse(403, SessionMessages.cannotResetOwnPassword);
  }
  const lastAdmin = target.role === 'admin' && !target.disabled && (context.activeAdmins ?? 2) <= 1;
  if (lastAdmin) {
    if (action === 'disable') return refuse(409, SessionMessages.lastAdminDisabled);
    if (action === 'delete') return refuse(409, SessionMessages.lastAdminDeleted);
    if (action === 'changeRole' && context.newRole !== 'admin')
      return refuse(409, SessionMessages.lastAdmin);
  }
  return { ok: true };
}

/** The user facts a display role is resolved from (client side only). */
export interface RoleHints {
  username?: string;
  role?: string;
  type?: string;
  accountType?: string;
  name?: string;
  tokenRole?: string;
}

/**
 * Role resolution (docs/roles.md#stored-role-and-display-role), for what the interface shows. It
 * never grants anything: the server decides from its stored user.
 */
export function resolveDisplayRole(user: RoleHints): Role {
  const known = (value: string | undefined): value is Role =>
    value === 'admin' ||
    value === 'moderator' ||
    value === 'planner' ||
    value === 'auditor' ||
    value === 'user';
  if (user.username === 'admin') return 'admin';
  if (user.username === 'planner') return 'planner';
  if (user.username?.startsWith('auditor')) return 'auditor';
  if (known(user.role) && user.role !== 'user') return user.role;
  if (known(user.type) && user.type !== 'user') return user.type;
  if (known(user.tokenRole) && user.tokenRole !== 'user') return user.tokenRole;
  if (user.accountType === 'planner' || user.name === 'planner') return 'planner';
  return 'user';
}

// ---------------------------------------------------------------------------
// Asset details

/** What decides who reads a space's asset details: its access facts and its audit planners. */
export interface AssetAccessFacts extends SpaceAccessFacts {
  /** The assigned planner of each of the space's assigned auditors that has one. */
  auditorPlannerIds: readonly string[];
}

/**
 * A POI's asset details (manufacturer, model and serial numbers, purchase date, price,
 * quantity, link, tags, warranty and its last audit) are the register of whoever keeps
 * the space, not part of the public map: they go to those who edit the space
 * (canEditSpace: owner, co-owners, admins, moderators), to its assigned auditors and to
 * the planners who plan those auditors' routes. Everyone else, anonymous callers included,
 * reads a POI of a published space without them.
 */
export function canSeeAssetDetails(actor: Actor | null, space: AssetAccessFacts): boolean {
  if (!actor) return false;
  return (
    canEditSpace(actor, space) ||
    auditsSpace(actor, space) ||
    (actor.role === 'planner' && space.auditorPlannerIds.includes(actor.id))
  );
}
