/** Audit routes, their results and the audit cycle of assets: see docs/audit.md. */

/**
 * Planning routes. The time estimate (2 minutes a POI, 1 minute per 10 m walked) and the
 * limit of auditors a non-admin may assign are the product's documented rules (see
 * docs/audit.md#time-estimate and docs/audit.md#planning-a-route).
 */
export const AuditRouteConstants = {
  minutesPerPoi: 2,
  minutesPer10m: 1,
  nonAdminAuditorLimit: 2,
  routeLoadAttempts: 5,
  routeLoadIntervalMs: 1000,
  poiLoadDelayMs: 100,
  defaultOptimizationMethod: 'nearest-neighbor',
  /** A shown route is framed this far inside what the map's controls leave free. */
  routeFitMarginPx: 40,
  /** Below this much free width or height the controls are ignored when framing. */
  routeFitMinFreePx: 120,
} as const;

/** See docs/audit.md#ordering-methods. */
export const AuditOptimizationMethods = [
  'nearest-neighbor',
  'shortest-path',
  'custom-order',
] as const;
export type AuditOptimizationMethod = (typeof AuditOptimizationMethods)[number];

/** What an auditor records for one POI of a route (see docs/audit.md#carrying-out-a-route). */
export const AuditResults = ['found', 'missing', 'wrong-location', 'damaged'] as const;
export type AuditResult = (typeof AuditResults)[number];

/** 'active' on creation; 'completed' once every POI of the route has a result. */
export const AuditRouteStatuses = ['active', 'completed'] as const;
export type AuditRouteStatus = (typeof AuditRouteStatuses)[number];

/** Carrying out audit routes and the audit cycle of assets (see docs/audit.md#audit-cycle). */
export const AuditCycleConstants = {
  /** Optimising needs this many POIs (see docs/audit.md#planning-a-route). */
  minPoisToOptimize: 2,
  /** A space's assets are due for an audit this often unless its owner sets another interval. */
  defaultIntervalDays: 365,
  minIntervalDays: 1,
  maxIntervalDays: 36_500,
  /** An asset is "due" within this many days of its interval ending, "overdue" past it. */
  dueWithinDays: 30,
  /**
   * POI types that are places rather than equipment: audited only where the space's owner
   * chooses them (docs/audit.md#audit-cycle).
   */
  placeTypes: [
    'Disabled Toilets',
    'Elevator',
    'Entrance',
    'Kitchen',
    'Office',
    'Ramp',
    'Room',
    'Stair',
    'Toilets',
  ] as readonly string[],
  /** The exact solver (Held-Karp) is exponential: used by tests and the benchmark up to here. */
  exactSolverMaxPois: 12,
  /** The route improvement tries moves between each POI and its this many nearest POIs. */
  localSearchCandidates: 16,
  maxRoutePois: 500,
  maxRouteAuditors: 20,
  maxNoteLength: 1000,
  /** A result's time may lie this far ahead of the server's clock (phones drift). */
  maxClockSkewMs: 5 * 60_000,
  /**
   * The earliest time a result may carry: no asset register predates it, and the
   * embedded database misreads years before 100.
   */
  earliestResultAt: '2000-01-01T00:00:00Z',
  /** Downloads are named audit-route-{name}-YYYY-MM-DD.csv / .xlsx. */
  fileNamePrefix: 'audit-route',
} as const;

/** The audit-route tab of the web app: links and QR labels (see docs/audit.md#qr-labels). */
export const AuditRouteWebConstants = {
  /** The URL parameters of a QR label's link: it opens the space, floor and POI. */
  linkParams: { buid: 'buid', floor: 'floor', poi: 'poi', route: 'route' },
  /** A4 label sheet: labels per row and rows per page. */
  labelColumns: 3,
  labelRows: 6,
  /** Side of a label's QR code in pixels of the generated SVG. */
  qrSizePx: 160,
  /**
   * The outbox of recorded results (see docs/audit.md#results-sent-again): the browser
   * database that keeps them until the server confirms, and the wait before sending again
   * after a network error or a server failure, doubling from the first to the longest.
   */
  outboxDatabase: 'indoor-audit-outbox',
  outboxRetryFirstMs: 1000,
  outboxRetryMaxMs: 60_000,
} as const;
