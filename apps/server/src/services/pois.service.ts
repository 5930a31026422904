import { randomUUID } from 'node:crypto';
import {
  type Actor,
  ConnectorType,
  canEditSpace,
  canSeeAssetDetails,
  FloorMessages,
  isAdminOrModerator,
  isNearFloor,
  isValidLatitude,
  isValidLongitude,
  type Poi,
  type PoiAddBody,
  PoiMessages,
  type PoiOnFloor,
  type PoiUpdateBody,
  parseOptionalNumber,
  parseWireCoordinate,
  poiRoomFinder,
  ServerMessages,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { JsonRow } from '../db/repositories/json-rows.js';
import { newPoiRow } from '../db/repositories/new-rows.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import type { FloorRow, PoiRow, PoiUpdate } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.js';
import { poiToReaderWire } from '../wire/poi.wire.js';
import { unitFromRow } from '../wire/unit.wire.js';
import type { SpacesService } from './spaces.service.js';

/** A position must be inside the floor's plan (with 0.001° to spare). */
function checkOnFloor(floor: FloorRow, lat: number, lon: number): void {
  if (
    floor.bottom_left_lat === null ||
    floor.bottom_left_lng === null ||
    floor.top_right_lat === null ||
    floor.top_right_lng === null
  ) {
    throw badRequest(PoiMessages.floorCoordinatesNotFound);
  }
  const bounds = {
    bottom_left_lat: floor.bottom_left_lat,
    bottom_left_lng: floor.bottom_left_lng,
    top_right_lat: floor.top_right_lat,
    top_right_lng: floor.top_right_lng,
  };
  if (!isNearFloor(bounds, lat, lon)) throw badRequest(PoiMessages.tooFar);
}

export class PoisService {
  private readonly pois: Repositories['pois'];
  private readonly floors: Repositories['floors'];
  private readonly connections: Repositories['connections'];
  private readonly spaceRows: Repositories['spaces'];
  private readonly units: Repositories['units'];

  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
  ) {
    this.pois = data.repos.pois;
    this.floors = data.repos.floors;
    this.connections = data.repos.connections;
    this.spaceRows = data.repos.spaces;
    this.units = data.repos.units;
  }

  private async editableSpace(actor: Actor, buid: string) {
    const space = await this.spaces.findVisible(actor, buid);
    if (!canEditSpace(actor, spaceFacts(space))) throw forbidden(ServerMessages.spaceEditForbidden);
    return space;
  }

  async add(actor: Actor, body: PoiAddBody): Promise<{ puid: string; poi: Poi }> {
    const space = await this.editableSpace(actor, body.buid);
    const floor = await this.floors.find(body.buid, body.floor_number);
    if (!floor) throw badRequest(PoiMessages.noSelectedFloor);
    const lat = parseWireCoordinate(body.coordinates_lat, isValidLatitude);
    if (lat === null) throw badRequest(PoiMessages.invalidLatitude);
    const lon = parseWireCoordinate(body.coordinates_lon, isValidLongitude);
    if (lon === null) throw badRequest(PoiMessages.invalidLongitude);
    checkOnFloor(floor, lat, lon);
    const puid = `poi_${randomUUID()}`;
    const row = await this.data.transaction(async (repos) => {
      // The space, then the floor: a floor or space delete waits for this insert, or has
      // removed the floor already (then the POI has nowhere to go).
      if (!(await repos.spaces.lockForChange(body.buid)))
        throw notFound(ServerMessages.spaceNotFound);
      const lockedFloor = await repos.floors.findLockedShared(body.buid, body.floor_number);
      if (!lockedFloor) throw notFound(FloorMessages.notFound);
      checkOnFloor(lockedFloor, lat, lon);
      const inserted = await repos.pois.insert(
        newPoiRow(body, {
          puid,
          buid: body.buid,
          ownerId: actor.id,
          floorName: lockedFloor.floor_name,
          lat,
          lon,
        }),
      );
      await repos.connections.bumpGraphVersion(body.buid);
      return inserted;
    });
    return { puid, poi: poiToReaderWire(row, canSeeAssetDetails(actor, spaceFacts(space))) };
  }

  async update(actor: Actor, body: PoiUpdateBody): Promise<{ message: string; poi: Poi }> {
    const current = await this.pois.find(body.puid);
    if (!current) throw notFound(PoiMessages.noValidToUpdate);
    const space = await this.editableSpace(actor, current.buid);
    const patch: PoiUpdate = {};
    let lat = current.coordinates_lat;
    let lon = current.coordinates_lon;
    if (body.coordinates_lat !== undefined) {
      const v = parseWireCoordinate(body.coordinates_lat, isValidLatitude);
      if (v === null) throw badRequest(PoiMessages.invalidLatitude);
      lat = v;
    }
    if (body.coordinates_lon !== undefined) {
      const v = parseWireCoordinate(body.coordinates_lon, isValidLongitude);
      if (v === null) throw badRequest(PoiMessages.invalidLongitude);
      lon = v;
    }
    if (lat !== current.coordinates_lat || lon !== current.coordinates_lon) {
      const floor = await this.floors.find(current.buid, current.floor_number);
      if (!floor) throw badRequest(PoiMessages.noSelectedFloor);
      checkOnFloor(floor, lat, lon);
      patch.coordinates_lat = lat;
      patch.coordinates_lon = lon;
    }
    const custom = body.pois_type2?.trim();
    const type = custom ? custom : body.pois_type;
    if (type !== undefined) {
      patch.pois_type = type;
      patch.pois_type2 = type === ConnectorType ? '' : type;
    }
    const simple: [keyof PoiUpdate, unknown][] = [
      ['name', body.name],
      ['description', body.description],
      ['floor_name', body.floor_name],
      ['is_door', body.is_door],
      ['is_building_entrance', body.is_building_entrance],
      ['is_published', body.is_published],
      ['url', body.url],
      ['image', body.image],
      ['manufacturer', body.manufacturer],
      ['model_number', body.modelNumber],
      ['serial_number', body.serialNumber],
      ['price', body.price],
      ['quantity', body.quantity],
      ['link', body.link],
      ['tags', body.tags],
    ];
    for (const [key, value] of simple)
      if (value !== undefined) (patch as Record<string, unknown>)[key] = value;
    if (body.purchaseDate !== undefined)
      patch.purchase_date = body.purchaseDate === '' ? null : body.purchaseDate;
    if (body.x !== undefined) patch.x = parseOptionalNumber(body.x);
    if (body.y !== undefined) patch.y = parseOptionalNumber(body.y);
    if (body.warranty !== undefined) patch.warranty = JSON.stringify(body.warranty);
    // A move or a change of type (step-free routes tell stairs from elevators and ramps)
    // changes the navigation graph: the POI and the graph version change together, so every
    // instance's cached graph is stale at once. Any other edit is one statement, so it needs
    // no transaction holding the database.
    // A type in the patch is compared with the row under its lock, not with the one read
    // above: an edit racing this one may have changed the type in between.
    const mayChangeGraph = patch.coordinates_lat !== undefined || patch.pois_type !== undefined;
    const row = mayChangeGraph
      ? await this.data.transaction(async (repos) => {
          // Space first, as every change of the navigation graph locks it.
          await repos.spaces.lockForChange(current.buid);
          const pois = repos.pois;
          const locked = await pois.findLockedForUpdate(current.puid);
          if (!locked) return undefined;
          const updated = await pois.update(current.puid, patch);
          const changesGraph =
            patch.coordinates_lat !== undefined ||
            (patch.pois_type !== undefined && patch.pois_type !== locked.pois_type);
          if (changesGraph) await repos.connections.bumpGraphVersion(current.buid);
          return updated;
        })
      : await this.pois.update(current.puid, patch);
    if (!row) throw notFound(PoiMessages.noValidToUpdate);
    return {
      message: PoiMessages.updated,
      poi: poiToReaderWire(row, canSeeAssetDetails(actor, spaceFacts(space))),
    };
  }

  async delete(actor: Actor, puid: string): Promise<{ message: string }> {
    const current = await this.pois.find(puid);
    if (!current) throw notFound(PoiMessages.noValidToDelete);
    await this.editableSpace(actor, current.buid);
    if ((await this.connections.countTouching(puid)) > 0)
      throw conflict(PoiMessages.deleteConnectionsFirst);
    await this.data.transaction(async (repos) => {
      // Checked again under the locks: a connection added since the check above has
      // committed by now (it holds the space lock while it inserts), and none can be
      // added until this delete commits.
      await repos.spaces.lockForChange(current.buid);
      const pois = repos.pois;
      if (!(await pois.findLockedForUpdate(puid))) throw notFound(PoiMessages.noValidToDelete);
      const connections = repos.connections;
      if ((await connections.countTouching(puid)) > 0)
        throw conflict(PoiMessages.deleteConnectionsFirst);
      await pois.delete(puid);
      await connections.bumpGraphVersion(current.buid);
    });
    return { message: PoiMessages.deleted };
  }

  async listFloor(
    actor: Actor | null,
    buid: string,
    floorNumber: number,
  ): Promise<{ pois: PoiOnFloor[] }> {
    const { space, rows } = await this.spaces.findVisibleWith<PoiRow>(
      actor,
      buid,
      this.pois.floorListQuery(buid, floorNumber),
    );
    // Each POI with the room it lies in (docs/rooms.md#pois-in-rooms).
    const roomOf = poiRoomFinder(
      (await this.units.listFloorUnits(buid, floorNumber)).map(unitFromRow),
    );
    return {
      pois: this.readableList(actor, space, rows).map((poi) => ({ ...poi, unit: roomOf(poi) })),
    };
  }

  async listSpace(actor: Actor | null, buid: string): Promise<{ pois: Poi[] }> {
    const { space, rows } = await this.spaces.findVisibleWith<PoiRow>(
      actor,
      buid,
      this.pois.spaceListQuery(buid),
    );
    return { pois: this.readableList(actor, space, rows) };
  }

  /**
   * A space's POIs as the caller reads them: unpublished POIs only for its editors, asset
   * details only for those who may see them.
   */
  private readableList(
    actor: Actor | null,
    space: SpaceWithAuditors,
    rows: readonly JsonRow<PoiRow>[],
  ): Poi[] {
    const facts = spaceFacts(space);
    const editor = canEditSpace(actor, facts);
    const assetDetails = canSeeAssetDetails(actor, facts);
    return rows
      .filter((p) => editor || p.is_published)
      .map((row) => poiToReaderWire(row, assetDetails));
  }

  /** Published POIs (not connectors) of the spaces the caller can see, matching name or description. */
  async search(
    actor: Actor | null,
    query: string,
    buid: string | undefined,
    limit = 20,
  ): Promise<{ pois: Poi[] }> {
    if (buid) await this.spaces.findVisible(actor, buid);
    const viewer = actor ? { id: actor.id, seesAll: isAdminOrModerator(actor) } : null;
    const rows = await this.pois.search(query, { buid, viewer, excludeType: ConnectorType, limit });
    // The matches may come from many spaces: asset details only of those the caller may see.
    const detailed = await this.assetDetailSpaces(actor, [...new Set(rows.map((p) => p.buid))]);
    return { pois: rows.map((row) => poiToReaderWire(row, detailed.has(row.buid))) };
  }

  /** Of these spaces, the buids whose asset details the caller may see. */
  private async assetDetailSpaces(
    actor: Actor | null,
    buids: readonly string[],
  ): Promise<Set<string>> {
    // An anonymous caller sees asset details of no space: no need to read the spaces.
    if (!actor || buids.length === 0) return new Set();
    const spaces = await this.spaceRows.findManyByBuids(buids);
    return new Set(
      spaces.filter((space) => canSeeAssetDetails(actor, spaceFacts(space))).map((s) => s.buid),
    );
  }
}
