import type {
  IMDF_ACCESSIBILITY_CATEGORIES,
  IMDF_OPENING_CATEGORIES,
  IMDF_UNIT_CATEGORIES,
} from '../imdf/categories.js';

/** A WGS84 position as GeoJSON writes it: longitude, then latitude (degrees). */
export type LonLat = [number, number];

/** A room of a floor, an IMDF unit (see docs/rooms.md#the-data). */
export interface Unit {
  /** A UUID. */
  id: string;
  buid: string;
  floorNumber: number;
  name: string;
  category: (typeof IMDF_UNIT_CATEGORIES)[number];
  accessibility?: (typeof IMDF_ACCESSIBILITY_CATEGORIES)[number][];
  /** The outline, closed: the last position repeats the first. */
  polygon: LonLat[];
}

/** A door or other way through a room's wall, an IMDF opening (see docs/rooms.md#the-data). */
export interface Opening {
  /** A UUID. */
  id: string;
  buid: string;
  floorNumber: number;
  /** The room whose wall it is in, when its editor says so. */
  unitId?: string;
  category: (typeof IMDF_OPENING_CATEGORIES)[number];
  line: [LonLat, LonLat];
}

/** Why a room or door breaks a rule: `rule` is a stable id, `message` for the user. */
export interface RoomProblem {
  rule:
    | 'unit.closed'
    | 'unit.position'
    | 'unit.corners'
    | 'unit.self-intersection'
    | 'unit.overlap'
    | 'opening.position'
    | 'opening.ends'
    | 'opening.on-boundary'
    | 'opening.unit'
    | 'id.unique';
  message: string;
  /** The corner (from 1) the message names, when it names one. */
  corner?: number;
  unitId?: string;
  openingId?: string;
}
