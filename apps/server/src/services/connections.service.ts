import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type Connection,
  canEditSpace,
  PoiMessages,
  ServerMessages,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import { newConnectionRow } from '../db/repositories/new-rows.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { ConnectionRow } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.js';
import { connectionToWire } from '../wire/connection.wire.js';
import type { SpacesService } from './spaces.service.js';

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

export class ConnectionsService {
  private readonly connections: Repositories['connections'];
  private readonly pois: Repositories['pois'];

  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
  ) {
    this.connections = data.repos.connections;
    this.pois = data.repos.pois;
  }

  private async requireEditor(actor: Actor, buid: string): Promise<void> {
    const space = await this.spaces.findVisible(actor, buid);
    if (!canEditSpace(actor, spaceFacts(space))) throw forbidden(ServerMessages.spaceEditForbidden);
  }

  /** Both ends must exist in one space the caller edits; the weight is their distance in metres. */
  async add(
    actor: Actor,
    body: {
      pois_a: string;
      pois_b: string;
      is_published?: boolean | 'true' | 'false' | undefined;
      edge_type?: string | undefined;
    },
  ): Promise<{ cuid: string; connection: Connection }> {
    if (body.pois_a === body.pois_b) throw badRequest(ServerMessages.connectionSelf);
    const [a, b] = await Promise.all([this.pois.find(body.pois_a), this.pois.find(body.pois_b)]);
    if (!a || !b) throw badRequest(PoiMessages.malformedEnds);
    if (a.buid !== b.buid) throw badRequest(ServerMessages.poiFloorMismatch);
    await this.requireEditor(actor, a.buid);
    const cuid = `conn_${randomUUID()}`;
    try {
      const row = await this.data.transaction(async (repos) => {
        // The space first, then both POIs: a POI delete checking for connections, or a
        // space or floor delete, waits for this insert or has already removed what it needs.
        if (!(await repos.spaces.lockForChange(a.buid)))
          throw notFound(ServerMessages.spaceNotFound);
        const ends = await repos.pois.findLockedShared([a.puid, b.puid]);
        if (ends.length !== 2 || ends.some((end) => end.buid !== a.buid))
          throw notFound(PoiMessages.malformedEnds);
        const repo = repos.connections;
        const inserted = await repo.insert(
          newConnectionRow(a, b, {
            cuid,
            buid: a.buid,
            ownerId: actor.id,
            isPublished:
              body.is_published === undefined
                ? undefined
                : body.is_published === true || body.is_published === 'true',
            edgeType: body.edge_type,
          }),
        );
        await repo.bumpGraphVersion(a.buid);
        return inserted;
      });
      return { cuid, connection: connectionToWire(row) };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(ServerMessages.connectionExists);
      throw error;
    }
  }

  async delete(
    actor: Actor,
    ref: { cuid: string } | { pois_a: string; pois_b: string },
  ): Promise<{ message: string }> {
    const row =
      'cuid' in ref
        ? await this.connections.find(ref.cuid)
        : await this.connections.findBetween(ref.pois_a, ref.pois_b);
    if (!row) throw notFound(PoiMessages.connectionMissing);
    await this.requireEditor(actor, row.buid);
    await this.data.transaction(async (repos) => {
      await repos.spaces.lockForChange(row.buid);
      const repo = repos.connections;
      // Gone meanwhile (its POI, floor or space was deleted, or another delete won).
      if (!(await repo.delete(row.cuid))) throw notFound(PoiMessages.connectionMissing);
      await repo.bumpGraphVersion(row.buid);
    });
    return { message: ServerMessages.connectionDeleted };
  }

  async listFloor(
    actor: Actor | null,
    buid: string,
    floorNumber: number,
  ): Promise<{ connections: Connection[] }> {
    const found = await this.spaces.findVisibleWith<ConnectionRow>(
      actor,
      buid,
      this.connections.floorListQuery(buid, floorNumber),
    );
    return { connections: (await this.shownTo(actor, found)).map(connectionToWire) };
  }

  async listSpace(actor: Actor | null, buid: string): Promise<{ connections: Connection[] }> {
    const found = await this.spaces.findVisibleWith<ConnectionRow>(
      actor,
      buid,
      this.connections.spaceListQuery(buid),
    );
    return { connections: (await this.shownTo(actor, found)).map(connectionToWire) };
  }

  /**
   * The connections a caller may see: all of them for the space's editors; for everyone
   * else those between published POIs (an unpublished POI is unknown to them).
   */
  private async shownTo<Row extends { pois_a: string; pois_b: string }>(
    actor: Actor | null,
    found: { space: Parameters<typeof spaceFacts>[0]; rows: Row[] },
  ): Promise<Row[]> {
    if (found.rows.length === 0 || canEditSpace(actor, spaceFacts(found.space))) return found.rows;
    const hidden = await this.pois.unpublishedPuids(found.space.buid);
    if (hidden.size === 0) return found.rows;
    return found.rows.filter((row) => !hidden.has(row.pois_a) && !hidden.has(row.pois_b));
  }
}
