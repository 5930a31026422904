/**
 * How the browser tests (and a person with the browser's tools) know that the route
 * is on screen: once the map has drawn a frame with the route's line on a floor, the page gets this
 * performance mark and the map's element the floor's number in data-route-drawn.
 */
export const RouteDrawnHook = {
  /** performance.mark name, set each time a floor's route line has been drawn. */
  mark: 'route-drawn',
} as const;
