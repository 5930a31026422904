import dns, { type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ServerImportConstants, ServerImportMessages, serverCallUrl } from '@indoor/domain';
import { isPrivateAddress } from './private-address.js';

/** How much and how long one import may take from the remote server. */
export interface RemoteFetchLimits {
  maxAnswerBytes: number;
  maxTotalBytes: number;
  requestTimeoutMs: number;
  totalTimeoutMs: number;
}

export const DEFAULT_REMOTE_FETCH_LIMITS: RemoteFetchLimits = {
  maxAnswerBytes: ServerImportConstants.maxAnswerBytes,
  maxTotalBytes: ServerImportConstants.maxTotalBytes,
  requestTimeoutMs: ServerImportConstants.requestTimeoutMs,
  totalTimeoutMs: ServerImportConstants.totalTimeoutMs,
};

/**
 * A request to the remote server that failed; `status` is what the import answers
 * (403 for an address it may not reach, 404 for an unknown building, 400 otherwise).
 */
export class RemoteFetchError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'RemoteFetchError';
  }
}

/** A JSON answer of the remote server with its status. */
export interface RemoteAnswer {
  status: number;
  json: unknown;
  /** The `message` of an error answer (Anyplace's and ours both write one), or ''. */
  message: string;
}

class PrivateAddressRefused extends Error {
  constructor(readonly address: string) {
    super(`private address ${address}`);
  }
}

/**
 * Resolves like dns.lookup but refuses, unless private addresses are allowed, a name any
 * of whose addresses is private. It runs for every connection, so the address checked is
 * the address connected to: a name that resolves differently the second time (DNS
 * rebinding) is checked again.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, found) => {
      const addresses = found as unknown as LookupAddress[];
      if (error) return callback(error, '', 0);
      const refused = allowPrivate ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (refused) return callback(new PrivateAddressRefused(refused.address), '', 0);
      const first = addresses[0];
      if (!first)
        return callback(Object.assign(new Error('no address'), { code: 'ENOTFOUND' }), '', 0);
      if (options.all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

const DECODERS: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/**
 * The remote server of one import: JSON POSTs to its API, nothing else. Only http and
 * https; redirects are refused, not followed; every answer is limited in size (unpacked)
 * and time, and all of them together too.
 */
export class RemoteServer {
  private usedBytes = 0;
  private readonly deadline: number;
  readonly label: string;

  constructor(
    private readonly server: URL,
    private readonly options: {
      /** The host is listed in IMPORT_ALLOWED_HOSTS: it may be a private address. */
      allowPrivate: boolean;
      apiKey: string | null;
      limits: RemoteFetchLimits;
    },
  ) {
    this.label = server.host;
    this.deadline = Date.now() + options.limits.totalTimeoutMs;
  }

  /** Refuses a server named by a private address before anything is sent. */
  checkLiteralAddress(): void {
    const host = this.server.hostname.replace(/^\[(.*)\]$/, '$1');
    if (isIP(host) !== 0 && !this.options.allowPrivate && isPrivateAddress(host)) {
      throw new RemoteFetchError(ServerImportMessages.privateAddress(this.label, host), 403);
    }
  }

  /** POSTs `body` as JSON to the API path; answers the JSON and status (2xx and 4xx alike). */
  async postJson(apiPath: string, body: unknown): Promise<RemoteAnswer> {
    this.checkLiteralAddress();
    const remaining = this.deadline - Date.now();
    if (remaining <= 0) throw this.totalTimeout();
    const url = serverCallUrl(this.server, apiPath);
    const payload = Buffer.from(JSON.stringify(body));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'content-length': String(payload.byteLength),
      accept: 'application/json',
      'accept-encoding': 'gzip, deflate, br',
    };
    const key = this.options.apiKey;
    if (key) {
      // Anyplace 4.3 reads the `access_token` header (OAuth2Request.getAccessToken);
      // this product reads a bearer token.
      headers[ServerImportConstants.accessTokenHeader] = key;
      headers.authorization = `Bearer ${key}`;
    }
    const send = url.protocol === 'https:' ? https.request : http.request;
    const totalLimited = remaining < this.options.limits.requestTimeoutMs;
    const timeoutMs = Math.min(remaining, this.options.limits.requestTimeoutMs);
    return new Promise<RemoteAnswer>((resolve, reject) => {
      let settled = false;
      const fail = (error: RemoteFetchError) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        request.destroy();
        reject(error);
      };
      const request = send(url, {
        method: 'POST',
        headers,
        agent: false,
        lookup: guardedLookup(this.options.allowPrivate),
      });
      const timer = setTimeout(
        () =>
          fail(
            totalLimited
              ? this.totalTimeout()
              : new RemoteFetchError(
                  ServerImportMessages.timedOut(this.label, Math.round(timeoutMs / 1000)),
                  400,
                ),
          ),
        timeoutMs,
      );
      request.on('error', (error) => fail(this.connectionError(error)));
      request.on('response', (response) => {
        this.readAnswer(apiPath, response).then(
          (answer) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            resolve(answer);
          },
          (error: unknown) =>
            fail(
              error instanceof RemoteFetchError
                ? error
                : new RemoteFetchError(
                    ServerImportMessages.unreachable(this.label, String(error)),
                    400,
                  ),
            ),
        );
      });
      request.end(payload);
    });
  }

  private totalTimeout(): RemoteFetchError {
    const minutes = Math.max(1, Math.round(this.options.limits.totalTimeoutMs / 60_000));
    return new RemoteFetchError(ServerImportMessages.totalTimedOut(this.label, minutes), 400);
  }

  private connectionError(error: Error): RemoteFetchError {
    if (error instanceof PrivateAddressRefused) {
      return new RemoteFetchError(
        ServerImportMessages.privateAddress(this.label, error.address),
        403,
      );
    }
    const code = (error as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      return new RemoteFetchError(ServerImportMessages.unknownHost(this.label), 400);
    }
    return new RemoteFetchError(
      ServerImportMessages.unreachable(this.label, code ?? error.message),
      400,
    );
  }

  private async readAnswer(apiPath: string, response: IncomingMessage): Promise<RemoteAnswer> {
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400) {
      response.resume();
      throw new RemoteFetchError(
        ServerImportMessages.redirected(this.label, String(response.headers.location ?? '')),
        400,
      );
    }
    const limit = Math.min(
      this.options.limits.maxAnswerBytes,
      this.options.limits.maxTotalBytes - this.usedBytes,
    );
    const tooLarge = () =>
      limit < this.options.limits.maxAnswerBytes
        ? new RemoteFetchError(
            ServerImportMessages.totalTooLarge(
              this.label,
              megabytes(this.options.limits.maxTotalBytes),
            ),
            400,
          )
        : new RemoteFetchError(
            ServerImportMessages.answerTooLarge(
              this.label,
              apiPath,
              megabytes(this.options.limits.maxAnswerBytes),
            ),
            400,
          );
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      response.resume();
      throw tooLarge();
    }
    const encoding = String(response.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    let stream: Readable = response;
    if (encoding !== 'identity' && encoding !== '') {
      const decoder = DECODERS[encoding];
      if (!decoder) {
        response.resume();
        throw new RemoteFetchError(ServerImportMessages.badEncoding(this.label, apiPath), 400);
      }
      stream = response.pipe(decoder());
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of stream) {
        size += (chunk as Buffer).byteLength;
        if (size > limit) {
          response.destroy();
          stream.destroy();
          throw tooLarge();
        }
        chunks.push(chunk as Buffer);
      }
    } catch (error) {
      if (error instanceof RemoteFetchError) throw error;
      throw new RemoteFetchError(ServerImportMessages.badEncoding(this.label, apiPath), 400);
    }
    this.usedBytes += size;
    const text = Buffer.concat(chunks).toString('utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      if (status >= 400) return { status, json: null, message: text.trim().slice(0, 200) };
      throw new RemoteFetchError(ServerImportMessages.badJson(this.label, apiPath), 400);
    }
    const message =
      typeof json === 'object' &&
      json !== null &&
      typeof (json as { message?: unknown }).message === 'string'
        ? (json as { message: string }).message
        : '';
    return { status, json, message };
  }
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
