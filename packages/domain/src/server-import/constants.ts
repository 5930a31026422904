import { ServerLimits } from '../api/constants.js';

/**
 * Pulling a building from another server that answers Anyplace's API
 * (docs/import-from-server.md): how much and how long the server waits for.
 */
export const ServerImportConstants = {
  /**
   * One answer of the remote server, unpacked. The largest is one floor's plan in base64
   * (a third larger than the image), asked for floor by floor.
   */
  maxAnswerBytes: Math.ceil((ServerLimits.floorPlanBytes * 4) / 3) + 1024 * 1024,
  /** All answers of one import together, unpacked: what a restored archive may hold. */
  maxTotalBytes: ServerLimits.archiveMaxUncompressedBytes,
  /** One request, from connecting to the last byte of its answer. */
  requestTimeoutMs: 30_000,
  /** The whole import: every request, one after the other. */
  totalTimeoutMs: 5 * 60_000,
  maxServerUrlLength: 2048,
  maxBuildingReferenceLength: 2048,
  maxApiKeyLength: 4096,
  /** The header Anyplace reads its access token from (OAuth2Request.getAccessToken). */
  accessTokenHeader: 'access_token',
  /** The query parameter of a viewer link naming the building (Anyplace's and ours). */
  viewerBuildingParameter: 'buid',
  /** Refused items listed in the report; the rest are counted only. */
  maxRefusedListed: 50,
} as const;
