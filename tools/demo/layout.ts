/**
 * Floor layouts of the demo building in plan metres: x along the long axis (image right),
 * y across it (image down), origin at the footprint's top-left corner. The renderer draws
 * these shapes and the builder places POIs from the same numbers, which is what keeps
 * the PNG and the POI coordinates in agreement.
 */
import type { PoiType } from '@indoor/domain';
import { FOOTPRINT_DEPTH_M, FOOTPRINT_LENGTH_M } from './geo.js';

export type Point = readonly [number, number];

export type RoomKind =
  | 'office'
  | 'lab'
  | 'lecture'
  | 'meeting'
  | 'toilets'
  | 'kitchen'
  | 'stair'
  | 'elevator'
  | 'service'
  | 'lobby'
  | 'corridor';

export type DoorStyle = 'swing' | 'double' | 'sliding' | 'opening';

/**
 * An opening in a wall. `axis` is the direction the opening spans: 'x' for a door in a
 * wall of constant y, 'y' for a wall of constant x. `swing` is the side (+1/-1 along the
 * wall's normal) the leaves open into.
 */
export interface Door {
  x: number;
  y: number;
  width: number;
  axis: 'x' | 'y';
  style: DoorStyle;
  swing: 1 | -1;
}

export interface Room {
  id: string;
  /** Room number drawn under the name; empty for the corridor. */
  number: string;
  name: string;
  kind: RoomKind;
  polygon: Point[];
  /** Centre of the label block. */
  label: Point;
  /** Width in metres the label may use before wrapping. */
  labelWidth: number;
  doors: Door[];
}

/** Dog-leg stair: landing by the corridor, two flights and a half landing at the back. */
export interface Stair {
  roomId: string;
  x0: number;
  x1: number;
  /** y of the corridor wall the stair opens onto. */
  frontY: number;
  /** +1 when the stair extends towards larger y from frontY, -1 otherwise. */
  direction: 1 | -1;
  up: boolean;
  down: boolean;
}

export interface Elevator {
  roomId: string;
  car: readonly [number, number, number, number];
}

/** A door in the outer wall, labelled outside the footprint. */
export interface Exit {
  label: string;
  door: Door;
}

export interface Fixture {
  kind: 'desk' | 'ramp' | 'counter';
  rect: readonly [number, number, number, number];
  label: string;
}

export interface AssetSpec {
  manufacturer: string;
  modelNumber: string;
  serialPrefix: string;
  /** List price; the generated price varies by a few percent around it. */
  price: number;
  quantity: number;
  tags: string[];
  purchaseYears: readonly [number, number];
  warranty: { scope: string; years: number } | { scope: string; lifetime: true };
}

export interface PoiSpec {
  slug: string;
  name: string;
  description: string;
  type: PoiType;
  /** The room the POI sits in; the tests check the POI lands inside it on the map. */
  roomId: string;
  at: Point;
  /** Where the POI's path leaves its room; it is linked to the connector nearest this point. */
  door: Point;
  entrance: boolean;
  asset?: AssetSpec;
}

export interface FloorLayout {
  floorNumber: number;
  floorName: string;
  description: string;
  rooms: Room[];
  stairs: Stair[];
  elevators: Elevator[];
  exits: Exit[];
  fixtures: Fixture[];
  pois: PoiSpec[];
  /** Corridor junctions, west to east. */
  connectors: Point[];
}

const CORRIDOR_NORTH_Y = 12.5;
const CORRIDOR_SOUTH_Y = 15.5;
const CORRIDOR_MID_Y = (CORRIDOR_NORTH_Y + CORRIDOR_SOUTH_Y) / 2;
/** In front of the stair doors, the core's doors and the room doors between them. */
const CONNECTOR_XS = [3, 12, 21, 30, 35.5, 44, 53, 61] as const;
const CORE_X0 = 28;
const CORE_X1 = 38;
const LIFT_X1 = 31;

const rect = (x0: number, y0: number, x1: number, y1: number): Point[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

/** A door faces the corridor junction nearest the room's frontage, kept clear of the side walls. */
function doorX(x0: number, x1: number, halfWidth: number): number {
  const mid = (x0 + x1) / 2;
  let best: number = CONNECTOR_XS[0];
  for (const cx of CONNECTOR_XS) if (Math.abs(cx - mid) < Math.abs(best - mid)) best = cx;
  const margin = halfWidth + 0.4;
  return Math.min(Math.max(best, x0 + margin), x1 - margin);
}

type Side = 'north' | 'south';

interface RoomOptions {
  style?: DoorStyle;
  doorWidth?: number;
  /** Overrides the door position chosen from the corridor junctions. */
  doorAt?: number;
  polygon?: Point[];
  label?: Point;
  labelWidth?: number;
}

/** A room on one side of the corridor, x0..x1 wide, opening onto the corridor. */
function sideRoom(
  side: Side,
  id: string,
  number: string,
  name: string,
  kind: RoomKind,
  x0: number,
  x1: number,
  options: RoomOptions = {},
): Room {
  const [y0, y1] = side === 'north' ? [0, CORRIDOR_NORTH_Y] : [CORRIDOR_SOUTH_Y, FOOTPRINT_DEPTH_M];
  const style = options.style ?? (x1 - x0 >= 12 ? 'double' : 'swing');
  const width = options.doorWidth ?? (style === 'double' ? 1.8 : 1);
  const wallY = side === 'north' ? CORRIDOR_NORTH_Y : CORRIDOR_SOUTH_Y;
  return {
    id,
    number,
    name,
    kind,
    polygon: options.polygon ?? rect(x0, y0, x1, y1),
    label: options.label ?? [(x0 + x1) / 2, (y0 + y1) / 2 + (side === 'north' ? -1 : 1)],
    labelWidth: options.labelWidth ?? x1 - x0,
    doors: [
      {
        x: options.doorAt ?? doorX(x0, x1, width / 2),
        y: wallY,
        width,
        axis: 'x',
        style,
        swing: side === 'north' ? -1 : 1,
      },
    ],
  };
}

type SideRoomArgs = Parameters<typeof sideRoom> extends [Side, ...infer Rest] ? Rest : never;
/** A room north of the corridor. */
const north = (...args: SideRoomArgs): Room => sideRoom('north', ...args);
/** A room south of the corridor. */
const south = (...args: SideRoomArgs): Room => sideRoom('south', ...args);

/** The room's door on the corridor, as a point (the POI's path to the corridor starts there). */
function doorPoint(room: Room): Point {
  const door = room.doors[0];
  if (!door) throw new Error(`room ${room.id} has no door`);
  return [door.x, door.y];
}

/** Where a room's POI goes: near the middle, between the label and the door. */
function roomPoint(room: Room): Point {
  const [lx, ly] = room.label;
  const door = room.doors[0];
  const towardsDoor = door && door.y > ly ? 1 : -1;
  return [lx, ly + towardsDoor * 2.2];
}

/** A POI in a room of the floor: its slug is the room's id unless told otherwise. */
function roomPoi(
  room: Room,
  type: PoiType,
  description: string,
  extra: { slug?: string; name?: string; at?: Point; asset?: AssetSpec } = {},
): PoiSpec {
  const poi: PoiSpec = {
    slug: extra.slug ?? room.id,
    name: extra.name ?? (room.number ? `${room.name} ${room.number}` : room.name),
    description,
    type,
    roomId: room.id,
    at: extra.at ?? roomPoint(room),
    door: doorPoint(room),
    entrance: false,
  };
  if (extra.asset) poi.asset = extra.asset;
  return poi;
}

/** Where a POI placed at a spot of its own stands: its room, and the way out (the spot itself). */
interface PoiPlace {
  roomId: string;
  door?: Point;
}

const CORRIDOR: PoiPlace = { roomId: 'corridor' };

function placedPoi(
  place: PoiPlace,
  slug: string,
  name: string,
  type: PoiType,
  description: string,
  at: Point,
  asset?: AssetSpec,
): PoiSpec {
  const poi: PoiSpec = {
    slug,
    name,
    description,
    type,
    roomId: place.roomId,
    at,
    door: place.door ?? at,
    entrance: type === 'Entrance',
  };
  if (asset) poi.asset = asset;
  return poi;
}

/** The powder extinguisher every floor has on its corridor wall. */
const extinguisherPoi = (at: Point): PoiSpec =>
  placedPoi(
    CORRIDOR,
    'fire-extinguisher',
    'Fire Extinguisher',
    'Fire Extinguisher',
    '6 kg ABC powder extinguisher on the corridor wall.',
    at,
    {
      manufacturer: 'Gloria',
      modelNumber: 'PD6GA',
      serialPrefix: 'GL',
      price: 58,
      quantity: 1,
      tags: ['fire-safety', 'powder-6kg', 'inspection-annual'],
      purchaseYears: [2021, 2022],
      warranty: { scope: 'Cylinder body', lifetime: true },
    },
  );

/** An L-shaped room filling the south half of the core around the lift. */
const southCorePolygon: Point[] = [
  [CORE_X0, 18.5],
  [LIFT_X1, 18.5],
  [LIFT_X1, CORRIDOR_SOUTH_Y],
  [CORE_X1, CORRIDOR_SOUTH_Y],
  [CORE_X1, FOOTPRINT_DEPTH_M],
  [CORE_X0, FOOTPRINT_DEPTH_M],
];

/** The room of an upper floor in the south half of the core, around the lift. */
function upperCoreRoom(
  id: string,
  number: string,
  name: string,
  kind: RoomKind,
  options: RoomOptions = {},
): Room {
  return south(id, number, name, kind, LIFT_X1, CORE_X1, {
    ...options,
    polygon: southCorePolygon,
    label: [33.6, 22.6],
    labelWidth: 5.4,
  });
}

/** The two small offices east of the core, numbered after the floor. */
function coreOffices(floor: number): [Room, Room] {
  return [
    north(`office-${floor}04`, `${floor}.04`, 'Office', 'office', CORE_X1, 44),
    north(`office-${floor}05`, `${floor}.05`, 'Office', 'office', 44, 50),
  ];
}

interface CommonRooms {
  p: string;
  corridor: Room;
  westStair: Room;
  eastStair: Room;
  lift: Room;
  toilets: Room;
  disabledWc: Room;
  stairs: Stair[];
  elevators: Elevator[];
  pois: PoiSpec[];
}

/** Stairs, lift, toilets and corridor: identical on every floor so the shafts line up. */
function commonRooms(floor: number): CommonRooms {
  const p = floor === 0 ? 'G' : String(floor);
  const corridor: Room = {
    id: 'corridor',
    number: '',
    name: 'Corridor',
    kind: 'corridor',
    polygon: rect(0, CORRIDOR_NORTH_Y, FOOTPRINT_LENGTH_M, CORRIDOR_SOUTH_Y),
    label: [16.5, CORRIDOR_MID_Y],
    labelWidth: 6,
    doors: [],
  };
  const westStair = north('west-stair', 'ST-W', 'West Stair', 'stair', 0, 6, {
    style: 'double',
    doorWidth: 1.6,
    label: [3, 8.6],
  });
  const eastStair = south('east-stair', 'ST-E', 'East Stair', 'stair', 58, 64, {
    style: 'double',
    doorWidth: 1.6,
    label: [61, 19.4],
  });
  const lift = south('lift', 'L1', 'Lift', 'elevator', CORE_X0, LIFT_X1, {
    style: 'sliding',
    doorWidth: 1.1,
    doorAt: 29.5,
    polygon: rect(CORE_X0, CORRIDOR_SOUTH_Y, LIFT_X1, 18.5),
    label: [29.5, 17],
  });
  const toilets = north('toilets', `${p}.02`, 'Toilets', 'toilets', CORE_X0, 33, {
    polygon: [
      [CORE_X0, 0],
      [CORE_X1, 0],
      [CORE_X1, 7],
      [33, 7],
      [33, CORRIDOR_NORTH_Y],
      [CORE_X0, CORRIDOR_NORTH_Y],
    ],
    label: [33, 3.2],
    labelWidth: 9,
  });
  const disabledWc = sideRoom(
    'north',
    'disabled-wc',
    `${p}.03`,
    'Disabled WC',
    'toilets',
    33,
    CORE_X1,
    {
      polygon: rect(33, 7, CORE_X1, CORRIDOR_NORTH_Y),
      label: [35.5, 8.8],
    },
  );
  const stairs: Stair[] = [
    {
      roomId: westStair.id,
      x0: 0,
      x1: 6,
      frontY: CORRIDOR_NORTH_Y,
      direction: -1,
      up: floor < 2,
      down: floor > 0,
    },
    {
      roomId: eastStair.id,
      x0: 58,
      x1: 64,
      frontY: CORRIDOR_SOUTH_Y,
      direction: 1,
      up: floor < 2,
      down: floor > 0,
    },
  ];
  const elevators: Elevator[] = [
    { roomId: lift.id, car: [CORE_X0 + 0.3, CORRIDOR_SOUTH_Y + 0.35, LIFT_X1 - 0.3, 18.2] },
  ];
  const stairNote =
    floor === 0
      ? 'up to floors 1 and 2'
      : floor === 1
        ? 'up to floor 2 and down to the ground floor'
        : 'down to floors 1 and G';
  const pois: PoiSpec[] = [
    roomPoi(westStair, 'Stair', `West staircase, ${stairNote}.`, {
      name: 'West Stair',
      at: [3, 10.9],
    }),
    roomPoi(eastStair, 'Stair', `East staircase, ${stairNote}.`, {
      name: 'East Stair',
      at: [61, 17.1],
    }),
    roomPoi(lift, 'Elevator', 'Passenger lift serving all floors, 13 persons / 1000 kg.', {
      name: 'Lift',
      at: [29.5, 17.6],
      ...(floor === 0
        ? {
            asset: {
              manufacturer: 'KONE',
              modelNumber: 'MonoSpace 500',
              serialPrefix: 'KN',
              price: 68500,
              quantity: 1,
              tags: ['vertical-transport', 'accessible', 'maintenance-contract'],
              purchaseYears: [2019, 2019],
              warranty: { scope: 'Parts and labour', years: 2 },
            },
          }
        : {}),
    }),
    roomPoi(toilets, 'Toilets', 'Men and women toilets.', { at: [30.5, 9.4] }),
    roomPoi(
      disabledWc,
      'Disabled Toilets',
      'Accessible toilet with alarm cord and baby-changing table.',
      { slug: 'disabled-toilets', at: [35.5, 10.9] },
    ),
  ];
  return { p, corridor, westStair, eastStair, lift, toilets, disabledWc, stairs, elevators, pois };
}

/** A floor's own rooms, by where they stand around the common ones. */
interface OwnRooms {
  /** North of the corridor, between the west stair and the toilets. */
  northWest: Room;
  /** North, east of the core. */
  northEast: Room[];
  /** South, west of the lift. */
  southWest: Room[];
  /** South, in the core beside the lift. */
  core: Room;
  /** South, between the core and the east stair. */
  southEast: Room;
}

type FloorFacts = Pick<
  FloorLayout,
  'floorNumber' | 'floorName' | 'description' | 'exits' | 'fixtures' | 'pois'
>;

/** A floor: its common rooms and its own, west to east along each side, and its corridor. */
function floorLayout(c: CommonRooms, own: OwnRooms, facts: FloorFacts): FloorLayout {
  const { floorNumber, floorName, description, exits, fixtures, pois } = facts;
  return {
    floorNumber,
    floorName,
    description,
    rooms: [
      c.corridor,
      c.westStair,
      own.northWest,
      c.toilets,
      c.disabledWc,
      ...own.northEast,
      ...own.southWest,
      c.lift,
      own.core,
      own.southEast,
      c.eastStair,
    ],
    stairs: c.stairs,
    elevators: c.elevators,
    exits,
    fixtures,
    pois,
    connectors: CONNECTOR_XS.map((x) => [x, CORRIDOR_MID_Y] as const),
  };
}

function groundFloor(): FloorLayout {
  const c = commonRooms(0);
  const robotics = north('robotics-lab', 'G.01', 'Robotics Lab', 'lab', 6, CORE_X0);
  const materials = north('materials-lab', 'G.04', 'Materials Lab', 'lab', CORE_X1, 64);
  const plant = south('plant-room', 'G.08', 'Plant Room', 'service', 0, 12);
  const store = south('workshop-store', 'G.07', 'Workshop Store', 'service', 12, CORE_X0);
  const lobby: Room = {
    id: 'entrance-hall',
    number: 'G.06',
    name: 'Entrance Hall',
    kind: 'lobby',
    polygon: southCorePolygon,
    label: [33.6, 23.4],
    labelWidth: 4.6,
    // The hall is open to the corridor over its whole width.
    doors: [{ x: 34.5, y: CORRIDOR_SOUTH_Y, width: 6.4, axis: 'x', style: 'opening', swing: 1 }],
  };
  const lecture = south('lecture-theatre', 'G.05', 'Lecture Theatre', 'lecture', CORE_X1, 58);
  const mainEntrance: Exit = {
    label: 'Main entrance',
    door: { x: 33.6, y: FOOTPRINT_DEPTH_M, width: 3, axis: 'x', style: 'double', swing: -1 },
  };
  const fireExit: Exit = {
    label: 'Fire exit',
    door: {
      x: FOOTPRINT_LENGTH_M,
      y: CORRIDOR_MID_Y,
      width: 1.4,
      axis: 'y',
      style: 'swing',
      swing: 1,
    },
  };
  const hall: PoiPlace = { roomId: lobby.id, door: doorPoint(lobby) };
  return floorLayout(
    c,
    {
      northWest: robotics,
      northEast: [materials],
      southWest: [plant, store],
      core: lobby,
      southEast: lecture,
    },
    {
      floorNumber: 0,
      floorName: 'Ground floor',
      description:
        'Entrance hall with the security desk, the lecture theatre and the robotics and materials labs.',
      exits: [mainEntrance, fireExit],
      fixtures: [
        { kind: 'desk', rect: [35.7, 19.4, 37.6, 22.6], label: 'Desk' },
        { kind: 'ramp', rect: [28.5, 19.6, 30.7, 27.2], label: 'Ramp' },
      ],
      pois: [
        placedPoi(
          hall,
          'main-entrance',
          'Main Entrance',
          'Entrance',
          'Main entrance from University Avenue, step-free through the hall.',
          [33.6, 26.9],
        ),
        placedPoi(
          CORRIDOR,
          'fire-exit',
          'Fire Exit',
          'Entrance',
          'Fire exit at the east end of the corridor; alarmed door, opens outwards.',
          [63.3, CORRIDOR_MID_Y],
        ),
        placedPoi(
          hall,
          'security-desk',
          'Security Desk',
          'Security/Guard',
          'Staffed security and information desk, open 07:00-22:00.',
          [36.65, 21],
        ),
        placedPoi(
          hall,
          'entrance-ramp',
          'Entrance Ramp',
          'Ramp',
          'Ramp (1:15) between the entrance level and the corridor level.',
          [29.6, 23.4],
        ),
        placedPoi(
          hall,
          'aed',
          'Defibrillator (AED)',
          'First Aid/AED',
          'Wall-mounted defibrillator and first-aid kit at the corridor side of the hall.',
          [37.4, 16.3],
          {
            manufacturer: 'ZOLL',
            modelNumber: 'AED Plus',
            serialPrefix: 'ZL',
            price: 1650,
            quantity: 1,
            tags: ['medical', 'first-aid', 'inspection-monthly'],
            purchaseYears: [2022, 2022],
            warranty: { scope: 'Device, excluding pads and battery', years: 7 },
          },
        ),
        ...c.pois,
        roomPoi(robotics, 'Room', 'Robotics lab with a fenced test arena and six workbenches.'),
        roomPoi(materials, 'Room', 'Materials testing lab with tensile and hardness testers.'),
        roomPoi(
          lecture,
          'Room',
          '120-seat lecture theatre with a ceiling-mounted laser projector.',
          {
            asset: {
              manufacturer: 'Epson',
              modelNumber: 'EB-L630U',
              serialPrefix: 'EP',
              price: 2890,
              quantity: 1,
              tags: ['av', 'projector', 'teaching'],
              purchaseYears: [2023, 2023],
              warranty: { scope: 'Projector and laser light source', years: 5 },
            },
          },
        ),
        extinguisherPoi([20, 12.95]),
      ],
    },
  );
}

function firstFloor(): FloorLayout {
  const c = commonRooms(1);
  const controlLab = north('control-lab', '1.01', 'Control Systems Lab', 'lab', 6, CORE_X0);
  const [office4, office5] = coreOffices(1);
  const postgrad = north('postgraduate-office', '1.06', 'Postgraduate Office', 'office', 50, 64);
  const printer = south('printer-room', '1.10', 'Printer Room', 'service', 0, 6);
  const meeting = south('meeting-room', '1.09', 'Meeting Room', 'meeting', 6, 16);
  const computerLab = south('computer-lab', '1.08', 'Computer Lab', 'lab', 16, CORE_X0);
  const kitchen = upperCoreRoom('kitchen', '1.07', 'Staff Kitchen', 'kitchen');
  const signalLab = south('signal-lab', '1.11', 'Signal Processing Lab', 'lab', CORE_X1, 58);
  return floorLayout(
    c,
    {
      northWest: controlLab,
      northEast: [office4, office5, postgrad],
      southWest: [printer, meeting, computerLab],
      core: kitchen,
      southEast: signalLab,
    },
    {
      floorNumber: 1,
      floorName: 'First floor',
      description:
        'Control and signal processing labs, the computer lab, staff offices and the staff kitchen.',
      exits: [],
      fixtures: [{ kind: 'counter', rect: [28.3, 26.9, 37.7, 27.7], label: '' }],
      pois: [
        ...c.pois,
        roomPoi(
          controlLab,
          'Room',
          'Control systems teaching lab with twelve PLC and servo test rigs.',
        ),
        roomPoi(office4, 'Office', 'Office of Dr. Eleni Charalambous, control engineering.'),
        roomPoi(office5, 'Office', 'Office of Dr. Andreas Georgiou, signal processing.'),
        roomPoi(postgrad, 'Office', 'Shared office for twelve postgraduate researchers.'),
        roomPoi(meeting, 'Room', 'Meeting room for twelve with a video-conference screen.'),
        roomPoi(computerLab, 'Room', 'Computer lab with thirty workstations for teaching.', {
          asset: {
            manufacturer: 'Dell',
            modelNumber: 'OptiPlex 7010 Tower',
            serialPrefix: 'DL',
            price: 890,
            quantity: 30,
            tags: ['it', 'workstation', 'teaching'],
            purchaseYears: [2023, 2024],
            warranty: { scope: 'Next-business-day on-site service', years: 3 },
          },
        }),
        roomPoi(
          kitchen,
          'Kitchen',
          'Staff kitchen with a bean-to-cup coffee machine, fridge and microwave.',
          {
            at: [33.6, 20.2],
            asset: {
              manufacturer: 'Jura',
              modelNumber: 'GIGA X8',
              serialPrefix: 'JU',
              price: 3290,
              quantity: 1,
              tags: ['kitchen', 'appliance', 'coffee-machine'],
              purchaseYears: [2023, 2023],
              warranty: { scope: 'Parts and labour', years: 2 },
            },
          },
        ),
        roomPoi(signalLab, 'Room', 'Signal processing and communications research lab.'),
        extinguisherPoi([47, 15.05]),
      ],
    },
  );
}

function secondFloor(): FloorLayout {
  const c = commonRooms(2);
  const embeddedLab = north('embedded-lab', '2.01', 'Embedded Systems Lab', 'lab', 6, CORE_X0);
  const [office4, office5] = coreOffices(2);
  const head = north('head-of-department', '2.06', 'Head of Department', 'office', 50, 64);
  const server = south('server-room', '2.10', 'Server Room', 'service', 0, 6);
  const studio = south('design-studio', '2.09', 'Design Studio', 'lab', 6, 20);
  const store = south('store', '2.08', 'Store', 'service', 20, CORE_X0);
  const seminar = upperCoreRoom('seminar-room', '2.07', 'Seminar Room', 'meeting', {
    style: 'double',
    doorWidth: 1.8,
  });
  const research = south('research-office', '2.11', 'Research Office', 'office', CORE_X1, 58);
  return floorLayout(
    c,
    {
      northWest: embeddedLab,
      northEast: [office4, office5, head],
      southWest: [server, studio, store],
      core: seminar,
      southEast: research,
    },
    {
      floorNumber: 2,
      floorName: 'Second floor',
      description:
        'Embedded systems lab, design studio, seminar room, research offices and the server room.',
      exits: [],
      fixtures: [],
      pois: [
        ...c.pois,
        roomPoi(
          embeddedLab,
          'Room',
          'Embedded systems lab with soldering stations and oscilloscopes.',
        ),
        roomPoi(office4, 'Office', 'Office of Prof. Maria Ioannou, embedded systems.'),
        roomPoi(office5, 'Office', 'Office of Dr. Nikos Pavlou, computer architecture.'),
        roomPoi(head, 'Office', 'Head of Department and department secretary.'),
        roomPoi(server, 'Other', 'Department server room; access by key card only.', {
          asset: {
            manufacturer: 'APC',
            modelNumber: 'SRT5KRMXLI',
            serialPrefix: 'AS',
            price: 4150,
            quantity: 2,
            tags: ['it', 'ups', 'server-room'],
            purchaseYears: [2022, 2022],
            warranty: { scope: 'Electronics and batteries', years: 3 },
          },
        }),
        roomPoi(studio, 'Room', 'Design studio with large-format printers and 3D printers.'),
        roomPoi(seminar, 'Room', 'Seminar room for thirty with an interactive display.', {
          at: [33.6, 20.2],
        }),
        roomPoi(research, 'Office', 'Open-plan office for funded research projects.'),
        extinguisherPoi([24, 12.95]),
      ],
    },
  );
}

/** The three floors, ground floor first. */
export function demoFloorLayouts(): FloorLayout[] {
  return [groundFloor(), firstFloor(), secondFloor()];
}
