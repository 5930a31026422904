import './audit-checklist.css';
import {
  type AuditResult,
  type AuditRoute,
  AuditRouteServerMessages,
  FloorUiMessages,
  nextOpenStop,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ActionButton } from '../components/ActionButton';
import { useFloors } from '../floors/floorQueries';
import { findFloor } from '../floors/floorState';
import { floorLabel } from '../spaces/floorLabel';
import { useSignedInUserId } from '../state/serverData';
import { useAuditRouteStore } from './auditRouteStore';
import { type ChecklistStop, checklistStops } from './checklistStops';
import { ResultsDownloads } from './ResultsDownloads';
import { FocusMarks, StopRow } from './StopRow';
import { useResultOutbox } from './useResultOutbox';
import { useShowStop } from './useShowRoute';

/** How the route's floor reads: its name where the app has the building's floors, else its number. */
function useRouteFloorLabel(route: AuditRoute): string {
  const floors = useFloors(route.building_id);
  const floor = findFloor(floors.data ?? [], String(route.floor_number));
  return floor ? floorLabel(floor) : FloorUiMessages.floorNumbered(String(route.floor_number));
}

/** Where the keyboard focus goes once the list shows a recorded result. */
interface FocusTarget {
  puid: string;
  mark: (typeof FocusMarks)[keyof typeof FocusMarks];
}

/**
 * The auditor's checklist of a route: a list of stops, the next one to check first, each
 * with its result (found, missing, wrong location, damaged) once recorded; the route is
 * completed once every POI has one. Choosing a stop opens it and shows it on the map;
 * recording a result moves on to the next open stop. Results go through the outbox
 * (resultOutbox.ts): kept on the device and shown as waiting until the server confirms
 * them, so none is lost without a connection. Results download as CSV or XLSX.
 */
export function AuditChecklist({
  route,
  focusPuid,
  onClose,
  offlineNote,
}: {
  route: AuditRoute;
  focusPuid: string | null;
  onClose: () => void;
  /** Whether the route is kept on the device for use offline, under the progress. */
  offlineNote?: ReactNode;
}) {
  const userId = useSignedInUserId();
  const { outbox, entries } = useResultOutbox();
  const selected = useAuditRouteStore((state) => state.selectedStop);
  const shownKey = useAuditRouteStore((state) => state.shown?.key);
  const showStop = useShowStop();
  const floor = useRouteFloorLabel(route);
  const listRef = useRef<HTMLOListElement>(null);
  const focusTarget = useRef<FocusTarget | null>(null);

  const ours = useMemo(
    () => entries.filter((e) => e.route_id === route.id && e.user_id === userId),
    [entries, route.id, userId],
  );
  const stops = useMemo(() => checklistStops(route, ours), [route, ours]);
  const waitingCount = ours.filter((e) => e.refused === null).length;

  // Opened without a linked stop (or with one not on the route): the next stop to check.
  // The map stays on the whole route, which it has just framed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened route
  useEffect(() => {
    const store = useAuditRouteStore.getState();
    if (!stops.some((s) => s.puid === store.selectedStop))
      store.selectStop(nextOpenStop(stops, null)?.puid ?? null);
  }, [route.id]);

  // The map's step markers follow the results, recorded or waiting.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again once the route is drawn
  useEffect(() => {
    useAuditRouteStore
      .getState()
      .showStopStates(route.id, new Map(stops.map((s) => [s.puid, s.state])));
  }, [route.id, stops, shownKey]);

  // After a result is recorded the focus follows the selection, once the list shows it.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target || !listRef.current) return;
    const item = [...listRef.current.querySelectorAll('[data-testid="audit-stop"]')].find(
      (li) => li.getAttribute('data-puid') === target.puid,
    );
    const element = item?.querySelector(`[${target.mark}]`);
    if (element instanceof HTMLElement) {
      element.focus({ preventScroll: true });
      focusTarget.current = null;
    }
  });

  const select = (stop: ChecklistStop | null) => {
    useAuditRouteStore.getState().selectStop(stop?.puid ?? null);
    if (stop) showStop(stop);
  };

  const record = async (stop: ChecklistStop, result: AuditResult, note: string) => {
    if (userId === null) throw new Error('not signed in');
    await outbox.add({
      user_id: userId,
      route_id: route.id,
      puid: stop.puid,
      result,
      note,
      recorded_at: new Date().toISOString(),
    });
    const next = nextOpenStop(stops, stop.puid);
    focusTarget.current = next
      ? { puid: next.puid, mark: FocusMarks.firstChoice }
      : { puid: stop.puid, mark: FocusMarks.row };
    select(next);
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
      {offlineNote}
      {focusPuid && !stops.some((s) => s.puid === focusPuid) && (
        <p className="panel__note" role="status">
          {AuditRouteServerMessages.poiNotOnRoute}
        </p>
      )}
      <ol
        ref={listRef}
        className="checklist-stops"
        aria-label={Texts.stopsList}
        data-testid="audit-stops"
      >
        {stops.map((stop) => (
          <StopRow
            key={stop.puid}
            stop={stop}
            details={Texts.stopDetails(stop.pois_type, floor)}
            selected={stop.puid === selected}
            onToggle={() => select(stop.puid === selected ? null : stop)}
            onRecord={(result, note) => record(stop, result, note)}
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
