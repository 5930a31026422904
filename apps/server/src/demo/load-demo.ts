import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { georeferenceBounds, georeferenceFromCorners } from '@indoor/domain';
import type { Kysely } from 'kysely';
import { newConnectionRow, newPoiRow } from '../db/repositories/new-rows.js';
import { repositoriesFor } from '../db/repositories/repositories.js';
import type { Database } from '../db/schema.js';
import { storeFloorPlan } from '../services/floor-plans.service.js';
import { parseRadiomapOrRefuse, storeRadiomapScans } from '../services/radiomaps.service.js';
import type { ObjectStorage } from '../storage/file-storage.js';
import { type DemoBuildingData, demoBuildingSchema } from './demo-dataset.js';
import { demoRadiomapLog } from './demo-radiomap.js';

export const DEMO_DATA_DIR = path.resolve(import.meta.dirname, '../../demo-data');
const DEMO_LOADED_KEY = 'demo_loaded';

export async function readDemoBuilding(dir = DEMO_DATA_DIR): Promise<DemoBuildingData> {
  const text = await fs.readFile(path.join(dir, 'demo-building.json'), 'utf8');
  return demoBuildingSchema.parse(JSON.parse(text));
}

/**
 * Loads the demo building the first time the product starts (never again, even if
 * the user deletes it). Everything goes in one transaction (the floors' radiomaps
 * included); images are stored first so a committed floor never points at a missing plan.
 */
export async function loadDemoOnFirstStart(
  db: Kysely<Database>,
  storage: ObjectStorage,
  ownerId: string,
  dir = DEMO_DATA_DIR,
): Promise<'loaded' | 'already-loaded'> {
  if ((await repositoriesFor(db).meta.get(DEMO_LOADED_KEY)) !== null) return 'already-loaded';
  const demo = await readDemoBuilding(dir);
  const buid = demo.space.buid;

  const planVersions = new Map<number, string>();
  for (const floor of demo.floors) {
    const image = await fs.readFile(path.join(dir, floor.image));
    const version = createHash('sha256').update(image).digest('hex').slice(0, 16);
    const georeference = georeferenceFromCorners(floor.corners, floor.width_px, floor.height_px);
    await storeFloorPlan(storage, {
      buid,
      floorNumber: floor.floor_number,
      version,
      image,
      georeference,
    });
    planVersions.set(floor.floor_number, version);
  }

  await db.transaction().execute(async (tx) => {
    const repos = repositoriesFor(tx);
    await repos.spaces.insert({
      ...demo.space,
      type: '',
      is_published: true,
      owner_id: ownerId,
    });
    const floors = repos.floors;
    const floorNames = new Map<number, string>();
    for (const floor of demo.floors) {
      floorNames.set(floor.floor_number, floor.floor_name);
      await floors.insert({
        buid,
        floor_number: floor.floor_number,
        floor_name: floor.floor_name,
        description: floor.description,
        is_published: true,
        ...georeferenceBounds(
          georeferenceFromCorners(floor.corners, floor.width_px, floor.height_px),
        ),
        zoom: 19,
        plan_corners: JSON.stringify(floor.corners),
        plan_width_px: floor.width_px,
        plan_height_px: floor.height_px,
        plan_version: planVersions.get(floor.floor_number) ?? null,
        plan_content_type: 'image/png',
      });
    }
    await repos.pois.insertMany(
      demo.pois.map((poi) =>
        newPoiRow(poi, {
          puid: poi.puid,
          buid,
          ownerId,
          floorName: floorNames.get(poi.floor_number) ?? '',
          lat: poi.coordinates_lat,
          lon: poi.coordinates_lon,
        }),
      ),
    );
    const byPuid = new Map(demo.pois.map((poi) => [poi.puid, poi]));
    await repos.connections.insertMany(
      demo.connections.map((connection, index) => {
        const a = byPuid.get(connection.pois_a);
        const b = byPuid.get(connection.pois_b);
        if (!a || !b) throw new Error(`demo connection ${index} names an unknown POI`);
        return newConnectionRow(a, b, {
          cuid: `conn_demo_${String(index).padStart(3, '0')}`,
          buid,
          ownerId,
        });
      }),
    );
    // The rooms traced on each floor plan and their doors, so rooms show from the start.
    for (const floor of demo.floors) {
      const onFloor = <T extends { floor_number: number }>(items: T[]) =>
        items.filter((item) => item.floor_number === floor.floor_number);
      await repos.units.replaceFloor(
        buid,
        floor.floor_number,
        onFloor(demo.units).map((unit) => ({
          id: unit.id,
          buid,
          floor_number: unit.floor_number,
          name: unit.name,
          category: unit.category,
          geometry: JSON.stringify({ type: 'Polygon', coordinates: [unit.polygon] }),
        })),
        onFloor(demo.openings).map((opening) => ({
          id: opening.id,
          buid,
          floor_number: opening.floor_number,
          unit_id: opening.unit_id,
          category: opening.category,
          geometry: JSON.stringify({ type: 'LineString', coordinates: opening.line }),
        })),
      );
    }
    // A synthetic survey of every floor, read and stored as an uploaded radiomap is, so
    // the heatmaps have data from the first start.
    for (const floor of demo.floors) {
      const target = { buid, floor: floor.floor_number };
      const log = demoRadiomapLog(buid, floor, demo.floors);
      await storeRadiomapScans(repos, target, parseRadiomapOrRefuse(log, target));
    }
    await repos.meta.set(DEMO_LOADED_KEY, new Date().toISOString());
  });
  return 'loaded';
}
