import {
  AuditCycleMessages as A,
  AuditRouteServerMessages,
  assetProblem,
  type LastAudit,
} from '@indoor/domain';
import { ResultBadge } from '../audit-routes/ResultBadge';

/**
 * A POI's latest audit finding where the POI is shown on its own (its form, its details): the
 * day, the auditor and the result badge; a problem found (Missing, Wrong location, Damaged)
 * stands out and says it needs attention (docs/audit.md#asset-register). Nothing when the
 * POI was never audited or the caller may not see audit findings.
 */
export function LastAuditNote({ lastAudit }: { lastAudit: LastAudit | null | undefined }) {
  if (!lastAudit) return null;
  const problem = assetProblem({ last_audit: lastAudit });
  return (
    <div
      className={problem ? 'last-audit last-audit--problem' : 'last-audit'}
      data-testid="poi-last-audit"
      data-result={lastAudit.result}
    >
      <span className="last-audit__when">
        {A.lastAuditOn(lastAudit.date.slice(0, 10), lastAudit.auditor)}
      </span>
      <ResultBadge state={{ kind: 'recorded', result: lastAudit.result }} />
      {problem && (
        <strong className="last-audit__problem">
          {A.problem(AuditRouteServerMessages.resultLabels[problem])}
        </strong>
      )}
    </div>
  );
}
