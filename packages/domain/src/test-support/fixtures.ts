/**
 * Test data shared by the domain's tests. Not part of the package: the index does not
 * export it, and the build leaves it out as it does the *.test.ts files.
 */
import type { PoiWithAssetDetails } from '../model/poi-wire.js';

/**
 * A POI as the server sends it to a caller who may see asset details: on floor 0 of
 * building_1, with its asset fields blank.
 */
export function makePoi(overrides: Partial<PoiWithAssetDetails> = {}): PoiWithAssetDetails {
  return {
    puid: 'poi_1',
    buid: 'building_1',
    floor_number: '0',
    floor_name: 'Ground',
    name: 'Boiler',
    description: '',
    pois_type: 'Other',
    pois_type2: 'Other',
    is_door: 'false',
    is_building_entrance: 'false',
    is_published: 'true',
    coordinates_lat: '35.14',
    coordinates_lon: '33.41',
    url: '',
    image: '',
    owner_id: 'owner-1',
    manufacturer: '',
    modelNumber: '',
    serialNumber: '',
    purchaseDate: '',
    price: null,
    quantity: 1,
    link: '',
    tags: [],
    warranty: { scope: '', expirationDate: '', isLifetime: false },
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}
