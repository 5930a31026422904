import { identifier } from '../model/common.js';
import { ServerImportConstants } from './constants.js';
import { ServerImportMessages } from './messages.js';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/**
 * The server address a user gives: http or https, no user name or password, no query or
 * fragment. A path is kept (an API served under a prefix); the calls are added to it.
 */
export function parseServerUrl(text: string): Parsed<URL> {
  const trimmed = text.trim();
  const refuse = (message: string): Parsed<URL> => ({ ok: false, message });
  if (trimmed === '' || trimmed.length > ServerImportConstants.maxServerUrlLength) {
    return refuse(ServerImportMessages.badServerUrl);
  }
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return refuse(ServerImportMessages.badServerUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return refuse(ServerImportMessages.badServerUrl);
  }
  if (url.username !== '' || url.password !== '') {
    return refuse(ServerImportMessages.serverUrlWithCredentials);
  }
  if (url.search !== '' || url.hash !== '' || trimmed.includes('?') || trimmed.includes('#')) {
    return refuse(ServerImportMessages.serverUrlWithQuery);
  }
  return { ok: true, value: url };
}

/** The full address of an API path on the server (its own path prefix kept). */
export function serverCallUrl(server: URL, apiPath: string): URL {
  const url = new URL(server.href);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}${apiPath}`;
  return url;
}

/**
 * The building a user names: its id, or a viewer link naming it with `buid` in the query
 * (Anyplace's `…/viewer/?buid=building_…&floor=0` and this product's `/viewer/?buid=…`),
 * also after a `#` as single-page viewers write it.
 */
export function parseBuildingReference(text: string): Parsed<string> {
  const trimmed = text.trim();
  const refuse: Parsed<string> = { ok: false, message: ServerImportMessages.badBuildingReference };
  if (trimmed === '' || trimmed.length > ServerImportConstants.maxBuildingReferenceLength) {
    return refuse;
  }
  let candidate = trimmed;
  if (/[/?#=]/.test(trimmed)) {
    let url: URL;
    try {
      url = new URL(trimmed, 'http://viewer.invalid/');
    } catch {
      return refuse;
    }
    const parameter = ServerImportConstants.viewerBuildingParameter;
    const hashQuery = url.hash.includes('?') ? url.hash.slice(url.hash.indexOf('?')) : '';
    const found = url.searchParams.get(parameter) ?? new URLSearchParams(hashQuery).get(parameter);
    if (found === null) return refuse;
    candidate = found.trim();
  }
  return identifier.safeParse(candidate).success ? { ok: true, value: candidate } : refuse;
}

/** The port a URL reaches: its own, or its scheme's. */
export const effectivePort = (url: URL): number =>
  url.port !== '' ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;

/** A host name as listed and compared: lower case, IPv6 without brackets. */
const normalHost = (host: string) => host.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/** One entry of IMPORT_ALLOWED_HOSTS: a host name or address, with a port or without (any). */
export interface AllowedHost {
  host: string;
  port: number | null;
}

/**
 * Reads one IMPORT_ALLOWED_HOSTS entry: `host`, `host:port`, `[v6]` or `[v6]:port`; null
 * when it is none of these.
 */
export function parseAllowedHost(entry: string): AllowedHost | null {
  const text = entry.trim();
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(text);
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return { host: normalHost(match[1] as string), port };
}

/** Whether the server address is one of the listed hosts (and ports). */
export function isListedHost(server: URL, allowed: readonly AllowedHost[]): boolean {
  const host = normalHost(server.hostname);
  const port = effectivePort(server);
  return allowed.some(
    (entry) => entry.host === host && (entry.port === null || entry.port === port),
  );
}

/** The server as named in messages: its host and, when not the scheme's, its port. */
export const serverLabel = (server: URL): string => server.host;
