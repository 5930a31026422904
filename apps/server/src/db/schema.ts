import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Kysely view of the schema created by the migrations. Typed columns inside; wire format lives in the services. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** An IMDF feature id kept from an imported archive (migration 0025); null for our own. */
type ImdfId = ColumnType<string | null, string | null | undefined, string | null>;

export interface UsersTable {
  id: string;
  username: string;
  name: Generated<string>;
  email: Generated<string>;
  password_hash: string | null;
  role: Generated<string>;
  account_type: Generated<string>;
  external_subject: string | null;
  assigned_planner: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0015: account administration (see the migration for each rule). */
  token_version: Generated<number>;
  disabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  must_change_password: Generated<boolean>;
  last_sign_in_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface SpacesTable {
  buid: string;
  name: string;
  description: Generated<string>;
  bucode: Generated<string>;
  space_type: Generated<string>;
  type: Generated<string>;
  is_published: Generated<boolean>;
  url: Generated<string>;
  address: Generated<string>;
  coordinates_lat: number;
  coordinates_lon: number;
  co_owners: ColumnType<string[], string[] | undefined, string[]>;
  owner_id: string;
  /** Generated: lower(name bucode address), trigram-indexed for search. */
  search_text: ColumnType<string, never, never>;
  /** Bumped by every POI and connection change (navigation graph cache key). */
  graph_version: ColumnType<string, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0012: days between audits of the space's assets. */
  audit_interval_days: Generated<number>;
  /** Migration 0021: place types whose POIs are audited too. */
  audited_place_types: ColumnType<string[], string[] | undefined, string[]>;
  /** Migration 0025: the IMDF ids of an imported archive's venue, building, address, footprint. */
  imdf_venue_id: ImdfId;
  imdf_building_id: ImdfId;
  imdf_address_id: ImdfId;
  imdf_footprint_id: ImdfId;
}

export interface SpaceAuditorsTable {
  buid: string;
  user_id: string;
  position: Generated<number>;
}

export interface CampusesTable {
  cuid: string;
  name: string;
  description: Generated<string>;
  greeklish: Generated<boolean>;
  owner_id: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CampusSpacesTable {
  cuid: string;
  buid: string;
  position: Generated<number>;
}

export interface FloorsTable {
  buid: string;
  floor_number: number;
  floor_name: Generated<string>;
  description: Generated<string>;
  is_published: Generated<boolean>;
  /**
   * Bounding box of the floor plan, derived from the georeference (see
   * docs/floors-and-plans.md#georeference).
   */
  bottom_left_lat: number | null;
  bottom_left_lng: number | null;
  top_right_lat: number | null;
  top_right_lng: number | null;
  zoom: number | null;
  /** Affine georeference of the floor plan: image corners [lon, lat] TL, TR, BR, BL, and image size. */
  plan_corners: ColumnType<unknown, string | null | undefined, string | null> | null;
  plan_width_px: number | null;
  plan_height_px: number | null;
  /** Content hash of the current plan image; tiles and ETags are keyed by it. */
  plan_version: string | null;
  plan_content_type: string | null;
  /** Changes (from one sequence, never reused) whenever the floor's fingerprints change. */
  radiomap_version: Generated<string>;
  /** Bumped by triggers whenever the floor's fingerprints change (migration 0011). */
  fingerprints_version: ColumnType<string, never, never>;
  /** Bumped by triggers whenever the floor's rooms or doors change (migration 0028). */
  walls_version: ColumnType<string, never, never>;
  /** Migration 0013: the plan was placed by a restore, not by a person; cleared when it is set again. */
  plan_placement_to_check: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0025: an imported level's IMDF id and extent ({south, west, north, east}). */
  imdf_level_id: ImdfId;
  imdf_level_bounds: ColumnType<unknown, string | null | undefined, string | null>;
}

export interface PoisTable {
  puid: string;
  buid: string;
  floor_number: number;
  floor_name: Generated<string>;
  name: string;
  description: Generated<string>;
  pois_type: string;
  pois_type2: Generated<string>;
  is_door: Generated<boolean>;
  is_building_entrance: Generated<boolean>;
  is_published: Generated<boolean>;
  coordinates_lat: number;
  coordinates_lon: number;
  x: number | null;
  y: number | null;
  url: Generated<string>;
  image: Generated<string>;
  owner_id: string;
  manufacturer: Generated<string>;
  model_number: Generated<string>;
  serial_number: Generated<string>;
  purchase_date: string | null;
  price: number | null;
  quantity: Generated<number>;
  link: Generated<string>;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  warranty: ColumnType<unknown, string | null | undefined, string | null> | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Migration 0012: the POI's latest audit finding (from audit_results). */
  last_audit_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_audit_result: ColumnType<string | null, string | null | undefined, string | null>;
  last_audit_by: ColumnType<string | null, string | null | undefined, string | null>;
  last_audit_route: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0020: the POI's id where it was restored or imported from. */
  external_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Migration 0025: the IMDF ids of the amenity and anchor an imported POI came from. */
  imdf_amenity_id: ImdfId;
  imdf_anchor_id: ImdfId;
}

export interface ConnectionsTable {
  cuid: string;
  buid: string;
  buid_a: string;
  buid_b: string;
  floor_a: number;
  floor_b: number;
  pois_a: string;
  pois_b: string;
  name: Generated<string>;
  description: Generated<string>;
  weight: number;
  is_published: Generated<boolean>;
  edge_type: Generated<string>;
  owner_id: string;
  created_at: Timestamp;
}

/** One row per wifi scan (migration 0007): macs[i] was heard at rss[i] dBm. */
export interface FingerprintsTable {
  id: Generated<string>;
  buid: string;
  floor_number: number;
  lat: number;
  lon: number;
  heading: number;
  /** Migration 0019: null for an undated scan (a radiomap matrix row). */
  measured_at: Timestamp | null;
  macs: string[];
  rss: number[];
  strongest_mac: string | null;
  /** Z-order number of the zoom-22 map tile of (lat, lon): see tileKeyOf in the domain. */
  tile_key: string;
  /** Migration 0013: fingerprint_scan_hash of the row; unique per floor (null on old duplicates). */
  scan_hash: string | null;
}

/**
 * Heatmap totals per level, UTC day (days since 1970; -1 for all days, -2 for undated
 * scans, migration 0019) and cell of the
 * fixed grid (packages/domain/src/radio/heatmap-cells.ts): cell_x counts columns
 * eastwards, cell_y rows northwards. Maintained by upserts as fingerprints arrive.
 */
export interface HeatmapCellsTable {
  buid: string;
  floor_number: number;
  level: number;
  day: number;
  cell_x: number;
  cell_y: number;
  count: number;
  rss_sum: number;
  scans: number;
}

/**
 * Estimated access points of a floor (migration 0011): one row per floor, the estimates
 * as JSON, computed from the floor's fingerprints at fingerprints_version.
 */
export interface AccessPointsTable {
  buid: string;
  floor_number: number;
  fingerprints_version: ColumnType<string, string | number, string | number>;
  /** The floor's walls_version the estimates were fitted with (migration 0028). */
  walls_version: ColumnType<string, string | number | undefined, string | number>;
  computed_at: Timestamp;
  estimates: ColumnType<unknown, string, string>;
}

/**
 * A floor's access-point estimates being computed (migration 0022): the claim of one
 * instance and its progress, one row per floor while the computation runs.
 */
export interface AccessPointComputationsTable {
  buid: string;
  floor_number: number;
  fingerprints_version: ColumnType<string, string | number, string | number>;
  instance_id: string;
  done: Generated<number>;
  total: Generated<number>;
  started_at: Generated<Timestamp>;
  heartbeat_at: Generated<Timestamp>;
}

/**
 * A floor's accuracy map (migration 0027): one row per floor whose map was asked for, the
 * map computed from the floor's fingerprints at fingerprints_version.
 */
export interface AccesMapsTable {
  buid: string;
  floor_number: number;
  fingerprints_version: ColumnType<string, string | number, string | number>;
  /** A digest of the floor's plan placement the map's outline came from. */
  plan_key: string;
  computed_at: Timestamp;
  map: ColumnType<unknown, string, string>;
}

/** A floor's accuracy map being computed (migration 0027): the claim and its progress. */
export interface AccesMapComputationsTable {
  buid: string;
  floor_number: number;
  fingerprints_version: ColumnType<string, string | number, string | number>;
  instance_id: string;
  done: Generated<number>;
  total: Generated<number>;
  started_at: Generated<Timestamp>;
  heartbeat_at: Generated<Timestamp>;
}

export interface AuditRoutesTable {
  id: string;
  name: string;
  description: Generated<string>;
  building_id: string;
  floor_number: number;
  pois: ColumnType<unknown, string, string>;
  assigned_auditors: ColumnType<string[], string[], string[]>;
  optimization_method: Generated<string>;
  estimated_time: Generated<number>;
  status: Generated<string>;
  created_by: string;
  created_at: Timestamp;
  /** Migration 0012. */
  updated_at: Timestamp;
  completed_at: Date | null;
}

/** Migration 0012: one finding per POI of an audit route. */
export interface AuditResultsTable {
  route_id: string;
  puid: string;
  result: string;
  note: Generated<string>;
  recorded_at: Timestamp;
  auditor_id: string | null;
  auditor_username: string;
}

/** Migration 0018: the client id of every result applied, so a result sent again is stored once. */
export interface AuditResultReceiptsTable {
  client_id: string;
  route_id: string;
  puid: string;
  received_at: Timestamp;
}

export interface ShortLinksTable {
  code: string;
  target: string;
  created_by: string | null;
  created_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  spaces: SpacesTable;
  space_auditors: SpaceAuditorsTable;
  campuses: CampusesTable;
  campus_spaces: CampusSpacesTable;
  floors: FloorsTable;
  pois: PoisTable;
  connections: ConnectionsTable;
  fingerprints: FingerprintsTable;
  heatmap_cells: HeatmapCellsTable;
  access_points: AccessPointsTable;
  access_point_computations: AccessPointComputationsTable;
  acces_maps: AccesMapsTable;
  acces_map_computations: AccesMapComputationsTable;
  audit_routes: AuditRoutesTable;
  audit_results: AuditResultsTable;
  audit_result_receipts: AuditResultReceiptsTable;
  app_meta: AppMetaTable;
  short_links: ShortLinksTable;
  throttle_counts: ThrottleCountsTable;
  rate_limit_windows: RateLimitWindowsTable;
  floor_plan_versions: FloorPlanVersionsTable;
  units: UnitsTable;
  openings: OpeningsTable;
}

/** Failed sign-ins per throttle key, shared by every instance (0014). */
export interface ThrottleCountsTable {
  key: string;
  failures: number;
  /** ms since the epoch; bigint columns come back as text. */
  last_failure_at: ColumnType<string, number, number>;
}

/** Requests per rate-limit key in the current window, shared by every instance (0014). */
export interface RateLimitWindowsTable {
  key: string;
  hits: number;
  window_started_at: ColumnType<string, number, number>;
  window_ms: number;
}

/**
 * Replaced floor plans kept so that they can be made live again (migration 0016): what
 * the floor row held about each, and when it was replaced.
 */
export interface FloorPlanVersionsTable {
  buid: string;
  floor_number: number;
  plan_version: string;
  bottom_left_lat: number;
  bottom_left_lng: number;
  top_right_lat: number;
  top_right_lng: number;
  zoom: number | null;
  plan_corners: ColumnType<unknown, string, string>;
  plan_width_px: number;
  plan_height_px: number;
  plan_content_type: string | null;
  plan_placement_to_check: Generated<boolean>;
  replaced_at: Timestamp;
}

/** A room of a floor, an IMDF unit (migration 0023); `geometry` is a GeoJSON Polygon. */
export interface UnitsTable {
  id: string;
  buid: string;
  floor_number: number;
  name: Generated<string>;
  category: string;
  accessibility: ColumnType<string[], string[] | undefined, string[]>;
  geometry: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  imdf_id: ImdfId;
}

/** A door of a floor, an IMDF opening (migration 0023); `geometry` is a GeoJSON LineString. */
export interface OpeningsTable {
  id: string;
  buid: string;
  floor_number: number;
  unit_id: string | null;
  category: string;
  geometry: ColumnType<unknown, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
  imdf_id: ImdfId;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SpaceRow = Selectable<SpacesTable>;
export type NewSpace = Insertable<SpacesTable>;
export type SpaceUpdate = Updateable<SpacesTable>;
export type CampusRow = Selectable<CampusesTable>;
export type FloorRow = Selectable<FloorsTable>;
export type NewFloor = Insertable<FloorsTable>;
export type PoiRow = Selectable<PoisTable>;
export type PoiUpdate = Updateable<PoisTable>;
export type NewPoi = Insertable<PoisTable>;
export type ConnectionRow = Selectable<ConnectionsTable>;
export type NewConnection = Insertable<ConnectionsTable>;
export type FloorPlanVersionRow = Selectable<FloorPlanVersionsTable>;
export type UnitRow = Selectable<UnitsTable>;
export type NewUnit = Insertable<UnitsTable>;
export type OpeningRow = Selectable<OpeningsTable>;
export type NewOpening = Insertable<OpeningsTable>;
