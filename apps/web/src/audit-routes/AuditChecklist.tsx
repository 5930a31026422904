import {
  AlertLevel,
  type AuditResult,
  AuditResults,
  type AuditRoute,
  type AuditRoutePoi,
  AuditRouteServerMessages,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../api/client';
import { ActionButton } from '../components/ActionButton';
import { showAlert } from '../state/alerts';
import { useSignedInUserId } from '../state/serverData';
import { auditRouteKeys, recordAuditResult } from './auditRouteQueries';
import { bringIntoView } from './bringIntoView';
import { ResultsDownloads } from './ResultsDownloads';

const resultLabel = (result: AuditResult) => AuditRouteServerMessages.resultLabels[result];

interface StopEntryProps {
  routeId: string;
  stop: AuditRoutePoi;
  focused: boolean;
  onRecorded: (route: AuditRoute, message: string) => void;
}

/** One POI of the checklist: its recorded result, or the form to record one. */
function StopEntry({ routeId, stop, focused, onRecorded }: StopEntryProps) {
  const name = useId();
  const ref = useRef<HTMLLIElement>(null);
  const [editing, setEditing] = useState(stop.result === null);
  const [result, setResult] = useState<AuditResult | null>(stop.result?.result ?? null);
  const [note, setNote] = useState(stop.result?.note ?? '');
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (focused && ref.current) bringIntoView(ref.current);
  }, [focused]);

  const record = async () => {
    if (!result) return;
    setPending(true);
    try {
      const answer = await recordAuditResult(routeId, stop.puid, result, note);
      setEditing(false);
      onRecorded(answer.route, answer.message);
    } catch (error) {
      showAlert({ level: AlertLevel.danger, text: errorMessage(error, Texts.recordFailed) });
    } finally {
      setPending(false);
    }
  };

  return (
    <li
      ref={ref}
      className={`audit-stop${focused ? ' audit-stop--focused' : ''}${stop.result ? ' audit-stop--done' : ''}`}
      data-testid="audit-stop"
      data-puid={stop.puid}
      data-result={stop.result?.result ?? ''}
    >
      <div className="audit-stop__head">
        <span className="audit-stop__number" aria-hidden="true">
          {stop.order}
        </span>
        <span className="audit-stop__name">
          {stop.name} <span className="audit-pois__type">{stop.pois_type}</span>
        </span>
      </div>
      {stop.result && !editing ? (
        <div className="audit-stop__result">
          <span data-testid="audit-stop-result">
            {Texts.recorded(resultLabel(stop.result.result))}
          </span>
          {stop.result.note && <span className="audit-stop__note">{stop.result.note}</span>}
          <button type="button" className="button button--small" onClick={() => setEditing(true)}>
            {Texts.change}
          </button>
        </div>
      ) : (
        <fieldset className="audit-stop__form" disabled={pending}>
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
            disabled={result === null || pending}
            onClick={() => void record()}
          />
        </fieldset>
      )}
    </li>
  );
}

/**
 * The auditor's checklist of a route in walking order: a result (found, missing, wrong
 * location, damaged) and an optional note per POI, sent to the server one by one; the
 * route is completed once every POI has one. Results download as CSV or XLSX.
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
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const stops = [...route.pois].sort((a, b) => a.order - b.order);

  const onRecorded = (updated: AuditRoute, message: string) => {
    queryClient.setQueryData(
      auditRouteKeys.list(userId ?? ''),
      (old: { status: 'success'; routes: AuditRoute[] } | undefined) =>
        old ? { ...old, routes: old.routes.map((r) => (r.id === updated.id ? updated : r)) } : old,
    );
    showAlert({ level: AlertLevel.success, text: message });
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
            routeId={route.id}
            stop={stop}
            focused={stop.puid === focusPuid}
            onRecorded={onRecorded}
          />
        ))}
      </ol>
      <div className="audit-checklist__downloads">
        <ResultsDownloads route={route} />
      </div>
    </section>
  );
}
