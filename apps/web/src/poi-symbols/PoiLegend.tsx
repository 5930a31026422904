import { PoiTypes, PoiSymbolMessages as Texts, ViewerNavigationMessages } from '@indoor/domain';
import { useMemo, useState } from 'react';
import { RoutePaint } from '../map/routePaint';
import { poiIconUrl, tintColour } from './poiSprite';
import type { PoiGlyph, PoiTint } from './poiSymbolFeatures';

/** A row: a POI icon, or a line drawn on the map (the route) as a stroke of its colour. */
type LegendEntry = { key: string; label: string } & (
  | { glyph: PoiGlyph; tint: PoiTint }
  | { line: { colour: string; opacity: number; weight: number } }
);

/** The legend's rows: every POI type, then what a map shows beside them. */
export function legendEntries(options: { connectors: boolean; routeEnds: boolean }): LegendEntry[] {
  const entries: LegendEntry[] = PoiTypes.map((type) => ({
    key: type,
    glyph: type,
    tint: 'type',
    label: type,
  }));
  if (options.connectors) {
    entries.push({ key: 'connector', glyph: 'connector', tint: 'type', label: Texts.connector });
    entries.push({
      key: 'building-entrance',
      glyph: 'Entrance',
      tint: 'entrance',
      label: Texts.buildingEntrance,
    });
  }
  if (options.routeEnds) {
    entries.push({ key: 'from', glyph: 'Other', tint: 'from', label: Texts.from });
    entries.push({ key: 'to', glyph: 'Other', tint: 'to', label: Texts.to });
    entries.push({
      key: 'route',
      label: ViewerNavigationMessages.routeLegend,
      line: { colour: RoutePaint.colour, opacity: RoutePaint.opacity, weight: RoutePaint.weight },
    });
  }
  return entries;
}

/**
 * The legend of the POI icons, a button on the map that opens the list of types with
 * their icons (the planner adds connectors and building entrances; the viewer a route's
 * start, destination and line).
 */
export function PoiLegend({ connectors = false, routeEnds = false }) {
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => legendEntries({ connectors, routeEnds }), [connectors, routeEnds]);
  // Drawn once the legend opens: the icons come from the same drawing as the map's.
  const icons = useMemo(
    () =>
      open
        ? new Map(
            entries.flatMap((e) => ('glyph' in e ? [[e.key, poiIconUrl(e.glyph, e.tint)]] : [])),
          )
        : null,
    [open, entries],
  );
  return (
    <div className="poi-legend" data-testid="poi-legend">
      <button
        type="button"
        className="map-button poi-legend__toggle"
        aria-expanded={open}
        aria-controls="poi-legend-list"
        title={open ? Texts.hideLegend : Texts.showLegend}
        aria-label={open ? Texts.hideLegend : Texts.showLegend}
        data-testid="poi-legend-toggle"
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        <span aria-hidden="true">{Texts.legend}</span>
      </button>
      {open && (
        <ul id="poi-legend-list" className="poi-legend__list" aria-label={Texts.legend}>
          {entries.map((entry) => {
            const url = icons?.get(entry.key);
            return (
              <li key={entry.key} className="poi-legend__row" data-testid="poi-legend-row">
                {'line' in entry ? (
                  <span
                    className="poi-legend__line"
                    aria-hidden="true"
                    style={{
                      background: entry.line.colour,
                      opacity: entry.line.opacity,
                      height: entry.line.weight,
                    }}
                  />
                ) : url ? (
                  <img className="poi-legend__icon" src={url} alt="" width={14} height={21} />
                ) : (
                  <span
                    className="poi-legend__swatch"
                    aria-hidden="true"
                    style={{ background: tintColour(entry.glyph, entry.tint) }}
                  />
                )}
                {entry.label}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
