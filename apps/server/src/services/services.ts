import type { VersionInfo } from '@indoor/domain';
import type { Kysely } from 'kysely';
import { type IdTokenVerifier, OidcIdTokenVerifier } from '../auth/federated.js';
import { LoginThrottle } from '../auth/login-throttle.js';
import { resolveTokenSecret } from '../auth/token-secret.js';
import { TokenService } from '../auth/tokens.js';
import type { ServerConfig } from '../config.js';
import { FloorsRepository } from '../db/repositories/floors.repository.js';
import { HealthRepository } from '../db/repositories/health.repository.js';
import { SpacesRepository } from '../db/repositories/spaces.repository.js';
import { UsersRepository } from '../db/repositories/users.repository.js';
import type { Database } from '../db/schema.js';
import { AuthService } from './auth.service.js';
import { FloorsService } from './floors.service.js';
import { SpacesService } from './spaces.service.js';
import { SystemService } from './system.service.js';
import { UsersService } from './users.service.js';

/** The services the routes call; built once per server from the database handle. */
export interface Services {
  system: SystemService;
  spaces: SpacesService;
  floors: FloorsService;
  auth: AuthService;
  users: UsersService;
  tokens: TokenService;
  usersRepository: UsersRepository;
}

export interface ServiceOverrides {
  /** Tests hand in a verifier bound to their own OpenID provider. */
  idTokenVerifier?: IdTokenVerifier;
  tokenSecret?: Uint8Array;
}

export function createServices(
  db: Kysely<Database>,
  config: ServerConfig,
  version: VersionInfo,
  overrides: ServiceOverrides = {},
): Services {
  const spaces = new SpacesRepository(db);
  const users = new UsersRepository(db);
  const tokens = new TokenService(
    overrides.tokenSecret ?? resolveTokenSecret(config.jwtSecret, config.dataDir),
  );
  const throttle = new LoginThrottle(
    config.rateLimits.failedLoginsPerUsername,
    config.rateLimits.failedLoginWindowMinutes * 60_000,
  );
  const verifier =
    overrides.idTokenVerifier ??
    (config.oidc.clientId
      ? new OidcIdTokenVerifier(config.oidc.issuer, config.oidc.clientId)
      : null);
  return {
    system: new SystemService(
      new HealthRepository(db),
      config,
      version,
      verifier && config.oidc.clientId
        ? { verifier, providerName: config.oidc.providerName, clientId: config.oidc.clientId }
        : null,
    ),
    spaces: new SpacesService(spaces),
    floors: new FloorsService(spaces, new FloorsRepository(db)),
    auth: new AuthService(
      users,
      tokens,
      throttle,
      verifier ? { verifier, providerName: config.oidc.providerName } : null,
    ),
    users: new UsersService(users),
    tokens,
    usersRepository: users,
  };
}
