import { randomUUID } from 'node:crypto';
import {
  type Actor,
  buildImdfExport,
  buildImdfVenueExport,
  CampusMessages,
  canEditSpace,
  exportFileName,
  FloorMessages,
  floorRoomProblems,
  type ImdfBuildingInput,
  type ImdfExportArchive,
  type LatLonBox,
  type LonLat,
  type Opening,
  type OpeningWire,
  openingProblem,
  RoomConstants,
  RoomMessages,
  ServerMessages,
  type Unit,
  type UnitWire,
  unitOverlapProblem,
  unitPolygonProblem,
  validateImdf,
  zipImdfArchive,
} from '@indoor/domain';
import { spaceFacts } from '../auth/actor.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { SpaceWithAuditors } from '../db/repositories/spaces.repository.js';
import type { NewOpening, NewUnit, OpeningRow, UnitRow } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound } from '../http/http-error.js';
import { lineOf, openingFromRow, polygonOf, unitFromRow } from '../wire/unit.wire.js';
import type { CampusesService } from './campuses.service.js';
import { type DoorPathsAnswer, makeDoorPaths } from './door-paths.js';
import type { SpacesService } from './spaces.service.js';

/** An IMDF archive as the server sends it: zipped, named, with its validator error count. */
export interface ImdfArchiveFile {
  fileName: string;
  body: Buffer;
  errors: number;
}

/** The archive zipped and named `{name}.imdf.zip`, after counting the validator's errors. */
function imdfArchiveFile(name: string, archive: ImdfExportArchive): ImdfArchiveFile {
  const errors = validateImdf(archive).filter((f) => f.severity === 'error').length;
  return {
    fileName: exportFileName(name, '.imdf.zip'),
    body: Buffer.from(zipImdfArchive(archive)),
    errors,
  };
}

type UnitCategory = Unit['category'];
type OpeningCategory = Opening['category'];
type Accessibility = NonNullable<Unit['accessibility']>;

/** What a request says of a room; left-out fields keep their value (or take the default). */
interface UnitInput {
  name?: string | undefined;
  category?: UnitCategory | undefined;
  accessibility?: Accessibility | undefined;
  polygon?: LonLat[] | undefined;
}

interface OpeningInput {
  unit_id?: string | undefined;
  category?: OpeningCategory | undefined;
  line: LonLat[];
}

const iso = (value: Date | string) => new Date(value).toISOString();

function unitToWire(row: UnitRow): UnitWire {
  return {
    id: row.id,
    buid: row.buid,
    floor_number: row.floor_number,
    name: row.name,
    category: row.category,
    accessibility: row.accessibility,
    polygon: polygonOf(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function openingToWire(row: OpeningRow): OpeningWire {
  return {
    id: row.id,
    buid: row.buid,
    floor_number: row.floor_number,
    unit_id: row.unit_id,
    category: row.category,
    line: lineOf(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

function newUnitRow(unit: Unit): NewUnit {
  return {
    id: unit.id,
    buid: unit.buid,
    floor_number: unit.floorNumber,
    name: unit.name,
    category: unit.category,
    accessibility: unit.accessibility ?? [],
    geometry: JSON.stringify({ type: 'Polygon', coordinates: [unit.polygon] }),
  };
}

function newOpeningRow(opening: Opening): NewOpening {
  return {
    id: opening.id,
    buid: opening.buid,
    floor_number: opening.floorNumber,
    unit_id: opening.unitId ?? null,
    category: opening.category,
    geometry: JSON.stringify({ type: 'LineString', coordinates: opening.line }),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Rooms (IMDF units) and doors (IMDF openings) of floors, and the IMDF export of a space
 * (docs/rooms.md). Changes are checked with the rules of packages/domain/src/rooms under
 * the space's lock, so two editors cannot draw overlapping rooms at the same moment.
 */
export class UnitsService {
  private readonly units: Repositories['units'];

  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly campuses: CampusesService,
  ) {
    this.units = data.repos.units;
  }

  /** The space, when the caller may edit it (as for POIs: 404 unseen, 403 seen only). */
  private async editableSpace(actor: Actor, buid: string) {
    const space = await this.spaces.findVisible(actor, buid);
    if (!canEditSpace(actor, spaceFacts(space))) throw forbidden(ServerMessages.spaceEditForbidden);
    return space;
  }

  /** Locks the space for this change and checks that the floor is there (in a transaction). */
  private async lockFloor(repos: Repositories, buid: string, floorNumber: number) {
    if (!(await repos.spaces.lockForChange(buid))) throw notFound(ServerMessages.spaceNotFound);
    if (!(await repos.floors.findLockedShared(buid, floorNumber)))
      throw notFound(FloorMessages.notFound);
  }

  /** The walking paths through a floor's doors, made in one transaction (docs/rooms.md). */
  async makeDoorPaths(
    actor: Actor,
    body: { buid: string; floor_number: number },
  ): Promise<DoorPathsAnswer> {
    await this.editableSpace(actor, body.buid);
    return this.data.transaction((repos) =>
      makeDoorPaths(repos, actor, body.buid, body.floor_number),
    );
  }

  async listFloor(
    actor: Actor | null,
    buid: string,
    floorNumber: number,
  ): Promise<{ units: UnitWire[]; openings: OpeningWire[] }> {
    await this.spaces.findVisible(actor, buid);
    const [units, openings] = await Promise.all([
      this.units.listFloorUnits(buid, floorNumber),
      this.units.listFloorOpenings(buid, floorNumber),
    ]);
    return { units: units.map(unitToWire), openings: openings.map(openingToWire) };
  }

  async add(
    actor: Actor,
    body: UnitInput & { buid: string; floor_number: number; polygon: LonLat[] },
  ): Promise<{ unit: UnitWire }> {
    await this.editableSpace(actor, body.buid);
    const unit: Unit = {
      id: randomUUID(),
      buid: body.buid,
      floorNumber: body.floor_number,
      name: body.name ?? '',
      category: body.category ?? RoomConstants.defaultUnitCategory,
      accessibility: body.accessibility ?? [],
      polygon: body.polygon,
    };
    const problem = unitPolygonProblem(unit.polygon);
    if (problem) throw badRequest(problem.message);
    const row = await this.data.transaction(async (repos) => {
      await this.lockFloor(repos, unit.buid, unit.floorNumber);
      const others = await repos.units.listFloorUnits(unit.buid, unit.floorNumber);
      const overlap = unitOverlapProblem(unit, others.map(unitFromRow));
      if (overlap) throw badRequest(overlap.message);
      return repos.units.insertUnit(newUnitRow(unit));
    });
    return { unit: unitToWire(row) };
  }

  /**
   * A new outline must still overlap no other room, and every door of the floor must
   * still lie on a room's wall.
   */
  async update(actor: Actor, body: UnitInput & { id: string }): Promise<{ unit: UnitWire }> {
    const current = await this.units.findUnit(body.id);
    if (!current) throw notFound(RoomMessages.unitNotFound);
    await this.editableSpace(actor, current.buid);
    if (body.polygon) {
      const problem = unitPolygonProblem(body.polygon);
      if (problem) throw badRequest(problem.message);
    }
    const row = await this.data.transaction(async (repos) => {
      await this.lockFloor(repos, current.buid, current.floor_number);
      const locked = await repos.units.findUnit(current.id);
      if (!locked) throw notFound(RoomMessages.unitNotFound);
      const unit: Unit = {
        ...unitFromRow(locked),
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.category === undefined ? {} : { category: body.category }),
        ...(body.accessibility === undefined ? {} : { accessibility: body.accessibility }),
        ...(body.polygon === undefined ? {} : { polygon: body.polygon }),
      };
      if (body.polygon) {
        const floorUnits = (await repos.units.listFloorUnits(locked.buid, locked.floor_number)).map(
          (u) => (u.id === unit.id ? unit : unitFromRow(u)),
        );
        const overlap = unitOverlapProblem(unit, floorUnits);
        if (overlap) throw badRequest(overlap.message);
        const doors = await repos.units.listFloorOpenings(locked.buid, locked.floor_number);
        for (const door of doors) {
          const problem = openingProblem(openingFromRow(door), floorUnits);
          if (problem) throw badRequest(problem.message);
        }
      }
      const updated = await repos.units.updateUnit(unit.id, {
        name: unit.name,
        category: unit.category,
        accessibility: unit.accessibility ?? [],
        geometry: newUnitRow(unit).geometry,
      });
      if (!updated) throw notFound(RoomMessages.unitNotFound);
      return updated;
    });
    return { unit: unitToWire(row) };
  }

  async delete(actor: Actor, id: string): Promise<{ message: string }> {
    const current = await this.units.findUnit(id);
    if (!current) throw notFound(RoomMessages.unitNotFound);
    await this.editableSpace(actor, current.buid);
    await this.data.transaction(async (repos) => {
      await repos.spaces.lockForChange(current.buid);
      if (!(await repos.units.deleteUnit(id))) throw notFound(RoomMessages.unitNotFound);
    });
    return { message: RoomMessages.unitDeleted };
  }

  async addOpening(
    actor: Actor,
    body: OpeningInput & { buid: string; floor_number: number },
  ): Promise<{ opening: OpeningWire }> {
    await this.editableSpace(actor, body.buid);
    const opening: Opening = {
      id: randomUUID(),
      buid: body.buid,
      floorNumber: body.floor_number,
      ...(body.unit_id === undefined ? {} : { unitId: body.unit_id }),
      category: body.category ?? RoomConstants.defaultOpeningCategory,
      line: body.line as [LonLat, LonLat],
    };
    const row = await this.data.transaction(async (repos) => {
      await this.lockFloor(repos, opening.buid, opening.floorNumber);
      const units = await repos.units.listFloorUnits(opening.buid, opening.floorNumber);
      const problem = openingProblem(opening, units.map(unitFromRow));
      if (problem) throw badRequest(problem.message);
      return repos.units.insertOpening(newOpeningRow(opening));
    });
    return { opening: openingToWire(row) };
  }

  async deleteOpening(actor: Actor, id: string): Promise<{ message: string }> {
    const current = await this.units.findOpening(id);
    if (!current) throw notFound(RoomMessages.openingNotFound);
    await this.editableSpace(actor, current.buid);
    if (!(await this.units.deleteOpening(id))) throw notFound(RoomMessages.openingNotFound);
    return { message: RoomMessages.openingDeleted };
  }

  /**
   * Replaces every room and door of a floor (an editor's undo puts back an earlier state):
   * all are checked together first, then stored in one transaction. Ids are the caller's,
   * so that an undone room keeps its id; one that belongs to another floor is refused (409).
   */
  async replaceFloor(
    actor: Actor,
    body: {
      buid: string;
      floor_number: number;
      units: (UnitInput & { id: string; polygon: LonLat[] })[];
      openings: (OpeningInput & { id: string })[];
    },
  ): Promise<{ units: UnitWire[]; openings: OpeningWire[] }> {
    const { buid, floor_number: floorNumber } = body;
    await this.editableSpace(actor, buid);
    const units: Unit[] = body.units.map((u) => ({
      id: u.id.toLowerCase(),
      buid,
      floorNumber,
      name: u.name ?? '',
      category: u.category ?? RoomConstants.defaultUnitCategory,
      accessibility: u.accessibility ?? [],
      polygon: u.polygon,
    }));
    const openings: Opening[] = body.openings.map((o) => ({
      id: o.id.toLowerCase(),
      buid,
      floorNumber,
      ...(o.unit_id === undefined ? {} : { unitId: o.unit_id.toLowerCase() }),
      category: o.category ?? RoomConstants.defaultOpeningCategory,
      line: o.line as [LonLat, LonLat],
    }));
    const [problem] = floorRoomProblems(units, openings);
    if (problem) throw badRequest(problem.message);
    try {
      await this.data.transaction(async (repos) => {
        await this.lockFloor(repos, buid, floorNumber);
        const ids = [...units, ...openings].map((item) => item.id);
        if ((await repos.units.idsElsewhere(ids, buid, floorNumber)).length > 0)
          throw conflict(RoomMessages.idTaken);
        await repos.units.replaceFloor(
          buid,
          floorNumber,
          units.map(newUnitRow),
          openings.map(newOpeningRow),
        );
      });
    } catch (error) {
      // Another floor took one of the ids between the check and the insert.
      if (isUniqueViolation(error)) throw conflict(RoomMessages.idTaken);
      throw error;
    }
    return this.listFloor(actor, buid, floorNumber);
  }

  /**
   * What the IMDF export makes a space's building from: its floors, rooms, doors and the
   * POIs the caller reads on the map (unpublished ones only for the space's editors).
   */
  private async imdfBuildingInput(
    actor: Actor | null,
    space: SpaceWithAuditors,
  ): Promise<ImdfBuildingInput> {
    const { buid } = space;
    const editor = canEditSpace(actor, spaceFacts(space));
    const repos = this.data.repos;
    const [floors, units, openings, pois] = await Promise.all([
      repos.floors.listBySpace(buid),
      this.units.listSpaceUnits(buid),
      this.units.listSpaceOpenings(buid),
      repos.pois.listBySpace(buid),
    ]);
    return {
      space: {
        buid: space.buid,
        name: space.name,
        type: space.type,
        address: space.address,
        lat: space.coordinates_lat,
        lon: space.coordinates_lon,
        imdfIds: {
          venue: space.imdf_venue_id,
          building: space.imdf_building_id,
          address: space.imdf_address_id,
          footprint: space.imdf_footprint_id,
        },
      },
      floors: floors.map((floor) => ({
        floorNumber: floor.floor_number,
        name: floor.floor_name,
        imdfLevelId: floor.imdf_level_id,
        levelBounds: floor.imdf_level_bounds as LatLonBox | null,
        ...(floor.bottom_left_lat !== null &&
        floor.bottom_left_lng !== null &&
        floor.top_right_lat !== null &&
        floor.top_right_lng !== null
          ? {
              planBounds: {
                south: floor.bottom_left_lat,
                west: floor.bottom_left_lng,
                north: floor.top_right_lat,
                east: floor.top_right_lng,
              },
            }
          : {}),
      })),
      units: units.map((row) => ({ ...unitFromRow(row), imdfId: row.imdf_id })),
      openings: openings.map((row) => ({ ...openingFromRow(row), imdfId: row.imdf_id })),
      pois: pois
        .filter((poi) => editor || poi.is_published)
        .map((poi) => ({
          puid: poi.puid,
          floorNumber: poi.floor_number,
          name: poi.name,
          type: poi.pois_type,
          lat: poi.coordinates_lat,
          lon: poi.coordinates_lon,
          imdfAmenityId: poi.imdf_amenity_id,
          imdfAnchorId: poi.imdf_anchor_id,
        })),
    };
  }

  /**
   * The space as a zipped IMDF archive (docs/rooms.md#imdf-export), checked by the IMDF
   * validator before it is sent: `errors` counts the validator's errors (0 for a space
   * whose rooms keep the rules). POIs are those the caller reads on the map.
   */
  async exportImdf(actor: Actor | null, buid: string): Promise<ImdfArchiveFile> {
    const space = await this.spaces.findVisible(actor, buid);
    const input = await this.imdfBuildingInput(actor, space);
    const { archive } = buildImdfExport({ ...input, created: new Date().toISOString() });
    return imdfArchiveFile(space.name, archive);
  }

  /**
   * The campus as one zipped IMDF venue (docs/imdf.md#campus-export): a building per space
   * of it the caller can see, in the campus's order, each as its own export makes it. A
   * campus the caller cannot see is not found; one whose manager sees none of its spaces
   * has nothing to export (404 as well).
   */
  async exportCampusImdf(actor: Actor | null, cuid: string): Promise<ImdfArchiveFile> {
    const { campus, spaces } = await this.campuses.findVisible(actor, cuid);
    const [first, ...others] = spaces;
    if (!first) throw notFound(CampusMessages.nothingToExport);
    // One space after the other: a campus may hold hundreds, each read with four queries.
    const buildings: [ImdfBuildingInput, ...ImdfBuildingInput[]] = [
      await this.imdfBuildingInput(actor, first),
    ];
    for (const space of others) buildings.push(await this.imdfBuildingInput(actor, space));
    const { archive } = buildImdfVenueExport({
      campus: { cuid: campus.cuid, name: campus.name },
      buildings,
      created: new Date().toISOString(),
    });
    return imdfArchiveFile(campus.name, archive);
  }
}
