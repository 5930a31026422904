import { RadioMessages } from '@indoor/domain';
import { FloorSelector } from '../floors/FloorSelector';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { PanelIntro } from '../panels/PanelIntro';
import { useSpacePermissions } from '../spaces/permissions';
import { useSelectedSpace } from '../spaces/useSelectedSpace';
import { useSelectionStore } from '../state/selection';
import { AccessPointsSection } from './access-points/AccessPointsSection';
import { RadiomapSection } from './RadiomapSection';

export function HeatmapsPanel() {
  const { buid, floors, selectedFloor, selectedFloorNumber } = useSelectedSpaceFloors();
  const { space } = useSelectedSpace();
  const { canEdit } = useSpacePermissions(space);
  const selectFloor = useSelectionStore((state) => state.selectFloor);

  return (
    <>
      <PanelIntro>
        Show the wifi coverage, fingerprints and estimated access-point positions measured on the
        selected floor, for all time or a chosen time range, and delete fingerprints inside a drawn
        rectangle. Upload the radiomap logs recorded on a floor here.
      </PanelIntro>
      {buid === null || selectedFloor === null ? (
        <p className="panel__note" data-testid="heatmaps-no-floor">
          {RadioMessages.selectFloor}
        </p>
      ) : (
        <>
          {space && <p className="floors-panel__space">{space.name}</p>}
          {floors && (
            <FloorSelector
              floors={floors}
              selected={selectedFloorNumber}
              onSelect={selectFloor}
              testId="heatmaps-floor-selector"
            />
          )}
          <RadiomapSection
            key={`${buid}/${selectedFloor.floor_number}`}
            buid={buid}
            floor={selectedFloor}
            canEdit={canEdit}
          />
        </>
      )}
      <AccessPointsSection />
    </>
  );
}
