import { AlertLevel } from '@indoor/domain';
import { useEffect } from 'react';
import { showAlert } from '../../state/alerts';
import { useAccessPointsStore } from './accessPointsStore';
import { cantFetchText, useShownAccessPoints } from './useShownAccessPoints';

/**
 * Tells the user what the floor's answer means once per answer
 * (docs/wifi-layers.md#access-point-layer): an unmapped floor or a failed call turns the mode off;
 * APs without ids or beyond the limit are warned about. A failed manufacturer lookup leaves the APs
 * shown, with 'N/A'.
 */
export function useAccessPointAlerts(): void {
  const { floorQuery, verdict, manufacturersQuery } = useShownAccessPoints();
  const setShown = useAccessPointsStore((state) => state.setShown);
  const shown = useAccessPointsStore((state) => state.shown);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer (dataUpdatedAt)
  useEffect(() => {
    // Judged once the estimates are computed, not on each answer while they are.
    if (!shown || !verdict || floorQuery.data?.status === 'computing') return;
    if (verdict.kind === 'notMapped') {
      showAlert({ level: AlertLevel.warning, text: verdict.text });
      setShown(false);
    } else if (verdict.warning) {
      showAlert({ level: AlertLevel.warning, text: verdict.warning });
    }
  }, [floorQuery.dataUpdatedAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure (errorUpdatedAt)
  useEffect(() => {
    if (!shown || !floorQuery.isError) return;
    showAlert({ level: AlertLevel.danger, text: cantFetchText(floorQuery.error) });
    setShown(false);
  }, [floorQuery.errorUpdatedAt]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure (errorUpdatedAt)
  useEffect(() => {
    if (!shown || !manufacturersQuery.isError) return;
    showAlert({
      level: AlertLevel.danger,
      text: cantFetchText(manufacturersQuery.error, 'ids'),
    });
  }, [manufacturersQuery.errorUpdatedAt]);
}
