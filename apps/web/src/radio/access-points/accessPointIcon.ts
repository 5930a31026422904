import { canvasOf } from '../../map/canvasImage';
import { WifiLayerPaint } from '../wifiLayerPaint';

/** The id of the AP icon in the map's style images (added with map.addImage). */
export const ACCESS_POINT_ICON = 'access-point-icon';

/** The style images of AP clusters: this prefix and the cluster's abbreviated count ("12", "1.2k"). */
export const ACCESS_POINT_CLUSTER_ICON_PREFIX = 'access-point-cluster-';

/** Colours of the AP layer: icon, its uncertainty circle, and the open AP's ring. */
export const AccessPointColours = {
  icon: '#5b2a86',
  glyph: '#ffffff',
  circleFill: '#5b2a86',
  circleFillOpacity: 0.08,
  circleLine: '#5b2a86',
  circleLineOpacity: 0.35,
  selected: '#f2a900',
} as const;

/**
 * Draws the 40 x 40 AP icon (a disc with a white rim and the wifi glyph) at the given
 * pixel ratio, for map.addImage(ACCESS_POINT_ICON, image, { pixelRatio }). Null where the
 * browser gives no 2D canvas.
 */
export function drawAccessPointIcon(pixelRatio: number): ImageData | null {
  const size = Math.round(WifiLayerPaint.apIconSize * pixelRatio);
  const context = canvasOf(size, size);
  if (!context) return null;
  const unit = size / 40;
  const c = size / 2;
  context.beginPath();
  context.arc(c, c, 17 * unit, 0, 2 * Math.PI);
  context.fillStyle = AccessPointColours.icon;
  context.fill();
  context.lineWidth = 2.5 * unit;
  context.strokeStyle = AccessPointColours.glyph;
  context.stroke();
  // The wifi glyph: a dot and three arcs opening upwards, centred a little low.
  const baseY = c + 7 * unit;
  context.fillStyle = AccessPointColours.glyph;
  context.beginPath();
  context.arc(c, baseY, 2.2 * unit, 0, 2 * Math.PI);
  context.fill();
  context.lineCap = 'round';
  context.lineWidth = 2.4 * unit;
  for (const radius of [6, 10.5, 15]) {
    context.beginPath();
    context.arc(c, baseY, radius * unit, Math.PI * 1.25, Math.PI * 1.75);
    context.stroke();
  }
  return context.getImageData(0, 0, size, size);
}

/**
 * Draws the icon of a cluster of APs: a disc of the AP colour, larger for longer counts, with
 * the count written in white (the base styles carry no glyphs, so a symbol layer cannot write
 * it). Null where the browser gives no 2D canvas.
 */
export function drawAccessPointClusterIcon(label: string, pixelRatio: number): ImageData | null {
  const cssSize = WifiLayerPaint.apIconSize + Math.max(0, label.length - 2) * 6;
  const size = Math.round(cssSize * pixelRatio);
  const context = canvasOf(size, size);
  if (!context) return null;
  const c = size / 2;
  context.beginPath();
  context.arc(c, c, c - 2 * pixelRatio, 0, 2 * Math.PI);
  context.fillStyle = AccessPointColours.icon;
  context.fill();
  context.lineWidth = 3 * pixelRatio;
  context.strokeStyle = AccessPointColours.glyph;
  context.stroke();
  context.fillStyle = AccessPointColours.glyph;
  context.font = `bold ${Math.round(14 * pixelRatio)}px system-ui, sans-serif`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(label, c, c + pixelRatio);
  return context.getImageData(0, 0, size, size);
}
