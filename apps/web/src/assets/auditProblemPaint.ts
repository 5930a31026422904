/** The ring of a POI whose last audit found a problem (AuditProblemRings). */
export const AuditProblemPaint = {
  colour: '#b02a37',
  fillOpacity: 0.18,
  radius: 17,
  strokeWidth: 3,
  /** Up to the pin's head: pins stand on their tip, about 30 px tall. */
  liftPx: -16,
} as const;
