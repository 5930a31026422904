import { describe, expect, it } from 'vitest';
import { RoomConstants } from '../rooms/constants.js';
import type { LonLat } from '../rooms/types.js';
import { buildImdfExport, type ImdfExportInput } from './export.js';
import {
  ImdfImportError,
  type ImdfImportPlan,
  imdfRefusalMessage,
  planImdfImport,
  poiTypeOfAmenity,
} from './import.js';
import { ImdfImportMessages } from './import-messages.js';
import { imdfFeatureSummary } from './testing/feature-summary.js';
import {
  testImdfPosition as at,
  makeImdfArchive,
  TestImdfIds,
  testImdfId,
  testImdfRectangle,
} from './testing/minimal-archive.js';
import { validateImdf } from './validate.js';

const rectangle = (x0: number, y0: number, x1: number, y1: number): LonLat[] => [
  at(x0, y0),
  at(x1, y0),
  at(x1, y1),
  at(x0, y1),
  at(x0, y0),
];

/** The export input of an imported building, as the server stores and reads it back. */
function exportInputOf(plan: ImdfImportPlan, buid: string): ImdfExportInput {
  const ids = new Map(plan.units.map((u, i) => [u.key, `unit-${i}`]));
  return {
    space: { buid, ...plan.space },
    floors: plan.floors.map((f) => ({
      floorNumber: f.floorNumber,
      name: f.name,
      imdfLevelId: f.imdfLevelId,
      levelBounds: f.bounds,
    })),
    units: plan.units.map((u) => ({ ...u, id: ids.get(u.key) as string, buid })),
    openings: plan.openings.map((o, i) => ({
      ...o,
      id: `door-${i}`,
      buid,
      ...(o.unitKey ? { unitId: ids.get(o.unitKey) as string } : {}),
    })),
    pois: plan.pois.map((p, i) => ({ ...p, puid: `poi-${i}` })),
    created: '2026-11-27T10:00:00Z',
  };
}

/** A building of ours: two floors, rooms, doors and POIs (one a connector, left out). */
function ourBuilding(): ImdfExportInput {
  const [west, south] = at(0, 0);
  const [east, north] = at(40, 30);
  const [lon, lat] = at(10, 10);
  const room = (n: number, floorNumber: number, name: string, polygon: LonLat[]) => ({
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    buid: 'b',
    floorNumber,
    name,
    category: 'room' as const,
    polygon,
  });
  const poi = (puid: string, floorNumber: number, type: string, x: number, y: number) => {
    const [plon, plat] = at(x, y);
    return { puid, floorNumber, name: `${type} here`, type, lat: plat, lon: plon };
  };
  return {
    space: { buid: 'b', name: 'Round Hall', type: 'university', address: '1 Main St', lat, lon },
    floors: [
      { floorNumber: 0, name: 'Ground', planBounds: { south, west, north, east } },
      { floorNumber: 1, name: 'First' },
    ],
    units: [
      room(1, 0, 'Hall', rectangle(0, 0, 20, 30)),
      room(2, 0, 'Office', rectangle(20, 0, 40, 15)),
      room(3, 1, '', rectangle(5, 5, 25, 25)),
    ],
    openings: [
      { id: 'd1', buid: 'b', floorNumber: 0, category: 'pedestrian', line: [at(20, 5), at(20, 7)] },
    ],
    pois: [
      poi('p1', 0, 'Toilets', 5, 5),
      poi('p2', 0, 'Elevator', 30, 5),
      poi('p3', 1, 'Office', 10, 10),
      poi('p4', 0, 'None', 10, 10),
    ],
    created: '2026-11-27T09:00:00Z',
  };
}

describe('IMDF import (docs/imdf.md#import)', () => {
  it('reads back an export as the same features: ids, categories, geometry', () => {
    const first = buildImdfExport(ourBuilding()).archive;
    expect(validateImdf(first)).toEqual([]);
    const plan = planImdfImport(first);
    expect(plan.space).toMatchObject({
      name: 'Round Hall',
      address: '1 Main St',
      type: 'university',
    });
    expect(plan.floors.map((f) => [f.floorNumber, f.name])).toEqual([
      [0, 'Ground'],
      [1, 'First'],
    ]);
    expect(plan.pois.map((p) => [p.type, p.floorNumber])).toEqual([
      ['Toilets', 0],
      ['Elevator', 0],
      // Office exports as 'unspecified', which comes back as Other.
      ['Other', 1],
    ]);
    expect(plan.openings[0]?.unitKey).toBe(first['unit.geojson'].features[0]?.id);
    const again = buildImdfExport(exportInputOf(plan, 'another-buid')).archive;
    expect(validateImdf(again)).toEqual([]);
    expect(imdfFeatureSummary(again)).toEqual(imdfFeatureSummary(first));
  });

  it('plans a hand-written archive: venue, levels, units, a door on its wall, an amenity', () => {
    const plan = planImdfImport(makeImdfArchive());
    expect(plan.space.imdfIds).toEqual({
      venue: TestImdfIds.venue,
      building: TestImdfIds.building,
      address: TestImdfIds.address,
      footprint: TestImdfIds.footprint,
    });
    expect(plan.floors.map((f) => f.imdfLevelId)).toEqual([TestImdfIds.ground, TestImdfIds.first]);
    expect(plan.units.map((u) => u.imdfId)).toEqual([
      TestImdfIds.roomA,
      TestImdfIds.roomB,
      TestImdfIds.corridor,
      TestImdfIds.hall,
    ]);
    const door = plan.openings[0];
    expect(door && [TestImdfIds.roomA, TestImdfIds.roomB]).toContain(door?.unitKey);
    expect(plan.pois).toEqual([
      expect.objectContaining({
        imdfAmenityId: TestImdfIds.amenity,
        floorNumber: 0,
        type: 'Other',
      }),
    ]);
  });

  it('imports each part of a multipolygon unit as a room, the first keeping the id', () => {
    const archive = makeImdfArchive();
    const unit = archive['unit.geojson'].features[3];
    if (!unit) throw new Error('the test archive has a hall');
    unit.geometry = {
      type: 'MultiPolygon',
      coordinates: [
        testImdfRectangle(6, 6, 15, 15).coordinates,
        testImdfRectangle(20, 6, 30, 15).coordinates,
      ],
    };
    expect(validateImdf(archive).filter((f) => f.severity === 'error')).toEqual([]);
    const rooms = planImdfImport(archive).units.filter((u) => u.floorNumber === 1);
    expect(rooms.map((r) => r.imdfId)).toEqual([TestImdfIds.hall, null]);
  });

  it('refuses two levels on one ordinal', () => {
    const archive = makeImdfArchive();
    const levels = archive['level.geojson'].features;
    if (levels[1]) levels[1].properties.ordinal = 0;
    expect(() => planImdfImport(archive)).toThrow(
      new ImdfImportError(ImdfImportMessages.sameOrdinal(0)),
    );
  });

  it('refuses a floor with more rooms than a floor here holds', () => {
    const archive = makeImdfArchive();
    const units = archive['unit.geojson'].features;
    const hall = units[3];
    if (!hall) throw new Error('the test archive has a hall');
    // Many small rooms side by side on the first level (0.01 m wide).
    for (let i = 0; i <= RoomConstants.maxUnitsPerFloor; i += 1)
      units.push({
        ...hall,
        id: testImdfId(1000 + i),
        geometry: testImdfRectangle(5 + i * 0.01, 26, 5 + (i + 1) * 0.01, 27),
      });
    expect(() => planImdfImport(archive)).toThrow(
      new ImdfImportError(ImdfImportMessages.tooManyRooms(1)),
    );
  });

  it('lists the errors of a refusal, a line each, warnings left out', () => {
    const message = imdfRefusalMessage([
      { rule: 'a', severity: 'error', file: 'unit.geojson', featureId: 'u1', message: 'Bad.' },
      { rule: 'b', severity: 'warning', file: 'amenity.geojson', message: 'Odd.' },
    ]);
    expect(message?.split('\n')).toEqual([
      ImdfImportMessages.invalid(1),
      'unit.geojson (u1): Bad.',
    ]);
    expect(imdfRefusalMessage([])).toBeNull();
  });

  it('gives amenities the POI type the export maps back', () => {
    expect(poiTypeOfAmenity('restroom.wheelchair')).toBe('Disabled Toilets');
    expect(poiTypeOfAmenity('restroom.female')).toBe('Toilets');
    expect(poiTypeOfAmenity('stairs')).toBe('Stair');
    expect(poiTypeOfAmenity('atm')).toBe('Other');
  });
});
