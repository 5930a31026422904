import {
  type Actor,
  canEditSpace,
  type Floor,
  FloorMessages,
  orDash,
  ServerMessages,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { FloorRow } from '../db/schema.js';
import { conflict, forbidden, notFound } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { planVersionAt, removeDeletedFloorStorage } from '../storage/floor-storage.js';
import { floorPlanKey } from '../storage/keys.js';
import { floorToWire } from '../wire/floor.wire.js';
import type { SpacesService } from './spaces.service.js';

export interface FloorInput {
  buid: string;
  floor_number: number;
  floor_name?: string | undefined;
  description?: string | undefined;
  is_published?: boolean | undefined;
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export class FloorsService {
  private readonly floors: Repositories['floors'];

  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly storage: ObjectStorage,
  ) {
    this.floors = data.repos.floors;
  }

  private async editableSpace(actor: Actor, buid: string) {
    const space = await this.spaces.findVisible(actor, buid);
    if (!canEditSpace(actor, spaceFacts(space))) throw forbidden(ServerMessages.spaceEditForbidden);
    return space;
  }

  /** A floor of a space the caller can see. */
  async findVisible(actor: Actor | null, buid: string, floorNumber: number): Promise<FloorRow> {
    await this.spaces.findVisible(actor, buid);
    const floor = await this.floors.find(buid, floorNumber);
    if (!floor) throw notFound(FloorMessages.notFound);
    return floor;
  }

  /** Floors of a space the caller can see, ordered numerically. */
  async listBySpace(actor: Actor | null, buid: string): Promise<{ floors: Floor[] }> {
    const { rows } = await this.spaces.findVisibleWith<FloorRow>(
      actor,
      buid,
      this.floors.spaceListQuery(buid),
    );
    return { floors: rows.map(floorToWire) };
  }

  async add(actor: Actor, input: FloorInput): Promise<{ message: string; floor: Floor }> {
    await this.editableSpace(actor, input.buid);
    try {
      const row = await this.data.transaction(async (repos) => {
        // A delete of the space waits for this insert, or has removed the space already.
        if (!(await repos.spaces.lockAgainstDelete(input.buid)))
          throw notFound(ServerMessages.spaceNotFound);
        return repos.floors.insert({
          buid: input.buid,
          floor_number: input.floor_number,
          floor_name: input.floor_name?.trim() || String(input.floor_number),
          description: orDash(input.description),
          is_published: input.is_published ?? true,
        });
      });
      return { message: ServerMessages.floorAdded, floor: floorToWire(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ServerMessages.floorExists);
      throw error;
    }
  }

  async update(actor: Actor, input: FloorInput): Promise<{ message: string; floor: Floor }> {
    await this.editableSpace(actor, input.buid);
    // One statement: no read-before and read-after round trips, and no window between them.
    const row = await this.floors.update(input.buid, input.floor_number, {
      ...(input.floor_name !== undefined ? { floor_name: input.floor_name } : {}),
      ...(input.description !== undefined ? { description: orDash(input.description) } : {}),
      ...(input.is_published !== undefined ? { is_published: input.is_published } : {}),
    });
    if (!row) throw notFound(FloorMessages.notFound);
    return { message: ServerMessages.floorUpdated, floor: floorToWire(row) };
  }

  async delete(actor: Actor, buid: string, floorNumber: number): Promise<{ message: string }> {
    await this.editableSpace(actor, buid);
    const deleted = await this.data.transaction(async (repos) => {
      // The space first (the lock order of every change inside a space): POI and
      // connection changes on this floor finish before it goes, or find it gone.
      if (!(await repos.spaces.lockForChange(buid))) return false;
      if (!(await repos.floors.deleteWithContents(buid, floorNumber))) return false;
      // Its POIs and their connections went with it: routes must not use them.
      await repos.connections.bumpGraphVersion(buid);
      return true;
    });
    if (!deleted) throw notFound(FloorMessages.notFound);
    // Files go after the rows (never rows pointing at nothing). Only plan versions started
    // before now: an upload of a floor re-created meanwhile keeps its files, and uploads
    // still running to the deleted floor fail at their commit and remove their own.
    await removeDeletedFloorStorage(this.storage, buid, floorNumber, planVersionAt(Date.now()));
    return { message: FloorMessages.deleted };
  }

  async planBase64(
    actor: Actor | null,
    buid: string,
    floorNumber: number,
  ): Promise<{ floor_number: string; content_type: string; base64: string }> {
    const floor = await this.findVisible(actor, buid, floorNumber);
    const image = await this.readPlan(floor);
    if (!image) throw notFound(ServerMessages.floorPlanMissing);
    return {
      floor_number: String(floorNumber),
      content_type: floor.plan_content_type ?? 'image/png',
      base64: image.toString('base64'),
    };
  }

  /** Plans of several floors in the requested order; empty text where a floor has no plan. */
  async plansBase64(
    actor: Actor | null,
    buid: string,
    floors: string,
  ): Promise<{ all_floors: string[] }> {
    await this.spaces.findVisible(actor, buid);
    const numbers = floors
      .split(/\s+/)
      .filter((f) => /^-?\d{1,4}$/.test(f))
      .map(Number);
    const rows = new Map((await this.floors.listBySpace(buid)).map((f) => [f.floor_number, f]));
    const all: string[] = [];
    for (const n of numbers) {
      const row = rows.get(n);
      const image = row ? await this.readPlan(row) : null;
      all.push(image ? image.toString('base64') : '');
    }
    return { all_floors: all };
  }

  private async readPlan(floor: FloorRow): Promise<Buffer | null> {
    if (!floor.plan_version) return null;
    return this.storage.get(floorPlanKey(floor.buid, floor.floor_number, floor.plan_version));
  }
}
