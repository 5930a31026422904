/** Image formats a floor plan may be uploaded in (decoded by sharp's bundled libvips). */
export const floorPlanImageFormats = ['png', 'jpeg', 'webp', 'gif', 'tiff', 'avif'] as const;
export type FloorPlanImageFormat = (typeof floorPlanImageFormats)[number];

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
