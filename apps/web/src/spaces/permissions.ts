import {
  type Actor,
  canDeleteSpace,
  canEditSpace,
  resolveDisplayRole,
  type SessionUser,
  type Space,
  type SpaceAccessFacts,
} from '@indoor/domain';
import { decodeJwtPayload } from '../session/sessionRules';
import { selectSignedInUser, useSessionStore } from '../state/session';

/**
 * The signed-in user as the domain's permission rules see them, with the role resolved
 * as docs/roles.md#stored-role-and-display-role describes. It only decides what the interface
 * offers: the server checks every call against its own user table.
 */
export function actorOf(user: SessionUser): Actor {
  const tokenRole = decodeJwtPayload(user.access_token)?.role;
  return {
    id: user.id,
    username: user.username,
    role: resolveDisplayRole({
      username: user.username,
      role: user.role,
      type: user.type,
      accountType: user.accountType,
      name: user.name,
      tokenRole: typeof tokenRole === 'string' ? tokenRole : undefined,
    }),
  };
}

export function spaceAccessFacts(space: Space): SpaceAccessFacts {
  return {
    ownerId: space.owner_id,
    coOwners: space.co_owners,
    isPublished: space.is_published === 'true',
    auditorIds: space.assigned_auditors,
  };
}

export interface SpacePermissions {
  actor: Actor | null;
  canEdit: boolean;
  canDelete: boolean;
}

export function spacePermissions(user: SessionUser | null, space: Space | null): SpacePermissions {
  const actor = user ? actorOf(user) : null;
  if (!space) return { actor, canEdit: false, canDelete: false };
  const facts = spaceAccessFacts(space);
  return { actor, canEdit: canEditSpace(actor, facts), canDelete: canDeleteSpace(actor, facts) };
}

/** The signed-in user as an Actor, or null. */
export function useActor(): Actor | null {
  const user = useSessionStore(selectSignedInUser);
  return user ? actorOf(user) : null;
}

export function useSpacePermissions(space: Space | null): SpacePermissions {
  const user = useSessionStore(selectSignedInUser);
  return spacePermissions(user, space);
}
