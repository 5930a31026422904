/**
 * The demo building loaded on the product's first start: "Engineering Hall", three
 * floors, ~40 POIs with a navigation graph. Pure and deterministic; generate-demo.ts
 * writes it to apps/server/demo-data/.
 */

import {
  ConnectorName,
  ConnectorType,
  type IMDF_OPENING_CATEGORIES,
  type IMDF_UNIT_CATEGORIES,
  type PoiType,
  uuidV5,
} from '@indoor/domain';
import {
  CENTRE_LAT,
  CENTRE_LON,
  IMAGE_HEIGHT_PX,
  IMAGE_WIDTH_PX,
  imageCorners,
  planToLatLon,
} from './geo.js';
import {
  type AssetSpec,
  type Door,
  demoFloorLayouts,
  type FloorLayout,
  type Point,
  type Room,
  type RoomKind,
} from './layout.js';
import { rngFor } from './prng.js';

export type { FloorLayout } from './layout.js';
export { demoFloorLayouts } from './layout.js';

/** [longitude, latitude], GeoJSON order. */
export type LngLat = [number, number];

export interface DemoSpace {
  buid: string;
  name: string;
  description: string;
  bucode: string;
  space_type: 'building' | 'vessel';
  address: string;
  url: string;
  /** Centre of the footprint. */
  coordinates_lat: number;
  coordinates_lon: number;
}

export interface DemoFloor {
  floor_number: number;
  floor_name: string;
  description: string;
  /** File name of the floor plan next to demo-building.json, e.g. 'floor-0.png'. */
  image: string;
  width_px: number;
  height_px: number;
  /**
   * Where the image's corners lie on the map: top-left, top-right, bottom-right,
   * bottom-left. The image is rotated, so these are not an axis-aligned box; the
   * mapping from pixels is affine (top-left + px/width * (top-right - top-left) +
   * py/height * (bottom-left - top-left)).
   */
  corners: [LngLat, LngLat, LngLat, LngLat];
}

export interface DemoWarranty {
  scope: string;
  /** YYYY-MM-DD; empty when the warranty is lifetime. */
  expirationDate: string;
  isLifetime: boolean;
}

export interface DemoPoi {
  /** Stable id: poi_demo_<floor>_<slug>. */
  puid: string;
  floor_number: number;
  name: string;
  description: string;
  /** One of the POI types (docs/pois-and-navigation.md#poi-types), or 'None' for a connector. */
  pois_type: PoiType | typeof ConnectorType;
  /** True only for entrances. */
  is_building_entrance: boolean;
  coordinates_lat: number;
  coordinates_lon: number;
  /** Asset-register fields, present only on POIs that are (or hold) an asset. */
  manufacturer?: string;
  modelNumber?: string;
  serialNumber?: string;
  /** YYYY-MM-DD. */
  purchaseDate?: string;
  price?: number;
  quantity?: number;
  tags?: string[];
  warranty?: DemoWarranty;
}

/** An undirected navigation edge between two POIs (by puid). */
export interface DemoConnection {
  pois_a: string;
  pois_b: string;
}

/** A room of a floor plan, traced as a room of the product (an IMDF unit). */
export interface DemoUnit {
  /** Stable: a UUID derived from the floor and the layout's room id. */
  id: string;
  floor_number: number;
  name: string;
  category: (typeof IMDF_UNIT_CATEGORIES)[number];
  /** Closed outline, [lon, lat] corners. */
  polygon: LngLat[];
}

/** A door of a floor plan on its room's wall (an IMDF opening). */
export interface DemoOpening {
  id: string;
  floor_number: number;
  unit_id: string;
  category: (typeof IMDF_OPENING_CATEGORIES)[number];
  line: [LngLat, LngLat];
}

export interface DemoBuilding {
  version: 1;
  space: DemoSpace;
  floors: DemoFloor[];
  pois: DemoPoi[];
  connections: DemoConnection[];
  units: DemoUnit[];
  openings: DemoOpening[];
}

/** Seed of every random value in the demo data; change it to get a different asset register. */
export const DEMO_SEED = 20240917;
export const DEMO_BUID = 'building_demo_engineering_hall';

export function floorImageName(floorNumber: number): string {
  return `floor-${floorNumber}.png`;
}

export function poiPuid(floorNumber: number, slug: string): string {
  return `poi_demo_${floorNumber}_${slug}`;
}

export function connectorPuid(floorNumber: number, index: number): string {
  return poiPuid(floorNumber, `connector_${String(index + 1).padStart(2, '0')}`);
}

/** The namespace of the demo's room and door ids (a fixed random UUID). */
const DEMO_ROOM_NAMESPACE = '8d4f2b1c-5a7e-4c39-b6d0-2e9a1f3c7b58';

export function demoRoomId(floorNumber: number, kind: 'unit' | 'opening', name: string): string {
  return uuidV5(`${kind}:${floorNumber}:${name}`, DEMO_ROOM_NAMESPACE);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

type AssetFields = Required<
  Pick<
    DemoPoi,
    | 'manufacturer'
    | 'modelNumber'
    | 'serialNumber'
    | 'purchaseDate'
    | 'price'
    | 'quantity'
    | 'tags'
    | 'warranty'
  >
>;

/** Serial number, purchase date and price vary per POI but never between runs. */
function assetFields(spec: AssetSpec, puid: string): AssetFields {
  const rng = rngFor(DEMO_SEED, puid);
  const [fromYear, toYear] = spec.purchaseYears;
  const year = rng.int(fromYear, toYear);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const serial = `${spec.serialPrefix}${String(year).slice(2)}-${String(rng.int(0, 999_999)).padStart(6, '0')}`;
  const price = Number((spec.price * (0.96 + rng.next() * 0.08)).toFixed(2));
  const warranty: DemoWarranty =
    'lifetime' in spec.warranty
      ? { scope: spec.warranty.scope, expirationDate: '', isLifetime: true }
      : {
          scope: spec.warranty.scope,
          expirationDate: `${year + spec.warranty.years}-${pad2(month)}-${pad2(day)}`,
          isLifetime: false,
        };
  return {
    manufacturer: spec.manufacturer,
    modelNumber: spec.modelNumber,
    serialNumber: serial,
    purchaseDate: `${year}-${pad2(month)}-${pad2(day)}`,
    price,
    quantity: spec.quantity,
    tags: [...spec.tags],
    warranty,
  };
}

function poiAt(
  floorNumber: number,
  puid: string,
  name: string,
  description: string,
  type: DemoPoi['pois_type'],
  entrance: boolean,
  at: Point,
): DemoPoi {
  const { lat, lon } = planToLatLon(at[0], at[1]);
  return {
    puid,
    floor_number: floorNumber,
    name,
    description,
    pois_type: type,
    is_building_entrance: entrance,
    coordinates_lat: lat,
    coordinates_lon: lon,
  };
}

function nearestConnector(layout: FloorLayout, point: Point): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  layout.connectors.forEach(([cx, cy], index) => {
    const distance = Math.hypot(cx - point[0], cy - point[1]);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

function floorPois(layout: FloorLayout): DemoPoi[] {
  const n = layout.floorNumber;
  const pois = layout.pois.map((spec) => {
    const puid = poiPuid(n, spec.slug);
    const poi = poiAt(n, puid, spec.name, spec.description, spec.type, spec.entrance, spec.at);
    return spec.asset ? { ...poi, ...assetFields(spec.asset, puid) } : poi;
  });
  const connectors = layout.connectors.map((at, index) =>
    poiAt(n, connectorPuid(n, index), ConnectorName, ConnectorName, ConnectorType, false, at),
  );
  return [...pois, ...connectors];
}

/** Corridor chain, then every POI to the junction nearest its door. */
function floorConnections(layout: FloorLayout): DemoConnection[] {
  const n = layout.floorNumber;
  const edges: DemoConnection[] = [];
  for (let i = 1; i < layout.connectors.length; i++) {
    edges.push({ pois_a: connectorPuid(n, i - 1), pois_b: connectorPuid(n, i) });
  }
  for (const spec of layout.pois) {
    edges.push({
      pois_a: poiPuid(n, spec.slug),
      pois_b: connectorPuid(n, nearestConnector(layout, spec.door)),
    });
  }
  return edges;
}

/** Stairs and the lift link each floor to the next one up. */
function verticalConnections(layouts: FloorLayout[]): DemoConnection[] {
  const edges: DemoConnection[] = [];
  for (let i = 1; i < layouts.length; i++) {
    const below = layouts[i - 1];
    const above = layouts[i];
    if (!below || !above) continue;
    for (const spec of below.pois) {
      if (spec.type !== 'Stair' && spec.type !== 'Elevator') continue;
      const match = above.pois.find(
        (other) => other.slug === spec.slug && other.type === spec.type,
      );
      if (match) {
        edges.push({
          pois_a: poiPuid(below.floorNumber, spec.slug),
          pois_b: poiPuid(above.floorNumber, match.slug),
        });
      }
    }
  }
  return edges;
}

/** What each kind of room of the plans is in IMDF's unit categories. */
const UNIT_CATEGORY: Record<RoomKind, DemoUnit['category']> = {
  office: 'office',
  lab: 'laboratory',
  lecture: 'auditorium',
  meeting: 'conferenceroom',
  toilets: 'restroom',
  kitchen: 'kitchen',
  stair: 'stairs',
  elevator: 'elevator',
  service: 'nonpublic',
  lobby: 'lobby',
  corridor: 'walkway',
};

const toLngLat = ([x, y]: Point): LngLat => {
  const { lat, lon } = planToLatLon(x, y);
  return [lon, lat];
};

/** The door's opening as a line along its wall, centred on the door. */
function doorLine(door: Door): [LngLat, LngLat] {
  const half = door.width / 2;
  return door.axis === 'x'
    ? [toLngLat([door.x - half, door.y]), toLngLat([door.x + half, door.y])]
    : [toLngLat([door.x, door.y - half]), toLngLat([door.x, door.y + half])];
}

/** The rooms of a floor plan, as drawn, named as their POIs are. */
function floorUnits(layout: FloorLayout): DemoUnit[] {
  return layout.rooms.map((room) => {
    const corners = room.polygon.map(toLngLat);
    return {
      id: demoRoomId(layout.floorNumber, 'unit', room.id),
      floor_number: layout.floorNumber,
      name: room.number ? `${room.name} ${room.number}` : room.name,
      category: room.id === 'disabled-wc' ? 'restroom.wheelchair' : UNIT_CATEGORY[room.kind],
      polygon: [...corners, corners[0] as LngLat],
    };
  });
}

/** The room whose outline has the door on a wall: the exits' rooms are found this way. */
function roomWithDoorOnWall(layout: FloorLayout, door: Door): Room {
  const [ax, ay] =
    door.axis === 'x' ? [door.x - door.width / 2, door.y] : [door.x, door.y - door.width / 2];
  const [bx, by] =
    door.axis === 'x' ? [door.x + door.width / 2, door.y] : [door.x, door.y + door.width / 2];
  const onEdge = (room: Room) =>
    room.polygon.some((p, i) => {
      const q = room.polygon[(i + 1) % room.polygon.length] as Point;
      const within = (v: number, a: number, b: number) =>
        v >= Math.min(a, b) - 1e-9 && v <= Math.max(a, b) + 1e-9;
      return p[0] === q[0]
        ? ax === p[0] && bx === p[0] && within(ay, p[1], q[1]) && within(by, p[1], q[1])
        : p[1] === q[1] &&
            ay === p[1] &&
            by === p[1] &&
            within(ax, p[0], q[0]) &&
            within(bx, p[0], q[0]);
    });
  const room = layout.rooms.find(onEdge);
  if (!room)
    throw new Error(`no room of floor ${layout.floorNumber} has the door at ${door.x}, ${door.y}`);
  return room;
}

/** Every room's doors, then the exits in the outer wall (the main entrance is the principal one). */
function floorOpenings(layout: FloorLayout): DemoOpening[] {
  const n = layout.floorNumber;
  const roomDoors = layout.rooms.flatMap((room) =>
    room.doors.map((door, i) => ({
      id: demoRoomId(n, 'opening', `${room.id}#${i}`),
      floor_number: n,
      unit_id: demoRoomId(n, 'unit', room.id),
      category: 'pedestrian' as const,
      line: doorLine(door),
    })),
  );
  const exits = layout.exits.map((exit) => ({
    id: demoRoomId(n, 'opening', `exit:${exit.label}`),
    floor_number: n,
    unit_id: demoRoomId(n, 'unit', roomWithDoorOnWall(layout, exit.door).id),
    category:
      exit.label === 'Fire exit' ? ('emergencyexit' as const) : ('pedestrian.principal' as const),
    line: doorLine(exit.door),
  }));
  return [...roomDoors, ...exits];
}

function demoFloor(layout: FloorLayout): DemoFloor {
  return {
    floor_number: layout.floorNumber,
    floor_name: layout.floorName,
    description: layout.description,
    image: floorImageName(layout.floorNumber),
    width_px: IMAGE_WIDTH_PX,
    height_px: IMAGE_HEIGHT_PX,
    corners: imageCorners(),
  };
}

export function buildDemoBuilding(): DemoBuilding {
  const layouts = demoFloorLayouts();
  return {
    version: 1,
    space: {
      buid: DEMO_BUID,
      name: 'Engineering Hall',
      description:
        'Three-storey teaching and research building of the engineering faculty, with labs, a lecture theatre and staff offices along a central corridor.',
      bucode: 'ENG-1',
      space_type: 'building',
      address: '1 University Avenue, Nicosia',
      url: '-',
      coordinates_lat: CENTRE_LAT,
      coordinates_lon: CENTRE_LON,
    },
    floors: layouts.map(demoFloor),
    pois: layouts.flatMap(floorPois),
    connections: [...layouts.flatMap(floorConnections), ...verticalConnections(layouts)],
    units: layouts.flatMap(floorUnits),
    openings: layouts.flatMap(floorOpenings),
  };
}

/** The committed file's exact text: two-space indent, trailing newline. */
export function serializeDemoBuilding(building: DemoBuilding): string {
  return `${JSON.stringify(building, null, 2)}\n`;
}
