import { MapDefaults } from '@indoor/domain';
import type { PremultipliedRaster } from './floor-plan-image.js';

/*
 * Pixels are RGBA with premultiplied alpha, handled as one 32-bit word each.
 * Masking with 0x00ff00ff keeps two channels in 16-bit lanes (R and B, or G and
 * A after >> 8), so one multiply blends two channels without the lanes spilling
 * into each other; the lanes work the same on either byte order. Words are
 * signed (Int32Array) so V8 keeps them small integers: as unsigned values an
 * opaque pixel would not fit one and would be boxed. Typed-array reads are cast
 * to number: every index is in range by construction, and
 * noUncheckedIndexedAccess would otherwise widen them to number | undefined.
 */

const tileSize = MapDefaults.tileSize;
const evenLanes = 0x00ff00ff;

/** The tiles a plan touches at one zoom (inclusive ranges of XYZ tile indices). */
export interface ZoomFootprint {
  zoom: number;
  firstColumn: number;
  lastColumn: number;
  firstRow: number;
  lastRow: number;
}

/** One row of tiles of a footprint, 256 pixels high. */
export interface TileStrip {
  footprint: ZoomFootprint;
  widthPx: number;
  words: Int32Array;
  /** The tile row held, or null while the strip is unused. */
  tileRow: number | null;
  /** Columns [contentStart, contentEnd) may hold visible pixels; everything else is transparent. */
  contentStart: number;
  contentEnd: number;
}

/**
 * Affine map from world pixels of the strip's zoom, measured from the top-left
 * corner of its footprint, to source-raster pixels (pixel k covers [k, k+1)).
 */
export interface WorldToSource {
  u0: number;
  v0: number;
  uPerX: number;
  vPerX: number;
  uPerY: number;
  vPerY: number;
}

export function footprintWidthPx(footprint: ZoomFootprint): number {
  return (footprint.lastColumn - footprint.firstColumn + 1) * tileSize;
}

export function createStrip(footprint: ZoomFootprint): TileStrip {
  const widthPx = footprintWidthPx(footprint);
  return {
    footprint,
    widthPx,
    words: new Int32Array(widthPx * tileSize),
    tileRow: null,
    contentStart: widthPx,
    contentEnd: 0,
  };
}

export function releaseStrip(strip: TileStrip): void {
  if (strip.contentStart < strip.contentEnd) strip.words.fill(0);
  strip.tileRow = null;
  strip.contentStart = strip.widthPx;
  strip.contentEnd = 0;
}

/** Narrows [low, high) to the values t where lower < a + b * t < upper. */
function narrowSpan(
  span: { low: number; high: number },
  a: number,
  b: number,
  lower: number,
  upper: number,
): void {
  if (b === 0) {
    if (!(a > lower && a < upper)) span.high = span.low;
    return;
  }
  const t1 = (lower - a) / b;
  const t2 = (upper - a) / b;
  span.low = Math.max(span.low, Math.min(t1, t2));
  span.high = Math.min(span.high, Math.max(t1, t2));
}

/**
 * Output pixels are visited in square blocks: a row of a rotated plan runs
 * diagonally through the source, touching a new source row (and memory page)
 * every pixel or two, while a block's samples stay within a small patch that
 * the caches and the TLB hold.
 */
const blockSize = 64;

/**
 * Fills the strip by inverse mapping: each output pixel centre is mapped to the
 * source and sampled bilinearly. Outside the source counts as transparent, so
 * the plan's edge is anti-aliased over one source pixel. Only the columns of
 * each row whose samples can touch the source are visited.
 */
export function renderStrip(
  strip: TileStrip,
  source: PremultipliedRaster,
  map: WorldToSource,
): void {
  if (strip.tileRow === null) throw new Error('renderStrip needs a tile row');
  const out = strip.words;
  const src = new Int32Array(
    source.pixels.buffer,
    source.pixels.byteOffset,
    source.width * source.height,
  );
  const sourceWidth = source.width;
  const lastX = source.width - 1;
  const lastY = source.height - 1;
  const { uPerX, vPerX } = map;
  const widthPx = strip.widthPx;
  const top = (strip.tileRow - strip.footprint.firstRow) * tileSize;
  const rowFirst = new Int32Array(tileSize);
  const rowEnd = new Int32Array(tileSize);
  const rowU = new Float64Array(tileSize);
  const rowV = new Float64Array(tileSize);
  const span = { low: 0, high: 0 };
  let contentStart = widthPx;
  let contentEnd = 0;

  for (let row = 0; row < tileSize; row++) {
    const y = top + row + 0.5;
    const uRow = map.u0 + map.uPerY * y;
    const vRow = map.v0 + map.vPerY * y;
    rowU[row] = uRow;
    rowV[row] = vRow;
    // Column centres c + 0.5 whose bilinear footprint reaches the source: -0.5 < u < width + 0.5.
    span.low = 0.5;
    span.high = widthPx - 0.5;
    narrowSpan(span, uRow, uPerX, -0.5, source.width + 0.5);
    narrowSpan(span, vRow, vPerX, -0.5, source.height + 0.5);
    if (!(span.high >= span.low)) continue;
    const first = Math.max(0, Math.floor(span.low - 0.5));
    const end = Math.min(widthPx, Math.ceil(span.high - 0.5) + 1);
    if (first >= end) continue;
    rowFirst[row] = first;
    rowEnd[row] = end;
    contentStart = Math.min(contentStart, first);
    contentEnd = Math.max(contentEnd, end);
  }

  for (let blockTop = 0; blockTop < tileSize; blockTop += blockSize) {
    for (let blockLeft = contentStart; blockLeft < contentEnd; blockLeft += blockSize) {
      for (let row = blockTop; row < blockTop + blockSize; row++) {
        const first = Math.max(rowFirst[row] as number, blockLeft);
        const end = Math.min(rowEnd[row] as number, blockLeft + blockSize);
        // Sample positions shifted by half a pixel, so floor() gives the top-left neighbour.
        let fx = (rowU[row] as number) + uPerX * (first + 0.5) - 0.5;
        let fy = (rowV[row] as number) + vPerX * (first + 0.5) - 0.5;
        let o = row * widthPx + first;
        for (let column = first; column < end; column++, o++, fx += uPerX, fy += vPerX) {
          // floor() without a call; the branch only matters left of or above the source.
          let x0 = fx | 0;
          if (fx < x0) x0--;
          let y0 = fy | 0;
          if (fy < y0) y0--;
          let topLeft: number;
          let topRight: number;
          let bottomLeft: number;
          let bottomRight: number;
          if (x0 >= 0 && y0 >= 0 && x0 < lastX && y0 < lastY) {
            const i = y0 * sourceWidth + x0;
            topLeft = src[i] as number;
            topRight = src[i + 1] as number;
            bottomLeft = src[i + sourceWidth] as number;
            bottomRight = src[i + sourceWidth + 1] as number;
            // Most of a drawing is flat colour: equal neighbours need no blending.
            if (topLeft === topRight && topLeft === bottomLeft && topLeft === bottomRight) {
              out[o] = topLeft;
              continue;
            }
          } else {
            if (x0 < -1 || y0 < -1 || x0 > lastX || y0 > lastY) continue;
            const i = y0 * sourceWidth + x0;
            const left = x0 >= 0;
            const right = x0 < lastX;
            const upper = y0 >= 0;
            const lower = y0 < lastY;
            topLeft = upper && left ? (src[i] as number) : 0;
            topRight = upper && right ? (src[i + 1] as number) : 0;
            bottomLeft = lower && left ? (src[i + sourceWidth] as number) : 0;
            bottomRight = lower && right ? (src[i + sourceWidth + 1] as number) : 0;
          }
          const wx = ((fx - x0) * weightOne) | 0;
          const wy = ((fy - y0) * weightOne) | 0;
          out[o] = bilinear(topLeft, topRight, bottomLeft, bottomRight, wx, wy);
        }
      }
    }
  }
  strip.contentStart = contentStart;
  strip.contentEnd = contentEnd;
}

/**
 * Bilinear weights are 7-bit fixed point (1/128 of a pixel): a weighted 16-bit
 * lane pair then stays below 2^31, so V8 does all of it in int32 arithmetic.
 */
const weightBits = 7;
const weightOne = 1 << weightBits;
const weightHalf = 0x00400040;

/** Blends four packed pixels; wx and wy (0..127) weigh the right and bottom neighbours. */
function bilinear(tl: number, tr: number, bl: number, br: number, wx: number, wy: number): number {
  const ix = weightOne - wx;
  const iy = weightOne - wy;
  const topEven =
    (((tl & evenLanes) * ix + (tr & evenLanes) * wx + weightHalf) >> weightBits) & evenLanes;
  const bottomEven =
    (((bl & evenLanes) * ix + (br & evenLanes) * wx + weightHalf) >> weightBits) & evenLanes;
  const topOdd =
    ((((tl >> 8) & evenLanes) * ix + ((tr >> 8) & evenLanes) * wx + weightHalf) >> weightBits) &
    evenLanes;
  const bottomOdd =
    ((((bl >> 8) & evenLanes) * ix + ((br >> 8) & evenLanes) * wx + weightHalf) >> weightBits) &
    evenLanes;
  const even = ((topEven * iy + bottomEven * wy + weightHalf) >> weightBits) & evenLanes;
  const odd = ((topOdd * iy + bottomOdd * wy + weightHalf) >> weightBits) & evenLanes;
  return even | (odd << 8);
}

/**
 * Averages 2x2 blocks of `child` (one zoom deeper) into the top (half 0) or
 * bottom (half 1) of `parent`. A parent tile covers exactly four child tiles,
 * so the child's footprint starts 0 or 128 pixels into the parent's.
 */
export function downsampleInto(child: TileStrip, parent: TileStrip, half: 0 | 1): void {
  if (child.contentStart >= child.contentEnd) return;
  const from = child.contentStart & ~1;
  const to = Math.min(child.widthPx, (child.contentEnd + 1) & ~1);
  const columnOffset =
    (tileSize / 2) * (child.footprint.firstColumn - 2 * parent.footprint.firstColumn);
  const src = child.words;
  const dst = parent.words;
  const childWidth = child.widthPx;
  const half0 = half * (tileSize / 2);
  for (let row = 0; row < tileSize / 2; row++) {
    let i = 2 * row * childWidth + from;
    let o = (half0 + row) * parent.widthPx + columnOffset + from / 2;
    for (let column = from; column < to; column += 2, i += 2, o++) {
      const a = src[i] as number;
      const b = src[i + 1] as number;
      const c = src[i + childWidth] as number;
      const d = src[i + childWidth + 1] as number;
      if ((a | b | c | d) === 0) continue;
      const even =
        (((a & evenLanes) + (b & evenLanes) + (c & evenLanes) + (d & evenLanes) + 0x00020002) >>>
          2) &
        evenLanes;
      const odd =
        ((((a >>> 8) & evenLanes) +
          ((b >>> 8) & evenLanes) +
          ((c >>> 8) & evenLanes) +
          ((d >>> 8) & evenLanes) +
          0x00020002) >>>
          2) &
        evenLanes;
      dst[o] = even | (odd << 8);
    }
  }
  parent.contentStart = Math.min(parent.contentStart, columnOffset + from / 2);
  parent.contentEnd = Math.max(parent.contentEnd, columnOffset + to / 2);
}

/** Tile columns of the strip that may hold visible pixels, as offsets from its first column. */
export function tileColumnsWithContent(strip: TileStrip): { first: number; end: number } {
  if (strip.contentStart >= strip.contentEnd) return { first: 0, end: 0 };
  return {
    first: Math.floor(strip.contentStart / tileSize),
    end: Math.ceil(strip.contentEnd / tileSize),
  };
}

/** Where the alpha byte sits in a pixel word on this machine's byte order. */
const alphaShift = new Uint8Array(Uint32Array.of(0x11223344).buffer)[0] === 0x44 ? 24 : 0;
const alphaMask = (0xff << alphaShift) | 0;

/** Bytes of one RGBA tile, the size of the buffer extractTile fills. */
export const tileBytes = tileSize * tileSize * 4;

/**
 * Copies one tile out of the strip into `tile` as straight-alpha RGBA, ready
 * for encoding. Returns false, leaving `tile` untouched, when every pixel is
 * transparent (premultiplied transparent pixels are all zero).
 */
export function extractTile(strip: TileStrip, columnOffset: number, tile: Buffer): boolean {
  const left = columnOffset * tileSize;
  const words = strip.words;
  let visible = false;
  let translucent = false;
  for (let row = 0; row < tileSize && !translucent; row++) {
    const start = row * strip.widthPx + left;
    for (let i = start; i < start + tileSize; i++) {
      const word = words[i] as number;
      if (word === 0) continue;
      visible = true;
      if ((word & alphaMask) !== alphaMask) {
        translucent = true;
        break;
      }
    }
  }
  if (!visible) return false;
  const tileWords = new Int32Array(tile.buffer, tile.byteOffset, tileSize * tileSize);
  for (let row = 0; row < tileSize; row++) {
    const start = row * strip.widthPx + left;
    tileWords.set(words.subarray(start, start + tileSize), row * tileSize);
  }
  if (translucent) unpremultiplyAlpha(tile);
  return true;
}

function unpremultiplyAlpha(pixels: Uint8Array): void {
  for (let i = 3; i < pixels.length; i += 4) {
    const alpha = pixels[i] as number;
    if (alpha === 0 || alpha === 255) continue;
    for (let c = i - 3; c < i; c++) {
      pixels[c] = Math.min(255, Math.round(((pixels[c] as number) * 255) / alpha));
    }
  }
}
