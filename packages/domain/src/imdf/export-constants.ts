import type { ImdfVenueCategory } from './categories.js';

/** What the IMDF export writes where the product holds nothing (see docs/rooms.md#imdf-export). */
export const ImdfExportConstants = {
  language: 'en',
  generatedBy: 'indoor planner',
  /**
   * IMDF requires a country on the address and the product does not record one: ZZ is the
   * ISO 3166 user-assigned code that CLDR reads as "Unknown Region".
   */
  unknownCountry: 'ZZ',
  /** A space whose type names no IMDF venue category. */
  defaultVenueCategory: 'businesscampus' as ImdfVenueCategory,
  /** The venue reaches this many metres past the levels (and around the space's point). */
  venueMarginM: 2,
  /** A space with no floor to place: its venue and footprint are a square this wide (m). */
  emptySpaceSizeM: 10,
} as const;
