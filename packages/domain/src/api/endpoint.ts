import type { z } from 'zod';
import { withStorableText } from '../model/text.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - public: anyone;
 * - bearer: a valid access token is required (every /api/auth/* path);
 * - optional: anyone, but a valid token widens what is visible.
 */
export type EndpointAuth = 'public' | 'bearer' | 'optional';

/**
 * How the request and answer travel: JSON (validated by the schemas), a multipart
 * upload (the body schema describes its `json` field), or a binary answer (tiles).
 */
export type EndpointTransport = 'json' | 'multipart' | 'binary';

/** One contract entry: the single definition shared by the server and the web client. */
export interface Endpoint<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  Auth extends EndpointAuth = EndpointAuth,
> {
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify-style path, e.g. /api/buildings/:buid/assigned-auditors */
  readonly path: string;
  readonly auth: Auth;
  readonly transport: EndpointTransport;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly body: Body;
  readonly params: Params;
  readonly response: Response;
}

export function defineEndpoint<
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  Auth extends EndpointAuth = EndpointAuth,
>(entry: {
  id: string;
  method: HttpMethod;
  path: string;
  auth: Auth;
  transport?: EndpointTransport;
  summary: string;
  tags: readonly string[];
  body?: Body;
  params?: Params;
  response: Response;
}): Endpoint<Body, Params, Response, Auth> {
  if (entry.path.includes('/auth/') && entry.auth !== 'bearer') {
    throw new Error(`${entry.id}: every /api/auth/* endpoint needs a bearer token`);
  }
  // Every text a request carries must be one the database can store, whatever its field says.
  return {
    ...entry,
    transport: entry.transport ?? 'json',
    body: (entry.body ? withStorableText(entry.body) : entry.body) as Body,
    params: (entry.params ? withStorableText(entry.params) : entry.params) as Params,
  };
}

export type BodyOf<E> =
  E extends Endpoint<infer B, z.ZodType | undefined, z.ZodType>
    ? B extends z.ZodType
      ? z.input<B>
      : undefined
    : never;
export type ParamsOf<E> =
  E extends Endpoint<z.ZodType | undefined, infer P, z.ZodType>
    ? P extends z.ZodType
      ? z.input<P>
      : undefined
    : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** Fills :name segments of a contract path; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
