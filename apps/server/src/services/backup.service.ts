import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type AnyplaceConnectionSelection,
  AnyplaceRestoreMessages,
  type ArchiveEntry,
  anyplaceConnectionsFileSchema,
  anyplacePoisFileSchema,
  anyplacePoiToBackupPoi,
  archiveNameMessage,
  type BackupFloor,
  BackupFormat,
  BackupMessages,
  type BackupPoi,
  type BackupRooms,
  backupBuildingFileSchema,
  backupConnectionsFileSchema,
  backupContentsProblem,
  backupFloorRooms,
  backupPlanPlacement,
  backupPoisFileSchema,
  backupRoomsFileSchema,
  checkArchiveEntryNames,
  type Fingerprint,
  findUnstorableText,
  isValidLatitude,
  isValidLongitude,
  type LatLng,
  MapDefaults,
  orDash,
  type PlanBounds,
  parseRadiomapLog,
  parseWireCoordinate,
  placePlanOverPoints,
  RadiomapLogError,
  restoredSpaceName,
  ServerLimits,
  type Space,
  selectAnyplaceConnections,
  spaceAddBodySchema,
  textProblem,
} from '@indoor/domain';
import type { z } from 'zod';
import {
  ArchiveRefusedError,
  type ArchiveSource,
  type InflateBudget,
  inflateEntry,
  readEntry,
  readZipEntries,
  type ZipEntry,
  type ZipReaderLimits,
} from '../backup/zip-reader.js';
import type { FloorPlanFields } from '../db/repositories/floors.repository.js';
import { newConnectionRow, newPoiRow } from '../db/repositories/new-rows.js';
import type { DataAccess, Repositories } from '../db/repositories/repositories.js';
import type { NewConnection, NewPoi } from '../db/schema.js';
import { badRequest } from '../http/http-error.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { removeDeletedSpaceStorage } from '../storage/floor-storage.js';
import { inspectFloorPlanImage } from '../tiles/floor-plan-image.js';
import { FloorPlanImageError } from '../tiles/floor-plan-image-error.js';
import type { FloorPlansService } from './floor-plans.service.js';
import { storeRadiomapScans } from './radiomaps.service.js';
import type { SpacesService } from './spaces.service.js';

export interface RestoredBuilding {
  message: string;
  space: Space;
  floors: number;
  pois: number;
  connections: number;
  fingerprints: number;
  /** Connections of the archive left out, by why (an Anyplace archive names connectors it lacks). */
  connections_skipped: { missing_poi: number; other_building: number; duplicate: number };
  /** Plans placed by the restore over their floor's points, marked "placement to check". */
  plans_to_check: number;
}

export interface RestoreOptions {
  /**
   * The new space keeps the archived name as it is. A copy pulled from another server
   * does (it is not told apart from an original here); a restored backup gets the suffix.
   */
  keepName?: boolean;
}

const archivedSpaceSchema = spaceAddBodySchema
  .omit({ co_owners: true })
  .extend({ buid: backupBuildingFileSchema.shape.space.shape.buid });

const READER_LIMITS: ZipReaderLimits = {
  maxEntries: ServerLimits.archiveMaxEntries,
  maxCompressionRatio: ServerLimits.archiveMaxCompressionRatio,
  ratioFreeBytes: ServerLimits.archiveRatioFreeBytes,
};

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_BATCH = 500;

const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

interface ArchiveFile {
  entry: ArchiveEntry;
  zip: ZipEntry;
}

/** What phase 1 found: everything needed to build the space, checked. */
interface CheckedArchive {
  building: z.infer<typeof backupBuildingFileSchema>;
  pois: BackupPoi[];
  connections: z.infer<typeof backupConnectionsFileSchema>['connections'];
  /** allrooms.json, when the archive has one. */
  rooms?: BackupRooms;
  plans: ArchiveFile[];
  radiomaps: ArchiveFile[];
  /** Anyplace archives only: where each plan goes (by floor), and the connections left out. */
  anyplace?: {
    placements: Map<number, PlanBounds>;
    skipped: Omit<AnyplaceConnectionSelection, 'kept'>;
  };
}

/** The south-west and north-east corners of points, as two points (what placement needs). */
class Extent {
  private minLat = Number.POSITIVE_INFINITY;
  private minLon = Number.POSITIVE_INFINITY;
  private maxLat = Number.NEGATIVE_INFINITY;
  private maxLon = Number.NEGATIVE_INFINITY;
  add(p: LatLng): void {
    this.minLat = Math.min(this.minLat, p.lat);
    this.maxLat = Math.max(this.maxLat, p.lat);
    this.minLon = Math.min(this.minLon, p.lon);
    this.maxLon = Math.max(this.maxLon, p.lon);
  }
  corners(): LatLng[] {
    if (this.minLat > this.maxLat) return [];
    return [
      { lat: this.minLat, lon: this.minLon },
      { lat: this.maxLat, lon: this.maxLon },
    ];
  }
}

/**
 * Restores a building archive (docs/import-export.md#restore) as a NEW space
 * owned by the caller, unpublished. Phase 1 reads and checks the whole archive without
 * writing anything; phase 2 tiles and stores its floor plans (with their georeference)
 * under the new space's buid, then creates the space, its floors pointing at those plans,
 * POIs (fresh ids), connections (remapped to them) and radiomaps in ONE transaction. The
 * building appears complete or not at all: a restore that fails removes the plans it
 * stored, and after a crash nothing refers to them and the start-up sweep removes them.
 * Entries are only ever read into memory; nothing is written under their names.
 */
export class BackupService {
  constructor(
    private readonly data: DataAccess,
    private readonly spaces: SpacesService,
    private readonly floorPlans: FloorPlansService,
    private readonly storage: ObjectStorage,
  ) {}

  async restore(
    actor: Actor,
    source: ArchiveSource,
    options: RestoreOptions = {},
  ): Promise<RestoredBuilding> {
    const archive = await this.check(source);
    return this.create(actor, source, archive, options);
  }

  private async check(source: ArchiveSource): Promise<CheckedArchive> {
    try {
      return await this.checkArchive(source);
    } catch (error) {
      if (error instanceof ArchiveRefusedError) throw badRequest(error.message);
      throw error;
    }
  }

  private async checkArchive(source: ArchiveSource): Promise<CheckedArchive> {
    const zipEntries = await readZipEntries(source, READER_LIMITS);
    const names = checkArchiveEntryNames(zipEntries.map((e) => e.name));
    if (!names.ok) throw new ArchiveRefusedError(archiveNameMessage(names.name, names.problem));
    const files: ArchiveFile[] = names.entries.map((entry, i) => ({
      entry,
      zip: zipEntries[i] as ZipEntry,
    }));
    const budget: InflateBudget = {
      remainingBytes: ServerLimits.archiveMaxUncompressedBytes,
      exhausted: BackupMessages.totalTooLarge,
    };
    const find = (kind: ArchiveEntry['kind']) => files.find((f) => f.entry.kind === kind);

    for (const folder of files.filter((f) => f.entry.kind === 'folder')) {
      await inflateEntry(source, folder.zip, READER_LIMITS, { maxBytes: 0, budget });
    }
    const buildingFile = find('building');
    if (!buildingFile) {
      const anyplacePois = find('pois');
      if (!anyplacePois) throw new ArchiveRefusedError(BackupMessages.missingBuilding);
      const raw = await this.readRawJson(source, anyplacePois, budget);
      // Only Anyplace's allpois.json wraps its POIs in a building; ours lists them alone.
      if (typeof raw !== 'object' || raw === null || !('building' in raw)) {
        throw new ArchiveRefusedError(BackupMessages.missingBuilding);
      }
      return this.checkAnyplaceArchive(source, files, anyplacePois, raw, budget);
    }
    const building = await this.readJson(source, buildingFile, budget, backupBuildingFileSchema);
    const poisFile = find('pois');
    const pois = poisFile
      ? (await this.readJson(source, poisFile, budget, backupPoisFileSchema)).pois
      : [];
    const connectionsFile = find('connections');
    const connections = connectionsFile
      ? (await this.readJson(source, connectionsFile, budget, backupConnectionsFileSchema))
          .connections
      : [];
    const roomsFile = find('rooms');
    const rooms = roomsFile
      ? await this.readJson(source, roomsFile, budget, backupRoomsFileSchema)
      : undefined;
    const problem = backupContentsProblem({
      building,
      pois,
      connections,
      ...(rooms ? { rooms } : {}),
      entries: names.entries,
    });
    if (problem) throw new ArchiveRefusedError(problem);
    for (const poi of pois) {
      if (
        parseWireCoordinate(poi.coordinates_lat, isValidLatitude) === null ||
        parseWireCoordinate(poi.coordinates_lon, isValidLongitude) === null
      ) {
        throw new ArchiveRefusedError(BackupMessages.badPoiPosition(poi.puid));
      }
    }

    const plans = files.filter((f) => f.entry.kind === 'floorPlan');
    for (const plan of plans) await this.readPlan(source, plan, budget);
    const radiomaps = files.filter((f) => f.entry.kind === 'radiomap');
    for (const radiomap of radiomaps) {
      await this.readRadiomap(source, radiomap, building.space.buid, budget);
    }
    return { building, pois, connections, ...(rooms ? { rooms } : {}), plans, radiomaps };
  }

  /**
   * An archive as Anyplace's architect writes it (see anyplace-archive.ts in the domain):
   * the building and its POIs from allpois.json, floors from it and from the plans and
   * radiomaps, the connections whose two ends exist, and a placement for each plan over
   * its floor's POIs and fingerprints.
   */
  private async checkAnyplaceArchive(
    source: ArchiveSource,
    files: ArchiveFile[],
    poisFile: ArchiveFile,
    poisJson: unknown,
    budget: InflateBudget,
  ): Promise<CheckedArchive> {
    const { building } = this.validate(poisFile, poisJson, anyplacePoisFileSchema);
    const space = archivedSpaceSchema.safeParse({
      buid: building.buid,
      name: building.name,
      description: building.description,
      coordinates_lat: building.coordinates_lat,
      coordinates_lon: building.coordinates_lon,
    });
    if (!space.success) {
      const issue = space.error.issues[0];
      throw new ArchiveRefusedError(
        BackupMessages.invalidFile(
          poisFile.entry.name,
          `building.${issue?.path.join('.') ?? ''}`,
          issue?.message ?? 'is invalid',
        ),
      );
    }
    const pois: BackupPoi[] = [];
    const extents = new Map<number, Extent>();
    const extentOf = (floor: number) => {
      let extent = extents.get(floor);
      if (!extent) {
        extent = new Extent();
        extents.set(floor, extent);
      }
      return extent;
    };
    const puids = new Set<string>();
    for (const floor of building.floors) {
      extentOf(floor.floor_number);
      for (const raw of floor.pois) {
        const converted = anyplacePoiToBackupPoi(raw, floor.floor_number);
        if (!converted.ok) {
          throw new ArchiveRefusedError(
            AnyplaceRestoreMessages.invalidPoi(raw.puid, converted.field, converted.problem),
          );
        }
        const { poi } = converted;
        if (puids.has(poi.puid))
          throw new ArchiveRefusedError(BackupMessages.duplicatePoi(poi.puid));
        puids.add(poi.puid);
        const lat = parseWireCoordinate(poi.coordinates_lat, isValidLatitude);
        const lon = parseWireCoordinate(poi.coordinates_lon, isValidLongitude);
        if (lat === null || lon === null) {
          throw new ArchiveRefusedError(BackupMessages.badPoiPosition(poi.puid));
        }
        extentOf(floor.floor_number).add({ lat, lon });
        pois.push(poi);
      }
    }
    const connectionsFile = files.find((f) => f.entry.kind === 'connections');
    const connectionsJson = connectionsFile
      ? await this.readJson(source, connectionsFile, budget, anyplaceConnectionsFileSchema)
      : { building: { floors: [] } };
    const { kept, ...skipped } = selectAnyplaceConnections(connectionsJson, building.buid, puids);

    // Anyplace writes a radiomap file for every floor, empty when it has no fingerprints.
    const radiomaps: ArchiveFile[] = [];
    for (const file of files.filter((f) => f.entry.kind === 'radiomap')) {
      const text = await this.readText(source, file, ServerLimits.radiomapBytes, budget);
      if (text.trim() === '') continue;
      const floor = (file.entry as { floor: number }).floor;
      for (const scan of this.parseRadiomap(file, text, building.buid)) {
        extentOf(floor).add(scan);
      }
      radiomaps.push(file);
    }
    const plans = files.filter((f) => f.entry.kind === 'floorPlan');
    const placements = new Map<number, PlanBounds>();
    const fallback = {
      lat: parseWireCoordinate(space.data.coordinates_lat, isValidLatitude) ?? 0,
      lon: parseWireCoordinate(space.data.coordinates_lon, isValidLongitude) ?? 0,
    };
    for (const plan of plans) {
      const floor = (plan.entry as { floor: number }).floor;
      // The architect names every plan .png whatever the image is: any accepted format goes.
      const { info } = await this.readPlanImage(source, plan, budget, false);
      placements.set(floor, placePlanOverPoints(extentOf(floor).corners(), info, fallback));
    }
    const floorNumbers = [...extents.keys()].sort((a, b) => a - b);
    if (floorNumbers.length === 0) throw new ArchiveRefusedError(AnyplaceRestoreMessages.noFloors);
    if (floorNumbers.length > ServerLimits.archiveMaxFloors) {
      throw new ArchiveRefusedError(
        BackupMessages.invalidFile(poisFile.entry.name, 'building.floors', 'has too many floors'),
      );
    }
    return {
      building: {
        format: BackupFormat.id,
        version: BackupFormat.version,
        space: space.data,
        floors: floorNumbers.map((floor_number) => ({ floor_number })),
      },
      pois,
      connections: kept,
      plans,
      radiomaps,
      anyplace: { placements, skipped },
    };
  }

  private async readText(
    source: ArchiveSource,
    file: ArchiveFile,
    maxBytes: number,
    budget?: InflateBudget,
  ) {
    const bytes = await readEntry(source, file.zip, READER_LIMITS, { maxBytes, budget });
    try {
      return fatalUtf8.decode(bytes);
    } catch {
      throw new ArchiveRefusedError(BackupMessages.notText(file.entry.name));
    }
  }

  private async readJson<S extends z.ZodType>(
    source: ArchiveSource,
    file: ArchiveFile,
    budget: InflateBudget,
    schema: S,
  ): Promise<z.output<S>> {
    return this.validate(file, await this.readRawJson(source, file, budget), schema);
  }

  private async readRawJson(
    source: ArchiveSource,
    file: ArchiveFile,
    budget: InflateBudget,
  ): Promise<unknown> {
    const text = await this.readText(source, file, ServerLimits.archiveJsonBytes, budget);
    try {
      return JSON.parse(text);
    } catch {
      throw new ArchiveRefusedError(BackupMessages.badJson(file.entry.name));
    }
  }

  /**
   * The file's JSON checked by its schema, then by the text rules every request body of
   * the API is held to (no NUL or other control character, no unpaired surrogate, in any
   * text the schema keeps, tags included): an archive stores nothing a request could not.
   */
  private validate<S extends z.ZodType>(file: ArchiveFile, raw: unknown, schema: S): z.output<S> {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw this.refusal(file, raw, issue?.path ?? [], issue?.message ?? 'is invalid');
    }
    const unstorable = findUnstorableText(parsed.data);
    if (unstorable) throw this.refusal(file, raw, unstorable.path, unstorable.message);
    return parsed.data;
  }

  /** Why a file is refused, naming the POI when the field is one of a POI's. */
  private refusal(
    file: ArchiveFile,
    raw: unknown,
    path: readonly PropertyKey[],
    problem: string,
  ): ArchiveRefusedError {
    const name = file.entry.name;
    const inPoi = poiOfPath(raw, path);
    if (inPoi) {
      const field = inPoi.field.map(String).join('.') || '(the POI)';
      return new ArchiveRefusedError(
        BackupMessages.invalidPoiField(name, inPoi.poi, field, problem),
      );
    }
    return new ArchiveRefusedError(
      BackupMessages.invalidFile(name, path.map(String).join('.') || '(the file)', problem),
    );
  }

  /** A plan must be an image the floor-plan upload accepts, in the format its name says. */
  private async readPlan(
    source: ArchiveSource,
    file: ArchiveFile,
    budget?: InflateBudget,
    formatMustMatchName = true,
  ): Promise<Buffer> {
    return (await this.readPlanImage(source, file, budget, formatMustMatchName)).image;
  }

  private async readPlanImage(
    source: ArchiveSource,
    file: ArchiveFile,
    budget: InflateBudget | undefined,
    formatMustMatchName: boolean,
  ): Promise<{ image: Buffer; info: { width: number; height: number } }> {
    const image = await readEntry(source, file.zip, READER_LIMITS, {
      maxBytes: ServerLimits.floorPlanBytes,
      budget,
    });
    let format: string;
    let info: { width: number; height: number };
    try {
      const inspected = await inspectFloorPlanImage(image);
      info = inspected;
      format = inspected.format;
    } catch (error) {
      if (error instanceof FloorPlanImageError) {
        throw new ArchiveRefusedError(BackupMessages.badEntry(file.entry.name, error.message));
      }
      throw error;
    }
    if (formatMustMatchName && file.entry.kind === 'floorPlan' && format !== file.entry.format) {
      const extension = format === 'jpeg' ? 'jpg' : format;
      throw new ArchiveRefusedError(BackupMessages.imageExtension(file.entry.name, extension));
    }
    return { image, info };
  }

  /** A radiomap log of the archived building (each line names it and the floor). */
  private async readRadiomap(
    source: ArchiveSource,
    file: ArchiveFile,
    archivedBuid: string,
    budget?: InflateBudget,
  ): Promise<Fingerprint[]> {
    const text = await this.readText(source, file, ServerLimits.radiomapBytes, budget);
    return this.parseRadiomap(file, text, archivedBuid);
  }

  private parseRadiomap(file: ArchiveFile, text: string, archivedBuid: string): Fingerprint[] {
    const floor = file.entry.kind === 'radiomap' ? file.entry.floor : Number.NaN;
    try {
      return parseRadiomapLog(text, { buid: archivedBuid, floor });
    } catch (error) {
      if (error instanceof RadiomapLogError) {
        throw new ArchiveRefusedError(BackupMessages.badEntry(file.entry.name, error.message));
      }
      throw error;
    }
  }

  private async create(
    actor: Actor,
    source: ArchiveSource,
    archive: CheckedArchive,
    options: RestoreOptions,
  ): Promise<RestoredBuilding> {
    const { building } = archive;
    const { buid: archivedBuid, is_published: _published, ...spaceFields } = building.space;
    // A copy lands on its original: its name says it is the restored one. It starts
    // unpublished, whatever the archive says: its owner publishes it once its placement
    // is checked.
    const row = await this.spaces.newSpaceRow(actor, {
      ...spaceFields,
      name: options.keepName ? spaceFields.name : restoredSpaceName(spaceFields.name),
      is_published: false,
    });
    const { buid } = row;
    let fingerprints = 0;
    try {
      const plans = await this.storePlans(buid, source, archive);
      // The space and everything in it in one transaction: until it commits nobody sees
      // any of it, and a restore that fails or is killed leaves no row behind.
      await this.data.transaction(async (repos) => {
        await repos.spaces.insert(row);
        await this.insertContents(repos, actor, buid, archive, plans);
        for (const radiomap of archive.radiomaps) {
          if (radiomap.entry.kind !== 'radiomap') continue;
          const target = { buid, floor: radiomap.entry.floor };
          const scans = await this.readRadiomapAgain(source, radiomap, archivedBuid);
          fingerprints += (await storeRadiomapScans(repos, target, scans)).fingerprints;
        }
      });
    } catch (error) {
      // The plans stored for the space that never came to be; what cannot be removed now
      // is left to the start-up sweep (no floor refers to it).
      await removeDeletedSpaceStorage(this.storage, buid);
      throw error;
    }
    const space = await this.spaces.get(actor, buid);
    const counts = {
      floors: building.floors.length,
      pois: archive.pois.length,
      connections: archive.connections.length,
      fingerprints,
    };
    const skipped = archive.anyplace?.skipped ?? {
      missingPoi: 0,
      otherBuilding: 0,
      duplicate: 0,
    };
    const plansToCheck = archive.anyplace?.placements.size ?? 0;
    const message = [
      BackupMessages.restored(space.name, counts),
      AnyplaceRestoreMessages.skippedConnections(skipped),
      AnyplaceRestoreMessages.graphNotCarried(skipped.missingPoi),
      AnyplaceRestoreMessages.plansPlaced(plansToCheck),
    ]
      .filter((sentence) => sentence !== '')
      .join(' ');
    return {
      message,
      space,
      ...counts,
      connections_skipped: {
        missing_poi: skipped.missingPoi,
        other_building: skipped.otherBuilding,
        duplicate: skipped.duplicate,
      },
      plans_to_check: plansToCheck,
    };
  }

  /**
   * Tiles and stores each plan of the archive for the new space, before the space exists
   * (see FloorPlansService.storeRestoredPlan): the floor fields of each, by floor number.
   * Another instance starting meanwhile leaves them alone: its sweep keeps plan versions
   * younger than its grace period (an hour), far longer than the largest archive takes.
   */
  private async storePlans(
    buid: string,
    source: ArchiveSource,
    archive: CheckedArchive,
  ): Promise<Map<number, FloorPlanFields>> {
    const stored = new Map<number, FloorPlanFields>();
    for (const plan of archive.plans) {
      if (plan.entry.kind !== 'floorPlan') continue;
      const planFloor = plan.entry.floor;
      const placed = archive.anyplace?.placements.get(planFloor);
      if (placed) {
        const image = await this.readPlanAgain(source, plan, false);
        const prepared = await this.floorPlans.storeRestoredPlan(
          buid,
          { buid, floor_number: planFloor, zoom: MapDefaults.floorPlanPlacedZoom, ...placed },
          image,
          { placementToCheck: true },
        );
        stored.set(planFloor, prepared.fields);
        continue;
      }
      const floor = archive.building.floors.find(
        (f) => f.floor_number === planFloor,
      ) as BackupFloor;
      const placement = backupPlanPlacement(floor, MapDefaults.floorPlanPlacedZoom);
      if (!placement) throw badRequest(BackupMessages.planWithoutPlacement(String(planFloor)));
      const image = await this.readPlanAgain(source, plan);
      const prepared = await this.floorPlans.storeRestoredPlan(buid, { buid, ...placement }, image);
      stored.set(planFloor, prepared.fields);
    }
    return stored;
  }

  /** Phase 2 reads entries again rather than holding every plan and log in memory. */
  private async readPlanAgain(
    source: ArchiveSource,
    plan: ArchiveFile,
    formatMustMatchName = true,
  ): Promise<Buffer> {
    try {
      return await this.readPlan(source, plan, undefined, formatMustMatchName);
    } catch (error) {
      if (error instanceof ArchiveRefusedError) throw badRequest(error.message);
      throw error;
    }
  }

  private async readRadiomapAgain(
    source: ArchiveSource,
    radiomap: ArchiveFile,
    archivedBuid: string,
  ): Promise<Fingerprint[]> {
    try {
      return await this.readRadiomap(source, radiomap, archivedBuid);
    } catch (error) {
      if (error instanceof ArchiveRefusedError) throw badRequest(error.message);
      throw error;
    }
  }

  /**
   * Floors (with their plans), POIs with fresh ids (the archived ones kept as external ids) and
   * connections between the new ids.
   */
  private async insertContents(
    repos: Repositories,
    actor: Actor,
    buid: string,
    archive: CheckedArchive,
    plans: ReadonlyMap<number, FloorPlanFields>,
  ) {
    const floorNames = new Map(
      archive.building.floors.map((f) => [
        f.floor_number,
        f.floor_name?.trim() || String(f.floor_number),
      ]),
    );
    const newPuids = new Map(archive.pois.map((poi) => [poi.puid, `poi_${randomUUID()}`]));
    // Each POI keeps the id it had as its external id (docs/import-export.md#external-ids):
    // the one it came with when the archive carries it, else its puid in the archive.
    const poiRows: NewPoi[] = archive.pois.map((poi) =>
      newPoiRow(
        { ...poi, external_id: poi.external_id || poi.puid },
        {
          buid,
          puid: newPuids.get(poi.puid) as string,
          ownerId: actor.id,
          floorName: floorNames.get(poi.floor_number) ?? String(poi.floor_number),
          // Checked when the archive was read.
          lat: parseWireCoordinate(poi.coordinates_lat, isValidLatitude) as number,
          lon: parseWireCoordinate(poi.coordinates_lon, isValidLongitude) as number,
        },
      ),
    );
    const byOldPuid = new Map(archive.pois.map((poi, i) => [poi.puid, poiRows[i] as NewPoi]));
    const connectionRows: NewConnection[] = archive.connections.map((connection) => {
      const a = byOldPuid.get(connection.pois_a) as NewPoi;
      const b = byOldPuid.get(connection.pois_b) as NewPoi;
      return newConnectionRow(a, b, {
        cuid: `conn_${randomUUID()}`,
        buid,
        ownerId: actor.id,
        isPublished: connection.is_published,
        edgeType: connection.edge_type,
      });
    });
    const floors = repos.floors;
    for (const floor of archive.building.floors) {
      await floors.insert({
        buid,
        floor_number: floor.floor_number,
        floor_name: floorNames.get(floor.floor_number) as string,
        description: orDash(floor.description),
        is_published: floor.is_published ?? true,
        ...plans.get(floor.floor_number),
      });
    }
    const pois = repos.pois;
    for (let i = 0; i < poiRows.length; i += INSERT_BATCH) {
      await pois.insertMany(poiRows.slice(i, i + INSERT_BATCH));
    }
    const connections = repos.connections;
    for (let i = 0; i < connectionRows.length; i += INSERT_BATCH) {
      await connections.insertMany(connectionRows.slice(i, i + INSERT_BATCH));
    }
    await connections.bumpGraphVersion(buid);
    if (archive.rooms) await this.insertRooms(repos, buid, archive);
  }

  /** Each floor's rooms and doors under fresh ids, a door keeping the room it names. */
  private async insertRooms(repos: Repositories, buid: string, archive: CheckedArchive) {
    const rooms = archive.rooms as BackupRooms;
    const newIds = new Map(
      [...rooms.units, ...rooms.openings].map((item) => [item.id.toLowerCase(), randomUUID()]),
    );
    const now = new Date();
    for (const floor of archive.building.floors) {
      const { units, openings } = backupFloorRooms(rooms, floor.floor_number);
      if (units.length + openings.length === 0) continue;
      await repos.units.replaceFloor(
        buid,
        floor.floor_number,
        units.map((unit) => ({
          id: newIds.get(unit.id) as string,
          buid,
          floor_number: floor.floor_number,
          name: unit.name,
          category: unit.category,
          accessibility: unit.accessibility ?? [],
          geometry: JSON.stringify({ type: 'Polygon', coordinates: [unit.polygon] }),
          created_at: now,
          updated_at: now,
        })),
        openings.map((opening) => ({
          id: newIds.get(opening.id) as string,
          buid,
          floor_number: floor.floor_number,
          unit_id: opening.unitId ? (newIds.get(opening.unitId) ?? null) : null,
          category: opening.category,
          geometry: JSON.stringify({ type: 'LineString', coordinates: opening.line }),
          created_at: now,
          updated_at: now,
        })),
      );
    }
  }
}

/**
 * The POI a path into a POI file points inside (our allpois.json lists them under `pois`,
 * Anyplace's under `building.floors[n].pois`), and the field within it; null elsewhere.
 */
function poiOfPath(
  raw: unknown,
  path: readonly PropertyKey[],
): { poi: { puid: string } | { position: number }; field: PropertyKey[] } | null {
  const at = (value: unknown, key: PropertyKey): unknown =>
    value !== null && typeof value === 'object'
      ? (value as Record<PropertyKey, unknown>)[key]
      : undefined;
  let list: unknown;
  let rest: readonly PropertyKey[];
  if (path[0] === 'pois') {
    list = at(raw, 'pois');
    rest = path.slice(1);
  } else if (path[0] === 'building' && path[1] === 'floors' && path[3] === 'pois') {
    list = at(at(at(at(raw, 'building'), 'floors'), path[2] as PropertyKey), 'pois');
    rest = path.slice(4);
  } else {
    return null;
  }
  const index = rest[0];
  if (!Array.isArray(list) || typeof index !== 'number') return null;
  const puid = at(list[index], 'puid');
  const usable =
    (typeof puid === 'string' && puid.trim() !== '' && textProblem(puid, 'single-line') === null) ||
    typeof puid === 'number';
  return {
    poi: usable ? { puid: String(puid) } : { position: index + 1 },
    field: rest.slice(1),
  };
}
