import { type Poi, PoiUiMessages, type ResponseOf, type spaceGraphIssues } from '@indoor/domain';
import { useId } from 'react';
import { FormError } from '../components/FormError';
import { useGraphIssues } from './graphIssuesQuery';

type GraphIssues = ResponseOf<typeof spaceGraphIssues>;

interface GraphIssuesListProps {
  buid: string;
  /**
   * Selects a POI and its floor. For a long connection the answer names only the puid
   * of POI A: its floor comes from `pois`, and is '' when `pois` does not hold it.
   */
  onSelectPoi: (puid: string, floorNumber: string) => void;
  onSelectFloor: (floorNumber: string) => void;
  /** The space's POIs, when known: they name the ends of long connections and give their floor. */
  pois?: readonly Poi[];
}

interface Finding {
  key: string;
  text: string;
  /** What its Show button selects; a finding without one (no entrance) has no button. */
  show?: { label: string; select: () => void };
}

function findingsOf(
  issues: GraphIssues,
  pois: readonly Poi[],
  { onSelectPoi, onSelectFloor }: Pick<GraphIssuesListProps, 'onSelectPoi' | 'onSelectFloor'>,
): Finding[] {
  const byPuid = new Map(pois.map((poi) => [poi.puid, poi]));
  const nameOf = (puid: string) => byPuid.get(puid)?.name ?? puid;
  const findings: Finding[] = [];
  if (!issues.has_entrance) {
    findings.push({ key: 'no-entrance', text: PoiUiMessages.graphNoEntrance });
  }
  // Without an entrance the server measures reachability from the largest connected part.
  const unreachable = issues.has_entrance
    ? PoiUiMessages.graphUnreachable
    : PoiUiMessages.graphDisconnected;
  for (const poi of issues.unreachable_pois) {
    findings.push({
      key: `poi-${poi.puid}`,
      text: unreachable(poi.name, poi.floor_number),
      show: {
        label: PoiUiMessages.graphShowPoi(poi.name),
        select: () => onSelectPoi(poi.puid, poi.floor_number),
      },
    });
  }
  for (const floor of issues.unlinked_floors) {
    findings.push({
      key: `floor-${floor}`,
      text: PoiUiMessages.graphUnlinkedFloor(floor),
      show: { label: PoiUiMessages.graphShowFloor(floor), select: () => onSelectFloor(floor) },
    });
  }
  for (const connection of issues.long_connections) {
    const from = nameOf(connection.pois_a);
    findings.push({
      key: `connection-${connection.cuid}`,
      text: PoiUiMessages.graphLongConnection(from, nameOf(connection.pois_b), connection.weight),
      show: {
        label: PoiUiMessages.graphShowPoi(from),
        select: () =>
          onSelectPoi(connection.pois_a, byPuid.get(connection.pois_a)?.floor_number ?? ''),
      },
    });
  }
  return findings;
}

/** The navigation-graph check of a space: each finding in plain words, with a way to it. */
export function GraphIssuesList({
  buid,
  onSelectPoi,
  onSelectFloor,
  pois = [],
}: GraphIssuesListProps) {
  const query = useGraphIssues(buid);
  const titleId = useId();
  const findings = query.data ? findingsOf(query.data, pois, { onSelectPoi, onSelectFloor }) : [];

  return (
    <section className="graph-issues" aria-labelledby={titleId} data-testid="graph-issues">
      <h3 id={titleId} className="panel__subtitle">
        {PoiUiMessages.graphTitle}
      </h3>
      {query.isFetching && (
        <p className="panel__note" role="status" data-testid="graph-issues-checking">
          {PoiUiMessages.graphChecking}
        </p>
      )}
      {query.isError && !query.isFetching && (
        <FormError message={PoiUiMessages.graphFailed} testId="graph-issues-error" />
      )}
      {query.data && !query.isError && findings.length === 0 && (
        <p className="panel__note" data-testid="graph-issues-clean">
          {PoiUiMessages.graphClean}
        </p>
      )}
      {query.data && !query.isError && findings.length > 0 && (
        <ul className="graph-issues__list">
          {findings.map((finding) => (
            <li key={finding.key} className="graph-issues__item" data-testid="graph-issue">
              <span className="graph-issues__text">{finding.text}</span>
              {finding.show && (
                <button
                  type="button"
                  className="button graph-issues__show"
                  aria-label={finding.show.label}
                  data-testid="graph-issue-show"
                  onClick={finding.show.select}
                >
                  {PoiUiMessages.graphShow}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="button-row">
        <button
          type="button"
          className="button"
          disabled={query.isFetching}
          aria-busy={query.isFetching}
          data-testid="graph-issues-refresh"
          onClick={() => void query.refetch()}
        >
          {PoiUiMessages.graphCheckAgain}
        </button>
      </div>
    </section>
  );
}
