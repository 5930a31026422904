import { poiPosition } from '../geo/units.js';
import { unitOfPoint } from './rules.js';
import type { Unit } from './types.js';

/** The room a POI lies in, as POI answers name it (docs/rooms.md#pois-in-rooms). */
export interface RoomRef {
  id: string;
  name: string;
}

/** The POI fields that place it: its floor and its text coordinates. */
interface PlacedPoi {
  buid: string;
  floor_number: string;
  coordinates_lat: string;
  coordinates_lon: string;
}

const floorKey = (buid: string, floorNumber: number | string) => `${buid}\u0000${floorNumber}`;

/**
 * A finder of the room each POI lies in, over the rooms of any number of floors: a POI is
 * looked up among its own floor's rooms only (unitOfPoint: inside the outline, or on its
 * wall within the tolerance), and a POI without a valid position is in no room.
 */
export function poiRoomFinder(units: readonly Unit[]): (poi: PlacedPoi) => RoomRef | null {
  const byFloor = new Map<string, Unit[]>();
  for (const unit of units) {
    const key = floorKey(unit.buid, unit.floorNumber);
    const list = byFloor.get(key);
    if (list) list.push(unit);
    else byFloor.set(key, [unit]);
  }
  return (poi) => {
    const floorNumber = Number(poi.floor_number);
    if (!Number.isInteger(floorNumber)) return null;
    const candidates = byFloor.get(floorKey(poi.buid, floorNumber));
    if (!candidates) return null;
    const position = poiPosition(poi);
    if (!position) return null;
    const unit = unitOfPoint(candidates, position.lat, position.lon);
    return unit ? { id: unit.id, name: unit.name } : null;
  };
}
