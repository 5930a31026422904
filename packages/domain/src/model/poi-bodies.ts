import type { z } from 'zod';
import type { LatLng } from '../geo/coordinates.js';
import { PoiMessages } from '../pois/messages.js';
import { isNearFloor, type poiAddBodySchema, type poiUpdateBodySchema } from './poi-input.js';
import { hasAssetDetails, type Poi } from './poi-wire.js';

/** The add and update bodies as the client sends them (before the server's parsing). */
export type PoiAddRequest = z.input<typeof poiAddBodySchema>;
export type PoiUpdateRequest = z.input<typeof poiUpdateBodySchema>;

/**
 * Every field a user can change on a POI, copied from its wire form. Asset details come
 * along only when the POI carries them: a body never blanks what its reader was not shown.
 */
function editableFields(poi: Poi) {
  return {
    floor_name: poi.floor_name,
    name: poi.name,
    description: poi.description,
    pois_type: poi.pois_type,
    pois_type2: poi.pois_type2,
    is_door: poi.is_door,
    is_building_entrance: poi.is_building_entrance,
    is_published: poi.is_published,
    coordinates_lat: poi.coordinates_lat,
    coordinates_lon: poi.coordinates_lon,
    url: poi.url,
    image: poi.image,
    ...(hasAssetDetails(poi)
      ? {
          manufacturer: poi.manufacturer,
          modelNumber: poi.modelNumber,
          serialNumber: poi.serialNumber,
          purchaseDate: poi.purchaseDate,
          price: poi.price,
          quantity: poi.quantity,
          link: poi.link,
          tags: [...poi.tags],
          warranty: { ...poi.warranty },
        }
      : {}),
  };
}

/** The add body that recreates a deleted POI as it was (undoing a delete). */
export function poiToAddBody(poi: Poi): PoiAddRequest {
  return { buid: poi.buid, floor_number: poi.floor_number, ...editableFields(poi) };
}

/** The update body that puts every editable field of a POI back as it was (undoing an edit). */
export function poiToUpdateBody(poi: Poi): PoiUpdateRequest {
  return { puid: poi.puid, buid: poi.buid, ...editableFields(poi) };
}

/** The update body of a POI dragged to a new position; coordinates travel as text. */
export function poiMoveBody(poi: Pick<Poi, 'puid' | 'buid'>, lat: number, lon: number) {
  return {
    puid: poi.puid,
    buid: poi.buid,
    coordinates_lat: String(lat),
    coordinates_lon: String(lon),
  } satisfies PoiUpdateRequest;
}

/** The parts of a floor the placement check reads: its plan bounds as wire text. */
export interface FloorBoundsText {
  bottom_left_lat?: string | undefined;
  bottom_left_lng?: string | undefined;
  top_right_lat?: string | undefined;
  top_right_lng?: string | undefined;
}

/**
 * docs/pois-and-navigation.md#adding-a-poi: a new POI marker can be placed only near the selected
 * floor's building (within 0.001° outside the floor's bounds). Answers the warning to show, or null
 * when the position is fine.
 */
export function poiPlacementProblem(
  buid: string | null,
  floor: FloorBoundsText | null,
  position: LatLng,
): string | null {
  if (!buid) return PoiMessages.noBuildingRefresh;
  if (!floor) return PoiMessages.noSelectedFloor;
  const bounds = {
    bottom_left_lat: Number(floor.bottom_left_lat),
    bottom_left_lng: Number(floor.bottom_left_lng),
    top_right_lat: Number(floor.top_right_lat),
    top_right_lng: Number(floor.top_right_lng),
  };
  const known = [
    floor.bottom_left_lat,
    floor.bottom_left_lng,
    floor.top_right_lat,
    floor.top_right_lng,
  ];
  if (
    known.some((value) => value === undefined || value.trim() === '') ||
    Object.values(bounds).some((n) => !Number.isFinite(n))
  ) {
    return PoiMessages.floorCoordinatesNotFound;
  }
  return isNearFloor(bounds, position.lat, position.lon) ? null : PoiMessages.tooFar;
}
