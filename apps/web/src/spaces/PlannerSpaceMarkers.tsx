import type { Space } from '@indoor/domain';
import { useSelectionStore } from '../state/selection';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { spacePermissions } from './permissions';
import { SpaceMarkers } from './SpaceMarkers';
import { useMoveSpace } from './spaceMutations';

/**
 * The planner's space markers: selection from the selection store, and in the edit tab
 * (docs/spaces-and-campuses.md#moving-a-space) the selected space's marker is draggable for those
 * who may edit it.
 */
export function PlannerSpaceMarkers({ spaces }: { spaces: readonly Space[] }) {
  const selectedBuid = useSelectionStore((state) => state.selectedBuid);
  const popupBuid = useSelectionStore((state) => state.popupBuid);
  const selectSpace = useSelectionStore((state) => state.selectSpace);
  const closePopup = useSelectionStore((state) => state.closePopup);
  const editing = useUiStore((state) => state.activeTab === 'spaces' && state.spacesTab === 'edit');
  const user = useSessionStore(selectSignedInUser);
  const moveSpace = useMoveSpace();

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
    />
  );
}
