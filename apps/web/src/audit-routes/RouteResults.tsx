import {
  type AuditRoute,
  AuditRouteServerMessages,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { ResultsDownloads } from './ResultsDownloads';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What the auditors found on a route, for its planner: each POI in walking order with its
 * result, auditor, time and note, and the results as CSV or XLSX. Collapsed until opened.
 */
export function RouteResults({ route }: { route: AuditRoute }) {
  const stops = [...route.pois].sort((a, b) => a.order - b.order);
  return (
    <details className="audit-route__results" data-testid="audit-route-results">
      <summary>{Texts.resultsHeading(route.progress.done, route.progress.total)}</summary>
      <ol className="audit-route__result-list">
        {stops.map((stop) => (
          <li key={stop.puid} data-testid="audit-route-result" data-puid={stop.puid}>
            <span className="audit-route__result-name">{stop.name}</span>{' '}
            <span className="audit-route__meta">
              {stop.result
                ? Texts.resultBy(
                    AuditRouteServerMessages.resultLabels[stop.result.result],
                    stop.result.auditor,
                    when(stop.result.recorded_at),
                  )
                : AuditRouteServerMessages.notAudited}
            </span>
            {stop.result?.note && <q className="audit-route__result-note">{stop.result.note}</q>}
          </li>
        ))}
      </ol>
      <div className="audit-route__actions">
        <ResultsDownloads route={route} testIdPrefix="audit-route-results" small />
      </div>
    </details>
  );
}
