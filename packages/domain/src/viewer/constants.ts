/** The public viewer: see docs/pois-and-navigation.md#viewer. */

/** How the viewer frames a campus: all of its buildings, a little farther out than a single one. */
export const ViewerConstants = {
  campusFitPaddingPx: 80,
  campusFitMaxZoom: 18,
} as const;

/** Indoor navigation in the viewer (see docs/pois-and-navigation.md#routes). */
export const ViewerNavigationConstants = {
  /** Options listed by the POI search of the directions panel. */
  searchResultLimit: 8,
  /** Space kept around a route framed on its floor, beyond the panels over the map. */
  routeFitMarginPx: 24,
  /** The least width and height a framed route keeps; less, and the panels are not avoided. */
  routeFitMinFreePx: 120,
  /** A short route is framed no closer than this. */
  routeFitMaxZoom: 21,
} as const;
