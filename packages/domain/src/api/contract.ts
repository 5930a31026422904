import { accessPointsFloor, accessPointsIds, radioHeatmapPoi } from './access-points.js';
import { assetRegister } from './assets.js';
import {
  auditRouteCreate,
  auditRouteDelete,
  auditRouteGet,
  auditRouteRecordResult,
  auditRouteResultsCsv,
  auditRouteResultsXlsx,
  auditRoutesList,
  auditRouteUpdate,
} from './audit.js';
import { spaceRestore } from './backup.js';
import { campusAdd, campusDelete, campusGet, campusUpdate, campusUser } from './campuses.js';
import { getClientConfig } from './config.js';
import {
  connectionAdd,
  connectionDelete,
  connectionFloorAll,
  connectionSpaceAll,
} from './connections.js';
import type { Endpoint } from './endpoint.js';
import {
  floorAdd,
  floorAll,
  floorDelete,
  floorPlanBase64,
  floorPlansBase64All,
  floorPlanUpload,
  floorTile,
  floorUpdate,
} from './floors.js';
import { navigationRoute, navigationRouteCoordinates, spaceGraphIssues } from './navigation.js';
import { poisAdd, poisDelete, poisFloorAll, poisSearch, poisSpaceAll, poisUpdate } from './pois.js';
import {
  heatmapFloorAverage,
  heatmapFloorAverageTiles,
  heatmapFloorAverageTimestamp,
  heatmapFloorAverageTimestampTiles,
  radiomapDelete,
  radiomapDeleteBbox,
  radiomapDeleteBboxTime,
  radiomapDeleteTime,
  radiomapFingerprintsGrid,
  radiomapFingerprintsTile,
  radiomapFloors,
  radiomapTime,
  radiomapUpload,
} from './radio.js';
import { shortLinkCreate } from './sharing.js';
import {
  spaceAccessible,
  spaceAdd,
  spaceAssignedAuditors,
  spaceDelete,
  spaceGet,
  spaceMove,
  spacePublic,
  spaceSearch,
  spaceUpdate,
} from './spaces.js';
import { getHealth, getVersion } from './system.js';
import {
  authUsersRole,
  permissionsUsers,
  userLogin,
  userLoginGoogle,
  userRefresh,
  userRegister,
} from './users.js';

/** Every endpoint of the product. The server registers exactly these; tests sweep them. */
export const contract = {
  getVersion,
  getHealth,
  getClientConfig,
  spacePublic,
  spaceAdd,
  spaceGet,
  spaceUpdate,
  spaceMove,
  spaceDelete,
  spaceAccessible,
  spaceSearch,
  spaceAssignedAuditors,
  campusAdd,
  campusGet,
  campusUpdate,
  campusDelete,
  campusUser,
  shortLinkCreate,
  poisSearch,
  poisAdd,
  poisUpdate,
  poisDelete,
  poisFloorAll,
  poisSpaceAll,
  assetRegister,
  connectionAdd,
  connectionDelete,
  connectionFloorAll,
  connectionSpaceAll,
  navigationRoute,
  navigationRouteCoordinates,
  spaceGraphIssues,
  floorAll,
  floorAdd,
  floorUpdate,
  floorDelete,
  floorPlanBase64,
  floorPlansBase64All,
  floorPlanUpload,
  floorTile,
  radiomapUpload,
  radiomapFloors,
  radiomapDelete,
  radiomapTime,
  heatmapFloorAverage,
  heatmapFloorAverageTimestamp,
  spaceRestore,
  userRegister,
  userLogin,
  userRefresh,
  userLoginGoogle,
  permissionsUsers,
  authUsersRole,
  radiomapFingerprintsGrid,
  radiomapFingerprintsTile,
  heatmapFloorAverageTiles,
  heatmapFloorAverageTimestampTiles,
  radiomapDeleteBbox,
  radiomapDeleteBboxTime,
  radiomapDeleteTime,
  accessPointsFloor,
  accessPointsIds,
  radioHeatmapPoi,
  auditRoutesList,
  auditRouteCreate,
  auditRouteGet,
  auditRouteUpdate,
  auditRouteDelete,
  auditRouteRecordResult,
  auditRouteResultsCsv,
  auditRouteResultsXlsx,
} as const satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export const allEndpoints: readonly Endpoint[] = Object.values(contract);
