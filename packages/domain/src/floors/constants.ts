/** Floors and their floor plans: see docs/floors-and-plans.md. */

/**
 * Placing a floor-plan overlay (see docs/floors-and-plans.md#floor-plan-placement): the
 * zooms are the product's documented ones (MapDefaults), the steps are the product's own.
 */
export const FloorPlanPlacementConstants = {
  /** Arrow keys move the overlay by this many screen pixels; with Shift by the fast step. */
  nudgePx: 2,
  fastNudgePx: 20,
  /** [ and ] rotate by this many degrees; with Shift by the fast step. */
  rotateStepDeg: 1,
  fastRotateStepDeg: 15,
  /** + and - scale the width by this factor; with Shift by the fast one. */
  scaleStep: 1.01,
  fastScaleStep: 1.1,
  /** A plan is never resized below this width on the ground. */
  minWidthM: 1,
  /** A typed width above this is refused: no building or vessel plan is wider. */
  maxWidthM: 5_000,
  /** A typed rotation further than this from 0 is refused before it is normalised. */
  maxTypedRotationDeg: 3_600,
  /** Plan tiles are requested from this zoom up to MapDefaults.tileMaxZoom. */
  tileMinZoom: 14,
  /** The placement's undo holds this many levels (see docs/floors-and-plans.md#floor-plan-placement). */
  overlayHistoryLevels: 1,
} as const;

/**
 * Replaced floor plans the server keeps, so an undo in the browser can make one live
 * again: the newest `keptPerFloor` of each floor, each for `keptForMs` after it was
 * replaced. Older ones go when another plan of the floor is set, and at start-up; all of
 * them go with their floor or space, and when the space is moved (their placement would
 * no longer fit). See docs/floors-and-plans.md#plan-versions.
 */
const KEPT_PLAN_DAYS = 30;
export const FloorPlanVersionConstants = {
  keptPerFloor: 10,
  keptForDays: KEPT_PLAN_DAYS,
  keptForMs: KEPT_PLAN_DAYS * 24 * 60 * 60 * 1000,
} as const;
