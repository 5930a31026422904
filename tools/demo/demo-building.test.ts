import { readFileSync, statSync } from 'node:fs';
import {
  buildImdfExport,
  floorRoomProblems,
  PoiTypes,
  unitOfPoint,
  validateImdf,
} from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import {
  buildDemoBuilding,
  DEMO_BUID,
  type DemoFloor,
  type DemoPoi,
  demoFloorLayouts,
  demoRoomId,
  serializeDemoBuilding,
} from './demo-building.js';
import { escapeXml, pointInPolygon, renderFloorPlanSvg } from './floor-plan-svg.js';
import { pixelToPlan } from './geo.js';
import type { Point } from './layout.js';

/**
 * The type list as docs/pois-and-navigation.md#poi-types gives it, read from the page rather than
 * imported, so a typo in the domain's list is caught.
 */
function documentedPoiTypes(): string[] {
  const page = readFileSync(new URL('../../docs/pois-and-navigation.md', import.meta.url), 'utf8');
  const list = /\(`PoiTypes` in `model\/poi\.ts`\): ([^.]*)\./.exec(page.replace(/\s+/g, ' '));
  if (!list?.[1]) throw new Error('the POI type list is missing from docs/pois-and-navigation.md');
  return list[1].split(', ');
}
const DOCUMENTED_TYPES = documentedPoiTypes();

const DEMO_DIR = new URL('../../apps/server/demo-data/', import.meta.url);
const building = buildDemoBuilding();
const layouts = demoFloorLayouts();
const poiByPuid = new Map(building.pois.map((poi) => [poi.puid, poi]));
const realPois = building.pois.filter((poi) => poi.pois_type !== 'None');

function requirePoi(puid: string): DemoPoi {
  const poi = poiByPuid.get(puid);
  if (!poi) throw new Error(`unknown POI ${puid}`);
  return poi;
}

function floorOf(floorNumber: number): DemoFloor {
  const floor = building.floors.find((candidate) => candidate.floor_number === floorNumber);
  if (!floor) throw new Error(`no floor ${floorNumber}`);
  return floor;
}

/** Inverts the affine image placement defined by the top-left, top-right and bottom-left corners. */
function latLonToPixel(floor: DemoFloor, lat: number, lon: number): [number, number] {
  const [tl, tr, , bl] = floor.corners;
  const ax = tr[0] - tl[0];
  const ay = tr[1] - tl[1];
  const bx = bl[0] - tl[0];
  const by = bl[1] - tl[1];
  const dx = lon - tl[0];
  const dy = lat - tl[1];
  const det = ax * by - ay * bx;
  const a = (dx * by - dy * bx) / det;
  const b = (ax * dy - ay * dx) / det;
  return [a * floor.width_px, b * floor.height_px];
}

function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('demo building', () => {
  it('has three floors numbered 0, 1 and 2', () => {
    expect(building.floors.map((floor) => floor.floor_number)).toEqual([0, 1, 2]);
    expect(building.floors.map((floor) => floor.floor_name)).toEqual([
      'Ground floor',
      'First floor',
      'Second floor',
    ]);
    expect(building.floors.map((floor) => floor.image)).toEqual([
      'floor-0.png',
      'floor-1.png',
      'floor-2.png',
    ]);
  });

  it('describes Engineering Hall at the campus position', () => {
    expect(building.space).toMatchObject({
      buid: 'building_demo_engineering_hall',
      name: 'Engineering Hall',
      bucode: 'ENG-1',
      space_type: 'building',
      address: '1 University Avenue, Nicosia',
      url: '-',
      coordinates_lat: 35.14475,
      coordinates_lon: 33.41115,
    });
  });

  it('has at least 36 real POIs, 13 to 15 per floor', () => {
    expect(realPois.length).toBeGreaterThanOrEqual(36);
    for (const floor of [0, 1, 2]) {
      const count = realPois.filter((poi) => poi.floor_number === floor).length;
      expect(count).toBeGreaterThanOrEqual(13);
      expect(count).toBeLessThanOrEqual(15);
    }
  });

  it('uses only the documented POI types or None, and every type at least once', () => {
    expect([...PoiTypes]).toEqual(DOCUMENTED_TYPES);
    for (const poi of building.pois) expect([...PoiTypes, 'None']).toContain(poi.pois_type);
    expect(new Set(realPois.map((poi) => poi.pois_type))).toEqual(new Set(PoiTypes));
  });

  it('names and describes every connector Connector', () => {
    const connectors = building.pois.filter((poi) => poi.pois_type === 'None');
    expect(connectors.length).toBeGreaterThan(0);
    for (const poi of connectors) {
      expect(poi.name).toBe('Connector');
      expect(poi.description).toBe('Connector');
    }
  });

  it('gives every POI a unique, stable puid', () => {
    expect(new Set(building.pois.map((poi) => poi.puid)).size).toBe(building.pois.length);
    for (const poi of building.pois)
      expect(poi.puid).toMatch(new RegExp(`^poi_demo_${poi.floor_number}_[a-z0-9_-]+$`));
  });

  it('connects existing, distinct POIs without duplicate edges', () => {
    const seen = new Set<string>();
    for (const { pois_a, pois_b } of building.connections) {
      expect(poiByPuid.has(pois_a), pois_a).toBe(true);
      expect(poiByPuid.has(pois_b), pois_b).toBe(true);
      expect(pois_a).not.toBe(pois_b);
      const key = [pois_a, pois_b].sort().join('|');
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('has a connected navigation graph', () => {
    const neighbours = new Map<string, string[]>(building.pois.map((poi) => [poi.puid, []]));
    for (const { pois_a, pois_b } of building.connections) {
      neighbours.get(pois_a)?.push(pois_b);
      neighbours.get(pois_b)?.push(pois_a);
    }
    const start = building.pois[0]?.puid ?? '';
    const reached = new Set([start]);
    const queue = [start];
    for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
      for (const other of neighbours.get(next) ?? []) {
        if (!reached.has(other)) {
          reached.add(other);
          queue.push(other);
        }
      }
    }
    expect(building.pois.filter((poi) => !reached.has(poi.puid)).map((poi) => poi.puid)).toEqual(
      [],
    );
  });

  it('links floors only between consecutive floors, stair to stair and lift to lift', () => {
    const vertical = building.connections
      .map(({ pois_a, pois_b }) => [requirePoi(pois_a), requirePoi(pois_b)] as const)
      .filter(([a, b]) => a.floor_number !== b.floor_number);
    for (const [a, b] of vertical) {
      expect(Math.abs(a.floor_number - b.floor_number)).toBe(1);
      expect(['Stair', 'Elevator']).toContain(a.pois_type);
      expect(b.pois_type).toBe(a.pois_type);
    }
    for (const lower of [0, 1]) {
      const types = vertical
        .filter(([a, b]) => Math.min(a.floor_number, b.floor_number) === lower)
        .map(([a]) => a.pois_type)
        .sort();
      expect(types).toEqual(['Elevator', 'Stair', 'Stair']);
    }
  });

  it('places every POI inside its floor image quadrilateral', () => {
    for (const poi of building.pois) {
      const corners = floorOf(poi.floor_number).corners.map(([lon, lat]) => [lon, lat] as const);
      expect(pointInPolygon([poi.coordinates_lon, poi.coordinates_lat], corners), poi.puid).toBe(
        true,
      );
    }
  });

  it('georeferences the image as a rotated rectangle of the right size', () => {
    for (const floor of building.floors) {
      const [tl, tr, br, bl] = floor.corners;
      // Affine placement: the four corners form a parallelogram.
      expect(br[0]).toBeCloseTo(tr[0] + bl[0] - tl[0], 7);
      expect(br[1]).toBeCloseTo(tr[1] + bl[1] - tl[1], 7);
      const metresPerDegLat = (6_371_000 * Math.PI) / 180;
      const metresPerDegLon = metresPerDegLat * Math.cos((35.14475 * Math.PI) / 180);
      const east = (tr[0] - tl[0]) * metresPerDegLon;
      const north = (tr[1] - tl[1]) * metresPerDegLat;
      // The top edge spans footprint + margins (68 m) along bearing 90 + 18 degrees.
      expect(Math.hypot(east, north)).toBeCloseTo(68, 2);
      expect((Math.atan2(east, north) * 180) / Math.PI).toBeCloseTo(108, 2);
    }
  });

  it('puts each POI over its own room in the floor plan', () => {
    for (const layout of layouts) {
      const floor = floorOf(layout.floorNumber);
      for (const spec of layout.pois) {
        const poi = requirePoi(`poi_demo_${layout.floorNumber}_${spec.slug}`);
        const room = layout.rooms.find((candidate) => candidate.id === spec.roomId);
        expect(room, spec.roomId).toBeDefined();
        const [px, py] = latLonToPixel(floor, poi.coordinates_lat, poi.coordinates_lon);
        const plan: Point = pixelToPlan(px, py);
        expect(pointInPolygon(plan, room?.polygon ?? []), `${poi.puid} in ${spec.roomId}`).toBe(
          true,
        );
        // Coordinates are rounded to 1e-8 degree, about a millimetre.
        expect(Math.hypot(plan[0] - spec.at[0], plan[1] - spec.at[1])).toBeLessThan(0.005);
      }
    }
  });

  it('traces every room of the floor plans as a room of the product, doors on their walls', () => {
    for (const layout of layouts) {
      const n = layout.floorNumber;
      const units = building.units
        .filter((u) => u.floor_number === n)
        .map((u) => ({ ...u, buid: DEMO_BUID, floorNumber: n }));
      const openings = building.openings
        .filter((o) => o.floor_number === n)
        .map((o) => ({ ...o, buid: DEMO_BUID, floorNumber: n, unitId: o.unit_id }));
      expect(units.map((u) => u.id)).toEqual(layout.rooms.map((r) => demoRoomId(n, 'unit', r.id)));
      expect(openings).toHaveLength(
        layout.rooms.reduce((sum, r) => sum + r.doors.length, 0) + layout.exits.length,
      );
      expect(floorRoomProblems(units, openings), `floor ${n}`).toEqual([]);
      // Each POI lies in the room traced for the room it stands in on the plan.
      for (const spec of layout.pois) {
        const poi = requirePoi(`poi_demo_${n}_${spec.slug}`);
        const room = unitOfPoint(units, poi.coordinates_lat, poi.coordinates_lon);
        expect(room?.id, poi.puid).toBe(demoRoomId(n, 'unit', spec.roomId));
      }
    }
  });

  it('exports as an IMDF archive without a finding, every POI placed in a room', () => {
    const { archive, leftOut } = buildImdfExport({
      space: {
        buid: DEMO_BUID,
        name: building.space.name,
        address: building.space.address,
        lat: building.space.coordinates_lat,
        lon: building.space.coordinates_lon,
      },
      floors: building.floors.map((f) => ({ floorNumber: f.floor_number, name: f.floor_name })),
      units: building.units.map((u) => ({ ...u, buid: DEMO_BUID, floorNumber: u.floor_number })),
      openings: building.openings.map((o) => ({
        ...o,
        buid: DEMO_BUID,
        floorNumber: o.floor_number,
        unitId: o.unit_id,
      })),
      pois: building.pois.map((p) => ({
        puid: p.puid,
        floorNumber: p.floor_number,
        name: p.name,
        type: p.pois_type,
        lat: p.coordinates_lat,
        lon: p.coordinates_lon,
      })),
      created: '2026-11-27T09:00:00Z',
    });
    expect(validateImdf(archive)).toEqual([]);
    expect(leftOut).toEqual({ floors: [], pois: [] });
    expect(archive['amenity.geojson'].features).toHaveLength(realPois.length);
  });

  it('has entrances on the ground floor, and only entrances are building entrances', () => {
    const entrances = realPois.filter((poi) => poi.pois_type === 'Entrance');
    expect(entrances.length).toBeGreaterThanOrEqual(2);
    for (const poi of entrances) {
      expect(poi.floor_number).toBe(0);
      expect(poi.is_building_entrance).toBe(true);
    }
    for (const poi of building.pois.filter((candidate) => candidate.pois_type !== 'Entrance')) {
      expect(poi.is_building_entrance, poi.puid).toBe(false);
    }
  });

  it('gives asset POIs well-formed asset fields', () => {
    const assets = building.pois.filter((poi) => poi.manufacturer !== undefined);
    expect(assets.length).toBeGreaterThanOrEqual(6);
    expect(new Set(assets.map((poi) => poi.pois_type))).toEqual(
      new Set(['Fire Extinguisher', 'First Aid/AED', 'Elevator', 'Kitchen', 'Room', 'Other']),
    );
    for (const poi of assets) {
      expect(poi.modelNumber).toBeTruthy();
      expect(poi.serialNumber).toBeTruthy();
      expect(poi.purchaseDate).toMatch(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d)$/);
      expect(poi.price).toBeGreaterThan(0);
      expect(Number.isInteger(poi.quantity)).toBe(true);
      expect(poi.quantity).toBeGreaterThanOrEqual(1);
      expect(poi.tags?.length).toBeGreaterThan(0);
      for (const tag of poi.tags ?? []) expect(tag).toBe(tag.trim());
      const warranty = poi.warranty;
      expect(warranty).toBeDefined();
      if (warranty?.isLifetime) expect(warranty.expirationDate).toBe('');
      else expect((warranty?.expirationDate ?? '') > (poi.purchaseDate ?? '')).toBe(true);
    }
  });

  it('is deterministic', () => {
    expect(serializeDemoBuilding(buildDemoBuilding())).toBe(serializeDemoBuilding(building));
  });

  it('matches the committed demo-building.json exactly (run npm run demo:generate after changes)', () => {
    const committed = readFileSync(new URL('demo-building.json', DEMO_DIR), 'utf8');
    expect(JSON.parse(committed)).toEqual(building);
    expect(committed).toBe(serializeDemoBuilding(building));
  });

  it('has a committed PNG of the declared size, under 300 KB, for every floor', () => {
    for (const floor of building.floors) {
      const file = new URL(floor.image, DEMO_DIR);
      const size = pngSize(readFileSync(file));
      expect(size).toEqual({ width: floor.width_px, height: floor.height_px });
      expect(statSync(file).size).toBeLessThan(300 * 1024);
    }
  });
});

describe('floor-plan SVG', () => {
  it('labels every room with its name and number', () => {
    for (const layout of layouts) {
      const svg = renderFloorPlanSvg(layout);
      for (const room of layout.rooms) {
        const group = svg.match(new RegExp(`<g data-room="${room.id}">(.*?)</g>`))?.[1];
        expect(group, `${layout.floorNumber}/${room.id}`).toBeDefined();
        const words = [...(group ?? '').matchAll(/>([^<]*)<\/text>/g)]
          .map((match) => match[1])
          .join(' ');
        expect(words).toBe(escapeXml([room.name, room.number].filter(Boolean).join(' ')));
        expect(svg).toContain(escapeXml(room.name.split(' ')[0] ?? ''));
      }
    }
  });

  it('has the image size declared by the floor', () => {
    for (const layout of layouts) {
      const floor = floorOf(layout.floorNumber);
      const svg = renderFloorPlanSvg(layout);
      expect(svg).toContain(`width="${floor.width_px}" height="${floor.height_px}"`);
    }
  });

  it('draws stairs, the lift, the entrances and the legend', () => {
    const layout = layouts.find((candidate) => candidate.floorNumber === 0);
    if (!layout) throw new Error('no ground floor');
    const ground = renderFloorPlanSvg(layout);
    expect(ground).toContain('MAIN ENTRANCE');
    expect(ground).toContain('FIRE EXIT');
    expect(ground).toContain('10 m');
    expect(ground).toContain('>N</text>');
    expect(ground).toContain('>UP</text>');
    expect(ground).toContain('>Lift</text>');
  });
});
