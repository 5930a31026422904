/**
 * POI types (docs/pois-and-navigation.md#poi-types); Elevator, Entrance and Stair carry disenable
 * 'true'.
 */
export const PoiTypes = [
  'Disabled Toilets',
  'Elevator',
  'Entrance',
  'Fire Extinguisher',
  'First Aid/AED',
  'Kitchen',
  'Office',
  'Ramp',
  'Room',
  'Security/Guard',
  'Stair',
  'Toilets',
  'Other',
] as const;
export type PoiType = (typeof PoiTypes)[number];

/** The type of a connector: a POI with type 'None', name and description 'Connector'. */
export const ConnectorType = 'None';
/**
 * The name and description every connector is stored with (docs/pois-and-navigation.md#connectors).
 */
export const ConnectorName = 'Connector';

const floorChangingTypes: ReadonlySet<string> = new Set(['Elevator', 'Entrance', 'Stair']);
export function poiTypeDisenable(type: string): 'true' | 'false' {
  return floorChangingTypes.has(type) ? 'true' : 'false';
}

export interface Warranty {
  scope: string;
  expirationDate: string;
  isLifetime: boolean;
}
