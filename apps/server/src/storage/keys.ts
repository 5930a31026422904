/** Storage keys in one place, so the layout of the object store is documented by code. */
export const floorPlanKey = (buid: string, floorNumber: number) =>
  `floorplans/${buid}/${floorNumber}/plan.png`;
export const floorTilesPrefix = (buid: string, floorNumber: number) =>
  `floortiles/${buid}/${floorNumber}`;
