import {
  type AuditResult,
  type Poi,
  type PoiWithAssetDetails,
  redactAssetDetails,
  toWireBoolean,
} from '@indoor/domain';
import type { JsonRow } from '../db/repositories/json-rows.js';
import type { PoiRow } from '../db/schema.js';

interface StoredWarranty {
  scope?: string;
  expirationDate?: string;
  isLifetime?: boolean;
}

const iso = (value: Date | string) =>
  (value instanceof Date ? value : new Date(value)).toISOString();

type StoredPoi = PoiRow | JsonRow<PoiRow>;

/**
 * The one place a stored POI becomes its wire form (docs/pois-and-navigation.md#poi-fields), asset
 * details included: only for callers who may see them (the asset register, the space's editors);
 * every answer to a reader goes through poiToReaderWire.
 */
export function poiToWire(row: StoredPoi): PoiWithAssetDetails {
  const warranty = (row.warranty ?? {}) as StoredWarranty;
  const poi: PoiWithAssetDetails = {
    puid: row.puid,
    buid: row.buid,
    floor_number: String(row.floor_number),
    floor_name: row.floor_name,
    name: row.name,
    description: row.description,
    pois_type: row.pois_type,
    pois_type2: row.pois_type2,
    is_door: toWireBoolean(row.is_door),
    is_building_entrance: toWireBoolean(row.is_building_entrance),
    is_published: toWireBoolean(row.is_published),
    coordinates_lat: String(row.coordinates_lat),
    coordinates_lon: String(row.coordinates_lon),
    url: row.url,
    image: row.image,
    owner_id: row.owner_id,
    manufacturer: row.manufacturer,
    modelNumber: row.model_number,
    serialNumber: row.serial_number,
    purchaseDate: row.purchase_date ?? '',
    price: row.price,
    quantity: row.quantity,
    link: row.link,
    tags: row.tags,
    warranty: {
      scope: warranty.scope ?? '',
      expirationDate: warranty.expirationDate ?? '',
      isLifetime: warranty.isLifetime ?? false,
    },
    last_audit:
      row.last_audit_at && row.last_audit_result
        ? {
            date: iso(row.last_audit_at),
            result: row.last_audit_result as AuditResult,
            auditor: row.last_audit_by ?? '',
          }
        : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
  if (row.external_id) poi.external_id = row.external_id;
  if (row.x !== null) poi.x = String(row.x);
  if (row.y !== null) poi.y = String(row.y);
  return poi;
}

/**
 * A stored POI as one reader gets it: with its asset details when `seesAssetDetails`
 * (canSeeAssetDetails of the POI's space), else without them (redactAssetDetails).
 */
export function poiToReaderWire(row: StoredPoi, seesAssetDetails: boolean): Poi {
  const poi = poiToWire(row);
  return seesAssetDetails ? poi : redactAssetDetails(poi);
}
