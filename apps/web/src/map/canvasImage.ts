/*
 * Images the map's styles ask for (`styleimagemissing`), drawn on a canvas at the screen's
 * pixel ratio: the base styles carry no glyphs, so the map cannot write text itself and needs
 * no font download; POI names, room names and access-point icons are drawn here instead.
 */

/** A 2D context of a new canvas of at least 1x1 pixels, or null where the browser has none. */
export function canvasOf(width: number, height: number): CanvasRenderingContext2D | null {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/** The screen's pixel ratio as a whole number of at least 1 (images stay sharp on HiDPI). */
export const pixelRatioOf = () => Math.max(1, Math.ceil(window.devicePixelRatio || 1));

export interface HaloLabelStyle {
  fontWeight: number;
  fontPx: number;
  maxWidthPx: number;
  colour: string;
  halo: string;
}

/** The halo's width around a label's letters, CSS pixels. */
const HALO_PX = 3;

/** A name in `style.colour` with a halo, cut with an ellipsis when wider than the maximum. */
export function haloLabelImage(
  name: string,
  pixelRatio: number,
  style: HaloLabelStyle,
): ImageData | null {
  const font = `${style.fontWeight} ${style.fontPx}px system-ui, sans-serif`;
  const probe = canvasOf(1, 1);
  if (!probe) return null;
  probe.font = font;
  let text = name.trim();
  if (probe.measureText(text).width > style.maxWidthPx) {
    while (text.length > 1 && probe.measureText(`${text}…`).width > style.maxWidthPx) {
      text = text.slice(0, -1);
    }
    text = `${text}…`;
  }
  const width = Math.ceil(probe.measureText(text).width) + 2 * HALO_PX;
  const height = style.fontPx + 2 * HALO_PX + 2;
  const context = canvasOf(width * pixelRatio, height * pixelRatio);
  if (!context) return null;
  context.scale(pixelRatio, pixelRatio);
  context.font = font;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = HALO_PX;
  context.strokeStyle = style.halo;
  context.strokeText(text, HALO_PX, height / 2);
  context.fillStyle = style.colour;
  context.fillText(text, HALO_PX, height / 2);
  return context.getImageData(0, 0, context.canvas.width, context.canvas.height);
}
