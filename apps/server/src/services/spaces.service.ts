import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type AssignedAuditor,
  AuditorAssignmentMessages,
  type AuditorReference,
  canChangeCoOwners,
  canDeleteSpace,
  canEditSpace,
  canSeeSpace,
  checkAuditorAssignment,
  isAccessibleSpace,
  isAdmin,
  isAdminOrModerator,
  isValidLatitude,
  isValidLongitude,
  orDash,
  parseWireCoordinate,
  type Role,
  ServerMessages,
  type Space,
  type SpaceAddBody,
  SpaceMessages,
  type SpaceUpdateBody,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { JsonListQuery, JsonRow } from '../db/repositories/json-rows.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import type { NewSpace, SpaceUpdate } from '../db/schema.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { removeDeletedSpaceStorage } from '../storage/floor-storage.js';
import { spaceToWire } from '../wire/space.wire.js';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const referenceOf = (ref: AuditorReference): string =>
  typeof ref === 'string' ? ref : (ref.userId ?? ref.id ?? ref.owner_id ?? ref.username ?? '');

export class SpacesService {
  private readonly spaces: Repositories['spaces'];
  private readonly users: Repositories['users'];

  constructor(
    private readonly data: DataAccess,
    private readonly storage: ObjectStorage,
  ) {
    this.spaces = data.repos.spaces;
    this.users = data.repos.users;
  }

  /** The space if the actor may see it; unknown and hidden spaces are both "not found". */
  async findVisible(actor: Actor | null, buid: string): Promise<SpaceWithAuditors> {
    const space = await this.spaces.findByBuid(buid);
    if (!space || !canSeeSpace(actor, spaceFacts(space)))
      throw notFound(ServerMessages.spaceNotFound);
    return space;
  }

  /**
   * A space the caller can see and one list of its contents, read in one statement
   * (see SpacesRepository.findByBuidWith); the list is parsed only when the space may be seen.
   */
  async findVisibleWith<Row>(
    actor: Actor | null,
    buid: string,
    list: JsonListQuery,
  ): Promise<{ space: SpaceWithAuditors; rows: JsonRow<Row>[] }> {
    const { space, json } = await this.findVisibleWithJson(actor, buid, list);
    return { space, rows: (json ?? []) as JsonRow<Row>[] };
  }

  /** As findVisibleWith, for a query whose JSON is not a list of rows (it may be null). */
  async findVisibleWithJson(
    actor: Actor | null,
    buid: string,
    query: JsonListQuery,
  ): Promise<{ space: SpaceWithAuditors; json: unknown }> {
    const found = await this.spaces.findByBuidWith(buid, query);
    if (!found || !canSeeSpace(actor, spaceFacts(found.space)))
      throw notFound(ServerMessages.spaceNotFound);
    return { space: found.space, json: found.list ? JSON.parse(found.list) : null };
  }

  async listPublic(): Promise<{ spaces: Space[] }> {
    return { spaces: (await this.spaces.listPublished()).map(spaceToWire) };
  }

  async get(actor: Actor | null, buid: string): Promise<Space> {
    return spaceToWire(await this.findVisible(actor, buid));
  }

  async accessible(actor: Actor): Promise<{ spaces: Space[] }> {
    const rows = isAdmin(actor)
      ? await this.spaces.listAll()
      : actor.role === 'auditor'
        ? await this.auditedSpaces(actor)
        : await this.spaces.listOwnedBy(actor.id);
    return { spaces: rows.filter((s) => isAccessibleSpace(actor, spaceFacts(s))).map(spaceToWire) };
  }

  /** An auditor's spaces: assigned to them, or owned or co-owned by their planner. */
  private async auditedSpaces(actor: Actor): Promise<SpaceWithAuditors[]> {
    const assigned = await this.spaces.listAssignedTo(actor.id);
    if (!actor.assignedPlanner) return assigned;
    const known = new Set(assigned.map((space) => space.buid));
    const planners = (await this.spaces.listOwnedBy(actor.assignedPlanner)).filter(
      (space) => !known.has(space.buid),
    );
    return [...assigned, ...planners].sort((a, b) => a.name.localeCompare(b.name));
  }

  async search(actor: Actor | null, query: string, limit = 20): Promise<{ spaces: Space[] }> {
    const viewer = actor
      ? {
          id: actor.id,
          seesAll: isAdminOrModerator(actor),
          plannerId: actor.role === 'auditor' ? (actor.assignedPlanner ?? null) : null,
        }
      : null;
    return { spaces: (await this.spaces.search(query, viewer, limit)).map(spaceToWire) };
  }

  async add(
    actor: Actor,
    body: SpaceAddBody,
  ): Promise<{ buid: string; message: string; space: Space }> {
    const row = await this.newSpaceRow(actor, body);
    await this.spaces.insert(row);
    const space = await this.get(actor, row.buid);
    return { buid: row.buid, message: SpaceMessages.added(body.space_type), space };
  }

  /** The row of a new space of the actor (a fresh buid), checked; the caller inserts it. */
  async newSpaceRow(actor: Actor, body: SpaceAddBody): Promise<NewSpace> {
    const lat = parseWireCoordinate(body.coordinates_lat, isValidLatitude);
    if (lat === null) throw badRequest(SpaceMessages.invalidLatitude);
    const lon = parseWireCoordinate(body.coordinates_lon, isValidLongitude);
    if (lon === null) throw badRequest(SpaceMessages.invalidLongitude);
    const coOwners = await this.existingUserIds(body.co_owners ?? []);
    return {
      buid: `${body.space_type}_${randomUUID()}_${Date.now()}`,
      name: body.name,
      description: orDash(body.description),
      bucode: body.bucode ?? '',
      space_type: body.space_type,
      type: body.type ?? '',
      is_published: body.is_published ?? true,
      url: orDash(body.url),
      address: orDash(body.address),
      coordinates_lat: lat,
      coordinates_lon: lon,
      co_owners: coOwners.filter((id) => id !== actor.id),
      owner_id: actor.id,
    };
  }

  async update(
    actor: Actor,
    body: SpaceUpdateBody,
  ): Promise<{ message: string; changed: boolean; space: Space }> {
    const current = await this.findVisible(actor, body.buid);
    const facts = spaceFacts(current);
    if (!canEditSpace(actor, facts)) throw forbidden(ServerMessages.spaceEditForbidden);

    const patch: SpaceUpdate = {};
    const setIfChanged = <K extends keyof SpaceUpdate & keyof SpaceWithAuditors>(
      key: K,
      value: SpaceWithAuditors[K] | undefined,
    ) => {
      if (value !== undefined && value !== current[key])
        (patch as Record<string, unknown>)[key] = value;
    };
    setIfChanged('name', body.name);
    setIfChanged(
      'description',
      body.description === undefined ? undefined : orDash(body.description),
    );
    setIfChanged('bucode', body.bucode);
    setIfChanged('space_type', body.space_type);
    setIfChanged('type', body.type);
    setIfChanged('is_published', body.is_published);
    setIfChanged('url', body.url === undefined ? undefined : orDash(body.url));
    setIfChanged('address', body.address === undefined ? undefined : orDash(body.address));
    setIfChanged('audit_interval_days', body.audit_interval_days);
    if (
      body.audited_place_types !== undefined &&
      !sameList(body.audited_place_types, current.audited_place_types)
    )
      patch.audited_place_types = body.audited_place_types;
    if (body.coordinates_lat !== undefined) {
      const lat = parseWireCoordinate(body.coordinates_lat, isValidLatitude);
      if (lat === null) throw badRequest(SpaceMessages.invalidLatitude);
      setIfChanged('coordinates_lat', lat);
    }
    if (body.coordinates_lon !== undefined) {
      const lon = parseWireCoordinate(body.coordinates_lon, isValidLongitude);
      if (lon === null) throw badRequest(SpaceMessages.invalidLongitude);
      setIfChanged('coordinates_lon', lon);
    }
    if (body.co_owners !== undefined) {
      const coOwners = (await this.existingUserIds(body.co_owners)).filter(
        (id) => id !== current.owner_id,
      );
      if (!sameList(coOwners, current.co_owners)) {
        if (!canChangeCoOwners(actor, { ownerId: current.owner_id }))
          throw forbidden(ServerMessages.coOwnersForbidden);
        patch.co_owners = coOwners;
      }
    }
    const auditorIds =
      body.assigned_auditors === undefined
        ? undefined
        : await this.checkedAuditors(actor, body.assigned_auditors);
    const auditorsChanged =
      auditorIds !== undefined && !sameList(auditorIds, current.assigned_auditors);

    if (Object.keys(patch).length === 0 && !auditorsChanged) {
      return { message: SpaceMessages.noChanges, changed: false, space: spaceToWire(current) };
    }
    await this.data.transaction(async (repos) => {
      const spaces = repos.spaces;
      // Deleted meanwhile: nothing to update (and no auditor rows for a missing space).
      if (!(await spaces.lockForChange(current.buid))) throw notFound(ServerMessages.spaceNotFound);
      if (Object.keys(patch).length > 0) await spaces.update(current.buid, patch);
      if (auditorsChanged && auditorIds) await spaces.replaceAuditors(current.buid, auditorIds);
    });
    return {
      message: SpaceMessages.updated,
      changed: true,
      space: await this.get(actor, current.buid),
    };
  }

  async delete(actor: Actor, buid: string): Promise<{ message: string }> {
    const space = await this.findVisible(actor, buid);
    if (!canDeleteSpace(actor, spaceFacts(space)))
      throw forbidden(ServerMessages.spaceDeleteForbidden);
    await this.data.transaction(async (repos) => {
      await repos.spaces.delete(buid);
    });
    // Files go after the rows (never rows pointing at nothing). Uploads still running into
    // the space fail at their commit and remove what they wrote.
    await removeDeletedSpaceStorage(this.storage, buid);
    return { message: SpaceMessages.deleted(space.space_type) };
  }

  async assignedAuditors(
    actor: Actor,
    buid: string,
  ): Promise<{ status: 'success'; assigned_auditors: AssignedAuditor[] }> {
    const space = await this.findVisible(actor, buid);
    const rows = await this.users.findManyByIds(space.assigned_auditors);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const assigned = space.assigned_auditors.flatMap((id) => {
      const row = byId.get(id);
      return row
        ? [
            {
              userId: row.id,
              username: row.username,
              name: row.name,
              email: row.email,
              role: row.role,
              assigned_planner: row.assigned_planner,
            },
          ]
        : [];
    });
    return { status: 'success', assigned_auditors: assigned };
  }

  /** Co-owners named by id or username, as user ids (each once); unknown ones are refused. */
  private async existingUserIds(refs: readonly string[]): Promise<string[]> {
    const rows = await this.users.findByIdsOrUsernames([...new Set(refs)]);
    const resolved = refs.map(
      (ref) =>
        rows.find((r) => r.id === ref) ??
        rows.find((r) => r.username.toLowerCase() === ref.toLowerCase()),
    );
    const unknown = refs.filter((_, i) => !resolved[i]);
    if (unknown.length > 0) throw badRequest(SpaceMessages.unknownUsers(unknown.join(', ')));
    return [...new Set(resolved.flatMap((row) => (row ? [row.id] : [])))];
  }

  /** The space's co-owners with their names, for those who may edit the space. */
  async coOwners(
    actor: Actor,
    buid: string,
  ): Promise<{
    status: 'success';
    co_owners: { userId: string; username: string; name: string }[];
  }> {
    const space = await this.findVisible(actor, buid);
    if (!canEditSpace(actor, spaceFacts(space))) throw forbidden(ServerMessages.spaceEditForbidden);
    const rows = await this.users.findManyByIds(space.co_owners);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return {
      status: 'success',
      co_owners: space.co_owners.flatMap((id) => {
        const row = byId.get(id);
        return row ? [{ userId: row.id, username: row.username, name: row.name }] : [];
      }),
    };
  }

  /** Resolves ids, usernames or auditor objects to users and applies the assignment rules. */
  private async checkedAuditors(
    actor: Actor,
    refs: readonly AuditorReference[],
  ): Promise<string[]> {
    const wanted = refs.map(referenceOf);
    const rows = await this.users.findByIdsOrUsernames(wanted);
    const resolved = wanted.map(
      (ref) =>
        rows.find((r) => r.id === ref) ??
        rows.find((r) => r.username.toLowerCase() === ref.toLowerCase()),
    );
    const unknown = wanted.filter((_, i) => !resolved[i]);
    if (unknown.length > 0) throw badRequest(AuditorAssignmentMessages.unknown(unknown.join(', ')));
    const candidates = resolved.flatMap((r) =>
      r
        ? [
            {
              id: r.id,
              username: r.username,
              name: r.name,
              role: r.role as Role,
              assignedPlanner: r.assigned_planner,
            },
          ]
        : [],
    );
    const verdict = checkAuditorAssignment(actor, candidates);
    if (!verdict.ok) throw new HttpError(verdict.status, verdict.message);
    return candidates.map((c) => c.id);
  }
}
