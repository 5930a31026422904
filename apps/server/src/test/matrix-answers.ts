/**
 * Answers that carry the sample POIs with their asset details to a caller who may see
 * them (when the call succeeds): POI lists and search, the asset register, a POI update.
 */
export const SHOWS_ASSET_DETAILS = new Set([
  'poisSearch',
  'poisFloorAll',
  'poisSpaceAll',
  'poisUpdate',
  'assetRegister',
]);

/** A federated sign-in with a token no provider signed: refused, none being configured. */
export const GOOGLE_STATUS = 400;
