import { CommonUiMessages, SpaceUiMessages } from '@indoor/domain';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { FormActions } from '../components/FormActions';
import { IconSizes } from '../map/iconSizes';
import { SpaceIcon } from '../map/markers/icons';
import { PendingMarker } from '../map/markers/PendingMarker';
import { useSelectionStore } from '../state/selection';
import { dispatchPlaceSpace, usePlaceSpaceStore } from './placeSpaceMode';
import { SpaceFields } from './SpaceFields';
import { newSpaceDefaults, type SpaceFormValues, validateNewSpace } from './spaceForm';
import { useAddSpace } from './spaceMutations';

/**
 * The pending new space of place-space mode: a draggable marker and a popup form
 * (docs/spaces-and-campuses.md#adding-a-space). Add saves it, Cancel removes it.
 */
export function PendingSpaceMarker() {
  const placing = usePlaceSpaceStore((state) => state.placeSpace);
  const [values, setValues] = useState<SpaceFormValues>(newSpaceDefaults);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const addSpace = useAddSpace();
  const open = placing.name === 'pending' || placing.name === 'saving';

  useEffect(() => {
    if (!open) {
      // The next pending space starts from an empty form.
      setValues(newSpaceDefaults);
      setError(null);
      return;
    }
    nameRef.current?.focus();
  }, [open]);

  // One popup at a time: the new space's form replaces the selected building's popup.
  const closeSpacePopup = useSelectionStore((state) => state.closePopup);
  useEffect(() => {
    if (open) closeSpacePopup();
  }, [open, closeSpacePopup]);

  if (placing.name !== 'pending' && placing.name !== 'saving') return null;
  const { position } = placing;
  const saving = placing.name === 'saving';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const verdict = validateNewSpace(values, position);
    if (!verdict.ok) {
      setError(verdict.message);
      return;
    }
    setError(null);
    if (!dispatchPlaceSpace({ type: 'submit' }).accepted) return;
    try {
      await addSpace.mutateAsync(verdict.body);
      dispatchPlaceSpace({ type: 'saved' });
    } catch {
      // useAddSpace shows the server's message; the form stays for another try.
      dispatchPlaceSpace({ type: 'failed' });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && !saving) dispatchPlaceSpace({ type: 'cancel' });
  };

  return (
    <PendingMarker
      position={position}
      saving={saving}
      icon={
        <span
          className="space-marker space-marker--pending"
          data-testid="pending-space-marker"
          title={SpaceUiMessages.newSpaceDragTitle}
        >
          <SpaceIcon spaceType={values.space_type} {...IconSizes.buildingMarker} />
        </span>
      }
      iconHeight={IconSizes.buildingMarker.height}
      onMove={(moved) => dispatchPlaceSpace({ type: 'move', position: moved })}
    >
      <form
        className="form new-space-form"
        data-testid="new-space-form"
        aria-label={SpaceUiMessages.newSpace}
        onSubmit={submit}
        onKeyDown={onKeyDown}
      >
        <h3 className="space-popup__name">{SpaceUiMessages.newSpace}</h3>
        <SpaceFields
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          testIdPrefix="new-space"
          nameRef={nameRef}
        />
        <p className="field__hint" data-testid="new-space-position">
          {CommonUiMessages.position(position.lat.toFixed(6), position.lon.toFixed(6))}
        </p>
        <FormActions
          error={error}
          busy={saving}
          submitLabel={CommonUiMessages.add}
          busyLabel={CommonUiMessages.adding}
          submitTestId="new-space-add"
          onCancel={() => dispatchPlaceSpace({ type: 'cancel' })}
          cancelTestId="new-space-cancel"
          lockCancelWhileBusy
          className="button-row button-row--end"
        />
      </form>
    </PendingMarker>
  );
}
