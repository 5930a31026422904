import { randomBytes } from 'node:crypto';
import {
  type Actor,
  type Campus,
  CampusMessages,
  type CampusWithSpaces,
  canManageCampus,
  canSeeSpace,
  isAdmin,
  newCampusId,
  orDash,
  ServerMessages,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { CampusWithBuids } from '../db/repositories/campuses.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.js';
import { campusToWire } from '../wire/campus.wire.js';
import { spaceToWire } from '../wire/space.wire.js';

export interface CampusAddInput {
  name: string;
  description?: string | undefined;
  buids: string[];
  greeklish?: boolean | undefined;
  cuid?: string | undefined;
}

export interface CampusUpdateInput {
  cuid: string;
  name?: string | undefined;
  description?: string | undefined;
  newcuid?: string | undefined;
  buids?: string[] | undefined;
  greeklish?: boolean | undefined;
}

/**
 * Holds the campus's spaces against their delete until the transaction commits; one
 * deleted since the visibility check is refused as the check would have refused it.
 */
async function lockMemberSpaces(repos: Repositories, buids: readonly string[]) {
  const existing = new Set(await repos.spaces.lockManyAgainstDelete(buids));
  const missing = buids.filter((b) => !existing.has(b));
  if (missing.length > 0) throw badRequest(ServerMessages.unknownSpaces(missing.join(', ')));
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export class CampusesService {
  private readonly campuses: Repositories['campuses'];
  private readonly spaces: Repositories['spaces'];

  constructor(private readonly data: DataAccess) {
    this.campuses = data.repos.campuses;
    this.spaces = data.repos.spaces;
  }

  /** At least one space, each existing and visible to the actor; duplicates collapse. */
  private async checkedSpaces(actor: Actor, buids: readonly string[]): Promise<string[]> {
    const unique = [...new Set(buids)];
    if (unique.length === 0) throw badRequest(CampusMessages.noBuildings);
    const found = await this.spaces.findManyByBuids(unique);
    const visible = new Set(
      found.filter((s) => canSeeSpace(actor, spaceFacts(s))).map((s) => s.buid),
    );
    const missing = unique.filter((b) => !visible.has(b));
    if (missing.length > 0) throw badRequest(ServerMessages.unknownSpaces(missing.join(', ')));
    return unique;
  }

  private async editable(actor: Actor, cuid: string): Promise<CampusWithBuids> {
    const campus = await this.campuses.findByCuid(cuid);
    if (!campus) throw notFound(ServerMessages.campusNotFound);
    if (!canManageCampus(actor, { ownerId: campus.owner_id }))
      throw forbidden(ServerMessages.campusEditForbidden);
    return campus;
  }

  private async wire(cuid: string): Promise<Campus> {
    const campus = await this.campuses.findByCuid(cuid);
    if (!campus) throw notFound(ServerMessages.campusNotFound);
    return campusToWire(campus);
  }

  async add(
    actor: Actor,
    input: CampusAddInput,
  ): Promise<{ cuid: string; message: string; campus: Campus }> {
    const buids = await this.checkedSpaces(actor, input.buids);
    const cuid = input.cuid ?? newCampusId(randomBytes(6).toString('hex'), Date.now());
    try {
      await this.data.transaction(async (repos) => {
        const { campuses } = repos;
        await campuses.insert({
          cuid,
          name: input.name,
          description: orDash(input.description),
          greeklish: input.greeklish ?? false,
          owner_id: actor.id,
        });
        await lockMemberSpaces(repos, buids);
        await campuses.replaceSpaces(cuid, buids);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ServerMessages.campusIdTaken);
      throw error;
    }
    return { cuid, message: CampusMessages.added, campus: await this.wire(cuid) };
  }

  /**
   * A campus and the spaces of it the caller can see, in the campus's order; a campus
   * showing nothing is not found, except to those who manage it (docs/spaces-and-campuses.md).
   */
  async findVisible(
    actor: Actor | null,
    cuid: string,
  ): Promise<{ campus: CampusWithBuids; spaces: SpaceWithAuditors[]; manages: boolean }> {
    const campus = await this.campuses.findByCuid(cuid);
    if (!campus) throw notFound(ServerMessages.campusNotFound);
    const members = await this.spaces.findManyByBuids(campus.buids);
    const order = new Map(campus.buids.map((b, i) => [b, i]));
    const visible = members
      .filter((s) => canSeeSpace(actor, spaceFacts(s)))
      .sort((a, b) => (order.get(a.buid) ?? 0) - (order.get(b.buid) ?? 0));
    const manages = canManageCampus(actor, { ownerId: campus.owner_id });
    if (visible.length === 0 && !manages) throw notFound(ServerMessages.campusNotFound);
    return { campus, spaces: visible, manages };
  }

  /** A campus with the spaces of it the caller can see (the campus viewer). */
  async get(actor: Actor | null, cuid: string): Promise<CampusWithSpaces> {
    const { campus, spaces } = await this.findVisible(actor, cuid);
    return { ...campusToWire(campus), spaces: spaces.map(spaceToWire) };
  }

  async update(
    actor: Actor,
    input: CampusUpdateInput,
  ): Promise<{ message: string; campus: Campus }> {
    const campus = await this.editable(actor, input.cuid);
    const buids =
      input.buids === undefined ? undefined : await this.checkedSpaces(actor, input.buids);
    const newCuid = input.newcuid && input.newcuid !== campus.cuid ? input.newcuid : undefined;
    try {
      await this.data.transaction(async (repos) => {
        const { campuses } = repos;
        await campuses.update(campus.cuid, {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: orDash(input.description) } : {}),
          ...(input.greeklish !== undefined ? { greeklish: input.greeklish } : {}),
          ...(newCuid ? { cuid: newCuid } : {}),
        });
        if (buids) {
          await lockMemberSpaces(repos, buids);
          await campuses.replaceSpaces(newCuid ?? campus.cuid, buids);
        }
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ServerMessages.campusIdTaken);
      throw error;
    }
    return { message: CampusMessages.updated, campus: await this.wire(newCuid ?? campus.cuid) };
  }

  async delete(actor: Actor, cuid: string): Promise<{ message: string }> {
    await this.editable(actor, cuid);
    await this.campuses.delete(cuid);
    return { message: CampusMessages.deleted };
  }

  async listOfUser(actor: Actor): Promise<{ buildingsets: Campus[] }> {
    const rows = isAdmin(actor)
      ? await this.campuses.listAll()
      : await this.campuses.listByOwner(actor.id);
    return { buildingsets: rows.map(campusToWire) };
  }
}
