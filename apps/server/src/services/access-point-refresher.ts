import {
  type AccessPointEstimate,
  accessPointEstimates,
  fittedRadioCount,
  LayerZoom,
} from '@indoor/domain';
import { AccessPointWorkConstants } from '../config/infrastructure.js';
import type { Repositories } from '../db/repositories/repositories.js';
import { type ClaimedFloor, ComputationStopped, FloorRefresher } from './floor-refresher.js';

export { ComputationStopped } from './floor-refresher.js';

/** Estimates computed from the floor's fingerprints at `version`. */
export interface ComputedEstimates {
  version: string;
  computedAt: Date;
  estimates: AccessPointEstimate[];
}

/** The refresher's timings (AccessPointWorkConstants; tests shorten them). */
export type RefresherSettings = { readonly [K in keyof typeof AccessPointWorkConstants]: number };

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Keeps every floor's access-point estimates up to date in the background
 * (docs/wifi-layers.md#access-point-estimate): after fingerprints change, a floor's estimates
 * (or its rooms and doors, the walls the fit counts) are fitted again before anyone asks, so
 * the layer answers at once. Claims, progress and
 * looking as every FloorRefresher; the fit runs on the event loop in slices of sliceMs.
 */
export class AccessPointRefresher extends FloorRefresher<ComputedEstimates, RefresherSettings> {
  constructor(
    private readonly repository: Repositories['accessPoints'],
    settings: RefresherSettings = AccessPointWorkConstants,
  ) {
    super(repository, settings);
  }

  protected async work(floor: ClaimedFloor): Promise<ComputedEstimates> {
    const { buid, floorNumber, version, progress } = floor;
    const { progressMs, sliceMs } = this.settings;
    // The walls first: a room changed while the fingerprints are read makes the result stale.
    const walls = await this.repository.walls(buid, floorNumber);
    const observations = await this.repository.observations(buid, floorNumber);
    // One radio past the limit is fitted and kept, so an answer can tell that it was cut.
    const limit = LayerZoom.maxAccessPoints + 1;
    progress.total = fittedRadioCount(observations, limit);
    await floor.report();
    const estimates: AccessPointEstimate[] = [];
    let slice = performance.now();
    let reported = slice;
    // Fitting a floor takes seconds: other requests are served between radios.
    for (const estimate of accessPointEstimates(observations, limit, walls?.walls ?? null)) {
      estimates.push(estimate);
      progress.done = estimates.length;
      if (performance.now() - slice > sliceMs) {
        await nextTurn();
        if (floor.signal.aborted) throw new ComputationStopped();
        slice = performance.now();
      }
      if (performance.now() - reported > progressMs) {
        await floor.report();
        reported = performance.now();
      }
    }
    const computedAt = new Date();
    await this.repository.store(
      buid,
      floorNumber,
      version,
      walls?.version ?? '0',
      computedAt,
      estimates,
    );
    return { version, computedAt, estimates };
  }
}
