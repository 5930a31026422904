/** POIs and the connections between them: see docs/pois-and-navigation.md. */

/** What a POI and a connection get when their file or form leaves it out (see docs/pois-and-navigation.md#poi-fields). */
export const PoiConstants = {
  defaultQuantity: 1,
  /** A connection's edge type (see docs/pois-and-navigation.md#connections). */
  defaultEdgeType: 'hallway',
} as const;

/**
 * POI form rules (see docs/pois-and-navigation.md#poi-fields): price from 0 in steps of
 * 0.01 and quantity from 1 are the product's documented rules; the quantity cap is the
 * server's.
 */
export const PoiFormRules = {
  priceStep: 0.01,
  priceDecimals: 2,
  minQuantity: 1,
  maxQuantity: 1_000_000,
} as const;
