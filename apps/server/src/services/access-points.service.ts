import { createRequire } from 'node:module';
import {
  type AccessPointEstimate,
  AccessPointMessages,
  type AccessPointWire,
  type Actor,
  accessPointEstimates,
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
  StoredAccessPoints,
} from '../db/repositories/access-points.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import { badRequest, notFound } from '../http/http-error.js';
import type { SpacesService } from './spaces.service.js';

/** The fit gives the event loop back at least this often (milliseconds of work). */
const FIT_SLICE_MS = 50;

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
  /** The floor's fingerprint version the estimates were computed from. */
  version: string;
  computed_at: string;
}

/**
 * Estimated access points of a floor, their makers, and the radio heatmap around a
 * position. Reading takes the right to see the space (as the heatmaps do).
 *
 * Estimates are stored per floor with the fingerprint version they were computed from
 * (floors.fingerprints_version, moved by triggers on every fingerprint write): a read
 * answers the stored estimates while the version is unchanged, and computes them again
 * otherwise. The store is in the database, so every server instance shares it.
 */
export class AccessPointsService {
  private readonly repository: Repositories['accessPoints'];
  /** Computations under way in this instance, per floor: concurrent reads share one. */
  private readonly running = new Map<string, Promise<FloorAccessPoints>>();

  constructor(
    data: DataAccess,
    private readonly spaces: SpacesService,
  ) {
    this.repository = data.repos.accessPoints;
  }

  async floor(actor: Actor | null, target: RadiomapTarget): Promise<FloorAccessPoints> {
    const { json } = await this.spaces.findVisibleWithJson(
      actor,
      target.buid,
      this.repository.storedQuery(target.buid, target.floor),
    );
    const stored = json as StoredAccessPoints | null;
    if (!stored) throw notFound(FloorMessages.notFound);
    if (stored.cached && stored.cached.version === stored.version) {
      return {
        ...limited(stored.cached.estimates),
        version: stored.cached.version,
        computed_at: new Date(stored.cached.computed_at).toISOString(),
      };
    }
    const key = `${target.buid}\u0000${target.floor}`;
    let computation = this.running.get(key);
    if (!computation) {
      computation = this.compute(target).finally(() => this.running.delete(key));
      this.running.set(key, computation);
    }
    return computation;
  }

  /**
   * Fits the floor's measurements and stores the result under the version read before
   * the measurements: a write that lands meanwhile moves the version past it, so the
   * next read computes again.
   */
  private async compute(target: RadiomapTarget): Promise<FloorAccessPoints> {
    const version = await this.repository.currentVersion(target.buid, target.floor);
    if (version === null) throw notFound(FloorMessages.notFound);
    const observations = await this.repository.observations(target.buid, target.floor);
    // Fitting a floor takes seconds: other requests are served between radios.
    const estimates: AccessPointEstimate[] = [];
    let slice = performance.now();
    // One radio past the limit is fitted and kept, so an answer can tell that it was cut.
    for (const estimate of accessPointEstimates(observations, LayerZoom.maxAccessPoints + 1)) {
      estimates.push(estimate);
      if (performance.now() - slice > FIT_SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
    }
    const computedAt = new Date();
    await this.repository.store(target.buid, target.floor, version, computedAt, estimates);
    return {
      ...limited(estimates),
      version,
      computed_at: computedAt.toISOString(),
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
