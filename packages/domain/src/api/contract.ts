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
import {
  connectionAdd,
  connectionDelete,
  connectionFloorAll,
  connectionSpaceAll,
  navigationRoute,
  navigationRouteCoordinates,
  poisAdd,
  poisDelete,
  poisFloorAll,
  poisSpaceAll,
  poisUpdate,
  spaceGraphIssues,
} from './navigation.js';
import { poisSearch } from './pois.js';
import {
  heatmapFloorAverage,
  heatmapFloorAverageTimestamp,
  radiomapDelete,
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
