import { describe, expect, it } from 'vitest';
import { SessionMessages } from './accounts/messages.js';
import {
  type AccountFacts,
  type Actor,
  type AssetAccessFacts,
  type AuditorCandidate,
  type AuditorFacts,
  canAuditSpace,
  canChangeCoOwners,
  canCreateAuditRoutes,
  canDeleteSpace,
  canEditAuditRoute,
  canEditSpace,
  canManageCampus,
  canManageUsers,
  canPlanRoutesOn,
  canRecordAuditResult,
  canSeeAssetDetails,
  canSeeAuditRoute,
  canSeeSpace,
  canUseAuditRoutes,
  checkAccountAction,
  checkAccountCreation,
  checkAuditorAssignment,
  isAccessibleSpace,
  isAuditRouteEditor,
  mayAssignAuditor,
  resolveDisplayRole,
  type SpaceAccessFacts,
} from './roles.js';
import { SpaceMessages } from './spaces/messages.js';

const actor = (role: Actor['role'], id = `${role}-1`): Actor => ({ id, username: id, role });
const space = (overrides: Partial<SpaceAccessFacts> = {}): SpaceAccessFacts => ({
  ownerId: 'owner-1',
  coOwners: ['co-1'],
  isPublished: false,
  auditorIds: ['auditor-1'],
  ...overrides,
});
const auditor = (
  id: string,
  assignedPlanner: string | null,
  role: Actor['role'] = 'auditor',
): AuditorCandidate => ({
  id,
  username: id,
  name: `Name ${id}`,
  role,
  assignedPlanner,
});

describe('space permissions', () => {
  const owner = actor('user', 'owner-1');
  const coOwner = actor('user', 'co-1');
  const stranger = actor('user', 'someone');

  it('owner, co-owners and admins edit and delete; moderators only edit', () => {
    for (const a of [owner, coOwner, actor('admin')]) {
      expect(canEditSpace(a, space())).toBe(true);
      expect(canDeleteSpace(a, space())).toBe(true);
    }
    expect(canEditSpace(actor('moderator'), space())).toBe(true);
    expect(canDeleteSpace(actor('moderator'), space())).toBe(false);
    expect(canEditSpace(stranger, space())).toBe(false);
    expect(canEditSpace(actor('planner'), space())).toBe(false);
    expect(canEditSpace(null, space())).toBe(false);
  });

  it('everyone sees published spaces; unpublished ones only editors and assigned auditors', () => {
    expect(canSeeSpace(null, space({ isPublished: true }))).toBe(true);
    expect(canSeeSpace(null, space())).toBe(false);
    expect(canSeeSpace(stranger, space())).toBe(false);
    expect(canSeeSpace(actor('auditor', 'auditor-1'), space())).toBe(true);
    expect(canSeeSpace(actor('auditor', 'auditor-2'), space())).toBe(false);
    expect(canSeeSpace(owner, space())).toBe(true);
  });

  it('only the owner and admins change the co-owner list; co-owners and moderators do not', () => {
    expect(canChangeCoOwners(owner, space())).toBe(true);
    expect(canChangeCoOwners(actor('admin'), space())).toBe(true);
    expect(canChangeCoOwners(coOwner, space())).toBe(false);
    expect(canChangeCoOwners(actor('moderator'), space())).toBe(false);
    expect(canChangeCoOwners(null, space())).toBe(false);
  });

  it('auditors only have the spaces they are assigned to in their working set', () => {
    expect(isAccessibleSpace(actor('auditor', 'auditor-1'), space())).toBe(true);
    expect(isAccessibleSpace(actor('auditor', 'auditor-9'), space({ isPublished: true }))).toBe(
      false,
    );
    expect(isAccessibleSpace(owner, space())).toBe(true);
    expect(isAccessibleSpace(stranger, space({ isPublished: true }))).toBe(false);
    expect(isAccessibleSpace(actor('admin'), space())).toBe(true);
  });
});

describe('audit route permissions', () => {
  const planner = (id: string): AuditorFacts => ({ id, role: 'planner', assignedPlanner: null });
  const worker = (id: string, plannerId: string | null): AuditorFacts => ({
    id,
    role: 'auditor',
    assignedPlanner: plannerId,
  });
  const hall = space({ ownerId: 'planner-own', coOwners: ['planner-co'], auditorIds: ['aud-1'] });

  it('admins, and planners who own or co-own the space, plan routes on it', () => {
    expect(canPlanRoutesOn(actor('admin'), hall)).toBe(true);
    expect(canPlanRoutesOn(planner('planner-own'), hall)).toBe(true);
    expect(canPlanRoutesOn(planner('planner-co'), hall)).toBe(true);
    expect(canPlanRoutesOn(planner('planner-x'), space({ isPublished: true }))).toBe(false);
    // Owning is not enough without the planner role, nor is a moderator's edit right.
    expect(canPlanRoutesOn(actor('user', 'planner-own'), hall)).toBe(false);
    expect(canPlanRoutesOn(actor('moderator'), hall)).toBe(false);
    expect(canPlanRoutesOn(null, hall)).toBe(false);
  });

  it('auditors audit the spaces they are assigned to, or whose owner or co-owner plans their work', () => {
    expect(canAuditSpace(worker('aud-1', null), hall)).toBe(true);
    expect(canAuditSpace(worker('aud-2', 'planner-own'), hall)).toBe(true);
    expect(canAuditSpace(worker('aud-3', 'planner-co'), hall)).toBe(true);
    expect(canAuditSpace(worker('aud-4', 'planner-x'), hall)).toBe(false);
    expect(canAuditSpace(worker('aud-5', null), hall)).toBe(false);
    expect(canAuditSpace({ ...worker('aud-1', null), role: 'planner' }, hall)).toBe(false);
  });

  it('an auditor sees, and works in, the unpublished spaces their planner owns or co-owns', () => {
    const viaPlanner: Actor = { ...actor('auditor', 'aud-3'), assignedPlanner: 'planner-co' };
    const unpublished = { ...hall, isPublished: false };
    expect(canSeeSpace(viaPlanner, unpublished)).toBe(true);
    expect(isAccessibleSpace(viaPlanner, unpublished)).toBe(true);
    const elsewhere: Actor = { ...viaPlanner, assignedPlanner: 'planner-x' };
    expect(canSeeSpace(elsewhere, unpublished)).toBe(false);
    expect(isAccessibleSpace(elsewhere, unpublished)).toBe(false);
    // The planner relation counts for auditors only.
    const user: Actor = { ...actor('user', 'u-1'), assignedPlanner: 'planner-co' };
    expect(canSeeSpace(user, unpublished)).toBe(false);
  });

  it('a route follows the current co-owners and assignments at every check', () => {
    const route = { createdBy: 'planner-co', assignedAuditors: ['aud-3'] };
    expect(canSeeAuditRoute(planner('planner-co'), route, hall)).toBe(true);
    expect(canSeeAuditRoute(worker('aud-3', 'planner-co'), route, hall)).toBe(true);
    expect(canRecordAuditResult(worker('aud-3', 'planner-co'), route, hall)).toBe(true);
    const removed = { ...hall, coOwners: [] };
    expect(canSeeAuditRoute(planner('planner-co'), route, removed)).toBe(false);
    expect(canSeeAuditRoute(worker('aud-3', 'planner-co'), route, removed)).toBe(false);
    expect(canRecordAuditResult(worker('aud-3', 'planner-co'), route, removed)).toBe(false);
    // Assigned to the space itself, the auditor keeps it.
    const assigned = { ...removed, auditorIds: ['aud-3'] };
    expect(canRecordAuditResult(worker('aud-3', 'planner-co'), route, assigned)).toBe(true);
    expect(
      canSeeAuditRoute({ id: 'x', role: 'admin', assignedPlanner: null }, route, removed),
    ).toBe(true);
    expect(
      canRecordAuditResult({ id: 'x', role: 'admin', assignedPlanner: null }, route, hall),
    ).toBe(false);
    expect(canSeeAuditRoute(planner('planner-own'), route, hall)).toBe(false);
    expect(canSeeAuditRoute(worker('aud-1', null), route, hall)).toBe(false);
  });
});

describe('campus permissions', () => {
  it('the owner and admins manage a campus; nobody else, signed in or not', () => {
    const campus = { ownerId: 'owner-1' };
    expect(canManageCampus(actor('user', 'owner-1'), campus)).toBe(true);
    expect(canManageCampus(actor('admin'), campus)).toBe(true);
    for (const role of ['user', 'moderator', 'planner', 'auditor'] as const)
      expect(canManageCampus(actor(role), campus)).toBe(false);
    expect(canManageCampus(null, campus)).toBe(false);
  });
});

describe('audit route use and changes', () => {
  const facts = (id: string, role: Actor['role']): AuditorFacts => ({
    id,
    role,
    assignedPlanner: null,
  });
  const hall = space({ ownerId: 'planner-own', coOwners: [], auditorIds: [] });
  const route = { createdBy: 'planner-own', assignedAuditors: ['aud-1'] };

  it('admins, planners and auditors use audit routes; admins and planners create them', () => {
    for (const role of ['admin', 'planner', 'auditor'] as const)
      expect(canUseAuditRoutes(actor(role))).toBe(true);
    for (const role of ['user', 'moderator'] as const)
      expect(canUseAuditRoutes(actor(role))).toBe(false);
    expect(canUseAuditRoutes(null)).toBe(false);
    expect(canCreateAuditRoutes(actor('admin'))).toBe(true);
    expect(canCreateAuditRoutes(actor('planner'))).toBe(true);
    for (const role of ['auditor', 'user', 'moderator'] as const)
      expect(canCreateAuditRoutes(actor(role))).toBe(false);
    expect(canCreateAuditRoutes(null)).toBe(false);
  });

  it('admins change every route; its planner while still planning on the space; auditors never', () => {
    expect(canEditAuditRoute(facts('x', 'admin'), route, hall)).toBe(true);
    expect(canEditAuditRoute(facts('planner-own', 'planner'), route, hall)).toBe(true);
    // The planner no longer owns the space: the route is out of their hands.
    expect(
      canEditAuditRoute(facts('planner-own', 'planner'), route, { ...hall, ownerId: 'other' }),
    ).toBe(false);
    expect(isAuditRouteEditor(facts('planner-own', 'planner'), route)).toBe(true);
    expect(isAuditRouteEditor(facts('planner-2', 'planner'), route)).toBe(false);
    expect(canEditAuditRoute(facts('planner-2', 'planner'), route, hall)).toBe(false);
    const assignedAuditor = { ...facts('aud-1', 'auditor'), assignedPlanner: 'planner-own' };
    expect(canSeeAuditRoute(assignedAuditor, route, hall)).toBe(true);
    expect(isAuditRouteEditor(assignedAuditor, route)).toBe(false);
    expect(canEditAuditRoute(assignedAuditor, route, hall)).toBe(false);
    expect(isAuditRouteEditor(facts('planner-own', 'user'), route)).toBe(false);
  });

  it('admins put any auditor on a route; everybody else only the auditors who work for them', () => {
    expect(mayAssignAuditor(actor('admin'), { assignedPlanner: null })).toBe(true);
    expect(mayAssignAuditor(actor('admin'), { assignedPlanner: 'planner-2' })).toBe(true);
    expect(mayAssignAuditor(actor('planner', 'planner-1'), { assignedPlanner: 'planner-1' })).toBe(
      true,
    );
    expect(mayAssignAuditor(actor('planner', 'planner-1'), { assignedPlanner: 'planner-2' })).toBe(
      false,
    );
    expect(mayAssignAuditor(actor('planner', 'planner-1'), { assignedPlanner: null })).toBe(false);
  });
});

describe('auditor assignment', () => {
  const planner = actor('planner', 'planner-1');

  it('refuses duplicates with the catalogue text', () => {
    const verdict = checkAuditorAssignment(actor('admin'), [
      auditor('a', null),
      auditor('a', null),
    ]);
    expect(verdict).toEqual({ ok: false, status: 400, message: SpaceMessages.duplicateAuditors });
  });

  it('refuses users who are not auditors', () => {
    const verdict = checkAuditorAssignment(actor('admin'), [auditor('u', null, 'user')]);
    expect(verdict).toMatchObject({ ok: false, status: 400 });
  });

  it('lets admins assign any auditors, any number', () => {
    const many = ['a', 'b', 'c', 'd'].map((id) => auditor(id, 'someone-else'));
    expect(checkAuditorAssignment(actor('admin'), many)).toEqual({ ok: true });
  });

  it('lets a planner assign only their own auditors, naming the others', () => {
    expect(checkAuditorAssignment(planner, [auditor('a', 'planner-1')])).toEqual({ ok: true });
    expect(
      checkAuditorAssignment(planner, [auditor('a', 'planner-1'), auditor('b', 'planner-2')]),
    ).toEqual({
      ok: false,
      status: 403,
      message: SpaceMessages.onlyOwnAuditors('Name b'),
    });
  });

  it('limits non-admins to 2 auditors', () => {
    const three = ['a', 'b', 'c'].map((id) => auditor(id, 'planner-1'));
    expect(checkAuditorAssignment(planner, three)).toMatchObject({ ok: false, status: 400 });
    expect(checkAuditorAssignment(planner, three.slice(0, 2))).toEqual({ ok: true });
  });

  it('an empty assignment clears everything', () => {
    expect(checkAuditorAssignment(planner, [])).toEqual({ ok: true });
  });
});

describe('display role resolution (client side only)', () => {
  it.each([
    [{ username: 'admin', role: 'user' }, 'admin'],
    [{ username: 'planner' }, 'planner'],
    [{ username: 'auditor7', role: 'user' }, 'auditor'],
    [{ username: 'maria', role: 'moderator' }, 'moderator'],
    [{ username: 'maria', role: 'user', type: 'planner' }, 'planner'],
    [{ username: 'maria', tokenRole: 'auditor' }, 'auditor'],
    [{ username: 'maria', accountType: 'planner' }, 'planner'],
    [{ username: 'maria', role: 'user' }, 'user'],
    [{ username: 'maria', role: 'superuser' }, 'user'],
  ] as const)('%j resolves to %s', (hints, expected) => {
    expect(resolveDisplayRole(hints)).toBe(expected);
  });
});

describe('asset details', () => {
  // owner-1 owns it, co-1 co-owns it, auditor-1 audits it and works for planner lead-1.
  const facts = (overrides: Partial<AssetAccessFacts> = {}): AssetAccessFacts => ({
    ...space({ isPublished: true }),
    auditorPlannerIds: ['lead-1'],
    ...overrides,
  });

  it('go to those who edit, audit or plan the audits of the space', () => {
    for (const reader of [
      actor('user', 'owner-1'),
      actor('user', 'co-1'),
      actor('admin', 'someone'),
      actor('moderator', 'someone'),
      actor('auditor', 'auditor-1'),
      actor('planner', 'lead-1'),
    ]) {
      expect(canSeeAssetDetails(reader, facts()), reader.id).toBe(true);
      // Publication changes nothing: the register is never public.
      expect(canSeeAssetDetails(reader, facts({ isPublished: false })), reader.id).toBe(true);
    }
  });

  it('are kept from everyone else, anonymous callers included, even in a published space', () => {
    expect(canSeeAssetDetails(null, facts())).toBe(false);
    expect(canSeeAssetDetails(actor('user', 'stranger'), facts())).toBe(false);
    expect(canSeeAssetDetails(actor('auditor', 'auditor-2'), facts())).toBe(false);
    expect(canSeeAssetDetails(actor('planner', 'lead-2'), facts())).toBe(false);
  });

  it('follow the current facts: a removed co-owner, an unassigned auditor and their planner lose them', () => {
    const after = facts({ coOwners: [], auditorIds: [], auditorPlannerIds: [] });
    expect(canSeeAssetDetails(actor('user', 'co-1'), after)).toBe(false);
    expect(canSeeAssetDetails(actor('auditor', 'auditor-1'), after)).toBe(false);
    expect(canSeeAssetDetails(actor('planner', 'lead-1'), after)).toBe(false);
  });

  it('go to a planner of an assigned auditor only while they are a planner', () => {
    expect(canSeeAssetDetails(actor('user', 'lead-1'), facts())).toBe(false);
    expect(canSeeAssetDetails(actor('auditor', 'lead-1'), facts())).toBe(false);
  });
});

describe('account administration', () => {
  const admin = actor('admin', 'admin-1');
  const planner = actor('planner', 'planner-1');
  const account = (overrides: Partial<AccountFacts> = {}): AccountFacts => ({
    id: 'someone',
    role: 'user',
    assignedPlanner: null,
    disabled: false,
    ...overrides,
  });
  const ownAuditor = account({ id: 'aud-1', role: 'auditor', assignedPlanner: 'planner-1' });
  const twoAdmins = { activeAdmins: 2 };

  it('admins and planners manage users; nobody else does', () => {
    expect(canManageUsers(admin)).toBe(true);
    expect(canManageUsers(planner)).toBe(true);
    for (const role of ['user', 'moderator', 'auditor'] as const)
      expect(canManageUsers(actor(role))).toBe(false);
    expect(canManageUsers(null)).toBe(false);
  });

  it('admins create any account; planners only auditors who work for them; others none', () => {
    expect(checkAccountCreation(admin, 'moderator', null)).toEqual({ ok: true });
    expect(checkAccountCreation(planner, 'auditor', 'planner-1')).toEqual({ ok: true });
    for (const [role, plannerId] of [
      ['auditor', 'planner-2'],
      ['auditor', null],
      ['user', 'planner-1'],
      ['planner', null],
    ] as const) {
      expect(checkAccountCreation(planner, role, plannerId)).toEqual({
        ok: false,
        status: 403,
        message: SessionMessages.plannerCreatesAuditorsOnly,
      });
    }
    for (const role of ['user', 'auditor', 'moderator'] as const) {
      expect(checkAccountCreation(actor(role), 'auditor', `${role}-1`)).toMatchObject({
        ok: false,
        status: 403,
        message: SessionMessages.accessDenied,
      });
    }
  });

  it('planners reset, disable and enable their own auditors, and nothing else', () => {
    for (const action of ['resetPassword', 'disable', 'enable'] as const) {
      expect(checkAccountAction(planner, ownAuditor, action, twoAdmins)).toEqual({ ok: true });
      expect(
        checkAccountAction(
          planner,
          { ...ownAuditor, assignedPlanner: 'planner-2' },
          action,
          twoAdmins,
        ),
      ).toMatchObject({ ok: false, status: 403, message: SessionMessages.plannerOwnAuditorsOnly });
      expect(
        checkAccountAction(planner, { ...ownAuditor, role: 'user' }, action, twoAdmins),
      ).toMatchObject({ ok: false, status: 403 });
    }
    expect(checkAccountAction(planner, ownAuditor, 'delete', twoAdmins)).toMatchObject({
      ok: false,
      message: SessionMessages.onlyAdminsDelete,
    });
    expect(
      checkAccountAction(planner, ownAuditor, 'changeRole', { ...twoAdmins, newRole: 'user' }),
    ).toMatchObject({ ok: false, status: 403 });
  });

  it('users, auditors and moderators administer nobody', () => {
    for (const role of ['user', 'auditor', 'moderator'] as const) {
      expect(checkAccountAction(actor(role), account(), 'disable', twoAdmins)).toMatchObject({
        ok: false,
        status: 403,
        message: SessionMessages.accessDenied,
      });
    }
  });

  it('an admin does everything to other accounts but cannot disable, delete or reset their own', () => {
    for (const action of ['resetPassword', 'disable', 'enable', 'delete'] as const) {
      expect(checkAccountAction(admin, account(), action, twoAdmins)).toEqual({ ok: true });
    }
    const self = account({ id: 'admin-1', role: 'admin' });
    expect(checkAccountAction(admin, self, 'disable', twoAdmins)).toEqual({
      ok: false,
      status: 403,
      message: SessionMessages.cannotDisableSelf,
    });
    expect(checkAccountAction(admin, self, 'delete', twoAdmins)).toMatchObject({
      message: SessionMessages.cannotDeleteSelf,
    });
    expect(checkAccountAction(admin, self, 'resetPassword', twoAdmins)).toMatchObject({
      message: SessionMessages.cannotResetOwnPassword,
    });
    // Giving up one's own admin role is allowed while another admin remains.
    expect(
      checkAccountAction(admin, self, 'changeRole', { activeAdmins: 2, newRole: 'user' }),
    ).toEqual({ ok: true });
    expect(
      checkAccountAction(admin, self, 'changeRole', { activeAdmins: 1, newRole: 'user' }),
    ).toMatchObject({ ok: false, status: 409, message: SessionMessages.lastAdmin });
  });

  it('the last enabled admin cannot be demoted, disabled or deleted', () => {
    const other = account({ id: 'admin-2', role: 'admin' });
    const last = { activeAdmins: 1 };
    expect(checkAccountAction(admin, other, 'disable', last)).toEqual({
      ok: false,
      status: 409,
      message: SessionMessages.lastAdminDisabled,
    });
    expect(checkAccountAction(admin, other, 'delete', last)).toMatchObject({
      status: 409,
      message: SessionMessages.lastAdminDeleted,
    });
    expect(
      checkAccountAction(admin, other, 'changeRole', { ...last, newRole: 'planner' }),
    ).toMatchObject({ status: 409, message: SessionMessages.lastAdmin });
    expect(checkAccountAction(admin, other, 'changeRole', { ...last, newRole: 'admin' })).toEqual({
      ok: true,
    });
    // A disabled admin is not the last one that counts: it may go.
    const disabled = { ...other, disabled: true };
    expect(checkAccountAction(admin, disabled, 'delete', { activeAdmins: 1 })).toEqual({
      ok: true,
    });
    expect(checkAccountAction(admin, disabled, 'enable', { activeAdmins: 1 })).toEqual({
      ok: true,
    });
  });
});
