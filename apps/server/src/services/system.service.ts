import type { ClientConfig, VersionInfo } from '@indoor/domain';
import { ConcurrencyMessages } from '@indoor/domain';
import type { IdTokenVerifier } from '../auth/federated.js';
import type { ServerConfig } from '../config.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import { HttpError } from '../http/http-error.js';

export class SystemService {
  private readonly health: Repositories['health'];

  constructor(
    data: DataAccess,
    private readonly config: ServerConfig,
    private readonly version: VersionInfo,
    private readonly federated: {
      verifier: IdTokenVerifier;
      providerName: string;
      clientId: string;
    } | null,
  ) {
    this.health = data.repos.health;
  }

  /** Null when federated sign-in is off or its provider cannot be reached right now. */
  private async federatedSignIn(): Promise<ClientConfig['federatedSignIn']> {
    if (!this.federated) return null;
    try {
      return {
        providerName: this.federated.providerName,
        clientId: this.federated.clientId,
        authorizationEndpoint: await this.federated.verifier.authorizationEndpoint(),
      };
    } catch {
      return null;
    }
  }

  getVersion(): VersionInfo {
    return this.version;
  }

  async checkHealth(): Promise<{ status: 'ok'; database: 'ok' }> {
    try {
      await this.health.ping();
    } catch {
      throw new HttpError(503, ConcurrencyMessages.databaseUnreachable);
    }
    return { status: 'ok', database: 'ok' };
  }

  async clientConfig(): Promise<ClientConfig> {
    const { baseMapTiles: tiles } = this.config;
    const osmAttribution = '© OpenStreetMap contributors';
    return {
      baseMaps: {
        osm: { label: 'OSM', tiles: [tiles.osm], attribution: osmAttribution, maxzoom: 19 },
        cartolight: {
          label: 'CartoLight',
          tiles: [tiles.cartolight],
          attribution: `${osmAttribution} © CARTO`,
          maxzoom: 22,
        },
        roadmap: {
          label: 'Roadmap',
          tiles: [tiles.roadmap],
          attribution: `${osmAttribution} © CARTO`,
          maxzoom: 22,
        },
        satellite: {
          label: 'Satellite',
          tiles: [tiles.satellite],
          attribution: '© Esri',
          maxzoom: 22,
        },
        none: { label: 'None (offline)', tiles: [], attribution: '', maxzoom: 22 },
      },
      geocoderUrl: this.config.geocoderUrl,
      userManagementUrl: this.config.userManagementUrl,
      assetManagementUrl: this.config.assetManagementUrl,
      federatedSignIn: await this.federatedSignIn(),
      registrationOpen: this.config.registrationOpen,
    };
  }
}
