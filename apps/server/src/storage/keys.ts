/**
 * Storage keys in one place, so the layout of the object store is documented by code.
 * Plans and tiles are stored per content version: a new upload writes a new version
 * beside the old one, the database switches over, then the old version is removed.
 */
export const floorPlansPrefix = (buid: string) => `floorplans/${buid}`;
export const floorPlanFloorPrefix = (buid: string, floorNumber: number) =>
  `${floorPlansPrefix(buid)}/${floorNumber}`;
export const floorPlanKey = (buid: string, floorNumber: number, version: string) =>
  `${floorPlanFloorPrefix(buid, floorNumber)}/${version}`;
export const floorTilesSpacePrefix = (buid: string) => `floortiles/${buid}`;
export const floorTilesFloorPrefix = (buid: string, floorNumber: number) =>
  `${floorTilesSpacePrefix(buid)}/${floorNumber}`;
export const floorTilesVersionPrefix = (buid: string, floorNumber: number, version: string) =>
  `${floorTilesFloorPrefix(buid, floorNumber)}/${version}`;
export const floorTileKey = (
  buid: string,
  floorNumber: number,
  version: string,
  z: number,
  x: number,
  y: number,
) => `${floorTilesVersionPrefix(buid, floorNumber, version)}/${z}/${x}/${y}.png`;
