import fs from 'node:fs';
import sharp from 'sharp';
import { createRng } from '../demo/prng.js';

type Rgb = readonly [number, number, number];

const paper: Rgb = [250, 249, 245];
const wall: Rgb = [59, 63, 69];
const furniture: Rgb = [120, 126, 134];
const dimensionLine: Rgb = [170, 190, 215];
const text: Rgb = [31, 41, 51];
const roomFills: readonly Rgb[] = [
  [219, 234, 254],
  [220, 252, 231],
  [255, 237, 213],
  [252, 231, 243],
  [237, 233, 254],
  [254, 249, 195],
  [241, 241, 241],
];

/** An RGB raster being drawn on with axis-aligned rectangles. */
class Canvas {
  readonly pixels: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
  }

  fill(x0: number, y0: number, x1: number, y1: number, [r, g, b]: Rgb): void {
    const left = Math.max(0, Math.floor(x0));
    const right = Math.min(this.width, Math.ceil(x1));
    const top = Math.max(0, Math.floor(y0));
    const bottom = Math.min(this.height, Math.ceil(y1));
    if (left >= right || top >= bottom) return;
    const row = Buffer.alloc((right - left) * 3);
    for (let i = 0; i < row.length; i += 3) {
      row[i] = r;
      row[i + 1] = g;
      row[i + 2] = b;
    }
    for (let y = top; y < bottom; y++) row.copy(this.pixels, (y * this.width + left) * 3);
  }

  outline(x0: number, y0: number, x1: number, y1: number, thickness: number, colour: Rgb): void {
    this.fill(x0, y0, x1, y0 + thickness, colour);
    this.fill(x0, y1 - thickness, x1, y1, colour);
    this.fill(x0, y0, x0 + thickness, y1, colour);
    this.fill(x1 - thickness, y0, x1, y1, colour);
  }
}

/** A room name: a line of glyph-like strokes centred on (cx, cy). */
function drawLabel(
  canvas: Canvas,
  rng: ReturnType<typeof createRng>,
  cx: number,
  cy: number,
  unit: number,
): void {
  const glyphs = rng.int(5, 12);
  const glyphWidth = unit * 3;
  const glyphHeight = unit * 5;
  const stroke = Math.max(1, unit >> 1);
  let x = cx - (glyphs * (glyphWidth + unit)) / 2;
  const y = cy - glyphHeight / 2;
  for (let i = 0; i < glyphs; i++, x += glyphWidth + unit) {
    for (let strokes = rng.int(2, 4); strokes > 0; strokes--) {
      if (rng.next() < 0.5) {
        const sx = x + rng.int(0, glyphWidth - stroke);
        canvas.fill(sx, y, sx + stroke, y + glyphHeight, text);
      } else {
        const sy = y + rng.int(0, glyphHeight - stroke);
        canvas.fill(x, sy, x + glyphWidth, sy + stroke, text);
      }
    }
  }
}

/**
 * A plausible architectural drawing: a building outline, bands of rooms along
 * corridors with tinted floors, walls with door openings, room names, furniture
 * outlines and a light dimension grid. Deterministic for a seed; pixels are raw RGB.
 */
export function drawFloorPlanRaster(width: number, height: number, seed = 1): Buffer {
  const rng = createRng(seed);
  const canvas = new Canvas(width, height);
  canvas.fill(0, 0, width, height, paper);
  const unit = Math.max(4, Math.round(Math.min(width, height) / 800));
  for (let x = 0; x < width; x += unit * 50) canvas.fill(x, 0, x + 1, height, dimensionLine);
  for (let y = 0; y < height; y += unit * 50) canvas.fill(0, y, width, y + 1, dimensionLine);

  const margin = unit * 20;
  const outerWall = unit * 3;
  const innerWall = Math.max(2, Math.round(unit * 1.2));
  const corridor = unit * 30;
  const roomDepth = unit * 70;
  const door = unit * 11;
  let top = margin + outerWall;
  const left = margin + outerWall;
  const right = width - margin - outerWall;
  const bottom = height - margin - outerWall;
  while (top + roomDepth <= bottom) {
    // A band of rooms, then a corridor below it.
    let x = left;
    while (x < right) {
      const roomWidth = Math.min(right - x, unit * rng.int(45, 110));
      const fill = roomFills[rng.int(0, roomFills.length - 1)] as Rgb;
      canvas.fill(x, top, x + roomWidth, top + roomDepth, fill);
      for (let desk = rng.int(1, 6); desk > 0; desk--) {
        const w = unit * rng.int(6, 16);
        const h = unit * rng.int(4, 10);
        const dx = x + innerWall + rng.next() * Math.max(1, roomWidth - w - 2 * innerWall);
        const dy = top + innerWall + rng.next() * Math.max(1, roomDepth - h - 2 * innerWall);
        canvas.outline(dx, dy, dx + w, dy + h, Math.max(1, unit >> 1), furniture);
      }
      drawLabel(canvas, rng, x + roomWidth / 2, top + roomDepth / 2, unit);
      canvas.outline(x, top, x + roomWidth, top + roomDepth + innerWall, innerWall, wall);
      const doorX = x + unit * 4 + rng.next() * Math.max(1, roomWidth - door - unit * 8);
      canvas.fill(doorX, top + roomDepth, doorX + door, top + roomDepth + innerWall, paper);
      x += roomWidth;
    }
    top += roomDepth + corridor;
  }
  canvas.outline(margin, margin, width - margin, height - margin, outerWall, wall);
  return canvas.pixels;
}

/** Writes the drawing as a PNG at `file` unless it is already there (it takes seconds to make). */
export async function ensureFloorPlanPng(
  file: string,
  width: number,
  height: number,
): Promise<void> {
  if (fs.existsSync(file)) {
    const { width: w, height: h } = await sharp(file).metadata();
    if (w === width && h === height) return;
  }
  const raw = drawFloorPlanRaster(width, height);
  const temporary = `${file}.${process.pid}.tmp`;
  await sharp(raw, { raw: { width, height, channels: 3 }, limitInputPixels: false })
    .png({ compressionLevel: 6 })
    .toFile(temporary);
  fs.renameSync(temporary, file);
}
