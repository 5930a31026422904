/**
 * How the server uses its database, its storage and its memory: settings of the running
 * service, not product rules (see docs/deployment.md). What the environment configures is in
 * ../config.ts.
 */

/** How the server waits on PostgreSQL and on storage shared with other requests (see docs/deployment.md#databases). */
export const DatabaseTimeouts = {
  /** Opening a connection (or waiting for a free one in the pool) gives up after this. */
  connectMs: 5_000,
  /** PostgreSQL cancels a statement running longer (statement_timeout). */
  statementMs: 60_000,
  /** The client stops waiting for an answer a little later (a server that went silent). */
  queryMs: 65_000,
  /** A session stuck idle inside a transaction is ended by PostgreSQL after this. */
  idleInTransactionMs: 60_000,
} as const;

/** The storage folder (see docs/deployment.md#storage). */
export const StorageConstants = {
  /** Removing a folder another request is writing into is tried this often (ENOTEMPTY). */
  removeAttempts: 8,
  removeRetryMs: 25,
  /**
   * The start-up sweep leaves unreferenced plan versions younger than this alone: they may
   * belong to an upload still running (on another instance sharing the storage).
   */
  sweepGraceMs: 60 * 60_000,
} as const;

/**
 * Several server instances sharing one PostgreSQL and one S3-compatible object store
 * (see docs/deployment.md#several-instances).
 */
export const ObjectStoreConstants = {
  /** Parts of one streamed upload sent at once (memory held: this many parts). */
  uploadQueueSize: 2,
  /** Size of each part of a streamed upload; 5 MiB is the smallest S3 accepts. */
  uploadPartBytes: 5 * 1024 * 1024,
  /** Keys one DeleteObjects request may carry (the S3 limit). */
  deleteBatch: 1000,
  /** Rows of expired sign-in throttles and rate-limit windows removed at most per sweep. */
  sweepRows: 1000,
  /** The region the SDK is given for a store other than AWS when AWS_REGION is unset. */
  defaultRegion: 'us-east-1',
} as const;

/** What one server instance keeps in memory between requests (keyed by database versions). */
export const InstanceCacheConstants = {
  /** Navigation graphs kept, one per space, least recently used dropped first. */
  navigationGraphs: 32,
  /** Bytes of wifi-layer answers kept, the least recently used dropped first. */
  layerAnswerBytes: 96 * 1024 * 1024,
} as const;

/**
 * Access-point estimates computed in the background after fingerprints change
 * (docs/wifi-layers.md#access-point-estimate).
 */
export const AccessPointWorkConstants = {
  /** Each instance looks for floors whose estimates are out of date this often. */
  pollMs: 2_000,
  /** A write on this instance starts the look this soon (uploads in a row settle first). */
  settleMs: 300,
  /** A claim whose instance has not reported for this long is taken over by another. */
  leaseMs: 30_000,
  /** A computation reports its progress (and keeps its claim) this often. */
  progressMs: 500,
  /** A read of out-of-date estimates waits this long for them before answering the progress. */
  readWaitMs: 1_500,
  /** Floors taken per look. */
  floorsPerLook: 10,
} as const;

/**
 * Table statistics refreshed after large writes (docs/deployment.md#table-statistics): the
 * embedded database has no autovacuum, and PostgreSQL's waits for a tenth of the table.
 */
export const StatisticsConstants = {
  /** Fingerprints written (stored or deleted) since the last refresh that start one. */
  minRows: 10_000,
  /** The refresh waits this long after the last such write (uploads in a row settle first). */
  settleMs: 1_000,
} as const;

/**
 * Background computation of the floors' accuracy maps (docs/positioning.md#the-map-on-the-server):
 * timings as AccessPointWorkConstants, and the scans a map is computed from.
 */
export const AccesWorkConstants = {
  pollMs: 2_000,
  settleMs: 300,
  leaseMs: 30_000,
  progressMs: 500,
  readWaitMs: 1_500,
  floorsPerLook: 10,
  /**
   * A floor with more scans is mapped from this many spread over it: the held-out evaluation
   * positions every scan, about 2 s per 1,000 scans on one core.
   */
  maxScans: 5_000,
} as const;
