import type { Space } from '@indoor/domain';
import type { SpacesRepository } from '../db/repositories/spaces.repository.js';
import { spaceToWire } from '../wire/space.wire.js';

export class SpacesService {
  constructor(private readonly spaces: SpacesRepository) {}

  async listPublic(): Promise<{ spaces: Space[] }> {
    const rows = await this.spaces.listPublished();
    return { spaces: rows.map(spaceToWire) };
  }
}
