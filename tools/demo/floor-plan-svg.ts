/**
 * Draws a demo floor as SVG in the image frame of geo.ts (x right along the long axis,
 * y down), so the PNG rasterised from it matches the floor's georeferenced corners.
 */
import {
  FOOTPRINT_DEPTH_M,
  FOOTPRINT_LENGTH_M,
  IMAGE_HEIGHT_PX,
  IMAGE_WIDTH_PX,
  MARGIN_M,
  PX_PER_M,
  planToPixel,
  ROTATION_DEG,
} from './geo.js';
import type {
  Door,
  Elevator,
  Exit,
  Fixture,
  FloorLayout,
  Point,
  Room,
  RoomKind,
  Stair,
} from './layout.js';

const WALL = '#3b3f45';
const INNER_WALL_PX = 4;
const OUTER_WALL_PX = 6;
const TEXT = '#1f2933';
const SUBTEXT = '#52606d';
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
/** Light fills, one per room kind, so the plan reads at a glance without a legend. */
const FILL: Record<RoomKind, string> = {
  office: '#dbeafe',
  lab: '#dcfce7',
  lecture: '#ffedd5',
  meeting: '#fce7f3',
  toilets: '#ede9fe',
  kitchen: '#fef9c3',
  stair: '#e5e7eb',
  elevator: '#d1d5db',
  service: '#f1f1f1',
  lobby: '#ffe4e1',
  corridor: '#f5f5f0',
};
const OUTSIDE = '#ffffff';
const TREAD_M = 0.28;

const num = (value: number) => String(Math.round(value * 100) / 100);

function px(point: Point): string {
  const [x, y] = planToPixel(point[0], point[1]);
  return `${num(x)},${num(y)}`;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function polygonPoints(points: readonly Point[]): string {
  return points.map(px).join(' ');
}

function rectPoints(x0: number, y0: number, x1: number, y1: number): Point[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

function line(a: Point, b: Point, stroke: string, width: number, extra = ''): string {
  const [x1, y1] = planToPixel(a[0], a[1]);
  const [x2, y2] = planToPixel(b[0], b[1]);
  return `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${stroke}" stroke-width="${width}"${extra}/>`;
}

export function pointInPolygon(point: Point, polygon: readonly Point[]): boolean {
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) {
      inside = !inside;
    }
  }
  return inside;
}

function fillAt(rooms: readonly Room[], point: Point): string {
  const room = rooms.find((candidate) => pointInPolygon(point, candidate.polygon));
  return room ? FILL[room.kind] : OUTSIDE;
}

/** Door geometry in wall coordinates: `along` runs the opening, `normal` crosses the wall. */
function doorFrame(door: Door) {
  const at = (along: number, normal: number): Point =>
    door.axis === 'x' ? [door.x + along, door.y + normal] : [door.x + normal, door.y + along];
  return { at, half: door.width / 2 };
}

/** A leaf drawn open at 90 degrees with its swing arc. */
function doorLeaf(hinge: Point, closedEnd: Point, openEnd: Point): string {
  const [hx, hy] = planToPixel(hinge[0], hinge[1]);
  const [cx, cy] = planToPixel(closedEnd[0], closedEnd[1]);
  const [ox, oy] = planToPixel(openEnd[0], openEnd[1]);
  const radius = Math.hypot(ox - hx, oy - hy);
  // SVG y points down, so a positive cross product is a clockwise sweep.
  const sweep = (ox - hx) * (cy - hy) - (oy - hy) * (cx - hx) > 0 ? 1 : 0;
  return (
    `<line x1="${num(hx)}" y1="${num(hy)}" x2="${num(ox)}" y2="${num(oy)}" stroke="${WALL}" stroke-width="2"/>` +
    `<path d="M${num(ox)},${num(oy)} A${num(radius)},${num(radius)} 0 0 ${sweep} ${num(cx)},${num(cy)}" fill="none" stroke="${WALL}" stroke-width="1" stroke-dasharray="4 3"/>`
  );
}

function drawDoor(door: Door, rooms: readonly Room[]): string {
  const { at, half } = doorFrame(door);
  // Wider than the thickest wall so no wall pixels survive in the opening.
  const cover = (OUTER_WALL_PX / 2 + 1) / PX_PER_M;
  const parts: string[] = [];
  for (const side of [1, -1] as const) {
    const colour = fillAt(rooms, at(0, side * 0.4));
    parts.push(
      `<polygon points="${polygonPoints([at(-half, 0), at(half, 0), at(half, side * cover), at(-half, side * cover)])}" fill="${colour}"/>`,
    );
  }
  const s = door.swing;
  switch (door.style) {
    case 'swing':
      parts.push(doorLeaf(at(-half, 0), at(half, 0), at(-half, s * door.width)));
      break;
    case 'double':
      parts.push(doorLeaf(at(-half, 0), at(0, 0), at(-half, s * half)));
      parts.push(doorLeaf(at(half, 0), at(0, 0), at(half, s * half)));
      break;
    case 'sliding':
      parts.push(line(at(-half, s * 0.12), at(0.05, s * 0.12), WALL, 2.5));
      parts.push(line(at(-0.05, s * 0.22), at(half, s * 0.22), WALL, 2.5));
      break;
    case 'opening':
      break;
  }
  return parts.join('');
}

function arrowHead(tip: Point, from: Point, colour: string): string {
  const [tx, ty] = planToPixel(tip[0], tip[1]);
  const [fx, fy] = planToPixel(from[0], from[1]);
  const length = Math.hypot(tx - fx, ty - fy) || 1;
  const ux = (tx - fx) / length;
  const uy = (ty - fy) / length;
  const size = 9;
  const left = `${num(tx - ux * size - uy * size * 0.55)},${num(ty - uy * size + ux * size * 0.55)}`;
  const right = `${num(tx - ux * size + uy * size * 0.55)},${num(ty - uy * size - ux * size * 0.55)}`;
  return `<polygon points="${num(tx)},${num(ty)} ${left} ${right}" fill="${colour}"/>`;
}

function text(
  point: Point,
  content: string,
  options: {
    size: number;
    weight?: number;
    colour?: string;
    halo?: string;
    italic?: boolean;
    anchor?: string;
    rotate?: number;
  },
): string {
  const [x, y] = planToPixel(point[0], point[1]);
  const attributes = [
    `x="${num(x)}"`,
    `y="${num(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${options.size}"`,
    `text-anchor="${options.anchor ?? 'middle'}"`,
    `fill="${options.colour ?? TEXT}"`,
  ];
  if (options.weight) attributes.push(`font-weight="${options.weight}"`);
  if (options.italic) attributes.push('font-style="italic"');
  if (options.halo) {
    attributes.push(
      `stroke="${options.halo}" stroke-width="4" stroke-linejoin="round" paint-order="stroke"`,
    );
  }
  if (options.rotate) attributes.push(`transform="rotate(${options.rotate} ${num(x)} ${num(y)})"`);
  return `<text ${attributes.join(' ')}>${escapeXml(content)}</text>`;
}

/** Rough advance width of DejaVu Sans; only used to decide where to wrap. */
function textWidthPx(content: string, size: number, bold: boolean): number {
  return content.length * size * (bold ? 0.64 : 0.58);
}

function wrap(content: string, maxPx: number, size: number, bold: boolean): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of content.split(' ')) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidthPx(candidate, size, bold) > maxPx) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const NAME_SIZE = 16;
const NUMBER_SIZE = 13;

function drawRoomLabel(room: Room): string {
  if (room.kind === 'corridor') {
    return `<g data-room="${room.id}">${text([room.label[0], room.label[1] + 0.18], room.name, { size: 13, colour: SUBTEXT, italic: true })}</g>`;
  }
  const lines = wrap(room.name, room.labelWidth * PX_PER_M - 12, NAME_SIZE, true);
  const lineM = (NAME_SIZE * 1.2) / PX_PER_M;
  const blockM = lines.length * lineM + (room.number ? (NUMBER_SIZE * 1.25) / PX_PER_M : 0);
  // The lift label sits on the white car, over its X.
  const halo = room.kind === 'elevator' ? '#ffffff' : FILL[room.kind];
  let y = room.label[1] - blockM / 2 + (NAME_SIZE * 0.95) / PX_PER_M;
  const parts: string[] = [];
  for (const content of lines) {
    parts.push(text([room.label[0], y], content, { size: NAME_SIZE, weight: 700, halo }));
    y += lineM;
  }
  if (room.number) {
    parts.push(
      text([room.label[0], y + 0.08], room.number, { size: NUMBER_SIZE, colour: SUBTEXT, halo }),
    );
  }
  return `<g data-room="${room.id}">${parts.join('')}</g>`;
}

/**
 * Flights at the back of the stair room, treads every 0.28 m, a walking line per flight
 * pointing away from the corridor (up flight A from this floor, down flight B).
 */
function drawStair(stair: Stair): string {
  const yAt = (s: number) => stair.frontY + stair.direction * s;
  const flightStart = 6.2;
  const treads = 15;
  const flightEnd = flightStart + treads * TREAD_M;
  const mid = (stair.x0 + stair.x1) / 2;
  const flights = [
    { x0: stair.x0 + 0.15, x1: mid - 0.12, label: 'UP', show: stair.up },
    { x0: mid + 0.12, x1: stair.x1 - 0.15, label: 'DN', show: stair.down },
  ];
  const parts: string[] = [];
  for (const flight of flights) {
    parts.push(
      `<polygon points="${polygonPoints(rectPoints(flight.x0, yAt(flightStart), flight.x1, yAt(flightEnd)))}" fill="#ffffff" stroke="${WALL}" stroke-width="1.5"/>`,
    );
    for (let k = 1; k < treads; k++) {
      const y = yAt(flightStart + k * TREAD_M);
      parts.push(line([flight.x0, y], [flight.x1, y], '#6b7280', 1.2));
    }
    if (flight.show) {
      const cx = (flight.x0 + flight.x1) / 2;
      const from: Point = [cx, yAt(flightStart + 0.25)];
      const to: Point = [cx, yAt(flightEnd - 0.3)];
      parts.push(line(from, to, '#b91c1c', 2));
      parts.push(arrowHead(to, from, '#b91c1c'));
      parts.push(
        text([cx, yAt(flightStart - 0.55) + 0.2], flight.label, {
          size: 12,
          weight: 700,
          colour: '#b91c1c',
        }),
      );
    }
  }
  // The wall between the two flights.
  parts.push(
    `<polygon points="${polygonPoints(rectPoints(mid - 0.12, yAt(flightStart - 0.2), mid + 0.12, yAt(flightEnd)))}" fill="${WALL}"/>`,
  );
  return parts.join('');
}

function drawElevator(elevator: Elevator): string {
  const [x0, y0, x1, y1] = elevator.car;
  return (
    `<polygon points="${polygonPoints(rectPoints(x0, y0, x1, y1))}" fill="#ffffff" stroke="${WALL}" stroke-width="2.5"/>` +
    line([x0, y0], [x1, y1], WALL, 2) +
    line([x1, y0], [x0, y1], WALL, 2)
  );
}

function drawFixture(fixture: Fixture): string {
  const [x0, y0, x1, y1] = fixture.rect;
  const outline = polygonPoints(rectPoints(x0, y0, x1, y1));
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  switch (fixture.kind) {
    case 'desk':
      return (
        `<polygon points="${outline}" fill="#d6c3a5" stroke="${WALL}" stroke-width="1.5"/>` +
        text([cx, cy + 0.15], fixture.label, { size: 12, colour: TEXT, rotate: -90 })
      );
    case 'counter':
      return `<polygon points="${outline}" fill="#d4d4d4" stroke="${WALL}" stroke-width="1.5"/>`;
    case 'ramp': {
      const parts = [
        `<polygon points="${outline}" fill="#fafaf9" stroke="${WALL}" stroke-width="1.5"/>`,
      ];
      // Chevrons every half metre read as a slope, the arrow points uphill.
      for (let y = y1 - 0.5; y > y0 + 0.3; y -= 0.5)
        parts.push(line([x0, y], [x1, y], '#a8a29e', 1));
      const from: Point = [cx - 0.45, y1 - 0.3];
      const to: Point = [cx - 0.45, y0 + 0.4];
      parts.push(line(from, to, '#b91c1c', 2), arrowHead(to, from, '#b91c1c'));
      parts.push(
        text([cx + 0.45, cy], fixture.label, {
          size: 12,
          weight: 700,
          colour: TEXT,
          rotate: -90,
          halo: '#fafaf9',
        }),
      );
      return parts.join('');
    }
  }
}

/** Small symbols for wall-mounted safety equipment, the ones a visitor looks for. */
function drawSafetySymbols(layout: FloorLayout): string {
  const parts: string[] = [];
  for (const poi of layout.pois) {
    const [x, y] = planToPixel(poi.at[0], poi.at[1]);
    if (poi.type === 'Fire Extinguisher') {
      parts.push(
        `<circle cx="${num(x)}" cy="${num(y)}" r="7" fill="#dc2626" stroke="#7f1d1d" stroke-width="1.5"/>`,
      );
    } else if (poi.type === 'First Aid/AED') {
      parts.push(
        `<rect x="${num(x - 8)}" y="${num(y - 8)}" width="16" height="16" rx="2" fill="#16a34a" stroke="#14532d" stroke-width="1"/>` +
          `<rect x="${num(x - 1.75)}" y="${num(y - 5.5)}" width="3.5" height="11" fill="#ffffff"/>` +
          `<rect x="${num(x - 5.5)}" y="${num(y - 1.75)}" width="11" height="3.5" fill="#ffffff"/>`,
      );
    }
  }
  return parts.join('');
}

/** Exit labels sit in the margin outside the wall they pierce. */
function drawExitLabel(exit: Exit): string {
  const { door } = exit;
  const label = exit.label.toUpperCase();
  const colour = '#15803d';
  if (door.axis === 'x') {
    const outsideBelow = door.y >= FOOTPRINT_DEPTH_M;
    const tip: Point = [door.x, door.y + (outsideBelow ? 0.25 : -0.25)];
    const tail: Point = [door.x, door.y + (outsideBelow ? 1.75 : -1.75)];
    return (
      line(tail, tip, colour, 3) +
      arrowHead(tip, tail, colour) +
      text([door.x + 0.5, door.y + (outsideBelow ? 1.4 : -0.9)], label, {
        size: 13,
        weight: 700,
        colour,
        anchor: 'start',
      })
    );
  }
  const outsideRight = door.x >= FOOTPRINT_LENGTH_M;
  // Rotated text grows on the far side of its baseline, so the baseline sits nearer the wall.
  const x = door.x + (outsideRight ? 1.0 : -1.0);
  return text([x, door.y + door.width / 2 + 0.4], label, {
    size: 13,
    weight: 700,
    colour,
    anchor: 'start',
    rotate: outsideRight ? 90 : -90,
  });
}

function drawLegend(layout: FloorLayout): string {
  const parts: string[] = [];
  const title = `Engineering Hall - ${layout.floorName} (floor ${layout.floorNumber})`;
  parts.push(text([0, -0.7], title, { size: 20, weight: 700, anchor: 'start' }));

  // North arrow: image-up is bearing ROTATION_DEG, so north is turned back by that much.
  const northX = IMAGE_WIDTH_PX - 80;
  const northY = MARGIN_M * PX_PER_M * 0.5 - 2;
  parts.push(
    `<g transform="translate(${northX} ${num(northY)}) rotate(${-ROTATION_DEG})">` +
      `<polygon points="0,-19 9,13 0,7 -9,13" fill="${TEXT}"/>` +
      `<polygon points="0,-19 -9,13 0,7" fill="#ffffff" stroke="${TEXT}" stroke-width="1.5"/>` +
      '</g>',
    `<text x="${northX + 22}" y="${num(northY + 7)}" font-family="${FONT}" font-size="20" font-weight="700" fill="${TEXT}">N</text>`,
  );

  // 10 m scale bar in 5 m halves, in the bottom margin under the west end.
  const barY = FOOTPRINT_DEPTH_M + 1.15;
  const barH = 8 / PX_PER_M;
  parts.push(
    `<polygon points="${polygonPoints(rectPoints(0, barY, 5, barY + barH))}" fill="${TEXT}" stroke="${TEXT}" stroke-width="1.5"/>`,
    `<polygon points="${polygonPoints(rectPoints(5, barY, 10, barY + barH))}" fill="#ffffff" stroke="${TEXT}" stroke-width="1.5"/>`,
    text([0, barY - 0.2], '0', { size: 12, colour: TEXT }),
    text([5, barY - 0.2], '5', { size: 12, colour: TEXT }),
    text([10, barY - 0.2], '10 m', { size: 12, colour: TEXT }),
  );
  return parts.join('');
}

export function renderFloorPlanSvg(layout: FloorLayout): string {
  const rooms = layout.rooms;
  const body: string[] = [];
  body.push(`<rect width="${IMAGE_WIDTH_PX}" height="${IMAGE_HEIGHT_PX}" fill="#ffffff"/>`);
  body.push(
    `<g id="fills">${rooms.map((room) => `<polygon points="${polygonPoints(room.polygon)}" fill="${FILL[room.kind]}"/>`).join('')}</g>`,
  );
  body.push(
    `<g id="fixtures">${layout.stairs.map(drawStair).join('')}${layout.elevators.map(drawElevator).join('')}${layout.fixtures.map(drawFixture).join('')}</g>`,
  );
  const footprint = rectPoints(0, 0, FOOTPRINT_LENGTH_M, FOOTPRINT_DEPTH_M);
  body.push(
    `<g id="walls" fill="none" stroke="${WALL}" stroke-linejoin="miter" stroke-linecap="square">` +
      rooms
        .map(
          (room) =>
            `<polygon points="${polygonPoints(room.polygon)}" stroke-width="${INNER_WALL_PX}"/>`,
        )
        .join('') +
      `<polygon points="${polygonPoints(footprint)}" stroke-width="${OUTER_WALL_PX}"/>` +
      '</g>',
  );
  const doors = [...rooms.flatMap((room) => room.doors), ...layout.exits.map((exit) => exit.door)];
  body.push(`<g id="doors">${doors.map((door) => drawDoor(door, rooms)).join('')}</g>`);
  body.push(`<g id="symbols">${drawSafetySymbols(layout)}</g>`);
  body.push(`<g id="labels">${rooms.map(drawRoomLabel).join('')}</g>`);
  body.push(`<g id="legend">${layout.exits.map(drawExitLabel).join('')}${drawLegend(layout)}</g>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_WIDTH_PX}" height="${IMAGE_HEIGHT_PX}" viewBox="0 0 ${IMAGE_WIDTH_PX} ${IMAGE_HEIGHT_PX}">\n` +
    `${body.join('\n')}\n</svg>\n`
  );
}
