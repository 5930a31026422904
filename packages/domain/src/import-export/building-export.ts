import type { Campus } from '../model/campus.js';
import { compareFloorNumbers } from '../model/floor.js';
import { ConnectorType } from '../model/poi.js';
import type { Poi } from '../model/poi-wire.js';
import type { Space } from '../model/space.js';
import { ImportExportConstants } from './constants.js';

/** A POI as the export file holds it (docs/import-export.md#json-export). */
export interface ExportedPoi {
  name: string;
  description: string;
  puid: string;
  pois_type: string;
  coordinates_lat: string;
  coordinates_lon: string;
  is_building_entrance: string;
  /** 'false' as exported; the user sets 'true' on the POIs an import should update. */
  overwrite: string;
  /** The POI's id where it came from, when it was restored or imported (docs/import-export.md#external-ids). */
  external_id?: string;
}

export interface BuildingExport {
  buid: string;
  name: string;
  description: string;
  coordinates_lat: string;
  coordinates_lon: string;
  floors: { floor_number: string; pois: ExportedPoi[] }[];
}

export interface CampusExport {
  name: string;
  description: string;
  buids: string[];
}

/**
 * docs/import-export.md#json-export: lowercased name with every non-alphanumeric character replaced
 * by '-', then the extension (.txt for the JSON exports).
 */
export function exportFileName(
  name: string,
  extension: string = ImportExportConstants.exportExtension,
): string {
  return `${name.toLowerCase().replace(/[^a-z0-9]/g, '-')}${extension}`;
}

/**
 * The building export: the space, then each floor (numeric order) with its POIs.
 * Connectors (type 'None') are left out. Floors are those of `floorNumbers`
 * (every floor, also those without POIs) plus any floor a POI names.
 */
export function buildBuildingExport(
  space: Space,
  pois: readonly Poi[],
  floorNumbers: readonly string[] = [],
): BuildingExport {
  const byFloor = new Map<string, ExportedPoi[]>();
  for (const floor of floorNumbers) byFloor.set(floor, []);
  for (const poi of pois) {
    if (poi.pois_type === ConnectorType) continue;
    const list = byFloor.get(poi.floor_number) ?? [];
    list.push({
      name: poi.name,
      description: poi.description,
      puid: poi.puid,
      pois_type: poi.pois_type,
      coordinates_lat: poi.coordinates_lat,
      coordinates_lon: poi.coordinates_lon,
      is_building_entrance: poi.is_building_entrance,
      overwrite: ImportExportConstants.defaultOverwrite,
      ...(poi.external_id ? { external_id: poi.external_id } : {}),
    });
    byFloor.set(poi.floor_number, list);
  }
  return {
    buid: space.buid,
    name: space.name,
    description: space.description,
    coordinates_lat: space.coordinates_lat,
    coordinates_lon: space.coordinates_lon,
    floors: [...byFloor.keys()]
      .sort(compareFloorNumbers)
      .map((floor_number) => ({ floor_number, pois: byFloor.get(floor_number) ?? [] })),
  };
}

/** The campus export (docs/import-export.md#campus-export): name, description, buids. */
export function buildCampusExport(campus: Campus): CampusExport {
  return { name: campus.name, description: campus.description, buids: [...campus.buids] };
}

/** The text of an export file: indented JSON, so it can be edited by hand. */
export const exportFileText = (value: BuildingExport | CampusExport): string =>
  `${JSON.stringify(value, null, 2)}\n`;
