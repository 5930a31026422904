import type {
  ExpressionSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import type { UnitGroup } from './roomFeatures';

/**
 * How rooms and doors are drawn (docs/rooms.md#on-the-map): soft fills by category group
 * that leave the floor plan readable beneath, a slate outline, doors as short thick orange
 * strokes (no fill, outline, connection or route uses orange) and the names as labels.
 */
export const RoomPaint = {
  /** Pale fills, one per group of IMDF categories (roomFeatures.ts's unitGroup). */
  groupFill: {
    room: '#c7d2fe',
    circulation: '#e5e7eb',
    vertical: '#fde68a',
    restroom: '#a5f3fc',
    service: '#d1d5db',
    leisure: '#bbf7d0',
  } satisfies Record<UnitGroup, string>,
  /** Enough to tint a room, little enough to read the plan's walls and text through it. */
  fillOpacity: 0.45,
  outlineColour: '#475569',
  outlineOpacity: 0.9,
  doorColour: '#ea580c',
  /** Below this zoom a building is a few pixels across: rooms and doors are not drawn. */
  minZoom: 16,
  /** Names from this zoom on, where a room is wide enough to hold one. */
  labelMinZoom: 18,
  /** Label text in CSS pixels, and the widest label before it is cut with an ellipsis. */
  labelFontPx: 12,
  labelMaxWidthPx: 120,
  labelColour: '#1e293b',
  labelHalo: '#ffffff',
  /** Free pixels kept around a label: names of neighbouring rooms do not touch. */
  labelPaddingPx: 4,
  /** How far below the room's middle the name's top edge hangs, in pixels. */
  labelDropPx: 2,
} as const;

export const ROOM_UNITS_SOURCE = 'rooms-units';
export const ROOM_LABELS_SOURCE = 'rooms-labels';
export const ROOM_OPENINGS_SOURCE = 'rooms-openings';
export const ROOM_FILL_LAYER = 'rooms-fill';
export const ROOM_OUTLINE_LAYER = 'rooms-outline';
export const ROOM_LABEL_LAYER = 'rooms-labels';
export const ROOM_OPENING_LAYER = 'rooms-openings';

const groupFillColour: ExpressionSpecification = [
  'match',
  ['get', 'group'],
  ...Object.entries(RoomPaint.groupFill).flat(),
  RoomPaint.groupFill.room,
] as unknown as ExpressionSpecification;

/** Widths grow with the zoom, as a wall and a door do on the plan beneath. */
const byZoom = (pairs: readonly [number, number][]): ExpressionSpecification =>
  ['interpolate', ['linear'], ['zoom'], ...pairs.flat()] as unknown as ExpressionSpecification;

type Spec<T> = Omit<T, 'source'>;

export const roomFillLayer = {
  id: ROOM_FILL_LAYER,
  type: 'fill',
  minzoom: RoomPaint.minZoom,
  paint: { 'fill-color': groupFillColour, 'fill-opacity': RoomPaint.fillOpacity },
} as const satisfies Spec<FillLayerSpecification>;

export const roomOutlineLayer = {
  id: ROOM_OUTLINE_LAYER,
  type: 'line',
  minzoom: RoomPaint.minZoom,
  layout: { 'line-join': 'miter' },
  paint: {
    'line-color': RoomPaint.outlineColour,
    'line-opacity': RoomPaint.outlineOpacity,
    'line-width': byZoom([
      [16, 0.5],
      [19, 1],
      [22, 2.5],
    ]),
  },
} as const satisfies Spec<LineLayerSpecification>;

export const roomOpeningLayer = {
  id: ROOM_OPENING_LAYER,
  type: 'line',
  minzoom: RoomPaint.minZoom,
  layout: { 'line-cap': 'butt' },
  paint: {
    'line-color': RoomPaint.doorColour,
    'line-width': byZoom([
      [16, 1.5],
      [19, 4],
      [22, 9],
    ]),
  },
} as const satisfies Spec<LineLayerSpecification>;

/**
 * The names: images drawn on a canvas (the base styles carry no glyphs, see
 * map/base-layers/style.ts), placed with collision like text, so a name that would overlap
 * another, a POI or its label is left out; larger rooms are placed first.
 */
export const roomLabelLayer = {
  id: ROOM_LABEL_LAYER,
  type: 'symbol',
  minzoom: RoomPaint.labelMinZoom,
  layout: {
    'icon-image': ['get', 'label'],
    // Hung just below the room's middle: a POI placed at the middle of its room shows its
    // pin above that point, and the name stays clear of it.
    'icon-anchor': 'top',
    'icon-offset': [0, RoomPaint.labelDropPx],
    'icon-allow-overlap': false,
    'icon-ignore-placement': false,
    'icon-padding': RoomPaint.labelPaddingPx,
    'symbol-sort-key': ['get', 'sortKey'],
  },
} as const satisfies Spec<SymbolLayerSpecification>;
