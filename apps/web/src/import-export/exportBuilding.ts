import {
  buildBuildingExport,
  buildBuildingGeoJson,
  connectionSpaceAll,
  exportFileName,
  exportFileText,
  floorAll,
  ImportExportConstants,
  poisSpaceAll,
  type Space,
} from '@indoor/domain';
import { callApi } from '../api/client';
import { saveFile } from '../assets/downloads';

/**
 * The building export (docs/import-export.md#json-export): saved as {name}.txt; answers the file
 * name.
 */
export async function exportBuildingJson(space: Space): Promise<string> {
  const [{ floors }, { pois }] = await Promise.all([
    callApi(floorAll, { body: { buid: space.buid } }),
    callApi(poisSpaceAll, { body: { buid: space.buid } }),
  ]);
  const file = buildBuildingExport(
    space,
    pois,
    floors.map((floor) => floor.floor_number),
  );
  const fileName = exportFileName(space.name);
  saveFile(new Blob([exportFileText(file)], { type: 'text/plain;charset=utf-8' }), fileName);
  return fileName;
}

/** The building as GeoJSON (RFC 7946), saved as {name}.geojson; answers the file name. */
export async function exportBuildingGeoJson(space: Space): Promise<string> {
  const body = { buid: space.buid };
  const [{ floors }, { pois }, { connections }] = await Promise.all([
    callApi(floorAll, { body }),
    callApi(poisSpaceAll, { body }),
    callApi(connectionSpaceAll, { body }),
  ]);
  const collection = buildBuildingGeoJson({ space, floors, pois, connections });
  const fileName = exportFileName(space.name, ImportExportConstants.geoJsonExtension);
  saveFile(
    new Blob([`${JSON.stringify(collection)}\n`], { type: 'application/geo+json' }),
    fileName,
  );
  return fileName;
}
