import {
  type BodyOf,
  buildPath,
  type Endpoint,
  floorPlanUpload,
  type ParamsOf,
  RequestMessages,
  type ResponseOf,
} from '@indoor/domain';
import { currentAccessToken } from '../state/session';

/** A failed call: `status` is the HTTP status (0 when the server was not reached). */
export class ApiError extends Error {
  readonly status: number;
  readonly endpointId: string;
  /** The `message` field of the error answer; null when the server sent none. */
  readonly serverMessage: string | null;

  constructor(endpointId: string, status: number, message: string, serverMessage?: string | null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.endpointId = endpointId;
    this.serverMessage = serverMessage ?? null;
  }
}

/**
 * An error shows its server message if present, otherwise the default text
 * (docs/validation.md#error-answers).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface CallOptions<E extends Endpoint> {
  body?: BodyOf<E>;
  params?: ParamsOf<E>;
  signal?: AbortSignal;
}

/**
 * Aborts every request in flight at sign-out (docs/accounts.md#browser-session: "cancels pending
 * requests"); replaced by a fresh one each time, so later calls run normally.
 */
let pendingRequests = new AbortController();

export function cancelPendingRequests(): void {
  pendingRequests.abort();
  pendingRequests = new AbortController();
}

/**
 * Authorization on calls (docs/accounts.md#access-tokens): endpoints that take a token ('bearer',
 * and 'optional' ones whose answer it widens) get the session's token only while a user is logged
 * in; public endpoints never carry one.
 */
export function authorizationFor(endpoint: Endpoint): string | null {
  if (endpoint.auth === 'public') return null;
  const token = currentAccessToken();
  return token ? `Bearer ${token}` : null;
}

type UnauthorizedListener = (endpoint: Endpoint) => void;
let unauthorizedListener: UnauthorizedListener | null = null;

/**
 * Called when the server refuses a call's token (401): the account was disabled or its
 * sessions ended (password changed or reset elsewhere). The session code checks the
 * session at once, so the app signs out at the next request instead of after the hour.
 */
export function onUnauthorized(listener: UnauthorizedListener | null): void {
  unauthorizedListener = listener;
}

/** The URL of a contract entry with its :params filled in (the contract paths already start with /api). */
export function endpointUrl<E extends Endpoint>(endpoint: E, params?: ParamsOf<E>): string {
  return buildPath(endpoint.path, params as Record<string, string | number> | undefined);
}

function serverMessage(payload: unknown): string | null {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls one contract entry: GET without a body, POST with a JSON body; the answer is
 * parsed with the entry's response schema, so a drifted server fails loudly here.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const init = requestInit(endpoint, options, 'application/json');
  return answerOf(endpoint, await send(endpoint, endpointUrl(endpoint, options.params), init));
}

/** A file the server answers (an archive): its bytes and the name it gives it. */
export interface FetchedFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
}

/**
 * Calls a contract entry that answers a file rather than JSON: token, cancellation at sign-out
 * and error answers (an ApiError with the server's message) are those of callApi.
 */
export async function fetchFile<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<FetchedFile> {
  const init = requestInit(endpoint, options, '*/*');
  const response = await send(endpoint, endpointUrl(endpoint, options.params), init);
  if (!response.ok) await answerOf(endpoint, response);
  return {
    bytes: new Uint8Array(await response.arrayBuffer()),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

/** The file name of a Content-Disposition header, or null. */
export function fileNameOf(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** GET without a body, anything else with the JSON body; the token when the entry takes one. */
function requestInit<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E>,
  accept: string,
): RequestInit {
  const headers: Record<string, string> = { accept };
  const authorization = authorizationFor(endpoint);
  if (authorization) headers.authorization = authorization;
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    signal: withPending(options.signal),
  };
  if (endpoint.method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }
  return init;
}

function withPending(signal: AbortSignal | undefined): AbortSignal {
  return signal ? AbortSignal.any([signal, pendingRequests.signal]) : pendingRequests.signal;
}

async function send(endpoint: Endpoint, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(endpoint.id, 0, RequestMessages.unreachable(reason));
  }
}

/** An error answer becomes an ApiError; a success is parsed with the entry's response schema. */
async function answerOf<E extends Endpoint>(
  endpoint: E,
  response: Response,
): Promise<ResponseOf<E>> {
  const payload = await readJson(response);
  if (response.status === 401 && endpoint.auth !== 'public') unauthorizedListener?.(endpoint);
  if (!response.ok) {
    const fallback = RequestMessages.failedWithStatus(
      endpoint.method,
      endpoint.path,
      response.status,
    );
    const message = serverMessage(payload);
    throw new ApiError(endpoint.id, response.status, message ?? fallback, message);
  }
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      endpoint.id,
      response.status,
      RequestMessages.unexpectedAnswer(endpoint.method, endpoint.path),
    );
  }
  return parsed.data as ResponseOf<E>;
}

/**
 * A multipart upload of the contract (floor plan, radiomap, building archive): `formData`
 * carries the entry's fields. The browser writes the multipart content type with its
 * boundary; token, cancellation at sign-out and error handling are those of callApi.
 */
export async function uploadMultipart<E extends Endpoint>(
  endpoint: E,
  formData: FormData,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<E>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const authorization = authorizationFor(endpoint);
  if (authorization) headers.authorization = authorization;
  const init: RequestInit = {
    method: endpoint.method,
    headers,
    body: formData,
    signal: withPending(options.signal),
  };
  return answerOf(endpoint, await send(endpoint, endpointUrl(endpoint), init));
}

/** The floor-plan upload: `formData` carries the fields `json` and `floorplan`. */
export function uploadFloorPlan(
  formData: FormData,
  options: { signal?: AbortSignal } = {},
): Promise<ResponseOf<typeof floorPlanUpload>> {
  return uploadMultipart(floorPlanUpload, formData, options);
}
