import type { Actor, SpaceAccessFacts } from '@indoor/domain';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import type { AuthenticatedUser } from './authenticated-user.js';

export const toActor = (user: AuthenticatedUser | null): Actor | null =>
  user ? { id: user.id, username: user.username, role: user.role } : null;

export const spaceFacts = (space: SpaceWithAuditors): SpaceAccessFacts => ({
  ownerId: space.owner_id,
  coOwners: space.co_owners,
  isPublished: space.is_published,
  auditorIds: space.assigned_auditors,
});
