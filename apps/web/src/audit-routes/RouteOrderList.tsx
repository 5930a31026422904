import { AuditRouteWebMessages as Texts } from '@indoor/domain';
import type { RoutePoi } from './draftPlan';

interface RouteOrderListProps {
  stops: readonly RoutePoi[];
  /** Custom order: up and down swap a stop with its neighbour. */
  movable: boolean;
  onMove: (index: number, direction: 'up' | 'down') => void;
}

/** The stops in walking order, numbered as on the map. */
export function RouteOrderList({ stops, movable, onMove }: RouteOrderListProps) {
  if (stops.length === 0) return null;
  return (
    <div className="audit-order">
      <h4 className="audit-order__title">{Texts.orderHeading}</h4>
      <ol className="audit-order__list" data-testid="audit-order">
        {stops.map((stop, i) => (
          <li key={stop.puid} className="audit-order__item" data-puid={stop.puid}>
            <span className="audit-order__name">{stop.name}</span>
            {movable && (
              <span className="audit-order__moves">
                <button
                  type="button"
                  className="button button--small"
                  aria-label={Texts.moveUp(stop.name)}
                  title={Texts.moveUp(stop.name)}
                  disabled={i === 0}
                  onClick={() => onMove(i, 'up')}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button--small"
                  aria-label={Texts.moveDown(stop.name)}
                  title={Texts.moveDown(stop.name)}
                  disabled={i === stops.length - 1}
                  onClick={() => onMove(i, 'down')}
                >
                  ↓
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
