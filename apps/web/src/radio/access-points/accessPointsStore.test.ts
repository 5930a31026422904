import { StorageKeys } from '@indoor/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storedApsMode, useAccessPointsStore } from './accessPointsStore';

describe('the AP layer state', () => {
  beforeEach(() => {
    localStorage.clear();
    useAccessPointsStore.setState({ shown: false, filterBy: 'mac', hidden: [], openAp: null });
  });

  it('keeps the on/off choice as YES/NO under APsMode, and reads it back', () => {
    expect(storedApsMode()).toBe(false);
    useAccessPointsStore.getState().setShown(true);
    expect(localStorage.getItem(StorageKeys.APsMode)).toBe('YES');
    expect(storedApsMode()).toBe(true);
    useAccessPointsStore.getState().setShown(false);
    expect(localStorage.getItem(StorageKeys.APsMode)).toBe('NO');
    expect(storedApsMode()).toBe(false);
    localStorage.setItem(StorageKeys.APsMode, 'yes please');
    expect(storedApsMode()).toBe(false);
  });

  it('closes the info window when the layer is turned off', () => {
    const state = useAccessPointsStore.getState();
    state.setShown(true);
    state.openInfo('aa:bb:cc:dd:ee:f0');
    state.setShown(false);
    expect(useAccessPointsStore.getState().openAp).toBeNull();
  });

  it('hides and shows single values, and starts over with another kind of list', () => {
    const state = useAccessPointsStore.getState();
    state.setValueShown('a', false);
    state.setValueShown('b', false);
    state.setValueShown('a', false);
    expect(useAccessPointsStore.getState().hidden).toEqual(['b', 'a']);
    state.setValueShown('b', true);
    expect(useAccessPointsStore.getState().hidden).toEqual(['a']);
    state.setFilterBy('manufacturer');
    expect(useAccessPointsStore.getState()).toMatchObject({ filterBy: 'manufacturer', hidden: [] });
  });
});

describe('the AP layer state at load', () => {
  it('starts on when the last visit left it on (APsMode YES)', async () => {
    localStorage.setItem(StorageKeys.APsMode, 'YES');
    vi.resetModules();
    const fresh = await import('./accessPointsStore');
    expect(fresh.useAccessPointsStore.getState().shown).toBe(true);
    localStorage.setItem(StorageKeys.APsMode, 'NO');
    vi.resetModules();
    const again = await import('./accessPointsStore');
    expect(again.useAccessPointsStore.getState().shown).toBe(false);
  });
});
