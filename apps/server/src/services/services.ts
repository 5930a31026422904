import type { VersionInfo } from '@indoor/domain';
import type { Kysely } from 'kysely';
import { type IdTokenVerifier, OidcIdTokenVerifier } from '../auth/federated.js';
import { LoginThrottle, type ThrottleStore } from '../auth/login-throttle.js';
import { SharedThrottleStore } from '../auth/shared-throttle-store.js';
import { resolveTokenSecret } from '../auth/token-secret.js';
import { TokenService } from '../auth/tokens.js';
import {
  AccessPointWorkConstants,
  AccesWorkConstants,
  StatisticsConstants,
} from '../config/infrastructure.js';
import type { ServerConfig } from '../config.js';
import {
  type DataAccess,
  KyselyDataAccess,
  type Repositories,
} from '../db/repositories/repositories.js';
import type { Database } from '../db/schema.js';
import {
  DEFAULT_REMOTE_FETCH_LIMITS,
  type RemoteFetchLimits,
} from '../server-import/remote-fetch.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import type { PositioningModelBuilder } from '../workers/positioning-model-thread.js';
import { AccesMapsService } from './acces-maps.service.js';
import { AccesRefresher, type AccesRefresherSettings } from './acces-refresher.js';
import { AccessPointRefresher, type RefresherSettings } from './access-point-refresher.js';
import { AccessPointsService } from './access-points.service.js';
import { AssetsService } from './assets.service.js';
import { AuditService } from './audit.service.js';
import { AuthService } from './auth.service.js';
import { BackupService } from './backup.service.js';
import { CampusesService } from './campuses.service.js';
import { ConnectionsService } from './connections.service.js';
import { FloorPlanVersionsService } from './floor-plan-versions.service.js';
import { FloorPlansService } from './floor-plans.service.js';
import { FloorsService } from './floors.service.js';
import { ImdfImportService } from './imdf-import.service.js';
import { NavigationService } from './navigation.service.js';
import { PoisService } from './pois.service.js';
import { PositioningService } from './positioning.service.js';
import { RadiomapsService } from './radiomaps.service.js';
import { ServerImportService } from './server-import.service.js';
import { ShortLinksService } from './short-links.service.js';
import { SpaceMoveService } from './space-move.service.js';
import { SpacesService } from './spaces.service.js';
import { StatisticsKeeper, type StatisticsSettings } from './statistics-keeper.js';
import { SystemService } from './system.service.js';
import { UnitsService } from './units.service.js';
import { UsersService } from './users.service.js';

/**
 * The services the routes call; built once per server from the database handle, each
 * reaching stored data through the one DataAccess made here.
 */
export interface Services {
  system: SystemService;
  spaces: SpacesService;
  spaceMove: SpaceMoveService;
  campuses: CampusesService;
  floors: FloorsService;
  floorPlans: FloorPlansService;
  /** Kept plan versions: restore one, set the current plan's placement again. */
  floorPlanVersions: FloorPlanVersionsService;
  pois: PoisService;
  radiomaps: RadiomapsService;
  assets: AssetsService;
  backup: BackupService;
  /** Importing a building from another server with Anyplace's API. */
  serverImport: ServerImportService;
  connections: ConnectionsService;
  navigation: NavigationService;
  shortLinks: ShortLinksService;
  auth: AuthService;
  users: UsersService;
  tokens: TokenService;
  usersRepository: Repositories['users'];
  accessPoints: AccessPointsService;
  /** Refreshes the fingerprint tables' statistics after large writes (see StatisticsKeeper). */
  statistics: StatisticsKeeper;
  /** Wifi positioning from the stored fingerprints. */
  positioning: PositioningService;
  /** The floors' accuracy maps (ACCES), computed in the background. */
  accesMaps: AccesMapsService;
  audit: AuditService;
  /** Rooms and doors of floors, and the IMDF export. */
  units: UnitsService;
  /** IMDF archives imported as new buildings. */
  imdfImport: ImdfImportService;
}

export interface ServiceOverrides {
  /** Tests hand in a verifier bound to their own OpenID provider. */
  idTokenVerifier?: IdTokenVerifier;
  tokenSecret?: Uint8Array;
  /** Where sign-in failures are counted (PostgreSQL with DATABASE_URL, else in memory, when absent). */
  throttleStore?: ThrottleStore;
  /** The time sign-in throttling reads, so tests can let it pass. */
  clock?: () => number;
  /** Shorter limits of imports from another server, so tests reach them quickly. */
  serverImportLimits?: Partial<RemoteFetchLimits>;
  /** Other timings of the background access-point computations, so tests see each state. */
  accessPointWork?: Partial<RefresherSettings>;
  /** Other timings of the background accuracy-map computations, so tests see each state. */
  accesWork?: Partial<AccesRefresherSettings>;
  /** Other thresholds of the table statistics' refresh, so tests reach them quickly. */
  statistics?: Partial<StatisticsSettings>;
  /** Told when a refresh of the table statistics failed (logged by the app). */
  onStatisticsError?: (error: unknown) => void;
  /** Told when the layer answers a radiomap write made out of date could not be computed ahead. */
  onLayersWarmError?: (error: unknown) => void;
  /**
   * How positioning models are built (in a worker thread when absent): the benchmark's
   * baseline builds on the main thread, tests count builds.
   */
  positioningModelBuilder?: PositioningModelBuilder;
}

export function createServices(
  db: Kysely<Database>,
  storage: ObjectStorage,
  config: ServerConfig,
  version: VersionInfo,
  overrides: ServiceOverrides = {},
): Services {
  const data: DataAccess = new KyselyDataAccess(db);
  const tokens = new TokenService(
    overrides.tokenSecret ?? resolveTokenSecret(config.jwtSecret, config.dataDir),
  );
  const throttle = new LoginThrottle(
    {
      failuresPerPair: config.rateLimits.failedLoginsPerPair,
      failuresPerAddress: config.rateLimits.failedLoginsPerAddress,
    },
    overrides.throttleStore ?? (config.databaseUrl ? new SharedThrottleStore(db) : undefined),
    overrides.clock,
  );
  const verifier =
    overrides.idTokenVerifier ??
    (config.oidc.clientId
      ? new OidcIdTokenVerifier(config.oidc.issuer, config.oidc.clientId)
      : null);
  const spaces = new SpacesService(data, storage);
  const campuses = new CampusesService(data);
  const floors = new FloorsService(data, spaces, storage);
  const navigation = new NavigationService(data, spaces);
  const accessPoints = new AccessPointsService(
    data,
    spaces,
    new AccessPointRefresher(data.repos.accessPoints, {
      ...AccessPointWorkConstants,
      ...overrides.accessPointWork,
    }),
  );
  const accesMaps = new AccesMapsService(
    data,
    spaces,
    new AccesRefresher(data.repos.accesMaps, {
      ...AccesWorkConstants,
      ...overrides.accesWork,
    }),
  );
  const statistics = new StatisticsKeeper(
    () => data.repos.radiomaps.analyze(),
    { ...StatisticsConstants, ...overrides.statistics },
    overrides.onStatisticsError,
  );
  // The services it builds on hold nothing but the data access and storage handles.
  const backup = new BackupService(
    data,
    spaces,
    new FloorPlansService(data, spaces, floors, storage),
    storage,
  );
  return {
    system: new SystemService(
      data,
      config,
      version,
      verifier && config.oidc.clientId
        ? { verifier, providerName: config.oidc.providerName, clientId: config.oidc.clientId }
        : null,
    ),
    spaces,
    spaceMove: new SpaceMoveService(data, spaces, storage),
    campuses,
    floors,
    floorPlans: new FloorPlansService(data, spaces, floors, storage),
    floorPlanVersions: new FloorPlanVersionsService(data, spaces, storage),
    pois: new PoisService(data, spaces),
    radiomaps: new RadiomapsService(
      data,
      spaces,
      (rows) => {
        accessPoints.refresher.fingerprintsChanged();
        accesMaps.refresher.fingerprintsChanged();
        statistics.written(rows);
      },
      overrides.onLayersWarmError,
    ),
    statistics,
    assets: new AssetsService(data),
    backup,
    serverImport: new ServerImportService(backup, config.importAllowedHosts, {
      ...DEFAULT_REMOTE_FETCH_LIMITS,
      ...overrides.serverImportLimits,
    }),
    connections: new ConnectionsService(data, spaces),
    navigation,
    shortLinks: new ShortLinksService(data, spaces, campuses),
    auth: new AuthService(
      data,
      tokens,
      throttle,
      verifier ? { verifier, providerName: config.oidc.providerName } : null,
      config.registrationOpen,
    ),
    users: new UsersService(data),
    tokens,
    usersRepository: data.repos.users,
    accessPoints,
    positioning: new PositioningService(data, spaces, overrides.positioningModelBuilder),
    accesMaps,
    audit: new AuditService(data, spaces, navigation),
    units: new UnitsService(data, spaces, campuses),
    imdfImport: new ImdfImportService(data, spaces),
  };
}
