import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach the log: the redirects to the user- and
 * asset-management pages carry the session's access token in their address.
 */
const SECRET_PARAMETERS = new Set(['token', 'access_token', 'id_token', 'password']);

/** The request's address with the values of secret parameters replaced. */
export function redactedUrl(url: string): string {
  const query = url.indexOf('?');
  if (query < 0) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  let redacted = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMETERS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, query)}?${params.toString()}` : url;
}

/** Fastify's request log line, with the address redacted. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's logger options: JSON lines at `level`, credentials left out. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    // An address may carry a token (the user-management redirect): its value is left out.
    serializers: { req: requestLogFields },
  };
}
