/**
 * The audit-route tab's map: the 8 preview colours of a draft plan's routes (the product
 * documents how many, not which; these are chosen to stand apart on a floor plan).
 */
export const AuditRoutePaint = {
  previewColours: [
    '#e6194b',
    '#3cb44b',
    '#4363d8',
    '#f58231',
    '#911eb4',
    '#008080',
    '#9a6324',
    '#000075',
  ],
} as const;
