/**
 * The ACCES map's colour rule (docs/positioning.md#acces-the-accuracy-map): a value in metres
 * above 60 is red, above 30 orange, above 15 amber, above 10 pale yellow, above 5 light
 * green, otherwise green; a value that is not a number, not finite or negative is black.
 */
export const AccesColourRule = {
  /** Colours from the largest errors down; each band holds values above `aboveM`. */
  bands: [
    { colour: 'red', hex: '#e53935', aboveM: 60, upToM: null },
    { colour: 'orange', hex: '#fb8c00', aboveM: 30, upToM: 60 },
    { colour: 'amber', hex: '#ffb300', aboveM: 15, upToM: 30 },
    { colour: 'pale-yellow', hex: '#fff59d', aboveM: 10, upToM: 15 },
    { colour: 'light-green', hex: '#aed581', aboveM: 5, upToM: 10 },
    { colour: 'green', hex: '#2e7d32', aboveM: 0, upToM: 5 },
  ],
  /** Invalid or negative values. */
  invalid: { colour: 'black', hex: '#000000' },
} as const;

export type AccesBand = (typeof AccesColourRule.bands)[number];
export type AccesColour = AccesBand['colour'] | typeof AccesColourRule.invalid.colour;

/** The band a value falls in (green includes 0); null for an invalid or negative value. */
export function accesBandOf(valueM: number): AccesBand | null {
  if (!Number.isFinite(valueM) || valueM < 0) return null;
  const bands = AccesColourRule.bands;
  for (const band of bands) if (valueM > band.aboveM) return band;
  return bands[bands.length - 1] as AccesBand;
}

/** The colour of an ACCES value in metres. */
export function accesColour(valueM: number): AccesColour {
  return accesBandOf(valueM)?.colour ?? AccesColourRule.invalid.colour;
}
