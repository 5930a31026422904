/** Storage keys in one place, so the layout of the object store is documented by code. */
export const floorPlansPrefix = (buid: string) => `floorplans/${buid}`;
export const floorPlanKey = (buid: string, floorNumber: number) =>
  `${floorPlansPrefix(buid)}/${floorNumber}/plan.png`;
export const floorTilesSpacePrefix = (buid: string) => `floortiles/${buid}`;
export const floorTilesPrefix = (buid: string, floorNumber: number) =>
  `${floorTilesSpacePrefix(buid)}/${floorNumber}`;
