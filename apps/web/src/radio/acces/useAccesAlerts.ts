import { AccesLayerMessages, AlertLevel } from '@indoor/domain';
import { useEffect } from 'react';
import { showAlert } from '../../state/alerts';
import { turnAccesOffForFloor } from './accesStore';
import { accesFailureReason, useShownAcces } from './useShownAcces';

/**
 * Tells the user what the floor's answer means, once per answer (docs/wifi-layers.md#acces-map):
 * an empty map (too few surveyed locations) warns and turns the map off; a failed call shows its
 * own warning with the server's reason and turns it off. The toggle stays usable: pressing it
 * again asks again.
 */
export function useAccesAlerts(): void {
  const { on, query, empty } = useShownAcces();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer (dataUpdatedAt), and when turned on over a known empty answer
  useEffect(() => {
    if (!on || !empty) return;
    showAlert({ level: AlertLevel.warning, text: AccesLayerMessages.empty });
    turnAccesOffForFloor();
  }, [query.dataUpdatedAt, empty, on]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure (errorUpdatedAt)
  useEffect(() => {
    if (!on || !query.isError) return;
    showAlert({
      level: AlertLevel.warning,
      text: AccesLayerMessages.failed(accesFailureReason(query.error)),
    });
    turnAccesOffForFloor();
  }, [query.errorUpdatedAt]);
}
