import type { Map as MapLibreMapInstance } from 'maplibre-gl';
import { haloLabelImage, pixelRatioOf } from '../map/canvasImage';
import { roomNameOfLabelId } from './roomFeatures';
import { RoomPaint } from './roomLayers';

/** A room's name in slate with a white halo, cut with an ellipsis when wider than the maximum. */
export function roomLabelImage(name: string, pixelRatio: number): ImageData | null {
  return haloLabelImage(name, pixelRatio, {
    fontWeight: 500,
    fontPx: RoomPaint.labelFontPx,
    maxWidthPx: RoomPaint.labelMaxWidthPx,
    colour: RoomPaint.labelColour,
    halo: RoomPaint.labelHalo,
  });
}

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
