import { CookieNames, StorageKeys } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { beforeEach, describe, expect, it } from 'vitest';
import { enterMode, leaveMode } from '../editor/editor';
import { readCookie } from '../session/cookies';
import { useAlertStore } from '../state/alerts';
import { idleRectangle } from './deleteRectangleMachine';
import {
  deleteRectangleMode,
  KEY_STEP_PX,
  keyOnMap,
  setShownFingerprints,
  useDeleteRectangleStore,
} from './deleteRectangleMode';
import {
  readLayerChoices,
  reapplyStoredChoices,
  resetTimeRange,
  setLayer,
  setTimeRange,
  useWifiLayerStore,
} from './wifiLayerStore';

describe('the coverage choice and the RSSClicked cookie', () => {
  const reader = (stored: Record<string, string>) => (key: string) => stored[key] ?? null;

  it('follows the cookie when no YES/NO is stored, the stored key otherwise', () => {
    expect(readLayerChoices(reader({}), 'YES').coverage).toBe(true);
    expect(readLayerChoices(reader({}), 'NO').coverage).toBe(false);
    expect(
      readLayerChoices(reader({ [StorageKeys.radioHeatmapRSSMode]: 'NO' }), 'YES').coverage,
    ).toBe(false);
    expect(
      readLayerChoices(reader({ [StorageKeys.radioHeatmapRSSMode]: 'YES' }), 'NO').coverage,
    ).toBe(true);
  });

  it('stores NO in both when coverage goes off, and the stored choices come back on building selection', () => {
    setLayer('coverage', true);
    setLayer('fingerprints', true);
    expect(window.localStorage.getItem(StorageKeys.radioHeatmapRSSMode)).toBe('YES');
    setLayer('coverage', false);
    expect(window.localStorage.getItem(StorageKeys.radioHeatmapRSSMode)).toBe('NO');
    expect(readCookie(CookieNames.RSSClicked)).toBe('NO');
    // A layer turned off for an empty floor only (not stored) comes back with the stored choice.
    useWifiLayerStore.setState({ fingerprints: false });
    reapplyStoredChoices();
    expect(useWifiLayerStore.getState().fingerprints).toBe(true);
    expect(useWifiLayerStore.getState().coverage).toBe(false);
    setLayer('fingerprints', false);
  });
});

describe('the reset link of the time bar', () => {
  it('clears the range and toggles the time modes that are on off and on again', () => {
    const seen: string[] = [];
    setLayer('fingerprintsTime', true);
    setLayer('coverageTime', false);
    setTimeRange({ from: 1, to: 2 });
    const before = useWifiLayerStore.getState().timeRedraws;
    const stop = useWifiLayerStore.subscribe((state) =>
      seen.push(`${state.fingerprintsTime}/${state.coverageTime}`),
    );
    resetTimeRange();
    stop();
    const after = useWifiLayerStore.getState();
    expect(after.range).toBeNull();
    expect(after.fingerprintsTime).toBe(true);
    expect(after.coverageTime).toBe(false);
    expect(after.timeRedraws).toBe(before + 1);
    // Off first, then on again.
    expect(seen[0]).toBe('false/false');
    expect(seen).toContain('true/false');
    expect(window.localStorage.getItem(StorageKeys.fingerPrintsTimeMode)).toBe('YES');
    setLayer('fingerprintsTime', false);
  });
});

describe('the delete rectangle from the keyboard', () => {
  /** A flat map: one screen pixel is 0.001 degrees, the centre at (10, 20). */
  function fakeMap() {
    let centre = { lng: 10, lat: 20 };
    return {
      getCenter: () => centre,
      panBy: ([dx, dy]: [number, number]) => {
        centre = { lng: centre.lng + dx / 1000, lat: centre.lat - dy / 1000 };
      },
      project: ([lon, lat]: [number, number]) => ({ x: lon * 1000, y: -lat * 1000 }),
      unproject: ([x, y]: [number, number]) => ({ lng: x / 1000, lat: -y / 1000 }),
    } as unknown as MapLibreMap;
  }

  beforeEach(() => {
    useDeleteRectangleStore.setState({ rectangle: idleRectangle });
    useAlertStore.setState(useAlertStore.getInitialState());
  });

  it('pans before it starts, starts at the centre on Enter, stretches with arrows and finishes on Enter', () => {
    const map = fakeMap();
    setShownFingerprints([
      { x: 20.005, y: 10.03 },
      { x: 19.9, y: 10.5 },
    ]);
    enterMode(deleteRectangleMode);
    expect(keyOnMap(map, { type: 'arrow', dx: 0, dy: -1, fast: false })).toBe(true);
    expect(map.getCenter().lat).toBeCloseTo(20 + KEY_STEP_PX.normal / 1000);
    expect(keyOnMap(map, { type: 'enter' })).toBe(true);
    expect(useDeleteRectangleStore.getState().rectangle.name).toBe('dragging');
    keyOnMap(map, { type: 'arrow', dx: 1, dy: 0, fast: true });
    keyOnMap(map, { type: 'arrow', dx: 0, dy: 1, fast: false });
    const rectangle = useDeleteRectangleStore.getState().rectangle;
    expect(rectangle.name === 'dragging' && rectangle.end.lon).toBeCloseTo(
      10 + KEY_STEP_PX.fast / 1000,
    );
    keyOnMap(map, { type: 'enter' });
    const done = useDeleteRectangleStore.getState().rectangle;
    expect(done.name).toBe('confirming');
    expect(done.name === 'confirming' && done.count).toBe(1);
    leaveMode(deleteRectangleMode);
  });

  it('warns for a rectangle without fingerprints and goes idle', () => {
    const map = fakeMap();
    setShownFingerprints([{ x: 50, y: 50 }]);
    keyOnMap(map, { type: 'enter' });
    keyOnMap(map, { type: 'arrow', dx: 1, dy: 1, fast: false });
    keyOnMap(map, { type: 'enter' });
    expect(useDeleteRectangleStore.getState().rectangle).toEqual(idleRectangle);
    expect(JSON.stringify(useAlertStore.getState())).toContain('select an area with Fingerprints');
  });
});
