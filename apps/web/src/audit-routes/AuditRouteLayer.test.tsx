import type { LatLng } from '@indoor/domain';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../test/render';
import { AuditRouteLayer, routeFeatures } from './AuditRouteLayer';
import { drawnRoute, useAuditRouteStore } from './auditRouteStore';
import { makeRoute } from './auditTestData';

/* MapLibre needs WebGL, which jsdom has not: markers and sources become plain elements. */
vi.mock('react-map-gl/maplibre', () => ({
  // The marker's element passes its clicks to onClick, as react-map-gl's does.
  Marker: ({
    children,
    onClick,
  }: {
    children: ReactNode;
    onClick?: (event: { originalEvent: MouseEvent }) => void;
  }) => (
    // biome-ignore lint/a11y/noStaticElementInteractions: stands in for MapLibre's marker element
    // biome-ignore lint/a11y/useKeyWithClickEvents: the button inside takes the keyboard
    <div onClick={(event) => onClick?.({ originalEvent: event.nativeEvent })}>{children}</div>
  ),
  Source: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  Layer: () => null,
}));

const initial = useAuditRouteStore.getState();
const marker = (puid: string) =>
  screen.getAllByTestId('audit-route-step').find((el) => el.dataset.puid === puid) as HTMLElement;

describe("the step markers of the auditor's open route", () => {
  afterEach(() => useAuditRouteStore.setState(initial, true));

  it('show each stop’s result, a result waiting to be sent, and the selected stop', () => {
    const route = makeRoute();
    const store = useAuditRouteStore.getState();
    store.openRoute(route.id);
    store.show(drawnRoute(route, 0));
    store.showStopStates(
      route.id,
      new Map([['p_near', { kind: 'waiting', result: 'missing' } as const]]),
    );
    store.selectStop('p_mid');
    renderWithQueries(<AuditRouteLayer />);

    // The confirmed result from the route, the waiting one from the checklist.
    expect(marker('p_door').dataset.result).toBe('found');
    expect(marker('p_door').dataset.waiting).toBeUndefined();
    expect(marker('p_door').getAttribute('aria-label')).toBe('1. Front door: Found');
    expect(marker('p_door').querySelector('.audit-step-number__mark svg')).toBeTruthy();
    expect(marker('p_near').dataset.result).toBe('missing');
    expect(marker('p_near').dataset.waiting).toBe('true');
    expect(marker('p_near').getAttribute('aria-label')).toBe(
      '2. Near extinguisher: Waiting to send: Missing',
    );
    // An open stop: the number alone.
    expect(marker('p_mid').dataset.result).toBeUndefined();
    expect(marker('p_mid').textContent).toBe('3');
    expect(marker('p_mid').getAttribute('aria-label')).toBe('3. Defibrillator');
    expect(marker('p_mid').dataset.selected).toBe('true');
    expect(marker('p_door').dataset.selected).toBeUndefined();
  });

  it('marks no stop selected on a route that is only viewed', () => {
    const route = makeRoute();
    const store = useAuditRouteStore.getState();
    store.show(drawnRoute(route, 0));
    store.selectStop('p_mid');
    renderWithQueries(<AuditRouteLayer />);
    expect(marker('p_mid').dataset.selected).toBeUndefined();
    // Nothing to select on a route only viewed: the markers are pictures.
    expect(marker('p_mid').getAttribute('role')).toBe('img');
    fireEvent.click(marker('p_door'));
    expect(useAuditRouteStore.getState().selectedStop).toBe('p_mid');
  });

  it('select their stop when tapped or pressed, on the open route', () => {
    const route = makeRoute();
    const store = useAuditRouteStore.getState();
    store.openRoute(route.id);
    store.show(drawnRoute(route, 0));
    store.selectStop('p_mid');
    renderWithQueries(<AuditRouteLayer />);
    expect(marker('p_door').tagName).toBe('BUTTON');
    fireEvent.click(marker('p_door'));
    expect(useAuditRouteStore.getState().selectedStop).toBe('p_door');
    expect(marker('p_door').dataset.selected).toBe('true');
    expect(marker('p_door').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(marker('p_near'));
    expect(useAuditRouteStore.getState().selectedStop).toBe('p_near');
  });
});

describe('the route as GeoJSON', () => {
  it('draws the legs walked along the graph apart from the legs drawn straight', () => {
    const route = drawnRoute(makeRoute(), 0);
    const [door, near, mid] = route.stops.map((s) => ({ lat: s.lat, lon: s.lon })) as [
      LatLng,
      LatLng,
      LatLng,
    ];
    const corner = { lat: 57.0502, lon: 21.0101 };
    const features = routeFeatures(route, [
      { from: 0, to: 1, pathFound: true, coordinates: [door, corner, near] },
      { from: 1, to: 2, pathFound: false, coordinates: [near, mid] },
    ]);
    expect(features.line.features.map((f) => f.geometry.coordinates)).toEqual([
      [
        [door.lon, door.lat],
        [corner.lon, corner.lat],
        [near.lon, near.lat],
      ],
    ]);
    expect(features.straight.features.map((f) => f.properties)).toEqual([{ from: 2, to: 3 }]);
    expect(features.steps.features.map((f) => f.properties.number)).toEqual([1, 2, 3]);
  });
});
