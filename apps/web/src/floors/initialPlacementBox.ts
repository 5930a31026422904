import { freeRectangles } from '../map/freeRegion';
import type { ScreenBox } from '../map/visibleArea';
import type { PixelSize } from './floorPlanPlacementActions';

/** The overlay's grips in screen pixels (FloorPlanOverlayLayer draws them with these). */
export const PlacementHandleGeometry = {
  /** Half the side of a square corner handle. */
  cornerHalfPx: 7,
  rotateRadiusPx: 9,
  /** The rotate handle's centre lies this far above the middle of the plan's top edge. */
  rotateOffsetPx: 32,
} as const;

/** Room kept between the handles and whatever covers the map. */
const PLACEMENT_MARGIN_PX = 12;

/** Where the plan first appears: its unrotated box on the screen, in map-container pixels. */
export interface PlacementBox {
  centre: { x: number; y: number };
  width: number;
  height: number;
}

/**
 * The first box of a newly chosen plan: inside the free part of the map (the map less
 * `covered`: panels, the control bar, buttons) with every handle, the rotate handle
 * above the top edge included, clear of what covers the map; the image's aspect kept;
 * as large as the largest free rectangle allows but never larger than `maxSize` (the
 * halved-to-fit canvas, docs/floors-and-plans.md#floor-plan-placement). Null when no free rectangle
 * holds a plan.
 */
export function initialPlacementBox(input: {
  map: PixelSize;
  covered: readonly ScreenBox[];
  /** Image width / height. */
  aspect: number;
  maxSize: PixelSize;
}): PlacementBox | null {
  const { cornerHalfPx, rotateRadiusPx, rotateOffsetPx } = PlacementHandleGeometry;
  const side = cornerHalfPx + PLACEMENT_MARGIN_PX;
  const above = Math.max(rotateOffsetPx + rotateRadiusPx, cornerHalfPx) + PLACEMENT_MARGIN_PX;
  const below = side;
  const bounds = { left: 0, top: 0, right: input.map.width, bottom: input.map.height };
  if (!(input.aspect > 0)) return null;
  const maxWidth = Math.min(input.maxSize.width, input.maxSize.height * input.aspect);

  let best: PlacementBox | null = null;
  for (const free of freeRectangles(bounds, input.covered)) {
    const roomWidth = free.right - free.left - 2 * side;
    const roomHeight = free.bottom - free.top - above - below;
    const width = Math.min(roomWidth, roomHeight * input.aspect, maxWidth);
    if (!(width > 0)) continue;
    if (best && best.width >= width) continue;
    best = {
      centre: {
        x: (free.left + free.right) / 2,
        y: free.top + above + roomHeight / 2,
      },
      width,
      height: width / input.aspect,
    };
  }
  return best;
}
