import { LayerMessages } from '@indoor/domain';
import { useMemo } from 'react';
import { ApiError } from '../../api/client';
import { useSelectedSpaceFloors } from '../../floors/floorState';
import { judgeAccessPoints } from './accessPointsModel';
import { useAccessPointManufacturers, useFloorAccessPoints } from './accessPointsQueries';
import { useAccessPointsStore } from './accessPointsStore';

/**
 * The failure texts (docs/wifi-layers.md#access-point-layer): "Can't fetch Access Points:" with the
 * server's reason for the floor call; its own text for the manufacturer lookup.
 */
export function cantFetchText(error: unknown, call: 'floor' | 'ids' = 'floor'): string {
  if (call === 'ids') return LayerMessages.apIdsFailed;
  const reason =
    error instanceof ApiError
      ? (error.serverMessage ?? error.message)
      : error instanceof Error
        ? error.message
        : String(error);
  return `${LayerMessages.cantFetchAps} ${reason}`;
}

/** The selected floor's APs while the layer is on, what their answer means, and their vendors. */
export function useShownAccessPoints() {
  const { buid, selectedFloorNumber } = useSelectedSpaceFloors();
  const shown = useAccessPointsStore((state) => state.shown);
  const floorQuery = useFloorAccessPoints(buid, selectedFloorNumber, shown);
  // A floor computed for the first time has nothing to judge yet: its progress is shown instead.
  const verdict = useMemo(
    () =>
      floorQuery.data &&
      !(floorQuery.data.status === 'computing' && floorQuery.data.accessPoints.length === 0)
        ? judgeAccessPoints(floorQuery.data.accessPoints, floorQuery.data.truncated)
        : null,
    [floorQuery.data],
  );
  const computing = shown && floorQuery.data?.status === 'computing' ? floorQuery.data : null;
  const manufacturersQuery = useAccessPointManufacturers(
    shown && verdict?.kind === 'shown' ? verdict.accessPoints : undefined,
  );
  return {
    floorQuery,
    verdict,
    /** The server is still computing the floor's estimates: its progress, and whether older ones are shown. */
    computing: computing
      ? { progress: computing.progress, showingPrevious: computing.accessPoints.length > 0 }
      : null,
    manufacturersQuery,
    manufacturers: manufacturersQuery.manufacturers,
  };
}
