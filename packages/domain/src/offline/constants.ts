import { MapDefaults } from '../map/constants.js';

/**
 * The installable app's offline support (docs/offline.md): the service worker, the
 * caches it keeps and what is saved on the device when an auditor opens a route.
 */
export const OfflineConstants = {
  /** The service worker's script, at the site root so that its scope is the whole app. */
  serviceWorkerPath: '/sw.js',
  /** The web app manifest the browser installs the app from. */
  manifestPath: '/manifest.webmanifest',
  /** The app's page; every page of the single-page app is this one document. */
  shellPath: '/index.html',
  /** The shell of one build (page, scripts, styles, icons), named after the build. */
  shellCachePrefix: 'planner-shell-',
  /** API answers and floor-plan tiles of the signed-in account; emptied at sign-out. */
  dataCache: 'planner-data',
  /** Request bodies of reads longer than this are not kept (a read names a building and a floor). */
  maxKeyedBodyChars: 2_000,
  /** Floor-plan tiles saved for a route: from this zoom (the building fills a phone's screen)… */
  planTileMinZoom: 16,
  /** …up to the deepest zoom the map asks tiles for. */
  planTileMaxZoom: MapDefaults.tileMaxZoom,
  /** At most this many tiles per floor: the deepest zooms are left out first. */
  maxPlanTiles: 800,
  /** Tiles fetched side by side while a route is saved. */
  tileFetchConcurrency: 4,
  /** Build chunks not kept for offline use: spreadsheet export needs the server anyway. */
  onlineOnlyChunks: ['exceljs'],
} as const;
