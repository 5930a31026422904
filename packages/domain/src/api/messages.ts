function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Fetch failures. Entries marked `// verbatim` are kept word for word
 * (see docs/README.md#texts-kept-for-anyplace-users).
 */
export const FetchMessages = {
  buildings: 'Error while fetching buildings', // verbatim
  floors: 'Error while fetching floors', // verbatim
  radiomaps: 'Error while fetching radiomaps', // verbatim
  authorize: 'Could not authorize user. Please refresh', // verbatim
  fingerprints: 'Error while fetching fingerprints', // verbatim
  /** Backup failures: dedicated texts, the product's own (see docs/import-export.md#backups). */
  backupFloors: 'Backup failed while fetching floors.',
  backupFloorPlans: 'Backup failed while fetching floor plans.',
  backupRadiomaps: 'Backup failed while fetching radiomaps.',
} as const;

/** The server's own answers, worded as a user expects (see docs/validation.md#error-answers). */
export const ServerMessages = {
  notFound: 'Not found.',
  routeNotFound: (method: string, url: string) => `Route ${method} ${url} not found.`,
  malformedJson: 'The request body is not valid JSON.',
  invalidField: (field: string, detail: string) => `Invalid value for "${field}": ${detail}`,
  bodyTooLarge: 'The request body is too large.',
  unsupportedMediaType: 'Unsupported content type.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on the server. Please try again.',
  spaceNotFound: 'Space not found.',
  campusNotFound: 'Campus not found.',
  campusIdTaken: 'A campus with this id already exists.',
  spaceEditForbidden: 'You do not have permission to edit this space.',
  spaceDeleteForbidden: 'Only the owner, a co-owner or an admin can delete this space.',
  campusEditForbidden: 'Only the owner of this campus or an admin can change it.',
  shortLinkNotFound: 'This short link does not exist.',
  floorExists: 'This floor number already exists in this space.',
  poiNotFound: 'POI not found.',
  poiFloorMismatch: 'Both POIs of a connection must belong to the same space.',
  connectionExists: 'These two POIs are already connected.',
  connectionSelf: 'A POI cannot be connected to itself.',
  connectionDeleted: 'Connection deleted.',
  noRoute: 'No route connects these two points. Check the connections between them.',
  noStartPoi: 'There is no POI on that floor to start the route from.',
  floorAdded: 'Floor added.',
  floorUpdated: 'Floor updated.',
  floorPlanMissing: 'This floor has no floor plan yet.',
  floorPlanForbidden: 'Only the owner, a co-owner or an admin can upload floor plans.',
  floorPlanTooLarge: 'The floor plan is larger than 50 MB.',
  floorPlanMultipart:
    'Send the floor plan as multipart/form-data with the fields "json" (its placement) and "floorplan" (the image).',
  floorPlanMissingImage: 'The upload has no image in its "floorplan" field.',
  floorPlanBadJson: 'The "json" field of the upload is not valid JSON.',
  unknownSpaces: (buids: string) => `These spaces do not exist or are not visible to you: ${buids}`,
  coOwnersForbidden: 'Only the owner or an admin can change the co-owners of a space.',
} as const;

/** Request shapes and sign-in throttling: the product's own texts (see docs/accounts.md#sign-in-throttling). */
export const RequestMessages = {
  fieldNotText: (field: string) => `The "${field}" field of the upload is not UTF-8 text.`,
  jsonOnly: 'Send this request as JSON, with the header Content-Type: application/json.',
  unreachable: (reason: string) => `The server could not be reached (${reason}).`,
  failedWithStatus: (method: string, path: string, status: number) =>
    `${method} ${path} failed with status ${status}.`,
  unexpectedAnswer: (method: string, path: string) => `Unexpected answer from ${method} ${path}.`,
  loginWait: (seconds: number) =>
    `Too many failed sign-ins from this address. Please wait ${waitText(seconds)} before trying again.`,
} as const;

/** Why a text field was refused: characters no stored text may hold (the field is named by the caller). */
export const TextInputMessages = {
  controlCharacter: 'must not contain control characters (such as NUL)',
  lineBreak: 'must be a single line (no tabs or line breaks)',
  unpairedSurrogate: 'must be valid Unicode text (it holds an unpaired surrogate)',
} as const;

/**
 * Answers to writes that collided with another request, and to a database that is
 * away: the product's own texts (see docs/validation.md#concurrent-writes).
 */
export const ConcurrencyMessages = {
  /** A row the change refers to was removed by a request that finished first. */
  referenceRemoved: 'Something this change refers to was removed meanwhile. Refresh and try again.',
  /** The same row was written by a request that finished first. */
  alreadyExists: 'This already exists. Refresh and try again.',
  /** PostgreSQL gave up one of two colliding transactions (serialization failure, deadlock). */
  collided: 'This change collided with another one at the same moment. Try again.',
  databaseUnreachable: 'The database is unreachable. Try again shortly.',
} as const;
