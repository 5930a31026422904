import { CommonUiMessages, MapDefaults, PoiUiMessages } from '@indoor/domain';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from 'react';
import { FormError } from '../../components/FormError';
import { SubmitButton } from '../../components/SubmitButton';

export type PoiFormKind = 'new' | 'existing';

interface PoiFormButtonsProps {
  kind: PoiFormKind;
  busy: boolean;
  error?: string | null | undefined;
  onDelete: () => void;
  /** Test ids are `{prefix}-error`, `{prefix}-submit` and `{prefix}-delete`. */
  testIdPrefix: string;
  /** Focus the submit button when the form opens (the connector form has no field). */
  autoFocusSubmit?: boolean | undefined;
}

export interface PoiFormFrameProps extends Omit<PoiFormButtonsProps, 'testIdPrefix'> {
  title: string;
  className: string;
  /** The form's test id, and the prefix of its buttons' (PoiFormButtons). */
  testId: string;
  /** Add or Update, unless busy; the browser's own submission never happens. */
  onSubmit: () => void;
  /** Escape calls it (closing the popup, say). */
  onCancel?: (() => void) | undefined;
  children: ReactNode;
}

/** The form around the POI and connector forms: the title, the fields, then the buttons. */
export function PoiFormFrame({
  title,
  className,
  testId,
  onSubmit,
  onCancel,
  children,
  ...buttons
}: PoiFormFrameProps) {
  const titleId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!buttons.busy) onSubmit();
  };
  const cancelOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape' || !onCancel) return;
    event.preventDefault();
    event.stopPropagation();
    onCancel();
  };
  return (
    <form
      className={className}
      style={{ maxWidth: MapDefaults.infoWindowMaxWidth }}
      aria-labelledby={titleId}
      data-testid={testId}
      noValidate
      onSubmit={submit}
      onKeyDown={cancelOnEscape}
    >
      <h3 id={titleId} className="poi-form__title">
        {title}
      </h3>
      {children}
      <PoiFormButtons {...buttons} testIdPrefix={testId} />
    </form>
  );
}

/**
 * The foot of the POI and connector forms: Add or Update, and Delete. FormActions does
 * not fit: its second button is always Cancel, and these forms have none (Escape cancels).
 */
function PoiFormButtons({
  kind,
  busy,
  error,
  onDelete,
  testIdPrefix,
  autoFocusSubmit = false,
}: PoiFormButtonsProps) {
  const submitButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (autoFocusSubmit) submitButton.current?.focus();
  }, [autoFocusSubmit]);
  const isNew = kind === 'new';
  const submitLabel = isNew
    ? { idle: CommonUiMessages.add, busy: CommonUiMessages.adding }
    : { idle: PoiUiMessages.update, busy: PoiUiMessages.updating };
  return (
    <>
      <FormError message={error} testId={`${testIdPrefix}-error`} />
      <div className="button-row button-row--end poi-form__actions">
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          title={isNew ? PoiUiMessages.deleteUnsavedHint : undefined}
          data-testid={`${testIdPrefix}-delete`}
          onClick={onDelete}
        >
          {CommonUiMessages.delete}
        </button>
        <SubmitButton
          buttonRef={submitButton}
          busy={busy}
          label={submitLabel.idle}
          busyLabel={submitLabel.busy}
          testId={`${testIdPrefix}-submit`}
        />
      </div>
    </>
  );
}
