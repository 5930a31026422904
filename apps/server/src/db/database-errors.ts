import { ConcurrencyMessages } from '@indoor/domain';

/** What a client is told about a database error that is no fault of the server's code. */
export interface DatabaseErrorAnswer {
  statusCode: 404 | 409 | 503;
  message: string;
}

/**
 * SQLSTATE codes of PostgreSQL (and PGlite) that concurrent requests cause: a client
 * sent nothing wrong, another request finished first. Services lock the rows they check
 * (see the repositories' lock* methods), so these are a safety net, not the rule.
 */
const COLLISIONS: Record<string, DatabaseErrorAnswer> = {
  // foreign_key_violation: the parent row went away between a check and the write.
  '23503': { statusCode: 409, message: ConcurrencyMessages.referenceRemoved },
  // unique_violation: the same row was written first by someone else.
  '23505': { statusCode: 409, message: ConcurrencyMessages.alreadyExists },
  // serialization_failure, deadlock_detected: PostgreSQL gave one transaction up.
  '40001': { statusCode: 409, message: ConcurrencyMessages.collided },
  '40P01': { statusCode: 409, message: ConcurrencyMessages.collided },
};

/**
 * SQLSTATE classes and codes meaning the database cannot serve right now: connection
 * exceptions (08), operator intervention (57: shutdown, crash recovery, a statement
 * cancelled by statement_timeout) and insufficient resources (53: too many connections).
 */
const UNAVAILABLE_CLASSES = ['08', '53', '57'];

/** Errors the `pg` driver and Node raise when the server is away or silent. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'is not queryable',
  'Cannot use a pool after calling end',
];

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

function isUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const code = codeOf(error);
  if (code && UNAVAILABLE_NODE_CODES.has(code)) return true;
  if (code && /^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_CLASSES.includes(code.slice(0, 2)))
    return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((m) => message.includes(m)))
    return true;
  // Connection failures arrive wrapped (AggregateError of every address tried, `cause`).
  const nested = [
    ...((error as { errors?: unknown[] }).errors ?? []),
    (error as { cause?: unknown }).cause,
  ];
  return nested.some((inner) => isUnavailable(inner, depth + 1));
}

/**
 * The answer for a database error a client should see as 409 (a collision with another
 * request) or 503 (the database is away); null for anything else (a real fault: 500).
 */
export function answerForDatabaseError(error: unknown): DatabaseErrorAnswer | null {
  const code = codeOf(error);
  if (code && code in COLLISIONS) return COLLISIONS[code] as DatabaseErrorAnswer;
  if (isUnavailable(error))
    return { statusCode: 503, message: ConcurrencyMessages.databaseUnreachable };
  return null;
}

/** True when the database could not be reached at all (for the health check). */
export const isDatabaseUnavailable = (error: unknown): boolean => isUnavailable(error);
