import { type Actor, ConnectorType, isAdminOrModerator, type Poi } from '@indoor/domain';
import type { PoisRepository } from '../db/repositories/pois.repository.js';
import { poiToWire } from '../wire/poi.wire.js';
import type { SpacesService } from './spaces.service.js';

export class PoisService {
  constructor(
    private readonly pois: PoisRepository,
    private readonly spaces: SpacesService,
  ) {}

  /** Published POIs (not connectors) of the spaces the caller can see, matching name or description. */
  async search(
    actor: Actor | null,
    query: string,
    buid: string | undefined,
    limit = 20,
  ): Promise<{ pois: Poi[] }> {
    if (buid) await this.spaces.findVisible(actor, buid);
    const viewer = actor ? { id: actor.id, seesAll: isAdminOrModerator(actor) } : null;
    const rows = await this.pois.search(query, { buid, viewer, excludeType: ConnectorType, limit });
    return { pois: rows.map(poiToWire) };
  }
}
