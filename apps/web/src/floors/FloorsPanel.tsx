import {
  AnyplaceRestoreMessages,
  CommonUiMessages,
  canUploadFloorPlan,
  FetchMessages,
  FloorUiMessages,
  PanelIntroMessages,
  SpaceUiMessages,
} from '@indoor/domain';
import { Spinner } from '../components/Spinner';
import { UndoRedoButtons } from '../editor/UndoRedoButtons';
import { PanelIntro } from '../panels/PanelIntro';
import { TabBar, tabButtonId, tabPanelId } from '../panels/TabBar';
import { spaceAccessFacts, useSpacePermissions } from '../spaces/permissions';
import { useSpace } from '../spaces/spaceQueries';
import { useSelectedSpace } from '../spaces/useSelectedSpace';
import { useSelectionStore } from '../state/selection';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { AddFloorForm } from './AddFloorForm';
import { AdjustPlacementButton } from './AdjustPlacementButton';
import { EditFloorForm } from './EditFloorForm';
import { FloorList } from './FloorList';
import { FloorPlanChooser } from './FloorPlanChooser';
import { FloorSelector } from './FloorSelector';
import {
  type FloorsTab,
  floorPlanCorners,
  useFloorsUiStore,
  useSelectedSpaceFloors,
} from './floorState';

const floorTabs = [
  { id: 'view', number: 1, title: FloorUiMessages.floorsTab },
  { id: 'edit', number: 2, title: FloorUiMessages.editTab },
] as const;

const subTabId = (tab: FloorsTab) => `floors-${tab}`;

/** Tab 1: the selected space's floors, a selector stepping through them, their plans. */
function FloorsView() {
  const { floors, selectedFloorNumber } = useSelectedSpaceFloors();
  const selectFloor = useSelectionStore((state) => state.selectFloor);
  if (!floors) return null;
  if (floors.length === 0) return <p className="panel__note">{SpaceUiMessages.noFloors}</p>;
  return (
    <>
      <FloorSelector
        floors={floors}
        selected={selectedFloorNumber}
        onSelect={selectFloor}
        testId="floor-selector"
      />
      <FloorList floors={floors} selected={selectedFloorNumber} onSelect={selectFloor} />
    </>
  );
}

/**
 * Tab 2: add a floor, edit or delete the selected one, place its floor plan; for those
 * who may not, it says so at once instead of offering forms the server would refuse.
 */
function FloorsEdit({ buid }: { buid: string }) {
  const signedIn = useSessionStore((state) => selectSignedInUser(state) !== null);
  const { floors, selectedFloor } = useSelectedSpaceFloors();
  const { space } = useSelectedSpace();
  const { actor, canEdit } = useSpacePermissions(space);
  const canPlacePlans = space !== null && canUploadFloorPlan(actor, spaceAccessFacts(space));
  if (!signedIn) return <p className="panel__note">{FloorUiMessages.signInToEdit}</p>;
  if (!floors || !space) return null;
  if (!canEdit)
    return (
      <p className="panel__note" data-testid="floors-read-only">
        {FloorUiMessages.readOnly}
      </p>
    );
  return (
    <>
      <h3 className="panel__subtitle">{FloorUiMessages.floorPlanHeading}</h3>
      {selectedFloor?.plan_placement_to_check === 'true' && (
        <p
          className="page__note page__note--warning"
          role="note"
          data-testid="floor-placement-to-check"
        >
          <strong>{AnyplaceRestoreMessages.placementToCheckBadge}</strong>{' '}
          {AnyplaceRestoreMessages.placementToCheck}
        </p>
      )}
      {canPlacePlans ? (
        <>
          <FloorPlanChooser buid={buid} />
          {selectedFloor?.plan_version && floorPlanCorners(selectedFloor) && (
            <AdjustPlacementButton buid={buid} floor={selectedFloor} />
          )}
          <div className="button-row" data-testid="floor-plan-history">
            <UndoRedoButtons testIdPrefix="floor-plan-history" />
          </div>
        </>
      ) : (
        <p className="panel__note" data-testid="floor-plans-by-owners">
          {FloorUiMessages.plansByOwners}
        </p>
      )}
      {selectedFloor && (
        <>
          <h3 className="panel__subtitle">
            {FloorUiMessages.floorNumbered(selectedFloor.floor_number)}
          </h3>
          <EditFloorForm
            key={`${buid}/${selectedFloor.floor_number}`}
            buid={buid}
            floor={selectedFloor}
          />
        </>
      )}
      <h3 className="panel__subtitle">{FloorUiMessages.newFloorHeading}</h3>
      <AddFloorForm buid={buid} floors={floors} />
    </>
  );
}

export function FloorsPanel() {
  const floorsTab = useFloorsUiStore((state) => state.floorsTab);
  const setFloorsTab = useFloorsUiStore((state) => state.setFloorsTab);
  const { buid, query } = useSelectedSpaceFloors();
  const space = useSpace(buid);

  return (
    <>
      <PanelIntro>{PanelIntroMessages.floors}</PanelIntro>
      {buid === null ? (
        <p className="panel__note" data-testid="floors-no-space">
          {FloorUiMessages.selectSpace}
        </p>
      ) : (
        <>
          {space.data && <p className="floors-panel__space">{space.data.name}</p>}
          <TabBar
            tabs={floorTabs.map((tab) => ({ ...tab, id: subTabId(tab.id) }))}
            activeId={subTabId(floorsTab)}
            onSelect={(id) => setFloorsTab(id === subTabId('edit') ? 'edit' : 'view')}
            label={FloorUiMessages.tabsLabel}
          />
          {floorTabs.map((tab) => (
            <div
              key={tab.id}
              id={tabPanelId(subTabId(tab.id))}
              role="tabpanel"
              aria-labelledby={tabButtonId(subTabId(tab.id))}
              className="floors-panel__tab"
              data-testid={tabPanelId(subTabId(tab.id))}
              hidden={tab.id !== floorsTab}
            >
              {tab.id === floorsTab && (
                <>
                  {query.isPending && <Spinner label={FloorUiMessages.loadingFloors} />}
                  {query.isError && (
                    <div className="panel__note">
                      <p>{FetchMessages.floors}</p>
                      <button type="button" className="button" onClick={() => query.refetch()}>
                        {CommonUiMessages.tryAgain}
                      </button>
                    </div>
                  )}
                  {tab.id === 'view' ? <FloorsView /> : <FloorsEdit buid={buid} />}
                </>
              )}
            </div>
          ))}
        </>
      )}
    </>
  );
}
