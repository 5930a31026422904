import { useEffect, useRef } from 'react';
import { clearTimeRangeOfFloor } from './wifiLayerStore';

/**
 * Clears the time bar's range when the selected floor or building changes
 * (docs/wifi-layers.md#time-modes). Mount once, with the wifi layers.
 */
export function useFloorScopedTimeRange(buid: string | null, floor: string | null): void {
  const floorKey = `${buid}/${floor}`;
  const previous = useRef(floorKey);
  useEffect(() => {
    if (previous.current === floorKey) return;
    previous.current = floorKey;
    clearTimeRangeOfFloor();
  }, [floorKey]);
}
