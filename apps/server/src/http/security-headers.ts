import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once. The options are the
 * same for every response, so the headers are too; @fastify/helmet rebuilt helmet's
 * middleware (and parsed the content security policy) on every request, about 6% of
 * the event loop's time under the load benchmark.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/**
 * Every response carries the security headers (set first, so a route can still override
 * one): helmet's, with this content security policy, and no cross-origin embedder policy
 * (map tiles come from other origins). Requests that arrived over HTTPS, directly or
 * through a trusted proxy's X-Forwarded-Proto (TRUST_PROXY), also get HSTS and
 * `upgrade-insecure-requests`; over plain HTTP neither is sent: a browser would ask for
 * the page's scripts over HTTPS, which a server reached by its address on the network
 * does not answer (a blank page), and HSTS means nothing without TLS.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  directives: Record<string, string[]>,
): void {
  const secure = securityHeaders({
    contentSecurityPolicy: { directives },
    crossOriginEmbedderPolicy: false,
  });
  const plain = securityHeaders({
    contentSecurityPolicy: { directives: { ...directives, upgradeInsecureRequests: null } },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? secure : plain);
    done();
  });
}
