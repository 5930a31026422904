import {
  ConnectorName,
  ConnectorType,
  haversineMetres,
  type LatLng,
  type PoiAddBody,
  PoiConstants,
  parseOptionalNumber,
} from '@indoor/domain';
import type { NewConnection, NewPoi } from '../schema.js';

/** What a new POI is made of: an added POI's body, an archived POI or a demo POI. */
export type NewPoiFields = Pick<PoiAddBody, 'floor_number' | 'name' | 'pois_type'> &
  Partial<
    Pick<
      PoiAddBody,
      | 'floor_name'
      | 'description'
      | 'pois_type2'
      | 'is_door'
      | 'is_building_entrance'
      | 'is_published'
      | 'x'
      | 'y'
      | 'url'
      | 'image'
      | 'manufacturer'
      | 'modelNumber'
      | 'serialNumber'
      | 'purchaseDate'
      | 'price'
      | 'quantity'
      | 'link'
      | 'tags'
      | 'warranty'
      | 'external_id'
    >
  > & {
    /** Kept by a restore; a new POI gets the database's time. */
    createdAt?: string | undefined;
    updatedAt?: string | undefined;
  };

/**
 * The row of a new POI (added, restored, imported or loaded with the demo): a non-empty
 * custom type overrides the chosen type and pois_type2 mirrors it; a connector is named
 * and described as one; every missing field gets its default. The position has been
 * checked by the caller; `floorName` is used when the POI names no floor.
 */
export function newPoiRow(
  poi: NewPoiFields,
  target: LatLng & {
    puid: string;
    buid: string;
    ownerId: string;
    floorName: string;
  },
): NewPoi & { coordinates_lat: number; coordinates_lon: number } {
  const custom = poi.pois_type2?.trim() ?? '';
  const type = custom !== '' ? custom : poi.pois_type;
  const isConnector = type === ConnectorType;
  return {
    puid: target.puid,
    buid: target.buid,
    floor_number: poi.floor_number,
    floor_name: poi.floor_name ?? target.floorName,
    name: isConnector ? ConnectorName : poi.name,
    description: isConnector ? ConnectorName : (poi.description ?? ''),
    pois_type: type,
    pois_type2: isConnector ? '' : type,
    is_door: poi.is_door ?? false,
    is_building_entrance: poi.is_building_entrance ?? false,
    is_published: poi.is_published ?? true,
    coordinates_lat: target.lat,
    coordinates_lon: target.lon,
    x: parseOptionalNumber(poi.x),
    y: parseOptionalNumber(poi.y),
    url: poi.url ?? '',
    image: poi.image ?? '',
    owner_id: target.ownerId,
    manufacturer: poi.manufacturer ?? '',
    model_number: poi.modelNumber ?? '',
    serial_number: poi.serialNumber ?? '',
    purchase_date: poi.purchaseDate ? poi.purchaseDate : null,
    price: poi.price ?? null,
    quantity: poi.quantity ?? PoiConstants.defaultQuantity,
    link: poi.link ?? '',
    tags: poi.tags ?? [],
    warranty: poi.warranty ? JSON.stringify(poi.warranty) : null,
    external_id: poi.external_id ? poi.external_id : null,
    ...(poi.createdAt ? { created_at: poi.createdAt } : {}),
    ...(poi.updatedAt ? { updated_at: poi.updatedAt } : {}),
  };
}

/** One end of a new connection, as its POI row has it. */
export interface ConnectionEnd {
  puid: string;
  floor_number: number;
  coordinates_lat: number;
  coordinates_lon: number;
}

/**
 * The row of a new connection between two POIs of one space: its weight is their
 * distance in metres; published and a hallway unless told otherwise.
 */
export function newConnectionRow(
  a: ConnectionEnd,
  b: ConnectionEnd,
  target: {
    cuid: string;
    buid: string;
    ownerId: string;
    isPublished?: boolean | undefined;
    edgeType?: string | undefined;
  },
): NewConnection {
  return {
    cuid: target.cuid,
    buid: target.buid,
    buid_a: target.buid,
    buid_b: target.buid,
    floor_a: a.floor_number,
    floor_b: b.floor_number,
    pois_a: a.puid,
    pois_b: b.puid,
    weight: haversineMetres(
      { lat: a.coordinates_lat, lon: a.coordinates_lon },
      { lat: b.coordinates_lat, lon: b.coordinates_lon },
    ),
    is_published: target.isPublished ?? true,
    edge_type: target.edgeType || PoiConstants.defaultEdgeType,
    owner_id: target.ownerId,
  };
}
