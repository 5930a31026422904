import { useEffect, useMemo } from 'react';
import { Layer, Source, useMap } from 'react-map-gl/maplibre';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { beforeIdOf } from '../map/layerOrder';
import { openingFeatures, unitFeatures, unitLabelFeatures } from './roomFeatures';
import { addRoomLabelImage } from './roomLabelImage';
import {
  ROOM_LABELS_SOURCE,
  ROOM_OPENINGS_SOURCE,
  ROOM_UNITS_SOURCE,
  roomFillLayer,
  roomLabelLayer,
  roomOpeningLayer,
  roomOutlineLayer,
} from './roomLayers';
import { useFloorRooms } from './roomQueries';

/** Draws a room's name label when the label layer first asks for it (and after a style switch). */
function useRoomLabelImages(): void {
  const { current } = useMap();
  useEffect(() => {
    const map = current?.getMap();
    if (!map) return;
    const onMissing = (event: { id: string }) => {
      addRoomLabelImage(map, event.id);
    };
    map.on('styleimagemissing', onMissing);
    return () => {
      map.off('styleimagemissing', onMissing);
    };
  }, [current]);
}

interface RoomLayersProps {
  buid: string | null;
  /** The floor the map shows; nothing is drawn without one. */
  floorNumber: string | null;
  /** The planner alerts when the rooms could not be read; the viewer draws its map without. */
  alertOnError?: boolean;
}

/**
 * The rooms and doors of the floor a map shows (docs/rooms.md#on-the-map): filled outlines,
 * doors and names, in the layer group above the floor plan and below the connections, routes
 * and POIs (map/layerOrder.ts). Read only: they are changed through the API.
 */
export function RoomLayers({ buid, floorNumber, alertOnError = false }: RoomLayersProps) {
  useRoomLabelImages();
  const rooms = useFloorRooms(buid, floorNumber, { alertOnError }).data;
  const features = useMemo(
    () =>
      rooms
        ? {
            units: unitFeatures(rooms.units),
            labels: unitLabelFeatures(rooms.units),
            openings: openingFeatures(rooms.openings),
          }
        : null,
    [rooms],
  );
  if (!buid || floorNumber === null || !features) return null;
  const beforeId = beforeIdOf('rooms');
  return (
    <>
      <Source id={ROOM_UNITS_SOURCE} type="geojson" data={features.units}>
        <Layer {...roomFillLayer} beforeId={beforeId} />
        <Layer {...roomOutlineLayer} beforeId={beforeId} />
      </Source>
      <Source id={ROOM_OPENINGS_SOURCE} type="geojson" data={features.openings}>
        <Layer {...roomOpeningLayer} beforeId={beforeId} />
      </Source>
      <Source id={ROOM_LABELS_SOURCE} type="geojson" data={features.labels}>
        <Layer {...roomLabelLayer} beforeId={beforeId} />
      </Source>
    </>
  );
}

/** The planner's rooms and doors: those of the selected floor of the selected space. */
export function SelectedFloorRoomLayers() {
  const { buid, selectedFloorNumber } = useSelectedSpaceFloors();
  return <RoomLayers buid={buid} floorNumber={selectedFloorNumber} alertOnError />;
}
