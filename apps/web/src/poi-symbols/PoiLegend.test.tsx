import { PoiSymbolMessages, PoiTypes, ViewerNavigationMessages } from '@indoor/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RoutePaint } from '../map/routePaint';
import { legendEntries, PoiLegend } from './PoiLegend';

describe('POI legend', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists every type; the planner adds connectors and entrances, the viewer the route', () => {
    const planner = legendEntries({ connectors: true, routeEnds: false }).map((e) => e.label);
    expect(planner).toEqual([
      ...PoiTypes,
      PoiSymbolMessages.connector,
      PoiSymbolMessages.buildingEntrance,
    ]);
    const viewer = legendEntries({ connectors: false, routeEnds: true }).map((e) => e.label);
    expect(viewer).toEqual([
      ...PoiTypes,
      PoiSymbolMessages.from,
      PoiSymbolMessages.to,
      ViewerNavigationMessages.routeLegend,
    ]);
  });

  it("shows the viewer's route as a stroke in the route line's colour, opacity and weight", () => {
    // jsdom draws no canvas: the icon rows fall back to a swatch.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<PoiLegend routeEnds />);
    expect(screen.queryByTestId('poi-legend-row')).toBeNull();
    fireEvent.click(screen.getByTestId('poi-legend-toggle'));
    const rows = screen.getAllByTestId('poi-legend-row');
    const route = rows.at(-1);
    if (!route) throw new Error('no legend rows');
    expect(route.textContent).toBe(ViewerNavigationMessages.routeLegend);
    const stroke = route.querySelector<HTMLElement>('.poi-legend__line');
    expect(stroke?.style.height).toBe(`${RoutePaint.weight}px`);
    expect(stroke?.style.opacity).toBe(String(RoutePaint.opacity));
    // jsdom writes colours as rgb().
    const hex = RoutePaint.colour;
    const rgb = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ');
    expect(stroke?.style.background).toBe(`rgb(${rgb})`);
    // The icon rows have no stroke.
    expect(
      within(rows[0] as HTMLElement).queryByText(ViewerNavigationMessages.routeLegend),
    ).toBeNull();
    expect(rows.filter((row) => row.querySelector('.poi-legend__line'))).toHaveLength(1);
  });
});
