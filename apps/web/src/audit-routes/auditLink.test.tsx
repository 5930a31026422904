import { StorageKeys } from '@indoor/domain';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSelection } from '../state/selection';
import { useUiStore } from '../state/ui';
import { useAuditLinkOnLoad } from './auditLink';
import { useAuditRouteStore } from './auditRouteStore';

describe("a QR label's link on load", () => {
  beforeEach(() => {
    useAuditRouteStore.getState().openRoute(null);
    useUiStore.setState({ activeTab: 'spaces' });
  });

  it('selects the space, floor and POI for the restore that follows and clears the address', () => {
    localStorage.setItem(StorageKeys.lastBuilding, 'other');
    localStorage.setItem(StorageKeys.lastSpace, '{"buid":"other"}');
    window.history.replaceState(null, '', '/?buid=lib&floor=1&poi=p_mid');
    const { result } = renderHook(() => useAuditLinkOnLoad());
    expect(result.current).toEqual({ buid: 'lib', floor: '1', puid: 'p_mid', routeId: null });
    expect(readStoredSelection()).toMatchObject({
      buid: 'lib',
      floor: '1',
      poi: 'p_mid',
      space: null,
    });
    expect(window.location.search).toBe('');
    expect(useUiStore.getState().activeTab).toBe('spaces');
  });

  it("on a route, opens the auditor's checklist entry in tab 7", () => {
    window.history.replaceState(null, '', '/?buid=lib&floor=0&poi=p_mid&route=route_1');
    renderHook(() => useAuditLinkOnLoad());
    expect(useAuditRouteStore.getState()).toMatchObject({
      openRouteId: 'route_1',
      focusPuid: 'p_mid',
    });
    expect(useUiStore.getState().activeTab).toBe('audit-routes');
    expect(readStoredSelection()).toMatchObject({ buid: 'lib', floor: '0', poi: null });
    expect(window.location.search).toBe('');
  });

  it("opens a building from its address, on the link's floor or the first one", () => {
    localStorage.setItem(StorageKeys.lastBuilding, 'other');
    localStorage.setItem(StorageKeys.lastFloor, '7');
    localStorage.setItem(StorageKeys.lastPoi, 'p_other');
    window.history.replaceState(null, '', '/?buid=lib&floor=2');
    const first = renderHook(() => useAuditLinkOnLoad());
    expect(first.result.current).toEqual({ buid: 'lib', floor: '2', puid: null, routeId: null });
    expect(readStoredSelection()).toMatchObject({ buid: 'lib', floor: '2', poi: null });
    expect(window.location.search).toBe('');
    // Without a floor: another building's remembered floor is not carried over.
    localStorage.setItem(StorageKeys.lastBuilding, 'other');
    localStorage.setItem(StorageKeys.lastFloor, '7');
    window.history.replaceState(null, '', '/?buid=lab');
    renderHook(() => useAuditLinkOnLoad());
    expect(readStoredSelection()).toMatchObject({ buid: 'lab', floor: null, poi: null });
  });

  it('leaves an ordinary address alone', () => {
    window.history.replaceState(null, '', '/?floor=2');
    const { result } = renderHook(() => useAuditLinkOnLoad());
    expect(result.current).toBeNull();
    expect(window.location.search).toBe('?floor=2');
  });
});
