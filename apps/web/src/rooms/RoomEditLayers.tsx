import { useQueryClient } from '@tanstack/react-query';
import type {
  CircleLayerSpecification,
  FillLayerSpecification,
  LineLayerSpecification,
} from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { activeMode, leaveMode } from '../editor/editor';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { beforeIdOf } from '../map/layerOrder';
import { createRoomActions } from './roomActions';
import { roomDoorMode } from './roomDoorMode';
import { roomEditFeatures } from './roomEditFeatures';
import { setRoomEditor, useRoomEditorStore } from './roomEditorStore';
import { roomOutlineMode } from './roomOutlineMode';
import { useFloorRooms } from './roomQueries';
import { installRoomActions } from './roomSaves';
import { roomSplitMode } from './roomSplitMode';
import { roomTraceMode } from './roomTraceMode';

/** How a room or door being drawn looks: blue, above the rooms, distinct from their slate. */
export const RoomEditPaint = {
  colour: '#2563eb',
  fillOpacity: 0.2,
  lineWidth: 2,
  cornerRadius: 5,
  firstRadius: 7,
  chosenColour: '#f59e0b',
  snapRadius: 9,
  snapColour: '#16a34a',
  endColour: '#ea580c',
  /** The keyboard's pointer: a blue dot ringed in white, over everything drawn. */
  pointerRadius: 7,
  pointerStroke: '#ffffff',
  pointerStrokeWidth: 3,
} as const;

export const ROOM_EDIT_SOURCE = 'room-editor';
const kind = (...kinds: string[]) => ['in', ['get', 'kind'], ['literal', kinds]] as never;

const fillLayer = {
  id: 'room-editor-area',
  type: 'fill',
  filter: kind('area'),
  paint: { 'fill-color': RoomEditPaint.colour, 'fill-opacity': RoomEditPaint.fillOpacity },
} as const satisfies Omit<FillLayerSpecification, 'source'>;

const lineLayer = {
  id: 'room-editor-line',
  type: 'line',
  filter: kind('line'),
  paint: { 'line-color': RoomEditPaint.colour, 'line-width': RoomEditPaint.lineWidth },
} as const satisfies Omit<LineLayerSpecification, 'source'>;

const cornerLayer = {
  id: 'room-editor-corners',
  type: 'circle',
  filter: kind('corner', 'first', 'chosen', 'end'),
  paint: {
    'circle-radius': [
      'match',
      ['get', 'kind'],
      'first',
      RoomEditPaint.firstRadius,
      'chosen',
      RoomEditPaint.firstRadius,
      RoomEditPaint.cornerRadius,
    ] as never,
    'circle-color': [
      'match',
      ['get', 'kind'],
      'chosen',
      RoomEditPaint.chosenColour,
      'end',
      RoomEditPaint.endColour,
      '#ffffff',
    ] as never,
    'circle-stroke-color': RoomEditPaint.colour,
    'circle-stroke-width': 2,
  },
} as const satisfies Omit<CircleLayerSpecification, 'source'>;

const snapLayer = {
  id: 'room-editor-snap',
  type: 'circle',
  filter: kind('snap'),
  paint: {
    'circle-radius': RoomEditPaint.snapRadius,
    'circle-opacity': 0,
    'circle-stroke-color': RoomEditPaint.snapColour,
    'circle-stroke-width': 2,
  },
} as const satisfies Omit<CircleLayerSpecification, 'source'>;

const pointerLayer = {
  id: 'room-editor-pointer',
  type: 'circle',
  filter: kind('pointer'),
  paint: {
    'circle-radius': RoomEditPaint.pointerRadius,
    'circle-color': RoomEditPaint.colour,
    'circle-stroke-color': RoomEditPaint.pointerStroke,
    'circle-stroke-width': RoomEditPaint.pointerStrokeWidth,
  },
} as const satisfies Omit<CircleLayerSpecification, 'source'>;

const roomModes = [roomTraceMode, roomDoorMode, roomOutlineMode, roomSplitMode];

/**
 * The room editor on the planner's map (docs/rooms.md#editing): keeps the editor's view of the
 * selected floor current (a room mode under way ends when another floor or space is selected),
 * installs the saves, and draws what is being drawn.
 */
export function RoomEditLayers() {
  const queryClient = useQueryClient();
  const { buid, selectedFloorNumber } = useSelectedSpaceFloors();
  const rooms = useFloorRooms(buid, selectedFloorNumber).data;

  useEffect(() => {
    installRoomActions(createRoomActions(queryClient));
    return () => installRoomActions(null);
  }, [queryClient]);

  useEffect(() => {
    setRoomEditor({
      floor:
        buid && selectedFloorNumber !== null && rooms
          ? { buid, floor: selectedFloorNumber, units: rooms.units, openings: rooms.openings }
          : null,
    });
  }, [buid, selectedFloorNumber, rooms]);

  // Another floor: what was being drawn on the last one goes.
  const floorKey = `${buid}/${selectedFloorNumber}`;
  const shownFloor = useRef(floorKey);
  useEffect(() => {
    if (shownFloor.current === floorKey) return;
    shownFloor.current = floorKey;
    const mode = activeMode();
    if (roomModes.includes(mode)) leaveMode(mode);
  }, [floorKey]);

  const state = useRoomEditorStore();
  const data = useMemo(() => roomEditFeatures(state), [state]);
  const beforeId = beforeIdOf('room-editor');
  if (data.features.length === 0) return null;
  return (
    <Source id={ROOM_EDIT_SOURCE} type="geojson" data={data}>
      <Layer {...fillLayer} beforeId={beforeId} />
      <Layer {...lineLayer} beforeId={beforeId} />
      <Layer {...snapLayer} beforeId={beforeId} />
      <Layer {...cornerLayer} beforeId={beforeId} />
      <Layer {...pointerLayer} beforeId={beforeId} />
    </Source>
  );
}
