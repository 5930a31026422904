import type { Actor, Role } from '@indoor/domain';
import type { Transaction } from 'kysely';
import type {
  AuditResultRecord,
  AuditRouteRecord,
  AuditRouteScope,
} from '../db/repositories/audit-routes.repository.js';
import type { CampusWithBuids } from '../db/repositories/campuses.repository.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import type { ListedUserRow } from '../db/repositories/users.repository.js';
import type { Database, NewUser, PoiRow, UserRow } from '../db/schema.js';
import { HttpError } from '../http/http-error.js';

/**
 * In-memory stand-ins for the repositories, for tests of service rules without a database
 * or HTTP. Only the methods the tested services call are here; any other method throws,
 * naming itself, so a test never passes by silently reading nothing. Locks are no-ops (one
 * test runs one call at a time) and a transaction runs its work on the same store without
 * rolling back: what needs real locking, rollback or SQL is tested over HTTP and a database.
 */

/** A POI as the fakes keep it: what audit routes and the navigation graph read. */
export type FakePoi = Pick<
  PoiRow,
  | 'puid'
  | 'buid'
  | 'floor_number'
  | 'name'
  | 'pois_type'
  | 'coordinates_lat'
  | 'coordinates_lon'
  | 'is_published'
  | 'last_audit_at'
  | 'last_audit_result'
  | 'last_audit_by'
  | 'last_audit_route'
>;

/** Everything the fakes store; tests seed it and read it back. */
export interface FakeStore {
  users: Map<string, UserRow>;
  spaces: Map<string, SpaceWithAuditors>;
  campuses: Map<string, CampusWithBuids>;
  /** Short links: code to target. */
  shortLinks: Map<string, string>;
  auditRoutes: Map<string, AuditRouteRecord>;
  auditResults: AuditResultRecord[];
  pois: Map<string, FakePoi>;
  connections: { buid: string; pois_a: string; pois_b: string }[];
}

/** The error PostgreSQL raises for a duplicate key; the services map its code to 409. */
export function uniqueViolation(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint'), {
    code: '23505',
  });
}

let sequence = 0;
const nextId = (prefix: string) => {
  sequence += 1;
  return `${prefix}-${sequence}`;
};

/** A stored user with the table's defaults. */
export function fakeUser(overrides: Partial<UserRow> = {}): UserRow {
  const id = overrides.id ?? nextId('user');
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    id,
    username: id,
    name: '',
    email: '',
    password_hash: null,
    role: 'user',
    account_type: 'local',
    external_subject: null,
    assigned_planner: null,
    created_at: now,
    updated_at: now,
    token_version: 0,
    disabled_at: null,
    must_change_password: false,
    last_sign_in_at: null,
    ...overrides,
  };
}

/** A stored space with the table's defaults, published unless told otherwise. */
export function fakeSpace(
  ownerId: string,
  overrides: Partial<SpaceWithAuditors> = {},
): SpaceWithAuditors {
  const buid = overrides.buid ?? nextId('space');
  const now = new Date('2026-01-01T00:00:00Z');
  return {
    buid,
    name: `Space ${buid}`,
    description: '-',
    bucode: '-',
    space_type: 'building',
    type: 'building',
    is_published: true,
    url: '-',
    address: '-',
    coordinates_lat: 35.14,
    coordinates_lon: 33.41,
    co_owners: [],
    owner_id: ownerId,
    search_text: '',
    graph_version: '0',
    created_at: now,
    updated_at: now,
    audit_interval_days: 365,
    audited_place_types: [],
    imdf_venue_id: null,
    imdf_building_id: null,
    imdf_address_id: null,
    imdf_footprint_id: null,
    assigned_auditors: [],
    auditor_planners: [],
    ...overrides,
  };
}

/** A stored POI on a floor of a space. */
export function fakePoi(buid: string, floor: number, overrides: Partial<FakePoi> = {}): FakePoi {
  const puid = overrides.puid ?? nextId('poi');
  return {
    puid,
    buid,
    floor_number: floor,
    name: `POI ${puid}`,
    pois_type: 'Room',
    coordinates_lat: 35.14,
    coordinates_lon: 33.41,
    is_published: true,
    last_audit_at: null,
    last_audit_result: null,
    last_audit_by: null,
    last_audit_route: null,
    ...overrides,
  };
}

const byLowerUsername = (a: UserRow, b: UserRow) =>
  a.username.toLowerCase().localeCompare(b.username.toLowerCase());

function fakeUsers(store: FakeStore): Partial<Repositories['users']> {
  const listed = (row: UserRow): ListedUserRow => ({
    ...row,
    owned_spaces: [...store.spaces.values()].filter((s) => s.owner_id === row.id).length,
    owned_campuses: [...store.campuses.values()].filter((c) => c.owner_id === row.id).length,
    auditor_count: [...store.users.values()].filter(
      (u) => u.role === 'auditor' && u.assigned_planner === row.id,
    ).length,
  });
  const stored = (id: string) => {
    const row = store.users.get(id);
    if (!row) throw new Error(`fake users: no row ${id}`);
    return row;
  };
  const change = (id: string, patch: Partial<UserRow>) => {
    const row = { ...stored(id), ...patch };
    store.users.set(id, row);
    return row;
  };
  const all = () => [...store.users.values()];
  return {
    findById: async (id) => store.users.get(id),
    findByIdForUpdate: async (id) => store.users.get(id),
    findByUsername: async (username) =>
      all().find((u) => u.username.toLowerCase() === username.toLowerCase()),
    findByIdsOrUsernames: async (refs) => {
      const lowered = refs.map((r) => r.toLowerCase());
      return all().filter((u) => refs.includes(u.id) || lowered.includes(u.username.toLowerCase()));
    },
    findManyByIds: async (ids) => all().filter((u) => ids.includes(u.id)),
    listAuditorsOfPlanner: async (plannerId) =>
      all()
        .filter((u) => u.role === 'auditor' && u.assigned_planner === plannerId)
        .sort(byLowerUsername),
    insert: async (user: NewUser) => {
      if (store.users.has(user.id) || all().some((u) => u.username === user.username))
        throw uniqueViolation();
      const row = fakeUser(user as Partial<UserRow>);
      store.users.set(row.id, row);
      return row;
    },
    listListed: async () => all().sort(byLowerUsername).map(listed),
    listListedAuditorsOfPlanner: async (plannerId) =>
      all()
        .filter((u) => u.role === 'auditor' && u.assigned_planner === plannerId)
        .sort(byLowerUsername)
        .map(listed),
    findListed: async (id) => {
      const row = store.users.get(id);
      return row && listed(row);
    },
    lockEnabledAdmins: async () =>
      all().filter((u) => u.role === 'admin' && u.disabled_at === null).length,
    updateRole: async (id, role, assignedPlanner) =>
      change(id, { role, assigned_planner: assignedPlanner }),
    setPassword: async (id, passwordHash, mustChange, expectedVersion = null) => {
      const row = store.users.get(id);
      if (!row || (expectedVersion !== null && row.token_version !== expectedVersion))
        return undefined;
      return change(id, {
        password_hash: passwordHash,
        must_change_password: mustChange,
        token_version: row.token_version + 1,
      });
    },
    setDisabled: async (id, disabled) =>
      disabled
        ? change(id, { disabled_at: new Date(), token_version: stored(id).token_version + 1 })
        : change(id, { disabled_at: null }),
    deleteTransferringTo: async (id, heirId) => {
      let spaces = 0;
      for (const space of store.spaces.values()) {
        const coOwners = space.co_owners.filter((c) => c !== id);
        if (space.owner_id === id) {
          spaces += 1;
          store.spaces.set(space.buid, {
            ...space,
            owner_id: heirId,
            co_owners: coOwners.filter((c) => c !== heirId),
          });
        } else if (coOwners.length !== space.co_owners.length) {
          store.spaces.set(space.buid, { ...space, co_owners: coOwners });
        }
      }
      let campuses = 0;
      for (const campus of store.campuses.values()) {
        if (campus.owner_id !== id) continue;
        campuses += 1;
        store.campuses.set(campus.cuid, { ...campus, owner_id: heirId });
      }
      let routes = 0;
      for (const route of store.auditRoutes.values()) {
        if (route.created_by !== id) continue;
        routes += 1;
        store.auditRoutes.set(route.id, { ...route, created_by: heirId });
      }
      store.users.delete(id);
      return { spaces, campuses, audit_routes: routes };
    },
  };
}

function fakeSpaces(store: FakeStore): Partial<Repositories['spaces']> {
  const exists = async (buid: string) => store.spaces.has(buid);
  return {
    findByBuid: async (buid) => store.spaces.get(buid),
    findManyByBuids: async (buids) =>
      [...store.spaces.values()].filter((s) => buids.includes(s.buid)),
    lockAgainstDelete: exists,
    lockForChange: exists,
    lockManyAgainstDelete: async (buids) =>
      [...new Set(buids)].filter((b) => store.spaces.has(b)).sort(),
  };
}

function fakeCampuses(store: FakeStore): Partial<Repositories['campuses']> {
  const byName = (a: CampusWithBuids, b: CampusWithBuids) => a.name.localeCompare(b.name);
  return {
    findByCuid: async (cuid) => store.campuses.get(cuid),
    listAll: async () => [...store.campuses.values()].sort(byName),
    listByOwner: async (ownerId) =>
      [...store.campuses.values()].filter((c) => c.owner_id === ownerId).sort(byName),
    insert: async (campus) => {
      if (store.campuses.has(campus.cuid)) throw uniqueViolation();
      const now = new Date();
      store.campuses.set(campus.cuid, { ...campus, created_at: now, updated_at: now, buids: [] });
    },
    update: async (cuid, patch) => {
      const campus = store.campuses.get(cuid);
      if (!campus) return;
      if (patch.cuid !== undefined && patch.cuid !== cuid && store.campuses.has(patch.cuid))
        throw uniqueViolation();
      store.campuses.delete(cuid);
      const next = { ...campus, ...patch, updated_at: new Date() };
      store.campuses.set(next.cuid, next);
    },
    replaceSpaces: async (cuid, buids) => {
      const campus = store.campuses.get(cuid);
      if (campus) store.campuses.set(cuid, { ...campus, buids: [...buids] });
    },
    delete: async (cuid) => store.campuses.delete(cuid),
  };
}

function fakeShortLinks(store: FakeStore): Partial<Repositories['shortLinks']> {
  return {
    findByCode: async (code) => store.shortLinks.get(code) ?? null,
    findByTarget: async (target) =>
      [...store.shortLinks].find(([, stored]) => stored === target)?.[0] ?? null,
    insert: async (code, target) => {
      if (store.shortLinks.has(code)) return false;
      store.shortLinks.set(code, target);
      return true;
    },
  };
}

function fakeAuditRoutes(store: FakeStore): Partial<Repositories['auditRoutes']> {
  const stored = (id: string) => {
    const route = store.auditRoutes.get(id);
    return route && { ...route, pois: [...route.pois] };
  };
  const change = (id: string, patch: Partial<AuditRouteRecord>) => {
    const route = store.auditRoutes.get(id);
    if (route) store.auditRoutes.set(id, { ...route, ...patch, updated_at: new Date() });
  };
  const inScope = (scope: AuditRouteScope) => (route: AuditRouteRecord) =>
    'createdBy' in scope
      ? route.created_by === scope.createdBy
      : 'assignedTo' in scope
        ? route.assigned_auditors.includes(scope.assignedTo)
        : true;
  return {
    find: async (id) => stored(id),
    findForUpdate: async (id) => stored(id),
    list: async (scope) => [...store.auditRoutes.values()].filter(inScope(scope)).reverse(),
    insert: async (route) => {
      const now = new Date();
      store.auditRoutes.set(route.id, {
        ...route,
        created_at: now,
        updated_at: now,
        completed_at: null,
      });
    },
    updatePlan: async (id, plan) => change(id, plan),
    setStatus: async (id, status, completedAt) => change(id, { status, completed_at: completedAt }),
    delete: async (id) => {
      store.auditResults = store.auditResults.filter((r) => r.route_id !== id);
      return store.auditRoutes.delete(id);
    },
    listResults: async (routeIds) =>
      store.auditResults.filter((r) => routeIds.includes(r.route_id)),
    upsertResult: async (result) => {
      store.auditResults = [
        ...store.auditResults.filter(
          (r) => !(r.route_id === result.route_id && r.puid === result.puid),
        ),
        { ...result },
      ];
    },
    deleteResultsExcept: async (routeId, puids) => {
      store.auditResults = store.auditResults.filter(
        (r) => r.route_id !== routeId || puids.includes(r.puid),
      );
    },
    rememberLastAudit: async (puid, audit) => {
      const poi = store.pois.get(puid);
      if (!poi) return;
      const newer =
        poi.last_audit_at === null ||
        poi.last_audit_at <= audit.at ||
        poi.last_audit_route === audit.routeId;
      if (!newer) return;
      store.pois.set(puid, {
        ...poi,
        last_audit_at: audit.at,
        last_audit_result: audit.result,
        last_audit_by: audit.by,
        last_audit_route: audit.routeId,
      });
    },
    poisOfSpace: async (buid, puids) =>
      [...store.pois.values()]
        .filter((p) => p.buid === buid && puids.includes(p.puid))
        .map(({ puid, floor_number, name, pois_type, coordinates_lat, coordinates_lon }) => ({
          puid,
          buid,
          floor_number,
          name,
          pois_type,
          coordinates_lat,
          coordinates_lon,
        })),
  };
}

function fakePois(store: FakeStore): Partial<Repositories['pois']> {
  return {
    listNodes: async (buid) =>
      [...store.pois.values()]
        .filter((p) => p.buid === buid)
        .map(
          ({ puid, floor_number, coordinates_lat, coordinates_lon, pois_type, is_published }) => ({
            puid,
            floor_number,
            coordinates_lat,
            coordinates_lon,
            pois_type,
            is_published,
          }),
        ),
  };
}

function fakeConnections(store: FakeStore): Partial<Repositories['connections']> {
  return {
    graphVersion: async (buid) => store.spaces.get(buid)?.graph_version ?? null,
    listEdges: async (buid) =>
      store.connections
        .filter((c) => c.buid === buid)
        .map(({ pois_a, pois_b }) => ({ pois_a, pois_b })),
  };
}

/** A repository whose unfaked methods throw, naming themselves. */
function strict<T extends object>(name: string, methods: Partial<T>): T {
  return new Proxy(methods, {
    get(target, property, receiver) {
      if (typeof property === 'symbol' || property in target)
        return Reflect.get(target, property, receiver);
      // Awaiting a repository looks for `then`: it is not a promise.
      if (property === 'then') return undefined;
      return () => {
        throw new Error(`fake-repositories: ${name}.${property} is not faked`);
      };
    },
  }) as T;
}

const UNFAKED = [
  'accessPoints',
  'accesMaps',
  'assets',
  'floorPlanVersions',
  'floors',
  'health',
  'meta',
  'positioning',
  'radiomaps',
  'spaceMove',
  'units',
] as const;

/** The fake repositories over one store. */
export function fakeRepositories(store: FakeStore): Repositories {
  const unfaked = Object.fromEntries(UNFAKED.map((name) => [name, strict(name, {})])) as Pick<
    Repositories,
    (typeof UNFAKED)[number]
  >;
  return {
    ...unfaked,
    auditRoutes: strict('auditRoutes', fakeAuditRoutes(store)),
    campuses: strict('campuses', fakeCampuses(store)),
    connections: strict('connections', fakeConnections(store)),
    pois: strict('pois', fakePois(store)),
    shortLinks: strict('shortLinks', fakeShortLinks(store)),
    spaces: strict('spaces', fakeSpaces(store)),
    users: strict('users', fakeUsers(store)),
  };
}

/** An empty store. */
export function emptyStore(): FakeStore {
  return {
    users: new Map(),
    spaces: new Map(),
    campuses: new Map(),
    shortLinks: new Map(),
    auditRoutes: new Map(),
    auditResults: [],
    pois: new Map(),
    connections: [],
  };
}

/** A transaction handle for work that asks for the raw one: the fakes have none. */
const noTransaction = new Proxy({} as Transaction<Database>, {
  get() {
    throw new Error('fake-repositories: the fake DataAccess has no SQL transaction');
  },
});

/**
 * A DataAccess over in-memory fakes: `repos` and every transaction's repositories are
 * the same fakes over `store`; a transaction that throws keeps what it wrote before.
 * `transactions` counts the transactions run.
 */
export interface FakeDataAccess extends DataAccess {
  readonly store: FakeStore;
  readonly transactions: number;
}

export function fakeDataAccess(store: FakeStore = emptyStore()): FakeDataAccess {
  const repos = fakeRepositories(store);
  let transactions = 0;
  return {
    store,
    repos,
    get transactions() {
      return transactions;
    },
    async transaction(work) {
      transactions += 1;
      return work(repos, noTransaction);
    },
  };
}

/** Adds rows to the store; answers them for the test's use. */
export const seed = {
  user(store: FakeStore, overrides: Partial<UserRow> = {}): UserRow {
    const row = fakeUser(overrides);
    store.users.set(row.id, row);
    return row;
  },
  space(
    store: FakeStore,
    ownerId: string,
    overrides: Partial<SpaceWithAuditors> = {},
  ): SpaceWithAuditors {
    const row = fakeSpace(ownerId, overrides);
    store.spaces.set(row.buid, row);
    return row;
  },
  poi(store: FakeStore, buid: string, floor: number, overrides: Partial<FakePoi> = {}): FakePoi {
    const row = fakePoi(buid, floor, overrides);
    store.pois.set(row.puid, row);
    return row;
  },
};

/** The actor of a stored user, as the services receive it. */
export const actorOf = (row: UserRow): Actor & { assignedPlanner: string | null } => ({
  id: row.id,
  username: row.username,
  role: row.role as Role,
  assignedPlanner: row.assigned_planner,
});

/** The HTTP refusal a service call ends in (its status and message); fails when it succeeds. */
export async function refusalOf(
  call: Promise<unknown>,
): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected the call to be refused');
}
