import './audit-checklist.css';
import {
  AuditRouteServerMessages,
  type ChecklistStopState,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { ResultIcon } from './ResultIcon';

/**
 * A checked stop's result in its row: the result's colour, symbol and label; a result not
 * sent yet has the same look with a dashed edge and says it is waiting. Nothing for an
 * open stop.
 */
export function ResultBadge({ state }: { state: ChecklistStopState }) {
  if (state.kind === 'open') return null;
  const waiting = state.kind === 'waiting';
  return (
    <span
      className={`result-badge result-badge--${state.result}${waiting ? ' result-badge--waiting' : ''}`}
      data-testid="audit-stop-badge"
      data-result={state.result}
      data-waiting={waiting ? 'true' : undefined}
    >
      <ResultIcon result={state.result} />
      <span className="result-badge__text">
        <span className="result-badge__label">
          {AuditRouteServerMessages.resultLabels[state.result]}
        </span>
        {waiting && <span className="result-badge__waiting">{Texts.waitingBadge}</span>}
      </span>
    </span>
  );
}
