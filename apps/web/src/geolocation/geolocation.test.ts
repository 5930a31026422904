import { GeolocationMessages } from '@indoor/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { geolocationErrorMessage, watchLocation } from './geolocation';
import { startTracking, stopTracking, useUserLocationStore } from './userLocation';

/** A Geolocation stand-in whose watch callbacks the test calls by hand. */
function fakeGeolocation() {
  let success: PositionCallback = () => {};
  let failure: PositionErrorCallback | null | undefined = null;
  const geolocation = {
    watchPosition: vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) => {
      success = onSuccess;
      failure = onError;
      return 42;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  return {
    geolocation: geolocation as unknown as Geolocation,
    spy: geolocation,
    fix: (latitude: number, longitude: number) =>
      success({ coords: { latitude, longitude } } as GeolocationPosition),
    fail: (code: number) => failure?.({ code } as GeolocationPositionError),
  };
}

describe('geolocation error mapping', () => {
  it.each([
    [1, GeolocationMessages.permissionDenied],
    [2, GeolocationMessages.positionUnavailable],
    [3, GeolocationMessages.timeout],
    [0, GeolocationMessages.other],
    [99, GeolocationMessages.other],
  ])('code %i reads "%s"', (code, message) => {
    expect(geolocationErrorMessage(code)).toBe(message);
  });
});

describe('watchLocation', () => {
  it('reports positions and errors, final only for a refused permission', () => {
    const fake = fakeGeolocation();
    const onPosition = vi.fn();
    const onError = vi.fn();
    const stop = watchLocation(fake.geolocation, { onPosition, onError });
    fake.fix(35.1, 33.4);
    expect(onPosition).toHaveBeenCalledWith({ lat: 35.1, lon: 33.4 });
    fake.fail(3);
    expect(onError).toHaveBeenLastCalledWith(GeolocationMessages.timeout, false);
    fake.fail(1);
    expect(onError).toHaveBeenLastCalledWith(GeolocationMessages.permissionDenied, true);
    stop();
    expect(fake.spy.clearWatch).toHaveBeenCalledWith(42);
  });

  it('says when the browser has no geolocation', () => {
    const onError = vi.fn();
    watchLocation(undefined, { onPosition: vi.fn(), onError });
    expect(onError).toHaveBeenCalledWith(GeolocationMessages.unsupported, true);
  });
});

describe('show-my-location toggle', () => {
  beforeEach(() => {
    stopTracking();
    useAlertStore.setState({ alert: null });
  });

  it('flies on the first fix only, follows later fixes, and clears watch and marker when off', () => {
    const fake = fakeGeolocation();
    const onFirstFix = vi.fn();
    startTracking(onFirstFix, fake.geolocation);
    expect(useUserLocationStore.getState()).toEqual({ tracking: true, position: null });
    fake.fix(35.1, 33.4);
    fake.fix(35.2, 33.5);
    expect(onFirstFix).toHaveBeenCalledTimes(1);
    expect(onFirstFix).toHaveBeenCalledWith({ lat: 35.1, lon: 33.4 });
    expect(useUserLocationStore.getState().position).toEqual({ lat: 35.2, lon: 33.5 });

    stopTracking();
    expect(fake.spy.clearWatch).toHaveBeenCalledWith(42);
    expect(useUserLocationStore.getState()).toEqual({ tracking: false, position: null });
  });

  it('shows errors as warnings; a refused permission turns the toggle off', () => {
    const fake = fakeGeolocation();
    startTracking(vi.fn(), fake.geolocation);
    fake.fail(2);
    expect(useAlertStore.getState().alert).toMatchObject({
      level: 'warning',
      text: GeolocationMessages.positionUnavailable,
    });
    expect(useUserLocationStore.getState().tracking).toBe(true);
    fake.fail(1);
    expect(useAlertStore.getState().alert?.text).toBe(GeolocationMessages.permissionDenied);
    expect(useUserLocationStore.getState().tracking).toBe(false);
    expect(fake.spy.clearWatch).toHaveBeenCalled();
  });

  it('warns and stays off without browser geolocation', () => {
    startTracking(vi.fn(), undefined);
    expect(useAlertStore.getState().alert?.text).toBe(GeolocationMessages.unsupported);
    expect(useUserLocationStore.getState().tracking).toBe(false);
  });
});
