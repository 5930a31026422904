/**
 * The planner's shell: alerts, the control-bar tabs and what the browser remembers between
 * visits (see docs/map-and-editor.md).
 */

/** How long alerts stay and fade (see docs/map-and-editor.md#alerts). */
export const Alerts = {
  autoHideMs: 5000,
  fadeMs: 500,
  infoAutoHideMs: 1500,
  selectSpaceWarningMs: 2000,
  fetchedInfoMs: 1500,
} as const;

/**
 * Control-bar tabs, numbered as the product documents them (tab 7 is the audit-route
 * planner; see docs/map-and-editor.md#control-bar-tabs).
 */
export const ControlTabs = [
  { number: 1, id: 'spaces', title: 'Spaces' },
  { number: 2, id: 'floors', title: 'Floors' },
  { number: 3, id: 'pois', title: 'POIs' },
  { number: 4, id: 'campuses', title: 'Campuses' },
  { number: 5, id: 'heatmaps', title: 'Heatmaps' },
  { number: 6, id: 'import-export', title: 'Import / Export' },
  { number: 7, id: 'audit-routes', title: 'Audit routes' },
  { number: 8, id: 'account', title: 'Account' },
] as const;
export type ControlTabId = (typeof ControlTabs)[number]['id'];
export const DefaultControlTab = 1;

/**
 * Local storage keys, named as Anyplace users' browsers already have them
 * (see docs/map-and-editor.md#remembered-state).
 */
export const StorageKeys = {
  lastBuilding: 'lastBuilding',
  lastFloor: 'lastFloor',
  lastPoi: 'lastPoi',
  lastCampus: 'lastCampus',
  lastSpace: 'lastSpace',
  logoutState: 'logoutState',
  radioHeatmapRSSMode: 'radioHeatmapRSSMode',
  fingerprintsMode: 'fingerprintsMode',
  APsMode: 'APsMode',
  connectionsMode: 'connectionsMode',
  POIsMode: 'POIsMode',
  fingerPrintsTimeMode: 'fingerPrintsTimeMode',
  /** The ACCES (localization accuracy) map's toggle, YES or NO. */
  localizationAccMode: 'localizationAccMode',
  previousMapTypeId: 'previousMapTypeId',
  mapType: 'mapType',
  welcomeSeen: 'welcomeSeen',
  /** The account whose API answers the app keeps for use offline (docs/offline.md). */
  offlineDataOwner: 'offlineDataOwner',
} as const;

/** Session storage keys: the map's view survives a reload of the tab. */
export const SessionStorageKeys = {
  mapCenter: 'mapCenter',
  mapZoom: 'mapZoom',
} as const;

export const CookieNames = { RSSClicked: 'RSSClicked' } as const;
