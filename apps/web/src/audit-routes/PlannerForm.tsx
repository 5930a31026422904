import {
  AlertLevel,
  AuditMessages,
  type AuditOptimizationMethod,
  AuditOptimizationMethods,
  CommonUiMessages,
  MapDefaults,
  type Role,
  spacePickerLabel,
  spacePosition,
  AuditRouteWebMessages as Texts,
} from '@indoor/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { ActionButton } from '../components/ActionButton';
import { Field } from '../components/Field';
import { SubmitButton } from '../components/SubmitButton';
import { useCamera } from '../map/camera';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { refreshAuditRoutes } from './auditRouteQueries';
import { useAuditRouteStore } from './auditRouteStore';
import { draftIsComplete, type RoutePoi, routeBody } from './draftPlan';
import { PoiChecklist } from './PoiChecklist';
import { QrLabelSheet } from './QrLabelSheet';
import { RouteOrderList } from './RouteOrderList';
import { StraightLegWarnings } from './StraightLegWarnings';
import { savePlannedRoute } from './savePlannedRoute';
import { useDraftPlan, usePlannerData } from './usePlannerData';

/**
 * The route planner (see docs/audit.md#planning-a-route): building and floor, the floor's POIs,
 * method, order, auditors and the estimate; the preview follows every change.
 */
export function PlannerForm({ role }: { role: Role }) {
  const queryClient = useQueryClient();
  const store = useAuditRouteStore();
  const { draft, selected, editingId } = store;
  const mapBuid = useSelectionStore((state) => state.selectedBuid);
  const mapFloor = useSelectionStore((state) => state.selectedFloor);
  const selectSpace = useSelectionStore((state) => state.selectSpace);
  const selectFloor = useSelectionStore((state) => state.selectFloor);
  const data = usePlannerData(draft.buildingId, draft.floorNumber, role);
  const plan = useDraftPlan(selected, draft.method, data.graph);
  const camera = useCamera();
  const [saving, setSaving] = useState(false);
  const [labelsOpen, setLabelsOpen] = useState(false);

  // The planner starts on the building and floor shown on the map, when it may plan there.
  const mapBuildingPlannable = data.spaces.some((space) => space.buid === mapBuid);
  useEffect(() => {
    const { draft: current, chooseLocation } = useAuditRouteStore.getState();
    if (current.buildingId === null && mapBuid !== null && mapBuildingPlannable)
      chooseLocation(mapBuid, mapFloor);
  }, [mapBuid, mapFloor, mapBuildingPlannable]);

  // A building without a chosen floor takes its first floor.
  useEffect(() => {
    const first = data.floors[0]?.floor_number ?? null;
    if (draft.buildingId && draft.floorNumber === null && first !== null)
      useAuditRouteStore.getState().chooseLocation(draft.buildingId, first);
  }, [draft.buildingId, draft.floorNumber, data.floors]);

  // The stops with a place: the preview draws them, and their legs, on the map.
  const drawnStops = useMemo(
    () =>
      plan.stops.flatMap((s) =>
        s.lat !== null && s.lon !== null
          ? [
              {
                puid: s.puid,
                name: s.name,
                lat: s.lat,
                lon: s.lon,
                state: { kind: 'open' as const },
              },
            ]
          : [],
      ),
    [plan.stops],
  );
  // The preview on the map: the planned stops in one of the 8 colours.
  useEffect(() => {
    const stops = drawnStops;
    useAuditRouteStore.getState().setPreview(
      stops.length > 0
        ? {
            key: 'preview',
            colourIndex: store.colourIndex,
            buildingId: draft.buildingId,
            floorNumber: draft.floorNumber,
            stops,
          }
        : null,
    );
  }, [drawnStops, store.colourIndex, draft.buildingId, draft.floorNumber]);

  // Leaving the tab takes the preview off the map.
  useEffect(() => () => useAuditRouteStore.getState().setPreview(null), []);

  const chooseBuilding = (buid: string) => {
    const space = data.spaces.find((s) => s.buid === buid);
    store.chooseLocation(buid || null, null);
    if (!space) return;
    selectSpace(space, { openPopup: false });
    const position = spacePosition(space);
    if (position) camera.flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
  };
  const chooseFloor = (floor: string) => {
    store.chooseLocation(draft.buildingId, floor);
    if (draft.buildingId === mapBuid) selectFloor(floor);
  };

  const selectedIds = new Set(selected.map((p) => p.puid));
  const allSelected = data.pois.length > 0 && data.pois.every((p) => selectedIds.has(p.puid));
  const toggleAll = () => store.setSelected(allSelected ? [] : [...data.pois]);
  const toggleAuditor = (username: string) =>
    store.setDraft({
      auditors: draft.auditors.includes(username)
        ? draft.auditors.filter((a) => a !== username)
        : [...draft.auditors, username],
    });

  const save = async () => {
    if (!draftIsComplete(draft, plan.stops)) {
      showAlert({ level: AlertLevel.warning, text: AuditMessages.missingFields });
      return;
    }
    setSaving(true);
    const saved = await savePlannedRoute(editingId, routeBody(draft, plan));
    setSaving(false);
    if (!saved) return;
    store.resetForm();
    await refreshAuditRoutes(queryClient);
  };

  const labelPois: RoutePoi[] = plan.stops.length > 0 ? plan.stops : [];

  return (
    <form
      className="audit-planner"
      data-testid="audit-planner"
      aria-label={editingId ? Texts.editingHeading(draft.name) : Texts.plannerHeading}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h3 className="panel__subtitle">
        {editingId ? Texts.editingHeading(draft.name) : Texts.plannerHeading}
      </h3>
      <div className="audit-planner__row">
        <Field label={Texts.building}>
          {({ id }) => (
            <>
              <select
                id={id}
                className="field__input"
                data-testid="audit-building"
                value={draft.buildingId ?? ''}
                disabled={editingId !== null}
                onChange={(event) => chooseBuilding(event.target.value)}
              >
                <option value="">{Texts.chooseBuilding}</option>
                {data.spaces.map((space) => (
                  <option key={space.buid} value={space.buid}>
                    {spacePickerLabel(space, data.spaces)}
                  </option>
                ))}
              </select>
              {data.spaces.length === 0 && (
                <p className="field__hint" data-testid="audit-no-buildings">
                  {Texts.noPlannableBuildings}
                </p>
              )}
            </>
          )}
        </Field>
        <Field label={Texts.floor}>
          {({ id }) => (
            <select
              id={id}
              className="field__input"
              data-testid="audit-floor"
              value={draft.floorNumber ?? ''}
              disabled={draft.buildingId === null || editingId !== null}
              onChange={(event) => chooseFloor(event.target.value)}
            >
              {draft.floorNumber === null && <option value="">{Texts.chooseFloor}</option>}
              {data.floors.map((floor) => (
                <option key={floor.floor_number} value={floor.floor_number}>
                  {floor.floor_name || floor.floor_number}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>

      {draft.buildingId !== null && (
        <PoiChecklist
          pois={data.pois}
          loading={data.loadingPois}
          selectedIds={selectedIds}
          allSelected={allSelected}
          onToggle={store.togglePoi}
          onToggleAll={toggleAll}
        />
      )}

      <Field label={Texts.method}>
        {({ id }) => (
          <select
            id={id}
            className="field__input"
            data-testid="audit-method"
            value={draft.method}
            onChange={(event) =>
              store.setMethod(event.target.value as AuditOptimizationMethod, plan.stops)
            }
          >
            {AuditOptimizationMethods.map((method) => (
              <option key={method} value={method}>
                {Texts.methods[method]}
              </option>
            ))}
          </select>
        )}
      </Field>

      <RouteOrderList
        stops={plan.stops}
        movable={draft.method === 'custom-order'}
        onMove={store.move}
      />
      {plan.notice && (
        <p className="audit-planner__notice" role="status" data-testid="audit-notice">
          {plan.notice}
        </p>
      )}
      <p className="audit-planner__estimate" data-testid="audit-estimate" aria-live="polite">
        {Texts.estimatedTime(plan.estimatedMinutes)}
        {plan.stops.length > 1 && <span> · {Texts.distance(plan.distanceM)}</span>}
      </p>
      <StraightLegWarnings
        buildingId={draft.buildingId}
        floorNumber={draft.floorNumber}
        stops={drawnStops}
      />

      <fieldset className="audit-planner__auditors">
        <legend>{Texts.auditors}</legend>
        {data.auditors.length === 0 ? (
          <p className="panel__note">{Texts.noAuditors}</p>
        ) : (
          data.auditors.map((auditor) => (
            <label key={auditor.username} className="field field--checkbox">
              <input
                type="checkbox"
                data-testid="audit-auditor"
                value={auditor.username}
                checked={draft.auditors.includes(auditor.username)}
                onChange={() => toggleAuditor(auditor.username)}
              />
              <span>
                {auditor.name} ({auditor.username})
              </span>
            </label>
          ))
        )}
      </fieldset>

      <Field label={Texts.routeName}>
        {({ id }) => (
          <input
            id={id}
            className="field__input"
            data-testid="audit-name"
            maxLength={256}
            value={draft.name}
            onChange={(event) => store.setDraft({ name: event.target.value })}
          />
        )}
      </Field>
      <Field label={Texts.description}>
        {({ id }) => (
          <textarea
            id={id}
            className="field__input"
            data-testid="audit-description"
            maxLength={4000}
            rows={2}
            value={draft.description}
            onChange={(event) => store.setDraft({ description: event.target.value })}
          />
        )}
      </Field>

      <div className="audit-planner__actions">
        <SubmitButton
          busy={saving}
          label={editingId ? Texts.saveChanges : Texts.save}
          busyLabel={CommonUiMessages.saving}
          testId="audit-save"
        />
        {editingId && (
          <ActionButton
            label={Texts.cancelEdit}
            testId="audit-cancel-edit"
            onClick={store.resetForm}
          />
        )}
        <button
          type="button"
          className="button"
          data-testid="audit-labels-open"
          onClick={() =>
            labelPois.length > 0
              ? setLabelsOpen(true)
              : showAlert({ level: AlertLevel.info, text: Texts.labelsNeedPois })
          }
        >
          {Texts.labelsButton}
        </button>
      </div>
      {labelsOpen && draft.buildingId && draft.floorNumber && (
        <QrLabelSheet
          pois={labelPois}
          buid={draft.buildingId}
          floor={draft.floorNumber}
          routeId={null}
          onClose={() => setLabelsOpen(false)}
        />
      )}
    </form>
  );
}
