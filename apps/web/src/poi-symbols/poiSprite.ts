import type { PoiType } from '@indoor/domain';
import type { Map as MapLibreMapInstance } from 'maplibre-gl';
import { canvasOf, haloLabelImage, pixelRatioOf } from '../map/canvasImage';
import { RoutePaint } from '../map/routePaint';
import {
  iconSizes,
  labelOfId,
  type PoiGlyph,
  type PoiIconSize,
  type PoiTint,
  parsePoiIconId,
} from './poiSymbolFeatures';
import { PoiSymbolPaint } from './poiSymbolPaint';

/*
 * The POI icon set: one pin shape in each type's colour with a white glyph of the type,
 * and the connector's dot, drawn on a canvas at the screen's pixel ratio (offline-safe:
 * no sprite file to download). MapLibre packs every image it is given into its one icon
 * atlas; the icons and the name labels are added when a layer first asks for them
 * (`styleimagemissing`), so a floor only ever holds the images it shows.
 */

/** White glyphs on a 24 x 24 grid (SVG path data, even-odd filled), one per POI type. */
const GLYPHS: Record<PoiType, string> = {
  'Disabled Toilets':
    'M11 1.5a2.3 2.3 0 1 1 0 4.6a2.3 2.3 0 1 1 0-4.6z M9.5 7.5h3v5h5.5l2.5 6.5l-2 .8l-2-5.3H9.5z M8 10.6v2.4a4.6 4.6 0 1 0 6.6 5.6h2.4a7 7 0 1 1-9-8z',
  Elevator: 'M4 2h16v20H4z M6 4v16h12V4z M12 5.5l4 4.5H8z M12 18.5l-4-4.5h8z',
  Entrance: 'M12 2h8v20h-8v-2.5h5.5v-15H12z M2 10.5h9V7l5 5l-5 5v-3.5H2z',
  'Fire Extinguisher':
    'M9 8.5a3 3 0 0 1 6 0V22H9z M10.5 3h3v3.5h-3z M13.5 3.5H19v2.2h-5.5z M9 9.5L5 13l1.2 1.2L9 12z',
  'First Aid/AED': 'M9 2.5h6v6.5h6.5v6H15v6.5H9V15H2.5V9H9z',
  Kitchen:
    'M5 2h1.6v6.5h1.2V2h1.6v6.5h1.2V2h1.6v7.5a3 3 0 0 1-2.4 2.9V22H7.4v-9.6A3 3 0 0 1 5 9.5z M16 2c2.5 0 3.6 2.6 3.6 7v4.5h-2V22h-2.2V2z',
  Office: 'M8.5 3.5h7v3.5H21v13H3V7h5.5z M10.5 5.5V7h3V5.5z M3 12h18v1.8H3z',
  Ramp: 'M2 20.5L22 7v13.5z',
  Room: 'M5.5 2.5h13v19h-13z M7.5 4.5v15h9v-15z M13.2 11a1.3 1.3 0 1 0 0 2.6a1.3 1.3 0 1 0 0-2.6z',
  'Security/Guard': 'M12 1.5l8.5 3.2v6.3c0 5.4-3.6 9.8-8.5 11.5c-4.9-1.7-8.5-6.1-8.5-11.5V4.7z',
  Stair: 'M2 21.5v-4.5h5v-4.5h5V8h5V3.5h5v18z',
  Toilets:
    'M6.5 1.5a2.2 2.2 0 1 1 0 4.4a2.2 2.2 0 1 1 0-4.4z M4 7h5v7.5H8V22H5v-7.5H4z M17.5 1.5a2.2 2.2 0 1 1 0 4.4a2.2 2.2 0 1 1 0-4.4z M15.3 7h4.4l2.3 8.5h-2.3V22h-4.4v-6.5H13z M11.2 2h1.6v20h-1.6z',
  Other: 'M12 6.5a5.5 5.5 0 1 1 0 11a5.5 5.5 0 1 1 0-11z',
};

/** The pin of the 21 x 32 marker: its tip, bottom centre, marks the position. */
const PIN_PATH = 'M10.5 31C10.5 31 1 18.5 1 10.5A9.5 9.5 0 0 1 20 10.5C20 18.5 10.5 31 10.5 31Z';

export function tintColour(glyph: PoiGlyph, tint: PoiTint): string {
  if (tint === 'from') return RoutePaint.startColour;
  if (tint === 'to') return RoutePaint.endColour;
  if (glyph === 'connector') return PoiSymbolPaint.connectorColour;
  if (tint === 'entrance') return PoiSymbolPaint.entranceColour;
  return PoiSymbolPaint.typeColours[glyph];
}

/** Draws one icon onto a context whose unit is one CSS pixel of the icon. */
function drawIcon(
  context: CanvasRenderingContext2D,
  glyph: PoiGlyph,
  tint: PoiTint,
  size: PoiIconSize,
) {
  const colour = tintColour(glyph, tint);
  if (glyph === 'connector') {
    const { width } = iconSizes.connector[size];
    context.scale(width / 21, width / 21);
    context.beginPath();
    context.arc(10.5, 10.5, 8.5, 0, 2 * Math.PI);
    context.fillStyle = colour;
    context.fill();
    context.lineWidth = 2;
    context.strokeStyle = '#ffffff';
    context.stroke();
    context.beginPath();
    context.arc(10.5, 10.5, 3, 0, 2 * Math.PI);
    context.fillStyle = '#ffffff';
    context.fill();
    return;
  }
  const { width } = iconSizes.pin[size];
  context.scale(width / 21, width / 21);
  const pin = new Path2D(PIN_PATH);
  context.fillStyle = colour;
  context.fill(pin);
  context.lineWidth = 1.5;
  context.strokeStyle = '#ffffff';
  context.stroke(pin);
  // The glyph fills the pin's head: 12 units wide, centred on (10.5, 10.5).
  context.translate(4.5, 4.5);
  context.scale(0.5, 0.5);
  context.fillStyle = '#ffffff';
  context.fill(new Path2D(GLYPHS[glyph]), 'evenodd');
}

/** The pixels of one icon at a pixel ratio, or null where the browser gives no 2D canvas. */
export function poiIconImage(
  glyph: PoiGlyph,
  tint: PoiTint,
  size: PoiIconSize,
  pixelRatio: number,
): ImageData | null {
  const { width, height } = (glyph === 'connector' ? iconSizes.connector : iconSizes.pin)[size];
  const context = canvasOf(width * pixelRatio, height * pixelRatio);
  if (!context) return null;
  context.scale(pixelRatio, pixelRatio);
  drawIcon(context, glyph, tint, size);
  return context.getImageData(0, 0, context.canvas.width, context.canvas.height);
}

/** A data URL of an icon for the legend and the type palette (null without a canvas). */
export function poiIconUrl(glyph: PoiGlyph, tint: PoiTint = 'type'): string | null {
  const pixelRatio = 2;
  const { width, height } = (glyph === 'connector' ? iconSizes.connector : iconSizes.pin).normal;
  const context = canvasOf(width * pixelRatio, height * pixelRatio);
  if (!context) return null;
  context.scale(pixelRatio, pixelRatio);
  drawIcon(context, glyph, tint, 'normal');
  try {
    return context.canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}

/** A name as a label image: dark text with a white halo, cut with an ellipsis when too wide. */
export function poiLabelImage(name: string, pixelRatio: number): ImageData | null {
  return haloLabelImage(name, pixelRatio, {
    fontWeight: 600,
    fontPx: PoiSymbolPaint.labelFontPx,
    maxWidthPx: PoiSymbolPaint.labelMaxWidthPx,
    colour: PoiSymbolPaint.labelColour,
    halo: PoiSymbolPaint.labelHalo,
  });
}

/** Adds a POI icon or label the style asks for; false for an image that is not ours. */
export function addPoiImage(map: MapLibreMapInstance, id: string): boolean {
  if (map.hasImage(id)) return true;
  const pixelRatio = pixelRatioOf();
  const icon = parsePoiIconId(id);
  const label = icon ? null : labelOfId(id);
  const image = icon
    ? poiIconImage(icon.glyph, icon.tint, icon.size, pixelRatio)
    : label !== null
      ? poiLabelImage(label, pixelRatio)
      : null;
  if (!image) return false;
  map.addImage(id, image, { pixelRatio });
  return true;
}
