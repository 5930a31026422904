import { FloorPlanImageMessages, ServerLimits } from '@indoor/domain';
import type { Metadata, OutputInfo, SharpOptions } from 'sharp';
import {
  FloorPlanImageError,
  type FloorPlanImageFormat,
  floorPlanImageFormats,
} from './floor-plan-image-error.js';
import { loadSharp } from './load-sharp.js';

/** A floor-plan upload: the file's bytes or a path to it. */
export type FloorPlanImageInput = Buffer | string;

export interface FloorPlanImageInfo {
  format: FloorPlanImageFormat;
  /** Size as a browser shows the image (EXIF orientation applied). */
  width: number;
  height: number;
  /** False when every pixel is opaque (no alpha channel). */
  hasAlpha: boolean;
}

/** Decoded pixels, RGBA with premultiplied alpha, row-major, 4 bytes a pixel. */
export interface PremultipliedRaster {
  width: number;
  height: number;
  pixels: Uint8Array;
}

const sharpOptions = {
  limitInputPixels: ServerLimits.floorPlanMaxPixels,
  autoOrient: true,
  // 'warning' would refuse common harmless PNG warnings (e.g. a known-incorrect sRGB profile);
  // 'error' still refuses truncated and corrupt data.
  failOn: 'error',
} as const satisfies SharpOptions;

const isSupportedFormat = (format: string): format is FloorPlanImageFormat =>
  (floorPlanImageFormats as readonly string[]).includes(format);

const exceedsPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Reads only the image header and refuses what cannot be a floor plan. A
 * decompression bomb (a small file declaring huge dimensions) is refused here,
 * before any pixel is decoded.
 */
export async function inspectFloorPlanImage(
  input: FloorPlanImageInput,
): Promise<FloorPlanImageInfo> {
  let metadata: Metadata;
  try {
    const sharp = await loadSharp();
    metadata = await sharp(input, sharpOptions).metadata();
  } catch (error) {
    if (exceedsPixelLimit(error)) {
      throw new FloorPlanImageError(
        'too-many-pixels',
        FloorPlanImageMessages.tooManyPixelsUnknownSize,
        { cause: error },
      );
    }
    throw new FloorPlanImageError('not-an-image', FloorPlanImageMessages.notAnImage, {
      cause: error,
    });
  }
  if (!isSupportedFormat(metadata.format)) {
    throw new FloorPlanImageError(
      'unsupported-format',
      FloorPlanImageMessages.unsupportedFormat(metadata.format),
    );
  }
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) {
    throw new FloorPlanImageError('unreadable', FloorPlanImageMessages.unreadable);
  }
  if (width * height > ServerLimits.floorPlanMaxPixels) {
    throw new FloorPlanImageError(
      'too-many-pixels',
      FloorPlanImageMessages.tooManyPixels(width, height),
    );
  }
  return { format: metadata.format, width, height, hasAlpha: metadata.hasAlpha };
}

/**
 * Decodes the image to RGBA at `size`, shrinking while decoding when that is
 * smaller than the image (libvips streams the source, so the full-resolution
 * image is never held in memory), then premultiplies alpha in place.
 */
export async function decodeFloorPlanImage(
  input: FloorPlanImageInput,
  info: FloorPlanImageInfo,
  size: { width: number; height: number },
): Promise<PremultipliedRaster> {
  const sharp = await loadSharp();
  let pipeline = sharp(input, sharpOptions);
  if (size.width !== info.width || size.height !== info.height) {
    pipeline = pipeline.resize(size.width, size.height, { fit: 'fill' });
  }
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await pipeline
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (exceedsPixelLimit(error)) {
      throw new FloorPlanImageError(
        'too-many-pixels',
        FloorPlanImageMessages.tooManyPixels(info.width, info.height),
        { cause: error },
      );
    }
    throw new FloorPlanImageError('unreadable', FloorPlanImageMessages.unreadable, {
      cause: error,
    });
  }
  const { data } = decoded;
  if (decoded.info.channels !== 4 || data.length !== size.width * size.height * 4) {
    throw new FloorPlanImageError('unreadable', FloorPlanImageMessages.unreadable);
  }
  // The tiler reads pixels as 32-bit words, which need a 4-byte aligned start.
  const pixels =
    data.byteOffset % 4 === 0
      ? new Uint8Array(data.buffer, data.byteOffset, data.length)
      : new Uint8Array(data);
  if (info.hasAlpha) premultiplyAlpha(pixels);
  return { width: size.width, height: size.height, pixels };
}

/** Opaque pixels (the bulk of a drawing) are left as they are. */
export function premultiplyAlpha(pixels: Uint8Array): void {
  for (let i = 3; i < pixels.length; i += 4) {
    const alpha = pixels[i] as number;
    if (alpha === 255) continue;
    for (let c = i - 3; c < i; c++) {
      pixels[c] = Math.round(((pixels[c] as number) * alpha) / 255);
    }
  }
}
