import { createRequire } from 'node:module';
import {
  type AccessPointEstimate,
  AccessPointMessages,
  type AccessPointWire,
  type Actor,
  FloorMessages,
  type HeatmapPoint,
  heatmapCellOf,
  heatmapPoint,
  isLocallyAdministeredMac,
  isValidLatitude,
  isValidLongitude,
  LayerZoom,
  macHexDigits,
  positionAsWirePoint,
  type RadiomapTarget,
  RadioPoiConstants,
  vendorPrefixes,
} from '@indoor/domain';
import type {
  CellTotalsRow,
  ComputationProgress,
  StoredAccessPoints,
} from '../db/repositories/access-points.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import { badRequest, notFound } from '../http/http-error.js';
import { AccessPointRefresher, type ComputedEstimates } from './access-point-refresher.js';
import type { SpacesService } from './spaces.service.js';

/** IEEE registry prefix (6, 7 or 9 hex digits, uppercase) -> "Name\naddress lines". */
type OuiRegistry = Record<string, string>;

let registry: OuiRegistry | null = null;
/** The registry shipped in the oui-data package (5 MB of JSON), read on first use. */
function ouiRegistry(): OuiRegistry {
  registry ??= createRequire(import.meta.url)('oui-data') as OuiRegistry;
  return registry;
}

/** The maker of a MAC from the IEEE registry; N/A when unknown, malformed or locally administered. */
export function manufacturerOf(mac: string): string {
  const digits = macHexDigits(mac);
  if (!digits || isLocallyAdministeredMac(digits)) return AccessPointMessages.unknownManufacturer;
  const entries = ouiRegistry();
  for (const prefix of vendorPrefixes(digits)) {
    const entry = entries[prefix];
    if (entry) return entry.split('\n')[0]?.trim() || AccessPointMessages.unknownManufacturer;
  }
  return AccessPointMessages.unknownManufacturer;
}

const toWire = (estimate: AccessPointEstimate): AccessPointWire => ({
  AP: estimate.id,
  ...positionAsWirePoint(estimate),
  den: 0,
  uncertainty: estimate.uncertaintyM,
  measurements: estimate.measurements,
  meanRss: estimate.meanRss,
  bssids: estimate.bssids,
  method: estimate.method,
});

/** The strongest radios up to the answer's limit, and whether any were left out. */
const limited = (estimates: readonly AccessPointEstimate[]) => ({
  accessPoints: estimates.slice(0, LayerZoom.maxAccessPoints).map(toWire),
  truncated: estimates.length > LayerZoom.maxAccessPoints,
});

export interface FloorAccessPoints {
  accessPoints: AccessPointWire[];
  /** The floor has more radios than the answer's limit: the weakest were left out. */
  truncated: boolean;
  /** The floor's fingerprint version the estimates were computed from ('0': none yet). */
  version: string;
  /** When they were computed (null: never). */
  computed_at: string | null;
  /** 'computing': the floor's fingerprints changed and its estimates are being fitted again. */
  status: 'ready' | 'computing';
  /** While computing: radios fitted of all those to fit (0 of 0 while reading the measurements). */
  progress: ComputationProgress | null;
}

const answerOf = (computed: ComputedEstimates): FloorAccessPoints => ({
  ...limited(computed.estimates),
  version: computed.version,
  computed_at: computed.computedAt.toISOString(),
  status: 'ready',
  progress: null,
});

/** Resolves undefined after `ms`, unless `cancel` is called first. */
function delay(ms: number): { done: Promise<undefined>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return { done, cancel: () => clearTimeout(timer) };
}

/**
 * Estimated access points of a floor, their makers, and the radio heatmap around a
 * position. Reading takes the right to see the space (as the heatmaps do).
 *
 * Estimates are stored per floor with the fingerprint version they were computed from
 * (floors.fingerprints_version, moved by triggers on every fingerprint write) and kept up
 * to date in the background by the AccessPointRefresher, on whichever instance gets there
 * first; they are fitted again when the floor's rooms or doors change (floors.walls_version).
 * A read answers the stored estimates while both versions are unchanged. Otherwise it
 * starts the computation on this instance (unless another holds it), waits a moment for it,
 * and then answers what is stored so far with the computation's progress.
 */
export class AccessPointsService {
  private readonly repository: Repositories['accessPoints'];
  readonly refresher: AccessPointRefresher;

  constructor(
    data: DataAccess,
    private readonly spaces: SpacesService,
    refresher?: AccessPointRefresher,
  ) {
    this.repository = data.repos.accessPoints;
    this.refresher = refresher ?? new AccessPointRefresher(this.repository);
  }

  async floor(actor: Actor | null, target: RadiomapTarget): Promise<FloorAccessPoints> {
    const stored = await this.stored(actor, target);
    if (stored.status === 'ready') return stored;
    const computation = this.refresher.computeNow({
      buid: target.buid,
      floorNumber: target.floor,
    });
    const wait = delay(this.refresher.settings.readWaitMs);
    const outcome = await Promise.race([computation.outcome, wait.done]).finally(wait.cancel);
    if (outcome) return answerOf(outcome);
    // Still computing here: its own progress, once it holds the floor (else what is stored).
    if (outcome === undefined)
      return computation.progress ? { ...stored, progress: { ...computation.progress } } : stored;
    // Another instance holds the floor, or has just stored its estimates.
    return this.stored(actor, target);
  }

  /**
   * What is stored for the floor: ready when the estimates are those of the floor's current
   * fingerprints (or it never had any), else computing, with the progress of a live claim.
   */
  private async stored(actor: Actor | null, target: RadiomapTarget): Promise<FloorAccessPoints> {
    const { json } = await this.spaces.findVisibleWithJson(
      actor,
      target.buid,
      this.repository.storedQuery(target.buid, target.floor, this.refresher.settings.leaseMs),
    );
    const stored = json as StoredAccessPoints | null;
    if (!stored) throw notFound(FloorMessages.notFound);
    const { cached } = stored;
    const upToDate = cached
      ? cached.version === stored.version &&
        (stored.version === '0' || cached.walls_version === stored.walls_version)
      : stored.version === '0';
    return {
      ...limited(cached?.estimates ?? []),
      version: cached?.version ?? '0',
      computed_at: cached ? new Date(cached.computed_at).toISOString() : null,
      status: upToDate ? 'ready' : 'computing',
      progress: upToDate ? null : (stored.computing ?? { done: 0, total: 0 }),
    };
  }

  /** The maker of each MAC, in the order asked. */
  manufacturers(ids: readonly string[]): { accessPoints: string[] } {
    return { accessPoints: ids.map(manufacturerOf) };
  }

  /** The level-3 heatmap cells within `range` cells of a position's cell (getRadioHeatmapPoi). */
  async heatmapAround(
    actor: Actor | null,
    target: RadiomapTarget,
    lat: number,
    lon: number,
    range: number = RadioPoiConstants.defaultRange,
  ): Promise<{ radioPoints: HeatmapPoint[] }> {
    if (!isValidLatitude(lat) || !isValidLongitude(lon)) {
      throw badRequest(AccessPointMessages.invalidPosition);
    }
    const level = RadioPoiConstants.level;
    const centre = heatmapCellOf(level, lat, lon);
    const { json } = await this.spaces.findVisibleWithJson(
      actor,
      target.buid,
      this.repository.cellsAroundQuery(
        target.buid,
        target.floor,
        { x: centre.x - range, y: centre.y - range },
        { x: centre.x + range, y: centre.y + range },
      ),
    );
    const cells = json as CellTotalsRow[] | null;
    if (!cells) throw notFound(FloorMessages.notFound);
    return {
      radioPoints: cells.map(([x, y, count, rssSum]) =>
        heatmapPoint(level, { x, y }, count, rssSum),
      ),
    };
  }
}
