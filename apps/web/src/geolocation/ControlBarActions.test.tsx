import { Alerts, MapDefaults, SpaceMessages } from '@indoor/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { camera } from '../test/camera';
import { makeSpace, routedFetch } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { ControlBarActions } from './ControlBarActions';
import { stopTracking } from './userLocation';

vi.mock('../map/camera', () => import('../test/camera'));

const library = makeSpace({ buid: 'lib', coordinates_lat: '35.5', coordinates_lon: '33.25' });

describe('ControlBarActions', () => {
  beforeEach(() => {
    camera.flyTo.mockReset();
    useAlertStore.setState({ alert: null });
    useSelectionStore.getState().clearSelection();
    vi.stubGlobal(
      'fetch',
      routedFetch({
        '/api/mapping/space/public': { spaces: [library] },
        '/api/mapping/space/get': library,
      }).fetchImpl,
    );
  });
  afterEach(() => {
    stopTracking();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('warns for 2000 ms when nothing is selected', () => {
    vi.useFakeTimers();
    renderWithQueries(<ControlBarActions />);
    fireEvent.click(screen.getByRole('button', { name: 'Centre on the selected space' }));
    expect(camera.flyTo).not.toHaveBeenCalled();
    expect(useAlertStore.getState().alert).toMatchObject({
      level: 'warning',
      text: SpaceMessages.selectSpaceFirst,
      hiding: false,
    });
    vi.advanceTimersByTime(Alerts.selectSpaceWarningMs);
    expect(useAlertStore.getState().alert?.hiding).toBe(true);
  });

  it('centres on the selected space at zoom 20', async () => {
    useSelectionStore.getState().selectSpace(library);
    renderWithQueries(<ControlBarActions />);
    await waitFor(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Centre on the selected space' }));
      expect(camera.flyTo).toHaveBeenCalledWith({
        lat: 35.5,
        lon: 33.25,
        zoom: MapDefaults.centringZoom,
      });
    });
  });

  it('toggles the location watch and flies to the first fix at zoom 19', () => {
    let report: PositionCallback = () => {};
    const clearWatch = vi.fn();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        watchPosition: (onPosition: PositionCallback) => {
          report = onPosition;
          return 7;
        },
        clearWatch,
      },
    });
    renderWithQueries(<ControlBarActions />);
    const toggle = screen.getByRole('button', { name: 'Show my location' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    report({ coords: { latitude: 35.1, longitude: 33.4 } } as GeolocationPosition);
    expect(camera.flyTo).toHaveBeenCalledWith({
      lat: 35.1,
      lon: 33.4,
      zoom: MapDefaults.firstUserLocationZoom,
    });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(clearWatch).toHaveBeenCalledWith(7);
  });
});
