import { PoiUiMessages } from '@indoor/domain';
import { ReadOnlyId } from './poi-form/fields';
import { PoiFormFrame, type PoiFormKind } from './poi-form/PoiFormActions';

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

/**
 * A new connector has Add and Delete only (docs/pois-and-navigation.md#connectors); a saved one
 * shows its id too.
 */
export function ConnectorForm({ puid, autoFocus = true, ...frame }: ConnectorFormProps) {
  return (
    <PoiFormFrame
      {...frame}
      title={PoiUiMessages.connectorTitle}
      className="poi-form poi-form--connector"
      testId="connector-form"
      autoFocusSubmit={autoFocus}
    >
      {frame.kind === 'new' && <p className="field__hint">{PoiUiMessages.newConnectorHint}</p>}
      {frame.kind === 'existing' && puid !== undefined && (
        <ReadOnlyId
          label={PoiUiMessages.labels.connectorId}
          value={puid}
          testId="connector-form-id"
        />
      )}
    </PoiFormFrame>
  );
}
