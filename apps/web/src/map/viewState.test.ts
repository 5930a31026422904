import { MapDefaults, SessionStorageKeys } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { initialCamera, readStoredCamera, writeStoredCamera } from './viewState';

describe('map camera persistence', () => {
  it('starts at lat 57, lon 21, zoom 3 when nothing is stored', () => {
    expect(readStoredCamera()).toEqual({ lat: 57, lon: 21, zoom: 3 });
    expect(initialCamera).toEqual({
      lat: MapDefaults.initialCenter.lat,
      lon: MapDefaults.initialCenter.lon,
      zoom: MapDefaults.initialZoom,
    });
  });

  it('writes mapCenter as JSON {lat,lng} and mapZoom, and reads them back', () => {
    writeStoredCamera({ lat: 35.1443, lon: 33.4101, zoom: 18.5 });
    expect(JSON.parse(sessionStorage.getItem(SessionStorageKeys.mapCenter) ?? '')).toEqual({
      lat: 35.1443,
      lng: 33.4101,
    });
    expect(sessionStorage.getItem(SessionStorageKeys.mapZoom)).toBe('18.5');
    expect(readStoredCamera()).toEqual({ lat: 35.1443, lon: 33.4101, zoom: 18.5 });
  });

  it('falls back per part when stored values are malformed or out of range', () => {
    sessionStorage.setItem(SessionStorageKeys.mapCenter, '{not json');
    sessionStorage.setItem(SessionStorageKeys.mapZoom, '12');
    expect(readStoredCamera()).toEqual({ lat: 57, lon: 21, zoom: 12 });

    sessionStorage.setItem(SessionStorageKeys.mapCenter, JSON.stringify({ lat: 91, lng: 0 }));
    sessionStorage.setItem(SessionStorageKeys.mapZoom, '23');
    expect(readStoredCamera()).toEqual({ lat: 57, lon: 21, zoom: 3 });

    sessionStorage.setItem(SessionStorageKeys.mapCenter, JSON.stringify({ lat: 10, lng: 20 }));
    sessionStorage.setItem(SessionStorageKeys.mapZoom, '');
    expect(readStoredCamera()).toEqual({ lat: 10, lon: 20, zoom: 3 });
  });
});
