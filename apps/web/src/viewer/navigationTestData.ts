import { offsetByMetres, type Poi } from '@indoor/domain';
import { makePoi } from '../test/factories';

/** Test data of the viewer's directions: a small two-floor building. */
export const ORIGIN = { lat: 35.14475, lon: 33.41115 };

/** A POI of the building as the server sends it, `eastM` metres east of the origin. */
export function buildingPoi(
  puid: string,
  name: string,
  floor: number,
  eastM: number,
  overrides: Partial<Poi> = {},
): Poi {
  const { lat, lon } = offsetByMetres(ORIGIN, eastM, 0);
  return makePoi({
    puid,
    buid: 'b',
    floor_number: String(floor),
    floor_name: `Floor ${floor}`,
    name,
    description: '-',
    pois_type: 'Room',
    pois_type2: '',
    coordinates_lat: String(lat),
    coordinates_lon: String(lon),
    ...overrides,
  });
}

export const entrance = buildingPoi('entrance', 'Main Entrance', 0, 0, {
  pois_type: 'Entrance',
  description: 'Doors on the south side',
});
export const connector0 = buildingPoi('c0', 'Connector', 0, 10, { pois_type: 'None' });
export const stair0 = buildingPoi('stair0', 'West Stair', 0, 20, { pois_type: 'Stair' });
export const stair1 = buildingPoi('stair1', 'West Stair', 1, 20, { pois_type: 'Stair' });
export const lab = buildingPoi('lab', 'Computer Lab 1.08', 1, 32);
export const kitchen = buildingPoi('kitchen', 'Staff Kitchen', 1, 40, {
  pois_type: 'Kitchen',
  pois_type2: 'Tea point',
});
export const buildingPois = [entrance, connector0, stair0, stair1, lab, kitchen];

/** The route answer from the entrance to the lab, in walking order. */
export const entranceToLab = {
  num_of_pois: 5,
  pois: [entrance, connector0, stair0, stair1, lab].map((poi) => ({
    puid: poi.puid,
    buid: poi.buid,
    floor_number: poi.floor_number,
    lat: poi.coordinates_lat,
    lon: poi.coordinates_lon,
  })),
};
