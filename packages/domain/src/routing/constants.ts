/**
 * Step-free wayfinding in the viewer: which POI types a route may change floors through
 * (see docs/pois-and-navigation.md#step-free-routes).
 */
export const StepFreeConstants = {
  /** A floor change is step-free only between two POIs of these types (a lift, a ramp). */
  verticalPoiTypes: ['Elevator', 'Ramp'],
  /** POIs of these types are never walked through on a step-free route. */
  stairPoiTypes: ['Stair'],
} as const;

/** How a route to a room ends (docs/pois-and-navigation.md#routes-to-rooms). */
export const RoomDestinationConstants = {
  /** The graph node of a door lies this close (metres) to the door's middle. */
  doorNodeReachM: 3,
} as const;
