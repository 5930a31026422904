import {
  type BodyOf,
  buildPath,
  type Endpoint,
  type ParamsOf,
  type ResponseOf,
} from '@indoor/domain';

/** A failed call: `status` is the HTTP status (0 when the server was not reached). */
export class ApiError extends Error {
  readonly status: number;
  readonly endpointId: string;

  constructor(endpointId: string, status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.endpointId = endpointId;
  }
}

export interface CallOptions<E extends Endpoint> {
  body?: BodyOf<E>;
  params?: ParamsOf<E>;
  /** Access token; sent as a bearer token when present. */
  token?: string | null;
  signal?: AbortSignal;
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
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const init: RequestInit = { method: endpoint.method, headers, signal: options.signal ?? null };
  if (endpoint.method !== 'GET') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, options.params), init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(endpoint.id, 0, `The server could not be reached (${reason}).`);
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const fallback = `${endpoint.method} ${endpoint.path} failed with status ${response.status}.`;
    throw new ApiError(endpoint.id, response.status, serverMessage(payload) ?? fallback);
  }
  const parsed = endpoint.response.safeParse(payload);
  if (!parsed.success) {
    throw new ApiError(
      endpoint.id,
      response.status,
      `Unexpected answer from ${endpoint.method} ${endpoint.path}.`,
    );
  }
  return parsed.data as ResponseOf<E>;
}
