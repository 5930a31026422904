/** Accounts, sign-in and the browser session: see docs/accounts.md. */

export const SessionConstants = {
  localTokenCookieDays: 30,
  reloadedAfterLoginCookieDays: 365,
  healthCheckMs: 300_000,
  restoreDelayMs: 500,
  signOutReloadDelayMs: 100,
  loginBroadcastDelayMs: 100,
  loginBroadcastRetryMs: 200,
  /** Access tokens are short-lived JWTs (see docs/accounts.md#access-tokens). */
  accessTokenTtlSeconds: 3600,
  /** See docs/accounts.md#passwords. */
  minPasswordLength: 8,
} as const;

/**
 * Sign-in throttling (OWASP: exponential back-off per username and client address; see
 * docs/accounts.md#sign-in-throttling). The failure counts that start it are configuration
 * (RATE_LIMIT_FAILED_LOGINS, RATE_LIMIT_FAILED_LOGINS_PER_ADDRESS); the delays are these.
 */
export const LoginThrottleConstants = {
  /** The wait required after the last free failure; it doubles with every further failure. */
  firstDelayMs: 2_000,
  /** The longest wait ever required between two attempts. */
  maxDelayMs: 15 * 60_000,
  /** A count whose last failure is this old starts again from nothing. */
  forgetAfterMs: 60 * 60_000,
} as const;
