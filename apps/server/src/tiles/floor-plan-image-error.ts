import { ServerLimits } from '@indoor/domain';

/** Image formats a floor plan may be uploaded in (decoded by sharp's bundled libvips). */
export const floorPlanImageFormats = ['png', 'jpeg', 'webp', 'gif', 'tiff', 'avif'] as const;
export type FloorPlanImageFormat = (typeof floorPlanImageFormats)[number];

const formatList = 'PNG, JPEG, WebP, GIF, TIFF or AVIF';

/**
 * Texts a user sees when an uploaded plan is refused. They live beside the error
 * because the SPEC's message catalogue (section 8) has no floor-plan image texts;
 * move them to packages/domain/src/messages.ts when the web client shows them itself.
 */
export const FloorPlanImageMessages = {
  notAnImage: `The file is not an image. Upload the floor plan as ${formatList}.`,
  unsupportedFormat: (format: string) =>
    `${format.toUpperCase()} images are not supported. Upload the floor plan as ${formatList}.`,
  tooManyPixels: (width: number, height: number) =>
    `The image is ${width} x ${height} pixels; a floor plan may have at most ${
      ServerLimits.floorPlanMaxPixels / 1_000_000
    } megapixels.`,
  tooManyPixelsUnknownSize: `The image has too many pixels; a floor plan may have at most ${
    ServerLimits.floorPlanMaxPixels / 1_000_000
  } megapixels.`,
  unreadable: 'The image could not be read: it is damaged or incomplete.',
} as const;

export type FloorPlanImageProblem =
  | 'not-an-image'
  | 'unsupported-format'
  | 'too-many-pixels'
  | 'unreadable';

/** An uploaded floor-plan image was refused; `message` is meant for the user (HTTP 400). */
export class FloorPlanImageError extends Error {
  constructor(
    readonly problem: FloorPlanImageProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FloorPlanImageError';
  }
}
