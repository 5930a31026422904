import type { VersionInfo } from '@indoor/domain';
import type { Kysely } from 'kysely';
import { type IdTokenVerifier, OidcIdTokenVerifier } from '../auth/federated.js';
import { LoginThrottle, type ThrottleStore } from '../auth/login-throttle.js';
import { SharedThrottleStore } from '../auth/shared-throttle-store.js';
import { resolveTokenSecret } from '../auth/token-secret.js';
import { TokenService } from '../auth/tokens.js';
import type { ServerConfig } from '../config.js';
import { ConnectionsRepository } from '../db/repositories/connections.repository.js';
import { FloorsRepository } from '../db/repositories/floors.repository.js';
import { HealthRepository } from '../db/repositories/health.repository.js';
import { PoisRepository } from '../db/repositories/pois.repository.js';
import { ShortLinksRepository } from '../db/repositories/short-links.repository.js';
import { UsersRepository } from '../db/repositories/users.repository.js';
import type { Database } from '../db/schema.js';
import type { ObjectStorage } from '../storage/file-storage.js';
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
import { NavigationService } from './navigation.service.js';
import { PoisService } from './pois.service.js';
import { RadiomapsService } from './radiomaps.service.js';
import { ShortLinksService } from './short-links.service.js';
import { SpaceMoveService } from './space-move.service.js';
import { SpacesService } from './spaces.service.js';
import { SystemService } from './system.service.js';
import { UsersService } from './users.service.js';

/** The services the routes call; built once per server from the database handle. */
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
  connections: ConnectionsService;
  navigation: NavigationService;
  shortLinks: ShortLinksService;
  auth: AuthService;
  users: UsersService;
  tokens: TokenService;
  usersRepository: UsersRepository;
  accessPoints: AccessPointsService;
  audit: AuditService;
}

export interface ServiceOverrides {
  /** Tests hand in a verifier bound to their own OpenID provider. */
  idTokenVerifier?: IdTokenVerifier;
  tokenSecret?: Uint8Array;
  /** Where sign-in failures are counted (PostgreSQL with DATABASE_URL, else in memory, when absent). */
  throttleStore?: ThrottleStore;
  /** The time sign-in throttling reads, so tests can let it pass. */
  clock?: () => number;
}

export function createServices(
  db: Kysely<Database>,
  storage: ObjectStorage,
  config: ServerConfig,
  version: VersionInfo,
  overrides: ServiceOverrides = {},
): Services {
  const users = new UsersRepository(db);
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
  const spaces = new SpacesService(db, storage);
  const campuses = new CampusesService(db);
  const floors = new FloorsService(db, spaces, storage);
  const navigation = new NavigationService(
    new PoisRepository(db),
    new ConnectionsRepository(db),
    spaces,
    new FloorsRepository(db),
  );
  return {
    system: new SystemService(
      new HealthRepository(db),
      config,
      version,
      verifier && config.oidc.clientId
        ? { verifier, providerName: config.oidc.providerName, clientId: config.oidc.clientId }
        : null,
    ),
    spaces,
    spaceMove: new SpaceMoveService(db, spaces, storage),
    campuses,
    floors,
    floorPlans: new FloorPlansService(db, spaces, floors, storage),
    floorPlanVersions: new FloorPlanVersionsService(db, spaces, storage),
    pois: new PoisService(db, spaces),
    radiomaps: new RadiomapsService(db, spaces),
    assets: new AssetsService(db),
    // The services it builds on hold nothing but the database and storage handles.
    backup: new BackupService(
      db,
      spaces,
      new FloorPlansService(db, spaces, floors, storage),
      storage,
    ),
    connections: new ConnectionsService(db, spaces),
    navigation,
    shortLinks: new ShortLinksService(new ShortLinksRepository(db), spaces, campuses),
    auth: new AuthService(
      users,
      tokens,
      throttle,
      verifier ? { verifier, providerName: config.oidc.providerName } : null,
      config.registrationOpen,
    ),
    users: new UsersService(db),
    tokens,
    usersRepository: users,
    accessPoints: new AccessPointsService(db, spaces),
    audit: new AuditService(db, spaces, navigation),
  };
}
