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
  const verdict = useMemo(
    () =>
      floorQuery.data
        ? judgeAccessPoints(floorQuery.data.accessPoints, floorQuery.data.truncated)
        : null,
    [floorQuery.data],
  );
  const manufacturersQuery = useAccessPointManufacturers(
    shown && verdict?.kind === 'shown' ? verdict.accessPoints : undefined,
  );
  return {
    floorQuery,
    verdict,
    manufacturersQuery,
    manufacturers: manufacturersQuery.manufacturers,
  };
}
