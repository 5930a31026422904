/**
 * MAC addresses as the vendor lookup reads them. The IEEE registry assigns blocks of
 * 24 bits (MA-L), 28 bits (MA-M) and 36 bits (MA-S); the longest match names the maker.
 */

/** The 12 hex digits of a MAC written with ':', '-', '.' or nothing between them (uppercase), or null. */
export function macHexDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!/^[0-9A-Fa-f]{2}([:-]?)[0-9A-Fa-f]{2}(\1[0-9A-Fa-f]{2}){4}$/.test(trimmed)) {
    if (!/^[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}$/.test(trimmed)) return null;
  }
  return trimmed.replace(/[:.-]/g, '').toUpperCase();
}

/**
 * Whether a MAC is locally administered (the second-least-significant bit of its first
 * octet is set): phones randomise their MACs this way, and such addresses belong to no maker.
 */
export const isLocallyAdministeredMac = (digits: string): boolean =>
  (Number.parseInt(digits.slice(0, 2), 16) & 0b10) !== 0;

/** The registry prefixes to try for a MAC's digits, longest (MA-S) first. */
export const vendorPrefixes = (digits: string): string[] => [
  digits.slice(0, 9),
  digits.slice(0, 7),
  digits.slice(0, 6),
];
