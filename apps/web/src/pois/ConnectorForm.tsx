import { MapDefaults, PoiUiMessages } from '@indoor/domain';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { PoiFormButtons, type PoiFormKind, ReadOnlyId } from './PoiForm';

interface ConnectorFormProps {
  /** A new connector is a temporary marker: its Delete only removes the marker. */
  kind: PoiFormKind;
  /** A saved connector's id (connectors are POIs of type 'None'), shown read-only. */
  puid?: string;
  busy: boolean;
  /** The failure of the last save, shown above the buttons. */
  error?: string | null;
  /** Add saves the new connector; Update saves a saved one again (its position and name). */
  onSubmit: () => void;
  onDelete: () => void;
  /** Escape calls it (closing the popup, say). */
  onCancel?: () => void;
  /** Focus the Add/Update button when the form opens (default true). */
  autoFocus?: boolean;
}

/** SPEC section 2: a new connector has Add and Delete only; a saved one shows its id too. */
export function ConnectorForm({
  kind,
  puid,
  busy,
  error,
  onSubmit,
  onDelete,
  onCancel,
  autoFocus = true,
}: ConnectorFormProps) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !onCancel) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };

  return (
    <form
      className="poi-form poi-form--connector"
      style={{ maxWidth: MapDefaults.infoWindowMaxWidth }}
      aria-labelledby={titleId}
      data-testid="connector-form"
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
    >
      <h3 id={titleId} className="poi-form__title">
        {PoiUiMessages.connectorTitle}
      </h3>
      {kind === 'new' && <p className="field__hint">{PoiUiMessages.newConnectorHint}</p>}
      {kind === 'existing' && puid !== undefined && (
        <ReadOnlyId
          label={PoiUiMessages.labels.connectorId}
          value={puid}
          testId="connector-form-id"
        />
      )}
      <PoiFormButtons
        kind={kind}
        busy={busy}
        error={error}
        onDelete={onDelete}
        testIdPrefix="connector-form"
        autoFocusSubmit={autoFocus}
      />
    </form>
  );
}
