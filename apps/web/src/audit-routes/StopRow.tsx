import {
  AlertLevel,
  AuditCycleConstants,
  type AuditResult,
  AuditResults,
  AuditRouteServerMessages,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { showAlert } from '../state/alerts';
import { bringIntoView } from './bringIntoView';
import type { ChecklistStop } from './checklistStops';
import { stopStateText } from './checklistStops';
import { ResultBadge } from './ResultBadge';
import { ResultIcon } from './ResultIcon';

const resultLabel = (result: AuditResult) => AuditRouteServerMessages.resultLabels[result];

/** Marks what the checklist moves the keyboard focus to after a result is recorded. */
export const FocusMarks = {
  row: 'data-stop-row',
  firstChoice: 'data-first-choice',
} as const;

interface StopPanelProps {
  stop: ChecklistStop;
  onRecord: (result: AuditResult, note: string) => Promise<void>;
}

/**
 * The selected stop, opened under its row: its result (recorded or waiting) with Change,
 * or the four results as large buttons and the optional note; one press records.
 */
function StopPanel({ stop, onRecord }: StopPanelProps) {
  const waiting = stop.outbox.filter((e) => e.refused === null).at(-1);
  const shown = waiting ?? stop.result;
  // True once Change is chosen; a stop without a result (sent or waiting) offers the results anyway.
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(shown?.note ?? '');
  const [saving, setSaving] = useState(false);

  const record = async (result: AuditResult) => {
    setSaving(true);
    try {
      await onRecord(result, note);
      setEditing(false);
    } catch {
      showAlert({ level: AlertLevel.danger, text: Texts.recordFailed });
    } finally {
      setSaving(false);
    }
  };

  if (shown && !editing)
    return (
      <div className="checklist-stop__result">
        {waiting ? (
          <span data-testid="audit-stop-waiting">
            {Texts.waitingToSend(resultLabel(waiting.result))}
          </span>
        ) : (
          <span data-testid="audit-stop-result">{Texts.recorded(resultLabel(shown.result))}</span>
        )}
        {shown.note && <span className="checklist-stop__note">{shown.note}</span>}
        <button
          type="button"
          className="button checklist-stop__change"
          data-testid="audit-stop-change"
          onClick={() => setEditing(true)}
        >
          {Texts.change}
        </button>
      </div>
    );

  // The results come first: on a phone's sheet they are what must be in sight; the note,
  // typed before a result is pressed, goes with it.
  return (
    <div className="checklist-stop__form">
      <fieldset
        className="checklist-stop__choices"
        data-testid="audit-result-choices"
        disabled={saving}
      >
        <legend className="visually-hidden">{Texts.resultFor(stop.name)}</legend>
        {AuditResults.map((choice, i) => (
          <button
            key={choice}
            type="button"
            className={`checklist-choice checklist-choice--${choice}`}
            data-testid={`audit-result-${choice}`}
            data-current={shown?.result === choice ? 'true' : undefined}
            {...(i === 0 ? { [FocusMarks.firstChoice]: '' } : {})}
            onClick={() => void record(choice)}
          >
            <ResultIcon result={choice} />
            <span>{resultLabel(choice)}</span>
          </button>
        ))}
      </fieldset>
      <label className="checklist-stop__note-field">
        <span className="field__label">{Texts.note}</span>
        <input
          className="field__input"
          data-testid="audit-note"
          maxLength={AuditCycleConstants.maxNoteLength}
          value={note}
          disabled={saving}
          onChange={(event) => setNote(event.target.value)}
        />
      </label>
    </div>
  );
}

interface StopRowProps {
  stop: ChecklistStop;
  /** The stop's type and floor, as its row shows them. */
  details: string;
  selected: boolean;
  onToggle: () => void;
  onRecord: (result: AuditResult, note: string) => Promise<void>;
  onDismiss: (clientId: string) => void;
}

/**
 * One stop of the checklist: a compact row (number, name, type and floor, result badge)
 * that selects the stop and opens it; a result the server refused stays shown under it
 * until dismissed.
 */
export function StopRow({ stop, details, selected, onToggle, onRecord, onDismiss }: StopRowProps) {
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const waiting = stop.outbox.filter((e) => e.refused === null).at(-1);
  const refused = stop.outbox.filter((e) => e.refused !== null);

  useEffect(() => {
    if (selected && ref.current) bringIntoView(ref.current);
  }, [selected]);

  return (
    <li
      ref={ref}
      className={`checklist-stop checklist-stop--${stop.state.kind}${selected ? ' checklist-stop--selected' : ''}`}
      data-testid="audit-stop"
      data-puid={stop.puid}
      data-result={stop.result?.result ?? ''}
      data-waiting={waiting ? waiting.result : ''}
      data-selected={selected ? 'true' : 'false'}
    >
      <button
        type="button"
        className="checklist-stop__row"
        data-testid="audit-stop-row"
        {...{ [FocusMarks.row]: '' }}
        aria-expanded={selected}
        aria-controls={selected ? panelId : undefined}
        aria-label={Texts.stopRow(stop.order, stop.name, details, stopStateText(stop.state))}
        onClick={onToggle}
      >
        <span className="checklist-stop__number" aria-hidden="true">
          {stop.order}
        </span>
        <span className="checklist-stop__text">
          <span className="checklist-stop__name">{stop.name}</span>
          <span className="checklist-stop__details">{details}</span>
        </span>
        <ResultBadge state={stop.state} />
      </button>
      {refused.map((entry) => (
        <div key={entry.client_id} className="checklist-stop__refused" role="alert">
          <span data-testid="audit-stop-refused">
            {Texts.refused(resultLabel(entry.result), entry.refused ?? '')}
          </span>
          <button
            type="button"
            className="button button--small"
            data-testid="audit-stop-dismiss"
            onClick={() => onDismiss(entry.client_id)}
          >
            {Texts.dismissRefused}
          </button>
        </div>
      ))}
      {selected && (
        <div id={panelId} className="checklist-stop__panel">
          <StopPanel stop={stop} onRecord={onRecord} />
        </div>
      )}
    </li>
  );
}
