/**
 * Where the browser keeps the session. Anyplace names only the logout flag
 * (StorageKeys.logoutState); these names are the product's own.
 */
export const SessionKeys = {
  /** Cookie with the access token, so a reload can restore the session. */
  tokenCookie: 'localToken',
  /** localStorage: the signed-in user's profile (without the token, which stays in the cookie). */
  user: 'sessionUser',
  /** sessionStorage: the federated provider's id token of this tab's sign-in ("show id token"). */
  idToken: 'federatedIdToken',
  /** sessionStorage: the state and nonce of a federated sign-in on its way to the provider. */
  federatedState: 'federatedState',
  federatedNonce: 'federatedNonce',
  /** BroadcastChannel name of the session events between tabs. */
  channel: 'indoor-planner-session',
  /** localStorage key whose `storage` events carry the same events where BroadcastChannel is missing. */
  broadcastFallback: 'sessionBroadcast',
} as const;
