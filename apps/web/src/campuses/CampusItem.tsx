import {
  type Campus,
  CampusUiMessages,
  CommonUiMessages,
  type Space,
  undash,
} from '@indoor/domain';
import { useState } from 'react';
import { ActionButton } from '../components/ActionButton';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { ShareLinks } from '../components/ShareLinks';
import { useSelectionStore } from '../state/selection';
import { CampusForm } from './CampusForm';
import { campusFormValues, validateCampusEdit } from './campusForm';
import { useDeleteCampus, useUpdateCampus } from './campusMutations';

interface CampusItemProps {
  campus: Campus;
  spaces: readonly Space[];
}

/** One campus of the list: select it to share it, edit or rename it, delete it. */
export function CampusItem({ campus, spaces }: CampusItemProps) {
  const selected = useSelectionStore((state) => state.selectedCampus === campus.cuid);
  const selectCampus = useSelectionStore((state) => state.selectCampus);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const updateCampus = useUpdateCampus();
  const deleteCampus = useDeleteCampus();
  const names = campus.buids.map(
    (buid) => spaces.find((space) => space.buid === buid)?.name ?? buid,
  );

  return (
    <li
      className={`campus-item${selected ? ' campus-item--selected' : ''}`}
      data-testid="campus-item"
      data-cuid={campus.cuid}
    >
      <button
        type="button"
        className="campus-item__select"
        aria-pressed={selected}
        data-testid="campus-select"
        onClick={() => selectCampus(selected ? null : campus.cuid)}
      >
        <span className="space-list__name" data-testid="campus-name">
          {campus.name}
        </span>
        <span className="space-list__meta">
          {CampusUiMessages.buildingCount(names.length)} · {campus.cuid}
        </span>
      </button>
      {selected && !editing && (
        <div className="campus-item__details">
          <p className="campus-item__buildings" data-testid="campus-buildings">
            {names.join(', ')}
          </p>
          {undash(campus.description) !== '' && <p className="panel__note">{campus.description}</p>}
          <div className="button-row">
            <ActionButton
              label={CommonUiMessages.edit}
              testId="campus-edit"
              onClick={() => setEditing(true)}
            />
            <ActionButton
              label={CommonUiMessages.delete}
              testId="campus-delete"
              variant="danger"
              onClick={() => setConfirming(true)}
            />
          </div>
          <ShareLinks target={{ cuid: campus.cuid }} testId="campus-share" />
        </div>
      )}
      {selected && editing && (
        <CampusForm
          initial={campusFormValues(campus)}
          spaces={spaces}
          askId
          submitLabel={
            updateCampus.isPending ? CommonUiMessages.saving : CampusUiMessages.saveCampus
          }
          busy={updateCampus.isPending}
          testId="campus-edit-form"
          onCancel={() => setEditing(false)}
          onSubmit={(values) => {
            const verdict = validateCampusEdit(campus.cuid, values);
            if (!verdict.ok) return verdict.message;
            updateCampus.mutate(verdict.body, { onSuccess: () => setEditing(false) });
            return null;
          }}
        />
      )}
      {confirming && (
        <ConfirmDeleteDialog
          title={CampusUiMessages.deleteTitle}
          message={CampusUiMessages.confirmDelete(campus.name)}
          testId="campus-delete"
          pending={deleteCampus.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => deleteCampus.mutate(campus, { onSettled: () => setConfirming(false) })}
        />
      )}
    </li>
  );
}
