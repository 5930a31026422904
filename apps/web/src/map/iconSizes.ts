/** Sizes in CSS pixels of the marker and symbol icons of the planner's and the viewer's maps. */
export const IconSizes = {
  buildingMarker: { width: 54, height: 54 },
  viewerBuildingMarker: { width: 27.5, height: 40 },
  /** The icon in a building's label at the edge of its drawn plan. */
  buildingLabelIcon: { width: 16, height: 16 },
  spaceIcon: { width: 50, height: 50 },
  fingerprintMarker: { width: 25, height: 25 },
  userLocation: { width: 20, height: 20 },
  poi: { width: 21, height: 32 },
  selectedPoi: { width: 31, height: 48 },
  connector: { width: 21, height: 21 },
  selectedConnector: { width: 41, height: 41 },
  newPoi: { width: 32, height: 32 },
} as const;
