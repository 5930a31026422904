/**
 * How the ACCES map is painted (the product's own values; which colour an error gets is the
 * domain's AccesColourRule, see docs/wifi-layers.md#acces-map).
 */
export const AccesPaint = {
  /** Circles of neighbouring grid points overlap a little: the fill stays see-through. */
  fillOpacity: 0.35,
  strokeOpacity: 0.8,
  /** The survey-next route: a dashed line in walking order between numbered discs. */
  surveyNextLine: { color: '#1e3a8a', width: 3, opacity: 0.9, dash: [2, 1.5] },
} as const;
