import { AlertLevel, type AuditRoute, AuditRouteWebMessages as Texts } from '@indoor/domain';
import { showAlert } from '../state/alerts';
import { downloadResults } from './auditRouteQueries';

/** A route's results as CSV and XLSX, for its auditor on the checklist and its planner in the list. */
export function ResultsDownloads({
  route,
  testIdPrefix = 'audit-download',
  small = false,
}: {
  route: Pick<AuditRoute, 'id'>;
  testIdPrefix?: string;
  small?: boolean;
}) {
  const download = async (format: 'csv' | 'xlsx') => {
    try {
      await downloadResults(route.id, format);
    } catch {
      showAlert({ level: AlertLevel.danger, text: Texts.downloadFailed });
    }
  };
  const className = small ? 'button button--small' : 'button';
  return (
    <>
      <button
        type="button"
        className={className}
        data-testid={`${testIdPrefix}-csv`}
        onClick={() => void download('csv')}
      >
        {Texts.downloadCsv}
      </button>
      <button
        type="button"
        className={className}
        data-testid={`${testIdPrefix}-xlsx`}
        onClick={() => void download('xlsx')}
      >
        {Texts.downloadXlsx}
      </button>
    </>
  );
}
