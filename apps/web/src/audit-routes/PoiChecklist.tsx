import { AuditRouteWebMessages as Texts } from '@indoor/domain';
import type { RoutePoi } from './draftPlan';

interface PoiChecklistProps {
  pois: readonly RoutePoi[];
  loading: boolean;
  selectedIds: ReadonlySet<string>;
  allSelected: boolean;
  onToggle: (poi: RoutePoi) => void;
  onToggleAll: () => void;
}

/**
 * The floor's auditable POIs with a select-all box (select-all toggles all,
 * docs/audit.md#planning-a-route).
 */
export function PoiChecklist({
  pois,
  loading,
  selectedIds,
  allSelected,
  onToggle,
  onToggleAll,
}: PoiChecklistProps) {
  if (loading) return <p className="panel__note">{Texts.loadingPois}</p>;
  if (pois.length === 0) return <p className="panel__note">{Texts.noPois}</p>;
  return (
    <fieldset className="audit-pois" data-testid="audit-pois">
      <legend>{Texts.poisHeading(selectedIds.size, pois.length)}</legend>
      <label className="field field--checkbox audit-pois__all">
        <input
          type="checkbox"
          data-testid="audit-select-all"
          checked={allSelected}
          onChange={onToggleAll}
        />
        <span>{Texts.selectAll}</span>
      </label>
      <ul className="audit-pois__list">
        {pois.map((poi) => (
          <li key={poi.puid}>
            <label className="field field--checkbox">
              <input
                type="checkbox"
                data-testid="audit-poi"
                data-puid={poi.puid}
                checked={selectedIds.has(poi.puid)}
                onChange={() => onToggle(poi)}
              />
              <span>
                {poi.name} <span className="audit-pois__type">{poi.pois_type}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
