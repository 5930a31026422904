import {
  AccesColourRule,
  type Actor,
  type contract,
  FloorMessages,
  type RadiomapTarget,
  type ResponseOf,
} from '@indoor/domain';
import type { StoredAccesFloor, StoredAccesMap } from '../db/repositories/acces-maps.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import { notFound } from '../http/http-error.js';
import { AccesRefresher, type ComputedAccesMap } from './acces-refresher.js';
import type { SpacesService } from './spaces.service.js';

/** The answer of positionAccesMap. */
export type FloorAccesMap = ResponseOf<typeof contract.positionAccesMap>;

/** The map of a floor without one: no grid point, no survey point. */
const emptyMap = (): StoredAccesMap => ({
  crlb: [],
  geojson: { coordinates: [] },
  raw_crlb_m: [],
  step_m: 0,
  bands: AccesColourRule.bands.map((band) => ({ ...band })),
  survey_next: [],
  held_out_locations: 0,
});

const answerOf = (computed: ComputedAccesMap): FloorAccesMap => ({
  ...computed.map,
  version: computed.version,
  computed_at: computed.computedAt.toISOString(),
  status: 'ready',
  progress: null,
});

/**
 * The floors' accuracy maps (docs/positioning.md#the-map-on-the-server). Reading takes the
 * right to see the space, as the other wifi layers.
 *
 * A map is stored per floor with the fingerprint version it was computed from and, once
 * asked for, kept up to date in the background by the AccesRefresher on whichever instance
 * gets there first. A read answers the stored map while the version and the floor's plan
 * placement are unchanged (a floor
 * without fingerprints: an empty map). Otherwise it starts the computation on this instance
 * (unless another holds it), waits a moment for it, and then answers the previous map with
 * the computation's progress.
 */
export class AccesMapsService {
  private readonly repository: Repositories['accesMaps'];
  readonly refresher: AccesRefresher;

  constructor(
    data: DataAccess,
    private readonly spaces: SpacesService,
    refresher?: AccesRefresher,
  ) {
    this.repository = data.repos.accesMaps;
    this.refresher = refresher ?? new AccesRefresher(this.repository);
  }

  async floor(actor: Actor | null, target: RadiomapTarget): Promise<FloorAccesMap> {
    const stored = await this.stored(actor, target);
    if (stored.status === 'ready') return stored;
    const { outcome, progress } = await this.refresher.computeBriefly({
      buid: target.buid,
      floorNumber: target.floor,
    });
    if (outcome) return answerOf(outcome);
    // Still computing here: its own progress, once it holds the floor (else what is stored).
    if (outcome === undefined) return progress ? { ...stored, progress } : stored;
    // Another instance holds the floor, or has just stored its map.
    return this.stored(actor, target);
  }

  /**
   * What is stored for the floor: ready when the map is that of the floor's current
   * fingerprints and plan (or it never had fingerprints), else computing, with the progress
   * of a live claim.
   */
  private async stored(actor: Actor | null, target: RadiomapTarget): Promise<FloorAccesMap> {
    const { json } = await this.spaces.findVisibleWithJson(
      actor,
      target.buid,
      this.repository.storedQuery(target.buid, target.floor, this.refresher.settings.leaseMs),
    );
    const stored = json as StoredAccesFloor | null;
    if (!stored) throw notFound(FloorMessages.notFound);
    const { cached } = stored;
    const upToDate = cached
      ? cached.version === stored.version && cached.plan_key === stored.plan_key
      : stored.version === '0';
    return {
      ...(cached?.map ?? emptyMap()),
      version: cached?.version ?? '0',
      computed_at: cached ? new Date(cached.computed_at).toISOString() : null,
      status: upToDate ? 'ready' : 'computing',
      progress: upToDate ? null : (stored.computing ?? { done: 0, total: 0 }),
    };
  }
}
