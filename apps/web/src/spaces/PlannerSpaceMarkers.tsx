import type { Space } from '@indoor/domain';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { useSelectionStore } from '../state/selection';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { spacePermissions } from './permissions';
import { usePlanLabels } from './planLabel';
import { SpaceMarkers } from './SpaceMarkers';
import { useMoveSpace } from './spaceMutations';

/**
 * The planner's space markers: selection from the selection store, and in the edit tab
 * (docs/spaces-and-campuses.md#moving-a-space) the selected space's marker is draggable for those
 * who may edit it. While the selected floor's plan is drawn, the selected space's marker is
 * a small label at the plan's edge (docs/map-and-editor.md#building-markers).
 */
export function PlannerSpaceMarkers({ spaces }: { spaces: readonly Space[] }) {
  const selectedBuid = useSelectionStore((state) => state.selectedBuid);
  const popupBuid = useSelectionStore((state) => state.popupBuid);
  const selectSpace = useSelectionStore((state) => state.selectSpace);
  const closePopup = useSelectionStore((state) => state.closePopup);
  const editing = useUiStore((state) => state.activeTab === 'spaces' && state.spacesTab === 'edit');
  const user = useSessionStore(selectSignedInUser);
  const moveSpace = useMoveSpace();
  // The selected floor's plan is drawn: the selected space's marker gives way to it.
  const { buid: planBuid, selectedFloor } = useSelectedSpaceFloors();
  const planLabels = usePlanLabels(planBuid, selectedFloor);

  const selected = spaces.find((space) => space.buid === selectedBuid) ?? null;
  const draggableBuid =
    editing && selected && spacePermissions(user, selected).canEdit ? selected.buid : null;

  return (
    <SpaceMarkers
      spaces={spaces}
      selectedBuid={selectedBuid}
      popupBuid={popupBuid}
      onSelect={(space) => selectSpace(space)}
      onClosePopup={closePopup}
      draggableBuid={draggableBuid}
      onMove={(space, position) => moveSpace.mutateAsync({ buid: space.buid, position })}
      planLabels={planLabels}
    />
  );
}
