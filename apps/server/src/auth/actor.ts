import type { Actor, AssetAccessFacts } from '@indoor/domain';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import type { AuthenticatedUser } from './authenticated-user.js';

export const toActor = (user: AuthenticatedUser | null): Actor | null =>
  user
    ? {
        id: user.id,
        username: user.username,
        role: user.role,
        assignedPlanner: user.assignedPlanner,
      }
    : null;

/** What the permission rules of roles.ts read about a space, from its row as read. */
export const spaceFacts = (space: SpaceWithAuditors): AssetAccessFacts => ({
  ownerId: space.owner_id,
  coOwners: space.co_owners,
  isPublished: space.is_published,
  auditorIds: space.assigned_auditors,
  auditorPlannerIds: space.auditor_planners,
});
