import { StorageKeys } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { readStoredMapType, useUiStore } from './ui';

describe('ui store', () => {
  it('starts on tab 1 (Spaces)', () => {
    expect(useUiStore.getState().activeTab).toBe('spaces');
  });

  it('remembers the map type in localStorage', () => {
    useUiStore.getState().setMapType('satellite');
    expect(useUiStore.getState().mapType).toBe('satellite');
    expect(localStorage.getItem(StorageKeys.mapType)).toBe('satellite');
    expect(readStoredMapType()).toBe('satellite');
  });

  it('falls back to CartoLight when nothing or an unknown type is stored', () => {
    expect(readStoredMapType()).toBe('cartolight');
    localStorage.setItem(StorageKeys.mapType, 'hybrid');
    expect(readStoredMapType()).toBe('cartolight');
  });
});
