/** The installable app and its offline use (docs/offline.md). */
export const OfflineMessages = {
  /** The web app manifest: the app's name on the home screen and in the app list. */
  appName: 'Indoor planner',
  appShortName: 'Planner',
  appDescription:
    'Indoor-mapping planner: spaces, floor plans, points of interest and audit routes.',
  keepingRoute: (done: number, total: number) =>
    `Keeping this route on the device for use offline… ${done} of ${total} floor-plan tiles`,
  routeKept:
    'Kept on this device: this route, its POIs and its floor plan open without a connection. Results recorded offline are sent once the connection is back.',
  routeKeptWithoutPlan:
    'Kept on this device: this route and its POIs open without a connection (its floor has no plan). Results recorded offline are sent once the connection is back.',
  routePartlyKept: (missing: number) =>
    `${missing} floor-plan tiles could not be kept on this device: without a connection those parts of the plan stay blank.`,
  routeNotKept:
    'This route could not be kept on this device whole (the server could not be reached): it may not open without a connection. Open it again once connected.',
  offlineUnavailable:
    'This browser cannot keep the app for use offline here: that needs the app opened over https (or on localhost). Results recorded without a connection are still kept until they are sent.',
} as const;
