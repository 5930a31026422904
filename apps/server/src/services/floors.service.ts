import { type Floor, ServerMessages } from '@indoor/domain';
import type { FloorsRepository } from '../db/repositories/floors.repository.js';
import type { SpacesRepository } from '../db/repositories/spaces.repository.js';
import { notFound } from '../http/http-error.js';
import { floorToWire } from '../wire/floor.wire.js';

export class FloorsService {
  constructor(
    private readonly spaces: SpacesRepository,
    private readonly floors: FloorsRepository,
  ) {}

  /** Floors of a published space, ordered numerically. Unknown and unpublished spaces are not found. */
  async listBySpace(buid: string): Promise<{ floors: Floor[] }> {
    const space = await this.spaces.findByBuid(buid);
    if (!space?.is_published) throw notFound(ServerMessages.spaceNotFound);
    const rows = await this.floors.listBySpace(buid);
    return { floors: rows.map(floorToWire) };
  }
}
