import {
  type Actor,
  type AllowedHost,
  buildImportArchive,
  buildPath,
  contract,
  decodeFloorPlan,
  isAdmin,
  isListedHost,
  type PulledBuilding,
  type PulledPlan,
  parseBuildingReference,
  parseServerUrl,
  RemoteAnswerError,
  type RemoteObject,
  type ResponseOf,
  readFloorPlanAnswer,
  readListAnswer,
  readRadiomapAnswer,
  readSpaceAnswer,
  remoteFloorNumbers,
  ServerImportMessages,
  ServerImportRefusal,
  zipBackupFiles,
} from '@indoor/domain';
import { bufferSource } from '../backup/zip-reader.js';
import { badRequest, forbidden, HttpError, notFound } from '../http/http-error.js';
import {
  DEFAULT_REMOTE_FETCH_LIMITS,
  RemoteFetchError,
  type RemoteFetchLimits,
  RemoteServer,
} from '../server-import/remote-fetch.js';
import { inspectFloorPlanImage } from '../tiles/floor-plan-image.js';
import { FloorPlanImageError } from '../tiles/floor-plan-image-error.js';
import type { BackupService } from './backup.service.js';

export type ServerImportAnswer = ResponseOf<typeof contract.spaceImportFromServer>;

export interface ServerImportRequest {
  server: string;
  building: string;
  api_key?: string | undefined;
}

/**
 * Imports a building from another server that answers Anyplace's API
 * (docs/import-from-server.md): fetches the space, its floors, each floor's plan,
 * connections and radiomap, and every POI, turns the answers into a building archive
 * (packages/domain/src/server-import) and restores it, so the same checks apply and the
 * building is created complete or not at all.
 *
 * Who may name which server: admins any public host; everyone else only the hosts of
 * IMPORT_ALLOWED_HOSTS, and only those may be private addresses (checked on the address
 * each connection resolves to).
 */
export class ServerImportService {
  constructor(
    private readonly backup: BackupService,
    private readonly allowedHosts: readonly AllowedHost[],
    private readonly limits: RemoteFetchLimits = DEFAULT_REMOTE_FETCH_LIMITS,
  ) {}

  async importBuilding(actor: Actor, request: ServerImportRequest): Promise<ServerImportAnswer> {
    const server = parseServerUrl(request.server);
    if (!server.ok) throw badRequest(server.message);
    const buid = parseBuildingReference(request.building);
    if (!buid.ok) throw badRequest(buid.message);
    const listed = isListedHost(server.value, this.allowedHosts);
    if (!listed && !isAdmin(actor)) {
      throw forbidden(ServerImportMessages.hostNotListed(server.value.host));
    }
    const apiKey = request.api_key?.trim() || null;
    const remote = new RemoteServer(server.value, {
      allowPrivate: listed,
      apiKey,
      limits: this.limits,
    });
    try {
      remote.checkLiteralAddress();
      const pulled = await this.pull(remote, buid.value);
      const archive = buildImportArchive(pulled);
      const restored = await this.backup.restore(
        actor,
        bufferSource(zipBackupFiles(archive.files)),
        { keepName: true },
      );
      const received = { ...archive.received, fingerprints: restored.fingerprints };
      const refusedCount = Object.values(archive.refused).reduce((sum, n) => sum + n, 0);
      const message = [
        ServerImportMessages.imported(restored.space.name, received, refusedCount),
        ServerImportMessages.duplicateConnections(archive.duplicateConnections),
      ]
        .filter((sentence) => sentence !== '')
        .join(' ');
      return {
        message,
        space: restored.space,
        source: { server: remote.label, buid: buid.value },
        received,
        refused: archive.refused,
        refused_items: archive.refusedItems,
        duplicate_connections: archive.duplicateConnections,
      };
    } catch (error) {
      if (error instanceof RemoteFetchError) throw new HttpError(error.status, error.message);
      if (error instanceof ServerImportRefusal) throw badRequest(error.message);
      throw error;
    }
  }

  /** Every answer the building needs, one request after the other. */
  private async pull(remote: RemoteServer, buid: string): Promise<PulledBuilding> {
    const spaceAnswer = await this.call(remote, contract.spaceGet.path, { buid }, (answer) => {
      if (answer.status === 404) {
        return notFound(ServerImportMessages.unknownBuilding(remote.label, buid));
      }
      return null;
    });
    const space = this.read(remote, contract.spaceGet.path, () => readSpaceAnswer(spaceAnswer));
    const floorsAnswer = await this.call(remote, contract.floorAll.path, { buid });
    const floorList = this.read(remote, contract.floorAll.path, () =>
      readListAnswer(floorsAnswer, 'floors'),
    );
    const poisAnswer = await this.call(remote, contract.poisSpaceAll.path, { buid });
    const pois = this.read(remote, contract.poisSpaceAll.path, () =>
      readListAnswer(poisAnswer, 'pois'),
    );
    const connections: RemoteObject[] = [];
    const plans = new Map<number, PulledPlan>();
    const radiomaps = new Map<number, string | { problem: string }>();
    for (const floor of remoteFloorNumbers(floorList)) {
      const floorNumber = String(floor);
      const connectionsPath = contract.connectionFloorAll.path;
      const answer = await this.call(remote, connectionsPath, {
        buid,
        floor_number: floorNumber,
      });
      connections.push(
        ...this.read(remote, connectionsPath, () => readListAnswer(answer, 'connections')),
      );

      // A plan or radiomap the server will not give is refused alone; the building still comes.
      const planPath = buildPath(contract.floorPlansBase64All.path, { buid, floors: floorNumber });
      const plan = await this.optional(remote, planPath, {}, readFloorPlanAnswer);
      if (typeof plan !== 'string') plans.set(floor, plan);
      else if (plan !== '') plans.set(floor, await this.checkPlan(decodeFloorPlan(plan)));

      const radiomapPath = contract.radiomapFloors.path;
      radiomaps.set(
        floor,
        await this.optional(remote, radiomapPath, { buid, floors: floorNumber }, (json) =>
          readRadiomapAnswer(json, floor),
        ),
      );
    }
    return { space, floors: floorList, pois, connections, plans, radiomaps };
  }

  /**
   * A part of the building it can do without: its answer read by `reader`, or why the
   * server did not give it (an error status or an unexpected shape). Failures of the
   * connection and the limits still refuse the whole import.
   */
  private async optional(
    remote: RemoteServer,
    path: string,
    body: object,
    reader: (json: unknown) => string,
  ): Promise<string | { problem: string }> {
    const answer = await remote.postJson(path, body);
    if (answer.status < 200 || answer.status >= 300) {
      return { problem: ServerImportMessages.notGiven(answer.status, answer.message) };
    }
    try {
      return reader(answer.json);
    } catch (error) {
      if (error instanceof RemoteAnswerError) {
        return { problem: ServerImportMessages.unexpectedItem(error.field, error.problem) };
      }
      throw error;
    }
  }

  /** The plan as the floor-plan upload would take it, or why it would not. */
  private async checkPlan(plan: PulledPlan): Promise<PulledPlan> {
    if ('problem' in plan) return plan;
    try {
      await inspectFloorPlanImage(Buffer.from(plan.image));
      return plan;
    } catch (error) {
      if (error instanceof FloorPlanImageError) {
        return { problem: ServerImportMessages.planNotImage(error.message) };
      }
      throw error;
    }
  }

  /**
   * The JSON of a 2xx answer; an error answer is refused with the remote server's reason
   * (`special` may answer one status its own way).
   */
  private async call(
    remote: RemoteServer,
    path: string,
    body: object,
    special: (answer: { status: number }) => HttpError | null = () => null,
  ): Promise<unknown> {
    const answer = await remote.postJson(path, body);
    if (answer.status >= 200 && answer.status < 300) return answer.json;
    const own = special(answer);
    if (own) throw own;
    if (answer.status === 401 || answer.status === 403) {
      throw badRequest(ServerImportMessages.keyRefused(remote.label));
    }
    throw badRequest(
      ServerImportMessages.remoteRefused(remote.label, path, answer.status, answer.message),
    );
  }

  /** An answer read by `reader`; one in an unexpected shape refuses the import. */
  private read<T>(remote: RemoteServer, path: string, reader: () => T): T {
    try {
      return reader();
    } catch (error) {
      if (error instanceof RemoteAnswerError) {
        throw badRequest(
          ServerImportMessages.unexpectedAnswer(remote.label, path, error.field, error.problem),
        );
      }
      throw error;
    }
  }
}
