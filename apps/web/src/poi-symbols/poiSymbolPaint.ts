/**
 * The POI symbols of the planner's and the viewer's maps: one sprite of type icons drawn
 * as MapLibre symbol layers, with the names as labels from close zoom
 * (see docs/pois-and-navigation.md#poi-symbols).
 */
export const PoiSymbolPaint = {
  /** Names are drawn as labels from this zoom on, where labels that collide are left out. */
  labelMinZoom: 20,
  /** Font size of a label in CSS pixels, and the widest label before it is cut with an ellipsis. */
  labelFontPx: 12,
  labelMaxWidthPx: 140,
  /** A press that moves less than this (pixels) before it is released is a click, not a drag. */
  dragThresholdPx: 4,
  /** Colours of the pins by POI type (the glyph inside is white). */
  typeColours: {
    'Disabled Toilets': '#1d4ed8',
    Elevator: '#0f766e',
    Entrance: '#15803d',
    'Fire Extinguisher': '#dc2626',
    'First Aid/AED': '#be123c',
    Kitchen: '#c2410c',
    Office: '#4338ca',
    Ramp: '#0e7490',
    Room: '#6d28d9',
    'Security/Guard': '#334155',
    Stair: '#a16207',
    Toilets: '#2563eb',
    Other: '#6b7280',
  },
  /** Colour of a connector's dot, and of a building entrance whatever its type. */
  connectorColour: '#7c3aed',
  entranceColour: '#15803d',
  /** Label text and the halo that keeps it readable over any plan. */
  labelColour: '#111827',
  labelHalo: '#ffffff',
} as const;
