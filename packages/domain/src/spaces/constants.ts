/** Spaces (buildings and vessels): see docs/spaces-and-campuses.md. */

/** Lengths of a space's text fields (see docs/validation.md#field-limits). */
export const SpaceFieldLimits = {
  nameMaxLength: 256,
} as const;

/** Positions the planner sets by placing or dragging a marker are kept to 1 cm or so. */
export const PlacementConstants = {
  coordinateDecimals: 7,
} as const;
