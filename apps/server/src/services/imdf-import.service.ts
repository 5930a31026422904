import { randomUUID } from 'node:crypto';
import {
  type Actor,
  BackupMessages,
  ImdfArchiveError,
  ImdfImportConstants,
  ImdfImportError,
  ImdfImportMessages,
  type ImdfImportPlan,
  imdfRefusalMessage,
  isImdfArchiveFile,
  parseImdfFiles,
  planImdfImport,
  RoomConstants,
  ServerLimits,
  type Space,
  SpaceFieldLimits,
  spaceAddBodySchema,
  validateImdf,
} from '@indoor/domain';
import {
  ArchiveRefusedError,
  type ArchiveSource,
  type InflateBudget,
  readEntry,
  readZipEntries,
  type ZipReaderLimits,
} from '../backup/zip-reader.js';
import { newPoiRow } from '../db/repositories/new-rows.js';
import type { DataAccess } from '../db/repositories/repositories.js';
import type { NewOpening, NewPoi, NewUnit } from '../db/schema.js';
import { badRequest } from '../http/http-error.js';
import type { SpacesService } from './spaces.service.js';

export interface ImportedImdf {
  message: string;
  space: Space;
  floors: number;
  rooms: number;
  doors: number;
  pois: number;
  warnings: string[];
}

const READER_LIMITS: ZipReaderLimits = {
  maxEntries: ImdfImportConstants.maxEntries,
  maxCompressionRatio: ServerLimits.archiveMaxCompressionRatio,
  ratioFreeBytes: ServerLimits.archiveRatioFreeBytes,
};

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_BATCH = 500;

/**
 * Imports an IMDF archive as a NEW building of the caller, unpublished
 * (docs/imdf.md#import): the archive is unzipped with the backup restore's limits, checked
 * by the IMDF validator (an error refuses it, listing the findings) and planned by
 * planImdfImport; then the space, its floors, rooms, doors and POIs are written in ONE
 * transaction, so a failure leaves nothing. Each keeps its IMDF id for the export.
 */
export class ImdfImportService {
  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
  ) {}

  async importArchive(actor: Actor, source: ArchiveSource): Promise<ImportedImdf> {
    const archive = await this.read(source);
    const findings = validateImdf(archive);
    const refusal = imdfRefusalMessage(findings);
    if (refusal) throw badRequest(refusal);
    let plan: ImdfImportPlan;
    try {
      plan = planImdfImport(archive);
    } catch (error) {
      if (error instanceof ImdfImportError) throw badRequest(error.message);
      throw error;
    }
    const buid = await this.create(actor, plan);
    const space = await this.spaces.get(actor, buid);
    const counts = {
      floors: plan.floors.length,
      rooms: plan.units.length,
      doors: plan.openings.length,
      pois: plan.pois.length,
    };
    return {
      message: ImdfImportMessages.imported(space.name, counts),
      space,
      ...counts,
      warnings: findings
        .filter((f) => f.severity === 'warning')
        .map((f) => ImdfImportMessages.finding(f)),
    };
  }

  /** The archive's .json and .geojson files, parsed; 400 for what is not an IMDF zip. */
  private async read(source: ArchiveSource) {
    try {
      const entries = await readZipEntries(source, READER_LIMITS);
      const budget: InflateBudget = {
        remainingBytes: ServerLimits.archiveMaxUncompressedBytes,
        exhausted: BackupMessages.totalTooLarge,
      };
      const files: Record<string, Uint8Array> = {};
      for (const entry of entries) {
        if (!isImdfArchiveFile(entry.name)) continue;
        files[entry.name] = await readEntry(source, entry, READER_LIMITS, {
          maxBytes: ImdfImportConstants.maxFileBytes,
          budget,
        });
      }
      return parseImdfFiles(files);
    } catch (error) {
      if (error instanceof ArchiveRefusedError || error instanceof ImdfArchiveError)
        throw badRequest(error.message);
      throw error;
    }
  }

  /** Writes the planned building in one transaction; answers its buid. */
  private async create(actor: Actor, plan: ImdfImportPlan): Promise<string> {
    const fields = spaceAddBodySchema.safeParse({
      name: plan.space.name.slice(0, SpaceFieldLimits.nameMaxLength),
      space_type: 'building',
      type: plan.space.type,
      address: plan.space.address || undefined,
      is_published: false,
      coordinates_lat: String(plan.space.lat),
      coordinates_lon: String(plan.space.lon),
    });
    if (!fields.success) {
      const issue = fields.error.issues[0];
      throw badRequest(`${String(issue?.path[0] ?? 'venue')} ${issue?.message ?? ''}`.trim());
    }
    const row = await this.spaces.newSpaceRow(actor, fields.data);
    const { buid } = row;
    const ids = plan.space.imdfIds;
    const floorName = new Map(plan.floors.map((f) => [f.floorNumber, f.name]));
    const unitIds = new Map(plan.units.map((u) => [u.key, randomUUID()]));
    const now = new Date();
    const units: NewUnit[] = plan.units.map((unit) => ({
      id: unitIds.get(unit.key) as string,
      buid,
      floor_number: unit.floorNumber,
      name: unit.name.slice(0, RoomConstants.nameMaxLength),
      category: unit.category,
      accessibility: unit.accessibility,
      geometry: JSON.stringify({ type: 'Polygon', coordinates: [unit.polygon] }),
      imdf_id: unit.imdfId,
      created_at: now,
      updated_at: now,
    }));
    const openings: NewOpening[] = plan.openings.map((opening) => ({
      id: randomUUID(),
      buid,
      floor_number: opening.floorNumber,
      unit_id: opening.unitKey === null ? null : (unitIds.get(opening.unitKey) ?? null),
      category: opening.category,
      geometry: JSON.stringify({ type: 'LineString', coordinates: opening.line }),
      imdf_id: opening.imdfId,
      created_at: now,
      updated_at: now,
    }));
    const pois: NewPoi[] = plan.pois.map((poi) => ({
      ...newPoiRow(
        { floor_number: poi.floorNumber, name: poi.name, pois_type: poi.type },
        {
          buid,
          puid: `poi_${randomUUID()}`,
          ownerId: actor.id,
          floorName: floorName.get(poi.floorNumber) ?? String(poi.floorNumber),
          lat: poi.lat,
          lon: poi.lon,
        },
      ),
      imdf_amenity_id: poi.imdfAmenityId,
      imdf_anchor_id: poi.imdfAnchorId,
    }));

    await this.data.transaction(async (repos) => {
      await repos.spaces.insert({
        ...row,
        imdf_venue_id: ids.venue,
        imdf_building_id: ids.building,
        imdf_address_id: ids.address,
        imdf_footprint_id: ids.footprint,
      });
      for (const floor of plan.floors) {
        await repos.floors.insert({
          buid,
          floor_number: floor.floorNumber,
          floor_name: floor.name,
          description: '-',
          is_published: true,
          imdf_level_id: floor.imdfLevelId,
          imdf_level_bounds: JSON.stringify(floor.bounds),
        });
        await repos.units.replaceFloor(
          buid,
          floor.floorNumber,
          units.filter((u) => u.floor_number === floor.floorNumber),
          openings.filter((o) => o.floor_number === floor.floorNumber),
        );
      }
      for (let i = 0; i < pois.length; i += INSERT_BATCH)
        await repos.pois.insertMany(pois.slice(i, i + INSERT_BATCH));
      if (pois.length > 0) await repos.connections.bumpGraphVersion(buid);
    });
    return buid;
  }
}
