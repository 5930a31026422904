import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../schema.js';
import { AccesMapsRepository } from './acces-maps.repository.js';
import { AccessPointsRepository } from './access-points.repository.js';
import { AssetsRepository } from './assets.repository.js';
import { AuditRoutesRepository } from './audit-routes.repository.js';
import { CampusesRepository } from './campuses.repository.js';
import { ConnectionsRepository } from './connections.repository.js';
import { FloorPlanVersionsRepository } from './floor-plan-versions.repository.js';
import { FloorsRepository } from './floors.repository.js';
import { HealthRepository } from './health.repository.js';
import { MetaRepository } from './meta.repository.js';
import { PoisRepository } from './pois.repository.js';
import { PositioningRepository } from './positioning.repository.js';
import { RadiomapsRepository } from './radiomaps.repository.js';
import { ShortLinksRepository } from './short-links.repository.js';
import { SpaceMoveRepository } from './space-move.repository.js';
import { SpacesRepository } from './spaces.repository.js';
import { UnitsRepository } from './units.repository.js';
import { UsersRepository } from './users.repository.js';

/** The database handle a repository runs its statements on: the pool or one transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * What a service sees of a repository: its public methods only, so an in-memory stand-in
 * (apps/server/src/test/fake-repositories.ts) fits where the SQL one does.
 */
export type RepositoryOf<T> = { [K in keyof T]: T[K] };

/** One of each repository, all bound to the same handle (the pool or one transaction). */
export interface Repositories {
  accessPoints: RepositoryOf<AccessPointsRepository>;
  /** The floors' accuracy maps and the claims on their computations. */
  accesMaps: RepositoryOf<AccesMapsRepository>;
  positioning: RepositoryOf<PositioningRepository>;
  assets: RepositoryOf<AssetsRepository>;
  auditRoutes: RepositoryOf<AuditRoutesRepository>;
  campuses: RepositoryOf<CampusesRepository>;
  connections: RepositoryOf<ConnectionsRepository>;
  floorPlanVersions: RepositoryOf<FloorPlanVersionsRepository>;
  floors: RepositoryOf<FloorsRepository>;
  health: RepositoryOf<HealthRepository>;
  meta: RepositoryOf<MetaRepository>;
  pois: RepositoryOf<PoisRepository>;
  radiomaps: RepositoryOf<RadiomapsRepository>;
  shortLinks: RepositoryOf<ShortLinksRepository>;
  spaceMove: RepositoryOf<SpaceMoveRepository>;
  spaces: RepositoryOf<SpacesRepository>;
  /** Rooms and doors of floors. */
  units: RepositoryOf<UnitsRepository>;
  users: RepositoryOf<UsersRepository>;
}

/**
 * The repositories over one handle. Each is built on first use: a repository holds
 * nothing but the handle, so building one issues no statement.
 */
export function repositoriesFor(db: Db): Repositories {
  const made: Partial<Repositories> = {};
  const once = <K extends keyof Repositories>(key: K, make: () => Repositories[K]) => {
    const existing = made[key];
    if (existing) return existing as Repositories[K];
    const built = make();
    made[key] = built;
    return built;
  };
  return {
    get positioning() {
      return once('positioning', () => new PositioningRepository(db));
    },
    get accessPoints() {
      return once('accessPoints', () => new AccessPointsRepository(db));
    },
    get accesMaps() {
      return once('accesMaps', () => new AccesMapsRepository(db));
    },
    get assets() {
      return once('assets', () => new AssetsRepository(db));
    },
    get auditRoutes() {
      return once('auditRoutes', () => new AuditRoutesRepository(db));
    },
    get campuses() {
      return once('campuses', () => new CampusesRepository(db));
    },
    get connections() {
      return once('connections', () => new ConnectionsRepository(db));
    },
    get floorPlanVersions() {
      return once('floorPlanVersions', () => new FloorPlanVersionsRepository(db));
    },
    get floors() {
      return once('floors', () => new FloorsRepository(db));
    },
    get health() {
      return once('health', () => new HealthRepository(db));
    },
    get meta() {
      return once('meta', () => new MetaRepository(db));
    },
    get pois() {
      return once('pois', () => new PoisRepository(db));
    },
    get radiomaps() {
      return once('radiomaps', () => new RadiomapsRepository(db));
    },
    get shortLinks() {
      return once('shortLinks', () => new ShortLinksRepository(db));
    },
    get spaceMove() {
      return once('spaceMove', () => new SpaceMoveRepository(db));
    },
    get spaces() {
      return once('spaces', () => new SpacesRepository(db));
    },
    get units() {
      return once('units', () => new UnitsRepository(db));
    },
    get users() {
      return once('users', () => new UsersRepository(db));
    },
  };
}

/**
 * How services reach stored data: the repositories over the pool, and a transaction that
 * hands its work the repositories bound to it. Built once per server (createServices);
 * tests of service rules hand in an in-memory one instead.
 */
export interface DataAccess {
  readonly repos: Repositories;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws.
   * `tx` is the raw transaction, for the rare step no repository method covers.
   */
  transaction<T>(work: (repos: Repositories, tx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** The DataAccess over a Kysely database (PGlite or PostgreSQL). */
export class KyselyDataAccess implements DataAccess {
  readonly repos: Repositories;

  constructor(private readonly db: Kysely<Database>) {
    this.repos = repositoriesFor(db);
  }

  transaction<T>(work: (repos: Repositories, tx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((tx) => work(repositoriesFor(tx), tx));
  }
}
