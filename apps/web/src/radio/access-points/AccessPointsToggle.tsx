import { AccessPointLayerMessages, AlertLevel, LayerMessages } from '@indoor/domain';
import './access-points.css';
import { useSelectedSpaceFloors } from '../../floors/floorState';
import { showAlert } from '../../state/alerts';
import { setHeatmapsTab } from '../wifiLayerStore';
import { useAccessPointsStore } from './accessPointsStore';
import { useShownAccessPoints } from './useShownAccessPoints';

/**
 * While the server computes the floor's estimates (its fingerprints changed): how far it got,
 * asked again every second until they are ready (docs/wifi-layers.md#access-point-layer).
 */
function AccessPointsComputing({ testIdPrefix }: { testIdPrefix: string }) {
  const { computing } = useShownAccessPoints();
  if (!computing) return null;
  const { done, total } = computing.progress ?? { done: 0, total: 0 };
  return (
    <div className="access-points__computing" data-testid={`${testIdPrefix}-computing`}>
      <progress
        aria-label={AccessPointLayerMessages.computingLabel}
        {...(total > 0 ? { value: done, max: total } : {})}
      />
      <p className="panel__note" role="status">
        {AccessPointLayerMessages.computing(done, total)}
        {computing.showingPrevious && ` ${AccessPointLayerMessages.computingPrevious}`}
      </p>
    </div>
  );
}

/**
 * The quick action 'Show/Hide Estimated Wi-Fi AP Position' with its status text
 * (docs/wifi-layers.md#layer-toggles). It needs a selected floor; the choice is kept as YES/NO
 * under APsMode.
 */
export function AccessPointsToggle({
  testIdPrefix = 'access-points',
  quickAction = false,
}: {
  testIdPrefix?: string;
  /** A shortcut of the layer quick actions: tab 5 keeps the Access Points sub-tab for later, as the others do. */
  quickAction?: boolean;
} = {}) {
  const { buid, selectedFloorNumber } = useSelectedSpaceFloors();
  const shown = useAccessPointsStore((state) => state.shown);
  const setShown = useAccessPointsStore((state) => state.setShown);
  const online = shown && buid !== null && selectedFloorNumber !== null;

  const toggle = () => {
    // The heatmap tab opens on the Access Points sub-tab when the user goes there.
    if (quickAction) setHeatmapsTab('access-points');
    if (buid === null || selectedFloorNumber === null) {
      showAlert({ level: AlertLevel.warning, text: LayerMessages.noFloorFor.accessPoints });
      return;
    }
    setShown(!shown);
  };

  return (
    <div className="access-points__toggle">
      <button
        type="button"
        className={`button${online ? ' button--primary' : ''}`}
        aria-pressed={online}
        onClick={toggle}
        data-testid={`${testIdPrefix}-toggle`}
      >
        {online ? AccessPointLayerMessages.hide : AccessPointLayerMessages.show}
      </button>
      <p className="panel__note" role="status" data-testid={`${testIdPrefix}-status`}>
        {AccessPointLayerMessages.status(online)}
      </p>
      {online && <AccessPointsComputing testIdPrefix={testIdPrefix} />}
    </div>
  );
}
