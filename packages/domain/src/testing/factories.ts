import type { Connection } from '../api/connections.js';
import type { Floor } from '../model/floor.js';
import type { PoiWithAssetDetails } from '../model/poi-wire.js';
import type { Space } from '../model/space.js';

/** A space as the server sends it: building_1, published, owned by user_1. */
export function makeSpace(overrides: Partial<Space> = {}): Space {
  return {
    buid: 'building_1',
    name: 'Main Library',
    description: 'Four floors of books',
    bucode: 'LIB',
    space_type: 'building',
    type: 'library',
    is_published: 'true',
    url: '-',
    address: '-',
    coordinates_lat: '57.0501',
    coordinates_lon: '21.0102',
    co_owners: [],
    owner_id: 'owner_1',
    assigned_auditors: [],
    ...overrides,
  };
}

/**
 * A POI as the server sends it to a caller who may see its asset details, on floor 0 of
 * building_1 (redactAssetDetails of it is what everyone else gets).
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
    coordinates_lat: '57.0505',
    coordinates_lon: '21.0105',
    url: '',
    image: '',
    owner_id: 'user_1',
    manufacturer: 'Acme',
    modelNumber: '',
    serialNumber: '',
    purchaseDate: '',
    price: null,
    quantity: 1,
    link: '',
    tags: [],
    warranty: { scope: '', expirationDate: '', isLifetime: false },
    last_audit: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A floor of building_1 as the server sends it: published, unnamed, without a plan. */
export function makeFloor(floor_number = '0', overrides: Partial<Floor> = {}): Floor {
  return {
    buid: 'building_1',
    floor_number,
    floor_name: '',
    description: '',
    is_published: 'true',
    ...overrides,
  };
}

/**
 * A published hallway edge on floor 0 of building_1 as the server sends it, from poi_1 to
 * poi_2.
 */
export function makeConnection(overrides: Partial<Connection> = {}): Connection {
  return {
    cuid: 'conn_1',
    buid: 'building_1',
    buid_a: 'building_1',
    buid_b: 'building_1',
    floor_a: '0',
    floor_b: '0',
    pois_a: 'poi_1',
    pois_b: 'poi_2',
    weight: '4',
    is_published: 'true',
    edge_type: 'hallway',
    owner_id: 'user_1',
    ...overrides,
  };
}
