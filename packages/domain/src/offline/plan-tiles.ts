import { type GeoBox, type TileXYZ, tilesCovering } from '../geo/tiles.js';
import { OfflineConstants } from './constants.js';

/**
 * The tiles of a floor plan kept on the device for use offline: every zoom from
 * planTileMinZoom to planTileMaxZoom, shallow zooms first, as long as the total stays
 * within maxPlanTiles (a very large plan loses its deepest zooms, which the map then
 * draws enlarged from the deepest one kept).
 */
export function planTilesForOffline(plan: GeoBox): TileXYZ[] {
  const kept: TileXYZ[] = [];
  for (let z = OfflineConstants.planTileMinZoom; z <= OfflineConstants.planTileMaxZoom; z += 1) {
    const level = tilesCovering(plan, z);
    if (kept.length + level.length > OfflineConstants.maxPlanTiles) break;
    kept.push(...level);
  }
  return kept;
}
