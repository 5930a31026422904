import { type Space, SpaceUiMessages } from '@indoor/domain';
import { Spinner } from '../components/Spinner';
import { AuditorAssignment } from './AuditorAssignment';
import { CoOwners } from './CoOwners';
import { DeleteSpaceButton } from './DeleteSpaceButton';
import { useSpacePermissions } from './permissions';
import { SpaceEditForm } from './SpaceEditForm';
import { useUpdateSpace } from './spaceMutations';
import { useSelectedSpace } from './useSelectedSpace';

function PublishButton({ space }: { space: Space }) {
  const updateSpace = useUpdateSpace();
  const published = space.is_published === 'true';
  return (
    <button
      type="button"
      className="button"
      disabled={updateSpace.isPending}
      aria-busy={updateSpace.isPending}
      data-testid="space-publish-toggle"
      onClick={() => updateSpace.mutate({ buid: space.buid, is_published: !published })}
    >
      {published ? SpaceUiMessages.unpublish : SpaceUiMessages.publish}
    </button>
  );
}

/**
 * Tab 2 (docs/spaces-and-campuses.md#editing-a-space): edit the selected space; its marker is
 * draggable meanwhile.
 */
export function SpaceEditTab() {
  const selected = useSelectedSpace();
  const { actor, canEdit, canDelete } = useSpacePermissions(selected.space);

  if (selected.isPending) return <Spinner label={SpaceUiMessages.loadingSpace} />;
  const { space } = selected;
  if (!space) return <p className="panel__note">{SpaceUiMessages.selectToEdit}</p>;
  if (!canEdit || !actor) return <p className="panel__note">{SpaceUiMessages.notEditable}</p>;

  return (
    <div className="space-edit" data-testid="space-edit">
      <p className="panel__note">
        {SpaceUiMessages.editingLead}
        <strong>{space.name}</strong>
        {SpaceUiMessages.editingTail}
      </p>
      <SpaceEditForm key={`fields-${space.buid}`} space={space} />
      <h4 className="panel__subtitle">{SpaceUiMessages.publicationHeading}</h4>
      <div className="button-row">
        <PublishButton space={space} />
        {canDelete && <DeleteSpaceButton space={space} />}
      </div>
      <h4 className="panel__subtitle">{SpaceUiMessages.coOwnersHeading}</h4>
      <CoOwners key={`co-owners-${space.buid}`} space={space} actor={actor} />
      <h4 className="panel__subtitle">{SpaceUiMessages.assignedAuditorsHeading}</h4>
      <AuditorAssignment key={`auditors-${space.buid}`} space={space} actor={actor} />
    </div>
  );
}
