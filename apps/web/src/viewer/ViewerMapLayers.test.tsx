import {
  PoiEditorMessages,
  PoiUiMessages,
  redactAssetDetails,
  routeStepGroups,
  splitRouteIntoLegs,
  ViewerNavigationMessages as Texts,
} from '@indoor/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconSizes } from '../map/iconSizes';
import { RoutePaint } from '../map/routePaint';
import { POI_SYMBOLS_SOURCE } from '../poi-symbols/PoiSymbols';
import type { PoiSymbolCollection } from '../poi-symbols/poiSymbolFeatures';
import { buildingPois, entrance, entranceToLab } from './navigationTestData';
import { ROUTE_SOURCE_ID, RouteLayer, routeLegFeatures, routeLineLayer } from './RouteLayer';
import { ViewerPoiMarkers } from './ViewerPoiMarkers';

/*
 * MapLibre needs WebGL, which jsdom has not: the map components become plain elements
 * that keep what the tests check (where a marker stands, the source's data).
 */
vi.mock('react-map-gl/maplibre', () => ({
  Marker: ({
    children,
    latitude,
    longitude,
    onClick,
  }: {
    children: ReactNode;
    latitude: number;
    longitude: number;
    onClick?: (event: { originalEvent: { stopPropagation: () => void } }) => void;
  }) => (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands in for MapLibre's marker element
    // biome-ignore lint/a11y/useKeyWithClickEvents: the marker's own button takes the keyboard
    <div
      data-testid="map-marker"
      data-position={`${latitude},${longitude}`}
      onClick={() => onClick?.({ originalEvent: { stopPropagation: () => {} } })}
    >
      {children}
    </div>
  ),
  Popup: ({ children }: { children: ReactNode }) => <div data-testid="map-popup">{children}</div>,
  Source: ({ id, data, children }: { id: string; data: unknown; children: ReactNode }) => (
    <div data-testid="map-source" data-id={id} data-geojson={JSON.stringify(data)}>
      {children}
    </div>
  ),
  Layer: ({ id, type }: { id: string; type: string }) => (
    <div data-testid="map-layer" data-id={id} data-type={type} />
  ),
  useMap: () => ({ current: undefined }),
}));

function renderMarkers(popupPuid: string | null = null, pois = buildingPois) {
  const handlers = {
    onOpenPopup: vi.fn(),
    onClosePopup: vi.fn(),
    onRouteFrom: vi.fn(),
    onRouteTo: vi.fn(),
  };
  const floorOne = pois.filter((poi) => poi.floor_number === '0');
  render(
    <ViewerPoiMarkers
      pois={floorOne}
      popupPuid={popupPuid}
      from="stair0"
      to={null}
      {...handlers}
    />,
  );
  return handlers;
}

describe('POI markers of the viewer', () => {
  it('draws every POI of the floor but the connectors as type icons, bigger for an end', () => {
    const { onOpenPopup } = renderMarkers();
    const source = screen
      .getAllByTestId('map-source')
      .find((element) => element.getAttribute('data-id') === POI_SYMBOLS_SOURCE);
    const data = JSON.parse(source?.getAttribute('data-geojson') ?? '{}') as PoiSymbolCollection;
    expect(data.features.map((f) => [f.properties.puid, f.properties.icon])).toEqual([
      ['entrance', 'poi-icon|Entrance|type|normal'],
      ['stair0', 'poi-icon|Stair|from|selected'],
    ]);
    expect(data.features.map((f) => f.properties.height)).toEqual([
      IconSizes.poi.height,
      IconSizes.selectedPoi.height,
    ]);
    // The keyboard reaches the same POIs through buttons named by name and type.
    const keys = within(screen.getByTestId('poi-keyboard-list')).getAllByRole('button');
    expect(keys.map((key) => key.textContent)).toEqual([
      'Main Entrance, Entrance',
      'West Stair, Stair',
    ]);
    fireEvent.click(keys[0] as HTMLElement);
    expect(onOpenPopup).toHaveBeenCalledWith('entrance');
    expect(screen.queryByTestId('viewer-poi-popup')).toBeNull();
  });

  it("shows a POI's name, type and description in its popup, with the route buttons", () => {
    const { onRouteFrom, onRouteTo, onClosePopup } = renderMarkers('entrance');
    const popup = screen.getByRole('dialog', { name: 'Main Entrance' });
    expect(popup.textContent).toContain('Main Entrance');
    expect(screen.getByTestId('viewer-poi-popup-type').textContent).toBe('Entrance');
    expect(popup.textContent).toContain(entrance.description);
    fireEvent.click(screen.getByRole('button', { name: Texts.routeFromHere }));
    expect(onRouteFrom).toHaveBeenCalledWith('entrance');
    fireEvent.click(screen.getByRole('button', { name: Texts.routeToHere }));
    expect(onRouteTo).toHaveBeenCalledWith('entrance');
    fireEvent.keyDown(screen.getByRole('button', { name: Texts.routeToHere }), { key: 'Escape' });
    expect(onClosePopup).toHaveBeenCalled();
    // The keyboard goes on from the pin whose popup it closed.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Main Entrance, Entrance' }),
    );
  });
});

describe('the popup of a POI sent without asset details', () => {
  it('shows its name, type, floor and description, the route buttons, and no asset section', () => {
    const redacted = buildingPois.map(redactAssetDetails);
    expect(redacted.every((poi) => !('serialNumber' in poi))).toBe(true);
    renderMarkers('entrance', redacted);
    const popup = screen.getByRole('dialog', { name: 'Main Entrance' });
    const terms = within(popup)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([Texts.poiType, Texts.poiFloor, Texts.poiDescription]);
    const values = within(popup)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['Entrance', '0', entrance.description]);
    for (const label of [
      PoiUiMessages.sections.asset,
      PoiUiMessages.sections.warranty,
      PoiUiMessages.labels.manufacturer,
      PoiUiMessages.labels.serialNumber,
      PoiUiMessages.labels.price,
      PoiUiMessages.labels.quantity,
      PoiUiMessages.labels.tags,
      PoiEditorMessages.warrantyLabel,
    ])
      expect(popup.textContent).not.toContain(label);
    expect(
      within(popup)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([Texts.routeFromHere, Texts.routeToHere]);
  });
});

describe('the route on the shown floor', () => {
  const route = splitRouteIntoLegs(entranceToLab.pois);
  const byPuid = new Map(buildingPois.map((poi) => [poi.puid, poi]));
  const groups = routeStepGroups(route, (puid) => byPuid.get(puid));

  it('draws the legs of the floor as lines in the route style', () => {
    const lines = routeLegFeatures(route.legs.filter((leg) => leg.floorNumber === '1'));
    expect(lines.features).toHaveLength(1);
    expect(lines.features[0]?.geometry.coordinates).toEqual(
      [entranceToLab.pois[3], entranceToLab.pois[4]].map((poi) => [
        Number(poi?.lon),
        Number(poi?.lat),
      ]),
    );
    expect(routeLineLayer.paint).toEqual({
      'line-color': RoutePaint.colour,
      'line-opacity': RoutePaint.opacity,
      'line-width': RoutePaint.weight,
    });
    // A leg of one point (a walk that starts at the stair) draws no line.
    const [start] = route.legs;
    if (!start) throw new Error('the route has no legs');
    expect(routeLegFeatures([{ ...start, points: start.points.slice(0, 1) }]).features).toEqual([]);
  });

  it('numbers the steps of the floor; the floor change is a button to the next floor', () => {
    const onFollow = vi.fn();
    const floorZero = groups.filter((group) => group.floorNumber === '0');
    render(
      <RouteLayer
        floorNumber="0"
        legs={route.legs.filter((leg) => leg.floorNumber === '0')}
        steps={floorZero.flatMap((group) => group.steps)}
        lastNumber={4}
        onFollowFloorChange={onFollow}
      />,
    );
    const source = screen.getByTestId('map-source');
    expect(source.getAttribute('data-id')).toBe(ROUTE_SOURCE_ID);
    expect(JSON.parse(source.getAttribute('data-geojson') ?? '{}').features).toHaveLength(1);
    expect(screen.getByTestId('map-layer').getAttribute('data-type')).toBe('line');

    const markers = screen.getAllByTestId('route-step-marker');
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2']);
    expect(markers[0]?.style.width).toBe(`${2 * RoutePaint.stepRadius}px`);
    expect(markers[0]?.getAttribute('aria-label')).toBe(
      Texts.stepMarker(1, 'Start at Main Entrance'),
    );
    const change = screen.getByRole('button', {
      name: Texts.stepMarker(2, 'Take the stairs to floor 1 (West Stair)'),
    });
    fireEvent.click(change);
    expect(onFollow).toHaveBeenCalledWith(floorZero[0]?.steps[1]);
  });
});
