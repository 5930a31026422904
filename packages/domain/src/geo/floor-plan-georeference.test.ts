import { describe, expect, it } from 'vitest';
import { haversineMetres } from './distance.js';
import {
  type FloorPlanGeoreference,
  GeoreferenceError,
  georeferenceBounds,
  georeferenceCorners,
  georeferenceFromBounds,
  georeferenceFromCorners,
  georeferenceFromPlacement,
  latLngToMercator,
  latLngToPixel,
  mercatorToLatLng,
  mercatorToWorldPixel,
  type PlanCorners,
  pixelToLatLng,
  planSizeMetres,
  rotationDegrees,
  worldPixelToMercator,
} from './floor-plan-georeference.js';
import { latLngToWorldPixel } from './tiles.js';

const famagusta = { lat: 35.1447, lon: 33.4109 };

/** A 2000 x 1200 px plan, 60 m wide, turned 30 degrees clockwise. */
const rotatedPlan = () =>
  georeferenceFromPlacement({
    centre: famagusta,
    widthM: 60,
    rotationDegrees: 30,
    widthPx: 2000,
    heightPx: 1200,
  });

function expectGeoreferenceError(run: () => unknown, problem: GeoreferenceError['problem']) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(GeoreferenceError);
    expect((error as GeoreferenceError).problem).toBe(problem);
    return;
  }
  throw new Error(`expected a ${problem} GeoreferenceError`);
}

describe('Web-Mercator metres', () => {
  it('puts lat/lon 0/0 at the origin and lon 180 at half the equator', () => {
    expect(latLngToMercator({ lat: 0, lon: 0 })).toEqual({ x: 0, y: 0 });
    expect(latLngToMercator({ lat: 0, lon: 180 }).x).toBeCloseTo(20_037_508.34, 2);
  });

  it('matches the EPSG:3857 value of a known point', () => {
    // echo "33.4109 35.1447" | gdaltransform -s_srs EPSG:4326 -t_srs EPSG:3857
    const m = latLngToMercator(famagusta);
    expect(m.x).toBeCloseTo(3_719_284.374_945, 5);
    expect(m.y).toBeCloseTo(4_183_562.724_278, 5);
  });

  it('round-trips a position to better than a nanodegree', () => {
    const back = mercatorToLatLng(latLngToMercator(famagusta));
    expect(back.lat).toBeCloseTo(famagusta.lat, 9);
    expect(back.lon).toBeCloseTo(famagusta.lon, 9);
  });

  it('agrees with the map tile math on world pixels', () => {
    const viaMercator = mercatorToWorldPixel(latLngToMercator(famagusta), 22);
    const viaTiles = latLngToWorldPixel(famagusta, 22);
    expect(viaMercator.x).toBeCloseTo(viaTiles.x, 3);
    expect(viaMercator.y).toBeCloseTo(viaTiles.y, 3);
    const back = worldPixelToMercator(viaMercator, 22);
    expect(back.x).toBeCloseTo(latLngToMercator(famagusta).x, 6);
  });
});

describe('georeferenceFromCorners', () => {
  it('round-trips pixels through lat/lon on a rotated plan', () => {
    const geo = rotatedPlan();
    for (const p of [
      { x: 0, y: 0 },
      { x: 1999.5, y: 0.5 },
      { x: 1234.25, y: 987.75 },
      { x: 2000, y: 1200 },
    ]) {
      const back = latLngToPixel(geo, pixelToLatLng(geo, p));
      expect(back.x).toBeCloseTo(p.x, 6);
      expect(back.y).toBeCloseTo(p.y, 6);
    }
  });

  it('rebuilds the same georeference from its own corners', () => {
    const geo = rotatedPlan();
    const again = georeferenceFromCorners(georeferenceCorners(geo), 2000, 1200);
    expect(again.origin.x).toBeCloseTo(geo.origin.x, 4);
    expect(again.origin.y).toBeCloseTo(geo.origin.y, 4);
    expect(again.xAxis.x).toBeCloseTo(geo.xAxis.x, 9);
    expect(again.yAxis.y).toBeCloseTo(geo.yAxis.y, 9);
  });

  it('places a 30-degree rotated plan with its top edge heading 30 degrees south of east', () => {
    const geo = rotatedPlan();
    expect(rotationDegrees(geo)).toBeCloseTo(30, 9);
    const [topLeft, topRight] = georeferenceCorners(geo);
    // The top edge runs from top-left to top-right, 60 m long, dropping south as it goes east.
    const a = { lon: topLeft[0], lat: topLeft[1] };
    const b = { lon: topRight[0], lat: topRight[1] };
    expect(b.lat).toBeLessThan(a.lat);
    expect(b.lon).toBeGreaterThan(a.lon);
    const eastM = haversineMetres(a, { lat: a.lat, lon: b.lon });
    const southM = haversineMetres(a, { lat: b.lat, lon: a.lon });
    expect((Math.atan2(southM, eastM) * 180) / Math.PI).toBeCloseTo(30, 2);
    // haversine uses a 6371 km sphere, mercator 6378 km: they differ by 0.11 %.
    expect(haversineMetres(a, b)).toBeCloseTo(60 * (6_371_000 / 6_378_137), 2);
  });

  it('reports rotations all the way round', () => {
    for (const degrees of [0, 90, -90, 179, -135]) {
      const geo = georeferenceFromPlacement({
        centre: famagusta,
        widthM: 10,
        rotationDegrees: degrees,
        widthPx: 100,
        heightPx: 50,
      });
      expect(rotationDegrees(geo)).toBeCloseTo(degrees, 9);
    }
  });

  it('refuses corners that are not a parallelogram, accepting sub-1 % drift', () => {
    const [tl, tr, br, bl] = georeferenceCorners(rotatedPlan());
    // The diagonal is about 70 m: 0.3 m off is accepted, 1.5 m off is not.
    const nudged = (dMetres: number): PlanCorners => [
      tl,
      tr,
      [br[0] + dMetres / (111_320 * Math.cos((35.14 * Math.PI) / 180)), br[1]],
      bl,
    ];
    expect(() => georeferenceFromCorners(nudged(0.3), 2000, 1200)).not.toThrow();
    expectGeoreferenceError(
      () => georeferenceFromCorners(nudged(1.5), 2000, 1200),
      'not-a-parallelogram',
    );
    // Corners in the wrong order (bottom-left and bottom-right swapped).
    expectGeoreferenceError(
      () => georeferenceFromCorners([tl, tr, bl, br], 2000, 1200),
      'not-a-parallelogram',
    );
  });

  it('refuses degenerate corners, bad sizes and positions off the map', () => {
    const p: [number, number] = [33.41, 35.14];
    expectGeoreferenceError(() => georeferenceFromCorners([p, p, p, p], 100, 100), 'degenerate');
    const collinear: PlanCorners = [
      [33.41, 35.14],
      [33.42, 35.14],
      [33.43, 35.14],
      [33.4, 35.14],
    ];
    expectGeoreferenceError(() => georeferenceFromCorners(collinear, 100, 100), 'degenerate');
    const corners = georeferenceCorners(rotatedPlan());
    for (const [w, h] of [
      [0, 100],
      [100, -1],
      [100.5, 100],
      [Number.NaN, 100],
    ] as const) {
      expectGeoreferenceError(() => georeferenceFromCorners(corners, w, h), 'invalid-size');
    }
    expectGeoreferenceError(
      () => georeferenceFromCorners([[200, 35], corners[1], corners[2], corners[3]], 2000, 1200),
      'invalid-coordinate',
    );
  });
});

describe('georeferenceFromBounds', () => {
  const bounds = {
    bottom_left_lat: 35.144,
    bottom_left_lng: 33.41,
    top_right_lat: 35.145,
    top_right_lng: 33.412,
  };

  it('maps the image corners onto the bounding box, unrotated', () => {
    const geo = georeferenceFromBounds(bounds, 800, 400);
    expect(rotationDegrees(geo)).toBeCloseTo(0, 12);
    const bottomLeft = pixelToLatLng(geo, { x: 0, y: 400 });
    expect(bottomLeft.lat).toBeCloseTo(35.144, 10);
    expect(bottomLeft.lon).toBeCloseTo(33.41, 10);
    const topRight = pixelToLatLng(geo, { x: 800, y: 0 });
    expect(topRight.lat).toBeCloseTo(35.145, 10);
    expect(topRight.lon).toBeCloseTo(33.412, 10);
  });

  it('gives back its own bounds', () => {
    const back = georeferenceBounds(georeferenceFromBounds(bounds, 800, 400));
    for (const key of Object.keys(bounds) as (keyof typeof bounds)[]) {
      expect(back[key]).toBeCloseTo(bounds[key], 10);
    }
  });
});

describe('georeferenceBounds of a rotated plan', () => {
  it('is the lat/lon box of the four corners, wider than the plan itself', () => {
    const geo = rotatedPlan();
    const corners = georeferenceCorners(geo);
    const bounds = georeferenceBounds(geo);
    expect(bounds.top_right_lat).toBe(Math.max(...corners.map(([, lat]) => lat)));
    expect(bounds.bottom_left_lat).toBe(Math.min(...corners.map(([, lat]) => lat)));
    expect(bounds.top_right_lng).toBe(Math.max(...corners.map(([lon]) => lon)));
    expect(bounds.bottom_left_lng).toBe(Math.min(...corners.map(([lon]) => lon)));
    // A 60 x 36 m plan turned 30 degrees spans 60 cos30 + 36 sin30 = 69.96 m east-west.
    const eastWestM =
      (bounds.top_right_lng - bounds.bottom_left_lng) *
      (Math.PI / 180) *
      6_378_137 *
      Math.cos((famagusta.lat * Math.PI) / 180);
    expect(eastWestM).toBeCloseTo(60 * Math.cos(Math.PI / 6) + 36 * 0.5, 1);
    // Top-left is the northernmost corner when the top faces 30 degrees east of north.
    const northMost = corners.reduce((a, b) => (b[1] > a[1] ? b : a));
    expect(northMost).toEqual(corners[0]);
  });
});

describe('planSizeMetres', () => {
  it('measures a plan 100 m wide at latitude 35 within a centimetre', () => {
    // 100 m of ground along the parallel at 35 degrees, in degrees of longitude.
    const lonSpan = (100 / (6_378_137 * Math.cos((35 * Math.PI) / 180))) * (180 / Math.PI);
    const latSpan = (50 / 6_378_137) * (180 / Math.PI);
    const geo: FloorPlanGeoreference = georeferenceFromBounds(
      {
        bottom_left_lat: 35 - latSpan / 2,
        bottom_left_lng: 33,
        top_right_lat: 35 + latSpan / 2,
        top_right_lng: 33 + lonSpan,
      },
      1000,
      500,
    );
    const size = planSizeMetres(geo);
    expect(Math.abs(size.widthM - 100)).toBeLessThan(0.01);
    expect(Math.abs(size.heightM - 50)).toBeLessThan(0.01);
  });

  it('is unchanged by rotation', () => {
    const size = planSizeMetres(rotatedPlan());
    expect(size.widthM).toBeCloseTo(60, 6);
    expect(size.heightM).toBeCloseTo(36, 6);
  });
});
