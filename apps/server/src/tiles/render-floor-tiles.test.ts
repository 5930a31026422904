import zlib from 'node:zlib';
import {
  type FloorPlanGeoreference,
  georeferenceBounds,
  georeferenceCentre,
  georeferenceCorners,
  georeferenceFromBounds,
  georeferenceFromPlacement,
  haversineMetres,
  type ImagePixel,
  type LatLng,
  latLngToPixel,
  latLngToWorldPixel,
  type PlanPlacement,
  pixelToLatLng,
  worldPixelToLatLng,
} from '@indoor/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { FloorPlanImageError } from './floor-plan-image-error.js';
import { type RenderFloorTilesResult, renderFloorTiles } from './render-floor-tiles.js';

type Rgb = [number, number, number];

interface DecodedTile {
  pixels: Buffer;
  width: number;
}

/** Tiles as a client would fetch them: z/x/y to PNG bytes. */
class TileStore {
  readonly pngs = new Map<string, Buffer>();
  writes = 0;

  readonly writeTile = async (z: number, x: number, y: number, png: Buffer) => {
    this.writes++;
    this.pngs.set(`${z}/${x}/${y}`, png);
  };

  has(z: number, x: number, y: number): boolean {
    return this.pngs.has(`${z}/${x}/${y}`);
  }

  keysAt(z: number): { x: number; y: number }[] {
    return [...this.pngs.keys()]
      .map((key) => key.split('/').map(Number) as [number, number, number])
      .filter(([tz]) => tz === z)
      .map(([, x, y]) => ({ x, y }));
  }

  async decode(z: number, x: number, y: number): Promise<DecodedTile> {
    const png = this.pngs.get(`${z}/${x}/${y}`);
    if (!png) throw new Error(`tile ${z}/${x}/${y} was not written`);
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 256, height: 256, channels: 4 });
    return { pixels: data, width: info.width };
  }
}

const background: Rgb = [236, 236, 230];
const wall: Rgb = [60, 64, 70];
const mark: Rgb = [255, 0, 255];

/** A plan of the given size and width in metres, centred on the test position. */
const placedAtCentre = (placement: Omit<PlanPlacement, 'centre'>) =>
  georeferenceFromPlacement({ centre: { lat: 35.14, lon: 33.41 }, ...placement });

/** A light plan with a dark border and 3x3 marks of a colour found nowhere else. */
async function planPng(
  width: number,
  height: number,
  marks: { at: ImagePixel; colour: Rgb }[],
): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  const paint = (x: number, y: number, [r, g, b]: Rgb) => {
    const i = (y * width + x) * 3;
    raw[i] = r;
    raw[i + 1] = g;
    raw[i + 2] = b;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const edge = x < 8 || y < 8 || x >= width - 8 || y >= height - 8;
      paint(x, y, edge ? wall : background);
    }
  }
  for (const { at, colour } of marks) {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) paint(at.x + dx, at.y + dy, colour);
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

function tileOf(p: LatLng, zoom: number) {
  const world = latLngToWorldPixel(p, zoom);
  return {
    x: Math.floor(world.x / 256),
    y: Math.floor(world.y / 256),
    px: Math.floor(world.x) % 256,
    py: Math.floor(world.y) % 256,
  };
}

const alphaAt = (tile: DecodedTile, px: number, py: number) =>
  tile.pixels[(py * tile.width + px) * 4 + 3];

/**
 * Where pixels of the mark colour are in the tiles of one zoom: their centroid,
 * weighted by how strongly they lean towards magenta (blends with the
 * background at coarser zooms lean less).
 */
async function findMark(store: TileStore, zoom: number): Promise<LatLng | null> {
  let sumX = 0;
  let sumY = 0;
  let sumWeight = 0;
  for (const { x, y } of store.keysAt(zoom)) {
    const tile = await store.decode(zoom, x, y);
    for (let py = 0; py < 256; py++) {
      for (let px = 0; px < 256; px++) {
        const i = (py * 256 + px) * 4;
        const [r, g, b, a] = [...tile.pixels.subarray(i, i + 4)] as [
          number,
          number,
          number,
          number,
        ];
        const lean = Math.min(r, b) - g;
        if (a < 250 || lean < 30) continue;
        sumX += (x * 256 + px + 0.5) * lean;
        sumY += (y * 256 + py + 0.5) * lean;
        sumWeight += lean;
      }
    }
  }
  if (sumWeight === 0) return null;
  return worldPixelToLatLng({ x: sumX / sumWeight, y: sumY / sumWeight }, zoom);
}

describe('renderFloorTiles on a rotated plan', () => {
  // 2000 x 1200 px, 60 m wide (3 cm a pixel, about one zoom-22 pixel), turned 30 degrees.
  const geo = placedAtCentre({ widthM: 60, rotationDegrees: 30, widthPx: 2000, heightPx: 1200 });
  // Off-centre, so a flip or a wrong rotation sense would move it by metres.
  const markedPixel = { x: 1501, y: 301 };
  const markedPosition = pixelToLatLng(geo, { x: markedPixel.x + 0.5, y: markedPixel.y + 0.5 });
  const store = new TileStore();
  let result: RenderFloorTilesResult;
  let eventLoopTurns = 0;

  beforeAll(async () => {
    const image = await planPng(2000, 1200, [{ at: markedPixel, colour: mark }]);
    let ticking = true;
    const tick = () => {
      eventLoopTurns++;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    try {
      result = await renderFloorTiles({ image, georeference: geo, writeTile: store.writeTile });
    } finally {
      ticking = false;
    }
  });

  it('puts the marked pixel within 0.5 m of its georeferenced position at zoom 22', async () => {
    const found = await findMark(store, 22);
    expect(found).not.toBeNull();
    const error = haversineMetres(found as LatLng, markedPosition);
    expect(error).toBeLessThan(0.5);
    // In fact within a third of a zoom-22 pixel (3 cm): a half-pixel slip would show.
    expect(error).toBeLessThan(0.01);
  });

  it('still shows the marked pixel at zoom 20, in the same place', async () => {
    const found = await findMark(store, 20);
    expect(found).not.toBeNull();
    expect(haversineMetres(found as LatLng, markedPosition)).toBeLessThan(0.5);
  });

  it('writes every tile inside the plan and none that lies wholly outside it', async () => {
    const zoom = 22;
    const bounds = georeferenceBounds(geo);
    const northWest = tileOf({ lat: bounds.top_right_lat, lon: bounds.bottom_left_lng }, zoom);
    const southEast = tileOf({ lat: bounds.bottom_left_lat, lon: bounds.top_right_lng }, zoom);
    let inside = 0;
    let outside = 0;
    for (let x = northWest.x - 1; x <= southEast.x + 1; x++) {
      for (let y = northWest.y - 1; y <= southEast.y + 1; y++) {
        // The tile's corners in image pixels; separated along an image axis means disjoint.
        const corners = [
          [0, 0],
          [256, 0],
          [0, 256],
          [256, 256],
        ].map(([dx, dy]) =>
          latLngToPixel(
            geo,
            worldPixelToLatLng({ x: x * 256 + (dx ?? 0), y: y * 256 + (dy ?? 0) }, zoom),
          ),
        );
        const xs = corners.map((p) => p.x);
        const ys = corners.map((p) => p.y);
        const whollyOutside =
          Math.max(...xs) < -1 ||
          Math.min(...xs) > 2001 ||
          Math.max(...ys) < -1 ||
          Math.min(...ys) > 1201;
        const whollyInside =
          Math.min(...xs) > 1 &&
          Math.max(...xs) < 1999 &&
          Math.min(...ys) > 1 &&
          Math.max(...ys) < 1199;
        if (whollyOutside) {
          outside++;
          expect(store.has(zoom, x, y), `tile ${zoom}/${x}/${y} is outside the plan`).toBe(false);
        }
        if (whollyInside) {
          inside++;
          expect(store.has(zoom, x, y), `tile ${zoom}/${x}/${y} is inside the plan`).toBe(true);
        }
      }
    }
    // The rotated plan leaves whole tiles empty in the corners of its bounding box.
    expect(outside).toBeGreaterThan(10);
    expect(inside).toBeGreaterThan(10);
  });

  it('leaves out the tile at the north-west corner of the bounding box, outside the turned plan', () => {
    const bounds = georeferenceBounds(geo);
    const corner = tileOf({ lat: bounds.top_right_lat, lon: bounds.bottom_left_lng }, 22);
    expect(store.has(22, corner.x, corner.y)).toBe(false);
    // Its neighbour holding the plan's top-left (northernmost) corner is there.
    const [topLeft] = georeferenceCorners(geo);
    const topLeftTile = tileOf({ lon: topLeft[0], lat: topLeft[1] - 1e-7 }, 22);
    expect(store.has(22, topLeftTile.x, topLeftTile.y)).toBe(true);
  });

  it('writes an opaque tile at the plan centre, with transparency beyond the corners', async () => {
    for (const zoom of [22, 18]) {
      const centre = tileOf(georeferenceCentre(geo), zoom);
      const tile = await store.decode(zoom, centre.x, centre.y);
      expect(alphaAt(tile, centre.px, centre.py)).toBe(255);
    }
    // The zoom-18 tile holds the whole plan and clear sky around it.
    const [topLeft] = georeferenceCorners(geo);
    const north = tileOf({ lon: topLeft[0], lat: topLeft[1] + 0.0001 }, 18);
    const tile = await store.decode(18, north.x, north.y);
    expect(alphaAt(tile, north.px, north.py)).toBe(0);
  });

  it('reports the tiles it wrote, zoom by zoom', () => {
    expect(store.writes).toBe(result.tileCount);
    expect(store.pngs.size).toBe(result.tileCount);
    expect(result.maxZoom).toBe(22);
    for (let z = result.minZoom; z <= result.maxZoom; z++) {
      expect(result.zooms[z]).toBe(store.keysAt(z).length);
      expect(result.zooms[z]).toBeGreaterThan(0);
    }
    expect(Object.keys(result.zooms)).toHaveLength(result.maxZoom - result.minZoom + 1);
    // 3 cm image pixels are a little finer than zoom-22 pixels (3.05 cm here): shrunk slightly.
    expect(result.sourceScale).toBeGreaterThan(0.95);
    expect(result.sourceScale).toBeLessThan(1);
  });

  it('starts at the zoom where the plan first spans 8 pixels', () => {
    const span = (zoom: number) => {
      const corners = georeferenceCorners(geo).map(([lon, lat]) =>
        latLngToWorldPixel({ lat, lon }, zoom),
      );
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
    };
    expect(span(result.minZoom)).toBeGreaterThanOrEqual(8);
    expect(span(result.minZoom - 1)).toBeLessThan(8);
  });

  it('lets the event loop run while it renders', () => {
    expect(eventLoopTurns).toBeGreaterThan(3);
  });
});

describe('renderFloorTiles on an unrotated plan placed by its bounding box', () => {
  it('writes the tile holding the bottom-left corner, with the corner pixels in place', async () => {
    const bounds = {
      bottom_left_lat: 35.144_012,
      bottom_left_lng: 33.410_043,
      top_right_lat: 35.144_4,
      top_right_lng: 33.410_9,
    };
    const geo: FloorPlanGeoreference = georeferenceFromBounds(bounds, 800, 400);
    const red: Rgb = [230, 20, 20];
    const image = await planPng(800, 400, [{ at: { x: 1, y: 398 }, colour: red }]);
    const store = new TileStore();
    const result = await renderFloorTiles({
      image,
      georeference: geo,
      writeTile: store.writeTile,
      minZoom: 16,
    });
    expect(result.minZoom).toBe(16);
    const corner = { lat: bounds.bottom_left_lat, lon: bounds.bottom_left_lng };
    for (const zoom of [22, 21, 18]) {
      const cornerTile = tileOf({ lat: corner.lat + 1e-9, lon: corner.lon + 1e-9 }, zoom);
      expect(store.has(zoom, cornerTile.x, cornerTile.y)).toBe(true);
    }
    // The red mark covers the image's pixels 0..2 x 397..399, in the bottom-left corner.
    const markCentre = pixelToLatLng(geo, { x: 1.5, y: 398.5 });
    expect(haversineMetres(markCentre, corner)).toBeLessThan(0.3);
    for (const zoom of [22, 21]) {
      const tile = tileOf(markCentre, zoom);
      const decoded = await store.decode(zoom, tile.x, tile.y);
      const i = (tile.py * 256 + tile.px) * 4;
      const [r, g, , a] = [...decoded.pixels.subarray(i, i + 4)] as [
        number,
        number,
        number,
        number,
      ];
      expect(a).toBe(255);
      expect(r - g).toBeGreaterThan(150);
    }
    // Just outside the corner, to the south-west, is nothing.
    const outside = tileOf({ lat: corner.lat - 0.00005, lon: corner.lon - 0.00005 }, 22);
    expect(store.has(22, outside.x, outside.y)).toBe(false);
  });
});

describe('renderFloorTiles with a translucent image', () => {
  it('keeps colours true through blending and averaging, at the edges too', async () => {
    const [width, height] = [400, 300];
    const raw = Buffer.alloc(width * height * 4);
    for (let i = 0; i < raw.length; i += 4) raw.set([200, 100, 50, 128], i);
    const image = await sharp(raw, { raw: { width, height, channels: 4 } })
      .png()
      .toBuffer();
    const geo = placedAtCentre({
      widthM: 20,
      rotationDegrees: 10,
      widthPx: width,
      heightPx: height,
    });
    const store = new TileStore();
    const result = await renderFloorTiles({
      image,
      georeference: geo,
      writeTile: store.writeTile,
      minZoom: 19,
    });
    let edgePixels = 0;
    let maxAlpha = 0;
    let worstColourError = { excess: Number.NEGATIVE_INFINITY, pixel: [0, 0, 0, 0] };
    for (let zoom = result.minZoom; zoom <= result.maxZoom; zoom++) {
      for (const { x, y } of store.keysAt(zoom)) {
        const tile = await store.decode(zoom, x, y);
        for (let i = 0; i < tile.pixels.length; i += 4) {
          const [r, g, b, a] = [...tile.pixels.subarray(i, i + 4)] as [
            number,
            number,
            number,
            number,
          ];
          if (a === 0) continue;
          maxAlpha = Math.max(maxAlpha, a);
          // Premultiplied maths turned back to straight alpha: no darkening towards the
          // edge, only the rounding of 8-bit premultiplied values, which grows as 255 / alpha.
          if (a >= 16) {
            const error = Math.max(Math.abs(r - 200), Math.abs(g - 100), Math.abs(b - 50));
            const excess = error - (2 + 255 / a);
            if (excess > worstColourError.excess)
              worstColourError = { excess, pixel: [r, g, b, a] };
          }
          if (a < 120) edgePixels++;
        }
      }
    }
    expect(edgePixels).toBeGreaterThan(100);
    expect(maxAlpha).toBeLessThanOrEqual(129);
    expect(worstColourError.excess, `worst pixel ${worstColourError.pixel}`).toBeLessThanOrEqual(0);
    const centre = tileOf(georeferenceCentre(geo), 22);
    const tile = await store.decode(22, centre.x, centre.y);
    expect(alphaAt(tile, centre.px, centre.py)).toBe(128);
  });
});

describe('renderFloorTiles when storing a tile fails', () => {
  it('rejects with the storage error once the tiles in flight have settled', async () => {
    const image = await planPng(600, 400, []);
    const geo = placedAtCentre({ widthM: 30, rotationDegrees: 0, widthPx: 600, heightPx: 400 });
    let inFlight = 0;
    let attempts = 0;
    const outcome = renderFloorTiles({
      image,
      georeference: geo,
      async writeTile() {
        inFlight++;
        // Which write this is, taken before waiting: others start meanwhile.
        attempts++;
        const attempt = attempts;
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        if (attempt === 3) throw new Error('disk full');
      },
    });
    await expect(outcome).rejects.toThrow('disk full');
    expect(inFlight).toBe(0);
  });
});

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes of PNG claiming to be width x height (a decompression bomb). */
function pngHeaderClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('renderFloorTiles refuses what is not a usable image', () => {
  const geo = placedAtCentre({ widthM: 30, rotationDegrees: 0, widthPx: 600, heightPx: 400 });

  async function refusal(image: Buffer) {
    const store = new TileStore();
    const started = performance.now();
    const error = await renderFloorTiles({
      image,
      georeference: geo,
      writeTile: store.writeTile,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    return { error, seconds: (performance.now() - started) / 1000, writes: store.writes };
  }

  it('refuses bytes that are not an image', async () => {
    const { error, writes } = await refusal(Buffer.from('name,lat,lon\nlobby,35.14,33.41\n'));
    expect(error).toBeInstanceOf(FloorPlanImageError);
    expect((error as FloorPlanImageError).problem).toBe('not-an-image');
    expect((error as FloorPlanImageError).message).toMatch(/not an image/);
    expect(writes).toBe(0);
  });

  it('refuses a truncated PNG', async () => {
    const noise = Buffer.alloc(600 * 400 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
    const png = await sharp(noise, { raw: { width: 600, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    const { error, writes } = await refusal(png.subarray(0, Math.floor(png.length / 2)));
    expect(error).toBeInstanceOf(FloorPlanImageError);
    expect((error as FloorPlanImageError).problem).toBe('unreadable');
    expect(writes).toBe(0);
  });

  it('refuses a decompression bomb from its header, at once', async () => {
    const bomb = pngHeaderClaiming(100_000, 100_000);
    expect(bomb.length).toBeLessThan(200);
    const { error, seconds, writes } = await refusal(bomb);
    expect(error).toBeInstanceOf(FloorPlanImageError);
    expect((error as FloorPlanImageError).problem).toBe('too-many-pixels');
    expect((error as FloorPlanImageError).message).toMatch(/400 megapixels/);
    expect(seconds).toBeLessThan(1);
    expect(writes).toBe(0);
  });

  it('refuses an SVG, which is an image but not one a plan may be', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400"/></svg>',
    );
    const { error } = await refusal(svg);
    expect(error).toBeInstanceOf(FloorPlanImageError);
    expect((error as FloorPlanImageError).problem).toBe('unsupported-format');
  });
});
