import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import { ServerLimits, ServerMessages, type VersionInfo } from '@indoor/domain';
import scalarApiReference from '@scalar/fastify-api-reference';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { installAuthentication } from './auth/authenticate.js';
import type { ServerConfig } from './config.js';
import type { Database } from './db/schema.js';
import { contentSecurityPolicy } from './http/content-security-policy.js';
import { installErrorHandler } from './http/error-handler.js';
import { installJsonContentType } from './http/json-content-type.js';
import { loggerOptions } from './http/log-redaction.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { sharedRateLimitStore } from './http/shared-rate-limit-store.js';
import { accessPointsRoutes } from './routes/access-points.routes.js';
import { assetsRoutes } from './routes/assets.routes.js';
import { auditRoutes } from './routes/audit.routes.js';
import { backupRoutes } from './routes/backup.routes.js';
import { campusesRoutes } from './routes/campuses.routes.js';
import { connectionsRoutes } from './routes/connections.routes.js';
import { floorPlanVersionsRoutes } from './routes/floor-plan-versions.routes.js';
import { floorPlansRoutes } from './routes/floor-plans.routes.js';
import { floorsRoutes } from './routes/floors.routes.js';
import { imdfImportRoutes } from './routes/imdf-import.routes.js';
import { navigationRoutes } from './routes/navigation.routes.js';
import { poisRoutes } from './routes/pois.routes.js';
import { positioningRoutes } from './routes/positioning.routes.js';
import { radioRoutes } from './routes/radio.routes.js';
import { serverImportRoutes } from './routes/server-import.routes.js';
import { sharingRoutes } from './routes/sharing.routes.js';
import { spacesRoutes } from './routes/spaces.routes.js';
import { systemRoutes } from './routes/system.routes.js';
import { unitsRoutes } from './routes/units.routes.js';
import { usersRoutes } from './routes/users.routes.js';
import type { AccesRefresher } from './services/acces-refresher.js';
import type { AccessPointRefresher } from './services/access-point-refresher.js';
import { createServices, type ServiceOverrides } from './services/services.js';
import type { StatisticsKeeper } from './services/statistics-keeper.js';
import { createObjectStorage } from './storage/create-storage.js';
import type { ObjectStorage } from './storage/file-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Keeps access-point estimates up to date in the background (see AccessPointRefresher). */
    accessPointRefresher: AccessPointRefresher;
    /** Keeps the accuracy maps asked for up to date in the background (see AccesRefresher). */
    accesRefresher: AccesRefresher;
    /** Refreshes the fingerprint tables' statistics after large writes (see StatisticsKeeper). */
    tableStatistics: StatisticsKeeper;
  }
}

export interface AppOptions {
  config: ServerConfig;
  db: Kysely<Database>;
  version: VersionInfo;
  logger?: FastifyServerOptions['logger'];
  overrides?: ServiceOverrides;
  /** The store of plans and tiles; by default the one the configuration names. */
  storage?: ObjectStorage;
}

const DOCS_PREFIX = '/api/docs';
/**
 * The docs page asks scalar.com for nothing: no web fonts, no AI agent (on by default when
 * served from localhost), no developer toolbar, no telemetry. Self-hosted and offline
 * installations get a page without dead buttons, and the page's CSP stays 'self'.
 */
const SELF_CONTAINED_DOCS = {
  withDefaultFonts: false,
  showDeveloperTools: 'never',
  showToolbar: 'never',
  telemetry: false,
  agent: { disabled: true },
} as const;

const isSourceMap = (pathName: string) => pathName.endsWith('.map');

/** The file a precompressed form (file.br, file.gz) stands for. */
const withoutEncodingSuffix = (filePath: string) => filePath.replace(/\.(br|gz)$/, '');

/** Trusts the nearest `hops` proxies, as proxy-addr reads a hop count. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export async function buildApp({
  config,
  db,
  version,
  logger,
  overrides,
  storage = createObjectStorage(config),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: ServerLimits.jsonBodyBytes,
    // The client address (rate limits, sign-in throttles) behind a load balancer: read
    // from X-Forwarded-For only through the proxies TRUST_PROXY names.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Keep-alive sockets would hold a graceful shutdown open until they time out.
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  installSecurityHeaders(app, contentSecurityPolicy(config));
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Limits are set per route (sign-in and registration, in users.routes.ts). On PostgreSQL
  // the windows are counted in the database, shared by every instance; in memory otherwise.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(config.databaseUrl ? { store: sharedRateLimitStore(db) } : {}),
  });
  // Multipart bodies (floor-plan and radiomap uploads) are read by their routes, with their own limits.
  await app.register(fastifyMultipart);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Indoor planner API',
        description:
          'Spaces, floors, floor plans, POIs, connections, wifi layers and audit routes.',
        version: version.version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(scalarApiReference, {
    routePrefix: DOCS_PREFIX,
    configuration: SELF_CONTAINED_DOCS,
  });
  // The documentation page runs inline scripts of its own; the rest of the product keeps the strict policy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(DOCS_PREFIX)) {
      reply.header(
        'content-security-policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:",
      );
    }
  });

  const services = createServices(db, storage, config, version, {
    onStatisticsError: (error) =>
      app.log.warn({ err: error }, 'refreshing table statistics failed'),
    onLayersWarmError: (error) =>
      app.log.warn({ err: error }, 'computing the wifi layers after a radiomap change failed'),
    ...overrides,
  });
  // Started by the running server once the database is migrated (server.ts); tests that
  // want the background work start it themselves.
  app.decorate('accessPointRefresher', services.accessPoints.refresher);
  app.decorate('tableStatistics', services.statistics);
  app.addHook('onClose', () => services.accessPoints.refresher.stop());
  app.decorate('accesRefresher', services.accesMaps.refresher);
  app.addHook('onClose', () => services.accesMaps.refresher.stop());
  app.addHook('onClose', () => services.statistics.stop());
  // A positioning model's build under way ends with its worker.
  app.addHook('onClose', async () => services.positioning.stop());
  installAuthentication(app, services.tokens, services.usersRepository);
  // After authentication: a bearer endpoint answers 401 before anything about its body.
  installJsonContentType(app);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  systemRoutes(app, services);
  spacesRoutes(app, services);
  campusesRoutes(app, services);
  sharingRoutes(app, services);
  floorsRoutes(app, services);
  floorPlansRoutes(app, services);
  floorPlanVersionsRoutes(app, services);
  poisRoutes(app, services);
  connectionsRoutes(app, services);
  navigationRoutes(app, services);
  radioRoutes(app, services);
  assetsRoutes(app, services);
  backupRoutes(app, services);
  serverImportRoutes(app, services);
  usersRoutes(app, services, config.rateLimits.authPerMinutePerIp);
  accessPointsRoutes(app, services);
  positioningRoutes(app, services);
  auditRoutes(app, services);
  unitsRoutes(app, services);
  imdfImportRoutes(app, services);

  const hasWebApp = fs.existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Source maps are built beside the scripts but served only with SOURCE_MAPS=1.
      allowedPath: (pathName) => config.sourceMaps || !isSourceMap(pathName),
      // The build writes brotli (.br) and gzip (.gz) forms of its text files at their
      // smallest; one the browser accepts is sent as it is, and @fastify/compress leaves an
      // answer with a content-encoding alone. Files without them are compressed on the fly.
      preCompressed: true,
      setHeaders(res, sentPath) {
        const filePath = withoutEncodingSuffix(sentPath);
        // Vite fingerprints everything under assets/; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // A policy governs documents and workers only: the built scripts, styles and images
        // under assets/ go without it (about 1 kB less on each of the viewer's requests);
        // the page and /sw.js keep it (docs/deployment.md#security-headers).
        if (immutable) res.removeHeader('content-security-policy');
        // The build leaves no sourceMappingURL comment in the scripts: the header names the map.
        if (config.sourceMaps && filePath.endsWith('.js'))
          res.header('sourcemap', `${path.basename(filePath)}.map`);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !isSourceMap(pathname);
    if (!isApi && wantsPage && hasWebApp) {
      // History-mode routing: every non-API page (including /viewer/?buid=…) is the single-page app.
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ message: ServerMessages.routeNotFound(request.method, pathname) });
  });

  return app;
}
