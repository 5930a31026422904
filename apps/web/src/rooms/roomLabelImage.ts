import type { Map as MapLibreMapInstance } from 'maplibre-gl';
import { roomNameOfLabelId } from './roomFeatures';
import { RoomPaint } from './roomLayers';

/*
 * A room's name as a label image, drawn on a canvas at the screen's pixel ratio when the
 * label layer first asks for it (`styleimagemissing`), as the POI labels are: the base
 * styles carry no glyphs, so the map cannot write text itself and needs no font download.
 */

function canvasOf(width: number, height: number): CanvasRenderingContext2D | null {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

/** The name in slate with a white halo, cut with an ellipsis when wider than the maximum. */
export function roomLabelImage(name: string, pixelRatio: number): ImageData | null {
  const font = `500 ${RoomPaint.labelFontPx}px system-ui, sans-serif`;
  const probe = canvasOf(1, 1);
  if (!probe) return null;
  probe.font = font;
  const max = RoomPaint.labelMaxWidthPx;
  let text = name.trim();
  if (probe.measureText(text).width > max) {
    while (text.length > 1 && probe.measureText(`${text}…`).width > max) text = text.slice(0, -1);
    text = `${text}…`;
  }
  const halo = 3;
  const width = Math.ceil(probe.measureText(text).width) + 2 * halo;
  const height = RoomPaint.labelFontPx + 2 * halo + 2;
  const context = canvasOf(width * pixelRatio, height * pixelRatio);
  if (!context) return null;
  context.scale(pixelRatio, pixelRatio);
  context.font = font;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = halo;
  context.strokeStyle = RoomPaint.labelHalo;
  context.strokeText(text, halo, height / 2);
  context.fillStyle = RoomPaint.labelColour;
  context.fillText(text, halo, height / 2);
  return context.getImageData(0, 0, context.canvas.width, context.canvas.height);
}

const pixelRatioOf = () => Math.max(1, Math.ceil(window.devicePixelRatio || 1));

/** Adds the label image of a room's name the style asks for; false for another image. */
export function addRoomLabelImage(map: MapLibreMapInstance, id: string): boolean {
  const name = roomNameOfLabelId(id);
  if (name === null) return false;
  if (map.hasImage(id)) return true;
  const pixelRatio = pixelRatioOf();
  const image = roomLabelImage(name, pixelRatio);
  if (!image) return false;
  map.addImage(id, image, { pixelRatio });
  return true;
}
