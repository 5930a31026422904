/** A value quoted from a remote answer: escaped and never very long. */
const quoted = (value: string) =>
  JSON.stringify(value.length > 80 ? `${value.slice(0, 80)}…` : value);

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What an import brought, as counted in its report. */
export interface ServerImportCounts {
  floors: number;
  floor_plans: number;
  pois: number;
  connectors: number;
  connections: number;
  radiomaps: number;
  fingerprints: number;
}

/** The kinds of item a report lists as refused. */
export type ServerImportItemKind = 'floor' | 'floor_plan' | 'poi' | 'connection' | 'radiomap';

/**
 * Importing a building from another server (docs/import-from-server.md): the panel's
 * texts, the refusals of the request, and the reasons given for refused items.
 */
export const ServerImportMessages = {
  title: 'Import from a server',
  hint: 'Copies a building from a server that answers Anyplace’s API (an Anyplace server or another installation of this product): its floors, placed floor plans, every POI including connectors, every connection and the radio maps. It is added as a new, unpublished building owned by you; nothing is changed on the other server.',
  serverLabel: 'Server address',
  serverHint: 'The address the server’s API answers at, such as https://ap.cs.ucy.ac.cy.',
  buildingLabel: 'Building id or viewer link',
  buildingHint: 'The building’s id (building_…) or a viewer link naming it (…/viewer/?buid=…).',
  keyLabel: 'API key or access token (optional)',
  keyHint:
    'Needed only for a building that is not published there. It is sent to that server only, and not kept here.',
  submit: 'Import building',
  importing:
    'Fetching the building from the server and creating it here. This can take a few minutes…',
  importFailed: 'The building could not be imported.',
  signIn: 'Sign in to import a building from a server.',
  reportTitle: 'Import report',
  refusedTitle: 'Refused items',
  /** Column headings of the report's table. */
  kindHeading: 'Kind',
  receivedHeading: 'Imported',
  refusedHeading: 'Refused',
  kindNames: {
    floor: 'Floors',
    floor_plan: 'Floor plans',
    poi: 'POIs',
    connection: 'Connections',
    radiomap: 'Radio maps',
  } satisfies Record<ServerImportItemKind, string>,
  kindName: {
    floor: 'Floor',
    floor_plan: 'Floor plan',
    poi: 'POI',
    connection: 'Connection',
    radiomap: 'Radio map',
  } satisfies Record<ServerImportItemKind, string>,
  moreRefused: (n: number) => `…and ${plural(n, 'more refused item')} (counted above).`,

  imported: (name: string, counts: ServerImportCounts, refused: number) =>
    `Imported ${name}: ${plural(counts.floors, 'floor')}, ${plural(counts.floor_plans, 'floor plan')}, ${plural(counts.pois, 'POI')} (${plural(counts.connectors, 'connector')} among them), ${plural(counts.connections, 'connection')} and ${plural(counts.fingerprints, 'fingerprint')}.${refused > 0 ? ` ${plural(refused, 'item was', 'items were')} refused (see the report).` : ''}`,
  duplicateConnections: (n: number) =>
    n > 0
      ? `${plural(n, 'connection was', 'connections were')} listed on both of its floors and imported once.`
      : '',

  // The request.
  badServerUrl:
    'The server address must be an http:// or https:// address, such as https://ap.cs.ucy.ac.cy.',
  serverUrlWithCredentials:
    'The server address must not carry a user name or password; give the key in its own field.',
  serverUrlWithQuery: 'The server address must not carry a query (?…) or a fragment (#…).',
  badBuildingReference:
    'Give the building’s id (building_…) or a viewer link naming it (…/viewer/?buid=…).',
  hostNotListed: (host: string) =>
    `Only administrators may import from ${host}: it is not among the servers this server may import from (IMPORT_ALLOWED_HOSTS).`,
  privateAddress: (host: string, address: string) =>
    `${host} is a private or local address (${address}); a building can be imported from it only when IMPORT_ALLOWED_HOSTS lists it.`,

  // The remote server.
  unreachable: (host: string, reason: string) =>
    `The server ${host} could not be reached (${reason}).`,
  unknownHost: (host: string) => `The server ${host} could not be found (no such host name).`,
  timedOut: (host: string, seconds: number) =>
    `The server ${host} did not answer within ${seconds} seconds.`,
  totalTimedOut: (host: string, minutes: number) =>
    `Importing from ${host} took longer than ${minutes} minutes and was stopped; nothing was created.`,
  redirected: (host: string, location: string) =>
    `The server ${host} answered with a redirect to ${quoted(location)}; redirects are not followed. Give the address it redirects to as the server address.`,
  answerTooLarge: (host: string, path: string, megabytes: number) =>
    `The server ${host} answered ${path} with more than ${megabytes} MB; nothing was created.`,
  totalTooLarge: (host: string, megabytes: number) =>
    `The server ${host} sent more than ${megabytes} MB in all; nothing was created.`,
  badJson: (host: string, path: string) =>
    `The server ${host} answered ${path} with something that is not JSON. Is it a server with Anyplace’s API?`,
  badEncoding: (host: string, path: string) =>
    `The server ${host} answered ${path} with a compressed answer that could not be unpacked.`,
  unexpectedAnswer: (host: string, path: string, field: string, problem: string) =>
    `The server ${host} answered ${path} in an unexpected shape: ${field} ${problem}.`,
  unknownBuilding: (host: string, buid: string) =>
    `The server ${host} has no building ${quoted(buid)} it shows to you (an unpublished building needs a key).`,
  keyRefused: (host: string) =>
    `The server ${host} refused the request: the building needs a valid API key or access token.`,
  remoteRefused: (host: string, path: string, status: number, message: string) =>
    `The server ${host} refused ${path} with status ${status}${message === '' ? '' : `: ${quoted(message)}`}.`,
  invalidBuilding: (reason: string) => `The building cannot be imported: its ${reason}.`,
  noFloors: 'The building has no floors to import.',
  tooManyItems: (kind: string, max: number) =>
    `The building has more ${kind} than an import takes (${max}).`,

  // Why an item was refused (the report's reasons).
  invalidField: (field: string, problem: string) => `${field} ${problem}`,
  duplicateFloor: 'the floor is listed twice',
  duplicatePoi: 'the POI is listed twice',
  poiUnknownFloor: (floor: string) => `it lies on floor ${quoted(floor)}, which was not imported`,
  poiBadPosition: 'its position is not a valid latitude and longitude',
  connectionOtherBuilding: (buid: string) => `it leads to another building (${quoted(buid)})`,
  connectionUnknownPoi: (puid: string) => `it names POI ${quoted(puid)}, which was not imported`,
  connectionSelf: 'it joins a POI to itself',
  planWithoutBounds: 'the floor has no bounds to place its plan at',
  planNotImage: (problem: string) => `the plan is not an image that can be placed: ${problem}`,
  planNotBase64: 'the plan is not base64 text',
  planUnknownFormat: 'the plan is not in an image format the plan upload takes',
  radiomapTooLarge: (megabytes: number) =>
    `the radio map is larger than an upload takes (${megabytes} MB)`,
  radiomapInvalid: (problem: string) => `the radio map cannot be read: ${problem}`,
  /** A plan or radio map the server would not give: its answer, as the reason. */
  notGiven: (status: number, message: string) =>
    `the server answered with status ${status}${message === '' ? '' : `: ${quoted(message)}`}`,
  unexpectedItem: (field: string, problem: string) =>
    `its answer is not as expected: ${field} ${problem}`,
} as const;
