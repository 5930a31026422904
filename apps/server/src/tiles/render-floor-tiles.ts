import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  type FloorPlanGeoreference,
  type ImagePixel,
  MapDefaults,
  mercatorMetresPerWorldPixel,
  mercatorToPixel,
  mercatorToWorldPixel,
  mercatorWorldSizeM,
  pixelToMercator,
  ServerLimits,
  type WorldPixel,
  worldPixelToMercator,
} from '@indoor/domain';
import { BoundedTasks } from './bounded-tasks.js';
import {
  decodeFloorPlanImage,
  type FloorPlanImageInput,
  inspectFloorPlanImage,
} from './floor-plan-image.js';
import { loadSharp } from './load-sharp.js';
import {
  createStrip,
  downsampleInto,
  extractTile,
  releaseStrip,
  renderStrip,
  type TileStrip,
  tileBytes,
  tileColumnsWithContent,
  type WorldToSource,
  type ZoomFootprint,
} from './tile-strip.js';

const tileSize = MapDefaults.tileSize;

/** The plan's larger side spans at least this many pixels at the default minimum zoom. */
export const minZoomPlanSpanPx = 8;
/**
 * The deepest zoom is lowered until the plan's bounding box there has at most
 * this many pixels: the same budget as the source image, so a small image
 * stretched over a large area cannot make the server render without end.
 */
export const maxZoomFootprintPixels = ServerLimits.floorPlanMaxPixels;
/**
 * Encodes run on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says
 * otherwise); one thread is left for the server's file and crypto work.
 */
export const defaultEncodeConcurrency = Math.max(
  1,
  (Number.parseInt(process.env.UV_THREADPOOL_SIZE ?? '', 10) || 4) - 1,
);
export const defaultPngCompressionLevel = 6;

export type WriteTile = (z: number, x: number, y: number, png: Buffer) => Promise<void>;

export interface RenderFloorTilesOptions {
  image: FloorPlanImageInput;
  georeference: FloorPlanGeoreference;
  /** Called once per tile that has a visible pixel, up to `encodeConcurrency` calls at a time. */
  writeTile: WriteTile;
  /** Default: the zoom where the plan's larger side first spans 8 pixels (at least 1). */
  minZoom?: number;
  /** Default 22; lowered when the plan would exceed `maxZoomFootprintPixels` there. */
  maxZoom?: number;
  encodeConcurrency?: number;
  pngCompressionLevel?: number;
}

export interface RenderFloorTilesResult {
  tileCount: number;
  /** Tiles written per zoom, every zoom of minZoom..maxZoom present. */
  zooms: Record<number, number>;
  minZoom: number;
  maxZoom: number;
  /** Source pixels decoded per image pixel: below 1 when the image is finer than the deepest zoom. */
  sourceScale: number;
}

/**
 * Cuts a georeferenced floor plan into 256-px XYZ PNG tiles (RGBA, transparent
 * outside the plan). Memory stays bounded by the decoded source, which is never
 * finer than the deepest zoom, plus one row of tiles per zoom: the deepest zoom
 * is rendered a row of tiles at a time, and each row is averaged down into the
 * row of the zoom above it, which is tiled once both of its halves are in.
 *
 * Throws FloorPlanImageError when the image is refused.
 */
export async function renderFloorTiles(
  options: RenderFloorTilesOptions,
): Promise<RenderFloorTilesResult> {
  const geo = options.georeference;
  const encodeConcurrency = options.encodeConcurrency ?? defaultEncodeConcurrency;
  const compressionLevel = options.pngCompressionLevel ?? defaultPngCompressionLevel;
  const { minZoom, maxZoom } = chooseZoomRange(geo, options.minZoom, options.maxZoom);

  const info = await inspectFloorPlanImage(options.image);
  const sourceSize = decodedSourceSize(geo, info, maxZoom);
  const source = await decodeFloorPlanImage(options.image, info, sourceSize);
  const toSource = { x: source.width / geo.widthPx, y: source.height / geo.heightPx };

  const footprints = zoomFootprints(geo, toSource, minZoom, maxZoom);
  const deepest = footprints[0] as ZoomFootprint;
  const strips = footprints.map(createStrip);
  const zooms: Record<number, number> = {};
  for (const footprint of footprints) zooms[footprint.zoom] = 0;
  const tasks = new BoundedTasks(encodeConcurrency);
  const sharp = await loadSharp();

  // Raw tiles are recycled: at most encodeConcurrency are being encoded, plus one being filled.
  const freeTileBuffers: Buffer[] = [];
  const emitTiles = async (strip: TileStrip, tileRow: number) => {
    const { zoom, firstColumn } = strip.footprint;
    const columns = tileColumnsWithContent(strip);
    for (let offset = columns.first; offset < columns.end; offset++) {
      const raw = freeTileBuffers.pop() ?? Buffer.allocUnsafeSlow(tileBytes);
      const visible = extractTile(strip, offset, raw);
      if (!visible) {
        freeTileBuffers.push(raw);
        continue;
      }
      zooms[zoom] = (zooms[zoom] ?? 0) + 1;
      const column = firstColumn + offset;
      await tasks.add(async () => {
        let png: Buffer;
        try {
          png = await sharp(raw, { raw: { width: tileSize, height: tileSize, channels: 4 } })
            .png({ compressionLevel })
            .toBuffer();
        } finally {
          freeTileBuffers.push(raw);
        }
        await options.writeTile(zoom, column, tileRow, png);
      });
    }
  };

  /** Tiles a finished strip, hands it down to the next zoom out and frees it. */
  const flush = async (level: number): Promise<void> => {
    const strip = strips[level] as TileStrip;
    const tileRow = strip.tileRow;
    if (tileRow === null) return;
    await emitTiles(strip, tileRow);
    const parent = strips[level + 1];
    if (parent) {
      const parentRow = Math.floor(tileRow / 2);
      if (parent.tileRow !== null && parent.tileRow !== parentRow) await flush(level + 1);
      parent.tileRow = parentRow;
      const half = tileRow % 2 === 0 ? 0 : 1;
      downsampleInto(strip, parent, half);
      if (half === 1) await flush(level + 1);
    }
    releaseStrip(strip);
  };

  const mapping = worldToSource(geo, toSource, deepest);
  const deepestStrip = strips[0] as TileStrip;
  try {
    for (let row = deepest.firstRow; row <= deepest.lastRow; row++) {
      deepestStrip.tileRow = row;
      renderStrip(deepestStrip, source, mapping);
      await flush(0);
      // Rendering is synchronous: let a server answer requests between rows.
      await nextTurn();
    }
    for (let level = 1; level < strips.length; level++) await flush(level);
  } finally {
    await tasks.drain();
  }

  const tileCount = Object.values(zooms).reduce((sum, n) => sum + n, 0);
  return { tileCount, zooms, minZoom, maxZoom, sourceScale: sourceSize.width / info.width };
}

function checkZoom(name: string, zoom: number): void {
  if (!Number.isInteger(zoom) || zoom < 0 || zoom > MapDefaults.tileMaxZoom) {
    throw new RangeError(`${name} must be an integer 0..${MapDefaults.tileMaxZoom}, got ${zoom}`);
  }
}

function imagePixelsToWorldPixels(
  geo: FloorPlanGeoreference,
  corners: ImagePixel[],
  zoom: number,
): WorldPixel[] {
  return corners.map((p) => mercatorToWorldPixel(pixelToMercator(geo, p), zoom));
}

const imageCorners = (geo: FloorPlanGeoreference): ImagePixel[] => [
  { x: 0, y: 0 },
  { x: geo.widthPx, y: 0 },
  { x: geo.widthPx, y: geo.heightPx },
  { x: 0, y: geo.heightPx },
];

function boundingBox(points: WorldPixel[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    minX: Math.min(...xs),
    maxX: Math.max(...xs),
    minY: Math.min(...ys),
    maxY: Math.max(...ys),
  };
}

/** The zoom range to render; see RenderFloorTilesOptions for the defaults. */
export function chooseZoomRange(
  geo: FloorPlanGeoreference,
  requestedMin: number | undefined,
  requestedMax: number | undefined,
): { minZoom: number; maxZoom: number } {
  let maxZoom = requestedMax ?? MapDefaults.tileMaxZoom;
  checkZoom('maxZoom', maxZoom);
  if (requestedMin !== undefined) checkZoom('minZoom', requestedMin);
  // Plan size in world pixels scales by 2 per zoom; compute it once at zoom 0.
  const box = boundingBox(imagePixelsToWorldPixels(geo, imageCorners(geo), 0));
  const width0 = box.maxX - box.minX;
  const height0 = box.maxY - box.minY;
  while (maxZoom > 0 && width0 * height0 * 4 ** maxZoom > maxZoomFootprintPixels) maxZoom--;
  const largerSideM = Math.max(width0, height0) * mercatorMetresPerWorldPixel(0);
  const spanZoom = Math.ceil(
    Math.log2((minZoomPlanSpanPx * mercatorWorldSizeM) / (tileSize * largerSideM)),
  );
  const minZoom = Math.min(
    maxZoom,
    requestedMin ?? Math.max(MapDefaults.tileMinZoom, Number.isFinite(spanZoom) ? spanZoom : 0),
  );
  return { minZoom, maxZoom };
}

/**
 * Decoding at one source pixel per deepest-zoom pixel is all the detail the
 * tiles can show; a finer image is shrunk while it is decoded.
 */
function decodedSourceSize(
  geo: FloorPlanGeoreference,
  image: { width: number; height: number },
  maxZoom: number,
): { width: number; height: number } {
  const worldPixelM = mercatorMetresPerWorldPixel(maxZoom);
  const imagePixelXM = (Math.hypot(geo.xAxis.x, geo.xAxis.y) * geo.widthPx) / image.width;
  const imagePixelYM = (Math.hypot(geo.yAxis.x, geo.yAxis.y) * geo.heightPx) / image.height;
  const shrink = (length: number, pixelM: number) =>
    pixelM < worldPixelM ? Math.max(1, Math.round((length * pixelM) / worldPixelM)) : length;
  return { width: shrink(image.width, imagePixelXM), height: shrink(image.height, imagePixelYM) };
}

/**
 * Tiles touched by the plan per zoom, deepest first. The deepest footprint
 * includes the half source pixel of anti-aliased edge around the image; each
 * zoom out halves the tile indices, so a parent's footprint holds exactly the
 * parents of its child's tiles.
 */
function zoomFootprints(
  geo: FloorPlanGeoreference,
  toSource: { x: number; y: number },
  minZoom: number,
  maxZoom: number,
): ZoomFootprint[] {
  const marginX = 0.5 / toSource.x;
  const marginY = 0.5 / toSource.y;
  const feathered = [
    { x: -marginX, y: -marginY },
    { x: geo.widthPx + marginX, y: -marginY },
    { x: geo.widthPx + marginX, y: geo.heightPx + marginY },
    { x: -marginX, y: geo.heightPx + marginY },
  ];
  const box = boundingBox(imagePixelsToWorldPixels(geo, feathered, maxZoom));
  const lastTile = 2 ** maxZoom - 1;
  const tileOf = (worldPx: number) =>
    Math.max(0, Math.min(lastTile, Math.floor(worldPx / tileSize)));
  let footprint: ZoomFootprint = {
    zoom: maxZoom,
    firstColumn: tileOf(box.minX - 1),
    lastColumn: tileOf(box.maxX + 1),
    firstRow: tileOf(box.minY - 1),
    lastRow: tileOf(box.maxY + 1),
  };
  const footprints = [footprint];
  for (let zoom = maxZoom - 1; zoom >= minZoom; zoom--) {
    footprint = {
      zoom,
      firstColumn: Math.floor(footprint.firstColumn / 2),
      lastColumn: Math.floor(footprint.lastColumn / 2),
      firstRow: Math.floor(footprint.firstRow / 2),
      lastRow: Math.floor(footprint.lastRow / 2),
    };
    footprints.push(footprint);
  }
  return footprints;
}

/** World pixels of the deepest footprint (from its top-left corner) to decoded-source pixels. */
function worldToSource(
  geo: FloorPlanGeoreference,
  toSource: { x: number; y: number },
  footprint: ZoomFootprint,
): WorldToSource {
  const perPixel = mercatorMetresPerWorldPixel(footprint.zoom);
  const corner = mercatorToPixel(
    geo,
    worldPixelToMercator(
      { x: footprint.firstColumn * tileSize, y: footprint.firstRow * tileSize },
      footprint.zoom,
    ),
  );
  // The linear part alone (origin at zero): one world pixel right is +x in mercator, one down is -y.
  const linear = { ...geo, origin: { x: 0, y: 0 } };
  const right = mercatorToPixel(linear, { x: perPixel, y: 0 });
  const down = mercatorToPixel(linear, { x: 0, y: -perPixel });
  return {
    u0: corner.x * toSource.x,
    v0: corner.y * toSource.y,
    uPerX: right.x * toSource.x,
    vPerX: right.y * toSource.y,
    uPerY: down.x * toSource.x,
    vPerY: down.y * toSource.y,
  };
}
