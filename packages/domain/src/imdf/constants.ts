/**
 * The numbers and names the IMDF validator works with (see docs/imdf.md#what-the-validator-checks).
 * Tolerances are in metres on the ground: an export rounds coordinates and snaps doors to
 * walls, so geometry that is right to a few centimetres must pass.
 */
export const ImdfConstants = {
  /** The only version IMDF 1.0 allows in manifest.json. */
  version: '1.0.0',
  manifestFile: 'manifest.json',
  /** Feature files are `<feature_type>.geojson`. */
  featureFileSuffix: '.geojson',
  /** Files every archive of a building holds. */
  requiredFeatureTypes: ['address', 'venue', 'building', 'footprint', 'level'],
  /** Feature types read but only checked as GeoJSON features (docs/imdf.md#what-it-does-not-check). */
  uncheckedFeatureTypes: [
    'detail',
    'fixture',
    'geofence',
    'kiosk',
    'occupant',
    'relationship',
    'section',
  ],
  /** An opening lies on a unit's boundary when every vertex is this close to one. */
  openingBoundaryToleranceM: 0.5,
  /** Two units of a level may share this much area (rounding along shared walls). */
  unitOverlapToleranceM2: 0.1,
  /** A unit may stick out of its level by this much area. */
  unitOutsideLevelToleranceM2: 0.1,
  /** A point this close to a polygon's boundary counts as inside it. */
  pointOnBoundaryToleranceM: 0.05,
} as const;
