/** Geometry on the ground. */
export const GeoConstants = {
  /**
   * The sphere distances are measured on (haversine): the product's documented earth
   * radius (see docs/audit.md#distances).
   */
  earthRadiusM: 6_371_000,
} as const;
