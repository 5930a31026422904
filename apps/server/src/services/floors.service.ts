import type { Actor, Floor } from '@indoor/domain';
import type { FloorsRepository } from '../db/repositories/floors.repository.js';
import { floorToWire } from '../wire/floor.wire.js';
import type { SpacesService } from './spaces.service.js';

export class FloorsService {
  constructor(
    private readonly spaces: SpacesService,
    private readonly floors: FloorsRepository,
  ) {}

  /** Floors of a space the caller can see, ordered numerically. */
  async listBySpace(actor: Actor | null, buid: string): Promise<{ floors: Floor[] }> {
    await this.spaces.findVisible(actor, buid);
    const rows = await this.floors.listBySpace(buid);
    return { floors: rows.map(floorToWire) };
  }
}
