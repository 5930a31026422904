import { AlertLevel, type Floor, FloorUiMessages, SpaceUiMessages } from '@indoor/domain';
import { useId, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { MAIN_MAP_ID } from '../map/camera';
import { showAlert } from '../state/alerts';
import { startAdjustingFloorPlan } from './adjustFloorPlan';
import { useFloorPlanPlacementStore } from './floorPlanPlacementMode';

/**
 * Starts placing the selected floor's current plan again (move, resize, rotate) without
 * uploading it: the image comes from the server, the placement starts where it is.
 */
export function AdjustPlacementButton({ buid, floor }: { buid: string; floor: Floor }) {
  const map = useMap()[MAIN_MAP_ID];
  const hintId = useId();
  const [loading, setLoading] = useState(false);
  const placing = useFloorPlanPlacementStore((state) => state.placement.name !== 'idle');

  const adjust = async () => {
    if (!map) {
      showAlert({ level: AlertLevel.warning, text: SpaceUiMessages.mapNotReady });
      return;
    }
    setLoading(true);
    try {
      await startAdjustingFloorPlan(buid, floor, map.getMap());
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="field">
      <div className="button-row">
        <button
          type="button"
          className="button"
          aria-describedby={hintId}
          aria-busy={loading}
          disabled={loading || placing}
          data-testid="floor-plan-adjust"
          onClick={() => void adjust()}
        >
          {loading ? FloorUiMessages.loadingPlan : FloorUiMessages.adjustPlacement}
        </button>
      </div>
      <span id={hintId} className="field__hint">
        {FloorUiMessages.adjustPlacementHint}
      </span>
    </div>
  );
}
