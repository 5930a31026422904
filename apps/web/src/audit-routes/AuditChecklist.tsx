import {
  AlertLevel,
  type AuditResult,
  AuditResults,
  type AuditRoute,
  type AuditRoutePoi,
  AuditRouteServerMessages,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { ActionButton } from '../components/ActionButton';
import { showAlert } from '../state/alerts';
import { useSignedInUserId } from '../state/serverData';
import { bringIntoView } from './bringIntoView';
import { ResultsDownloads } from './ResultsDownloads';
import type { OutboxEntry } from './resultOutbox';
import { useResultOutbox } from './useResultOutbox';

const resultLabel = (result: AuditResult) => AuditRouteServerMessages.resultLabels[result];

interface StopEntryProps {
  stop: AuditRoutePoi;
  focused: boolean;
  /** The stop's results not confirmed yet, in the order recorded: waiting or refused. */
  outbox: readonly OutboxEntry[];
  onRecord: (result: AuditResult, note: string) => Promise<void>;
  onDismiss: (clientId: string) => void;
}

/**
 * One POI of the checklist: its recorded result, the result waiting to be sent, or the
 * form to record one; a result the server refused stays shown until dismissed.
 */
function StopEntry({ stop, focused, outbox, onRecord, onDismiss }: StopEntryProps) {
  const name = useId();
  const ref = useRef<HTMLLIElement>(null);
  const waiting = outbox.filter((e) => e.refused === null).at(-1);
  const refused = outbox.filter((e) => e.refused !== null);
  // True once Change is chosen; a stop without a result (sent or waiting) shows the form anyway.
  const [editing, setEditing] = useState(false);
  const [result, setResult] = useState<AuditResult | null>(stop.result?.result ?? null);
  const [note, setNote] = useState(stop.result?.note ?? '');
  const [saving, setSaving] = useState(false);
  const shown = waiting ?? stop.result;

  useEffect(() => {
    if (focused && ref.current) bringIntoView(ref.current);
  }, [focused]);

  const record = async () => {
    if (!result) return;
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

  return (
    <li
      ref={ref}
      className={`audit-stop${focused ? ' audit-stop--focused' : ''}${stop.result ? ' audit-stop--done' : ''}${waiting ? ' audit-stop--waiting' : ''}`}
      data-testid="audit-stop"
      data-puid={stop.puid}
      data-result={stop.result?.result ?? ''}
      data-waiting={waiting ? waiting.result : ''}
    >
      <div className="audit-stop__head">
        <span className="audit-stop__number" aria-hidden="true">
          {stop.order}
        </span>
        <span className="audit-stop__name">
          {stop.name} <span className="audit-pois__type">{stop.pois_type}</span>
        </span>
      </div>
      {refused.map((entry) => (
        <div key={entry.client_id} className="audit-stop__refused" role="alert">
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
      {shown && !editing ? (
        <div className="audit-stop__result">
          {waiting ? (
            <span data-testid="audit-stop-waiting">
              {Texts.waitingToSend(resultLabel(waiting.result))}
            </span>
          ) : (
            <span data-testid="audit-stop-result">{Texts.recorded(resultLabel(shown.result))}</span>
          )}
          {shown.note && <span className="audit-stop__note">{shown.note}</span>}
          <button type="button" className="button button--small" onClick={() => setEditing(true)}>
            {Texts.change}
          </button>
        </div>
      ) : (
        <fieldset className="audit-stop__form" disabled={saving}>
          <legend className="visually-hidden">
            {Texts.result}: {stop.name}
          </legend>
          <div className="audit-stop__choices">
            {AuditResults.map((choice) => (
              <label key={choice} className="audit-stop__choice">
                <input
                  type="radio"
                  name={name}
                  value={choice}
                  data-testid={`audit-result-${choice}`}
                  checked={result === choice}
                  onChange={() => setResult(choice)}
                />
                <span>{resultLabel(choice)}</span>
              </label>
            ))}
          </div>
          <label className="field">
            <span className="field__label">{Texts.note}</span>
            <input
              className="field__input"
              data-testid="audit-note"
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </label>
          <ActionButton
            label={Texts.record}
            testId="audit-record"
            variant="primary"
            disabled={result === null || saving}
            onClick={() => void record()}
          />
        </fieldset>
      )}
    </li>
  );
}

/**
 * The auditor's checklist of a route in walking order: a result (found, missing, wrong
 * location, damaged) and an optional note per POI; the route is completed once every POI
 * has one. Results go through the outbox (resultOutbox.ts): kept on the device and shown
 * as waiting until the server confirms them, so none is lost without a connection.
 * Results download as CSV or XLSX.
 */
export function AuditChecklist({
  route,
  focusPuid,
  onClose,
}: {
  route: AuditRoute;
  focusPuid: string | null;
  onClose: () => void;
}) {
  const userId = useSignedInUserId();
  const { outbox, entries } = useResultOutbox();
  const stops = [...route.pois].sort((a, b) => a.order - b.order);
  const ours = entries.filter((e) => e.route_id === route.id && e.user_id === userId);
  const waitingCount = ours.filter((e) => e.refused === null).length;

  const onRecord = async (puid: string, result: AuditResult, note: string) => {
    if (userId === null) throw new Error('not signed in');
    await outbox.add({
      user_id: userId,
      route_id: route.id,
      puid,
      result,
      note,
      recorded_at: new Date().toISOString(),
    });
  };

  return (
    <section
      className="audit-checklist"
      data-testid="audit-checklist"
      aria-label={Texts.checklistHeading(route.name)}
    >
      <div className="audit-checklist__head">
        <h3 className="panel__subtitle">{Texts.checklistHeading(route.name)}</h3>
        <ActionButton label={Texts.close} testId="audit-checklist-close" small onClick={onClose} />
      </div>
      {route.description && <p className="panel__note">{route.description}</p>}
      <p className="audit-checklist__status" aria-live="polite">
        <span
          className={`audit-route__status audit-route__status--${route.status}`}
          data-testid="audit-checklist-status"
        >
          {Texts.statusLabels[route.status]}
        </span>{' '}
        <span data-testid="audit-checklist-progress">
          {Texts.progress(route.progress.done, route.progress.total)}
        </span>
      </p>
      {waitingCount > 0 && (
        <p className="panel__note" role="status" data-testid="audit-outbox-waiting">
          {Texts.waitingCount(waitingCount)}
        </p>
      )}
      <progress
        className="audit-route__progress"
        max={route.progress.total}
        value={route.progress.done}
        aria-label={Texts.progress(route.progress.done, route.progress.total)}
      />
      {focusPuid && !stops.some((s) => s.puid === focusPuid) && (
        <p className="panel__note" role="status">
          {AuditRouteServerMessages.poiNotOnRoute}
        </p>
      )}
      <ol className="audit-checklist__stops">
        {stops.map((stop) => (
          <StopEntry
            key={stop.puid}
            stop={stop}
            focused={stop.puid === focusPuid}
            outbox={ours.filter((e) => e.puid === stop.puid)}
            onRecord={(result, note) => onRecord(stop.puid, result, note)}
            onDismiss={(clientId) => void outbox.dismiss(clientId)}
          />
        ))}
      </ol>
      <div className="audit-checklist__downloads">
        <ResultsDownloads route={route} />
      </div>
    </section>
  );
}
