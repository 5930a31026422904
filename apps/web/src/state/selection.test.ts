import { StorageKeys } from '@indoor/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeSpace } from '../test/factories';
import {
  openPoiOnNextRestore,
  readStoredSelection,
  restoreSelection,
  useSelectionStore,
} from './selection';

const selection = () => useSelectionStore.getState();
const stored = (key: string) => localStorage.getItem(key);

describe('selection store', () => {
  beforeEach(() => {
    useSelectionStore.getState().clearSelection();
  });

  it('remembers the previous building when the building changes, and forgets its floor and POI', () => {
    const library = makeSpace({ buid: 'lib' });
    const hall = makeSpace({ buid: 'hall', name: 'Hall' });
    selection().selectSpace(library);
    selection().selectFloor('2');
    selection().selectPoi('poi_1');
    selection().selectSpace(library);
    expect(selection()).toMatchObject({
      selectedBuid: 'lib',
      previousBuid: null,
      selectedFloor: '2',
      selectedPoi: 'poi_1',
    });
    selection().selectSpace(hall);
    expect(selection()).toMatchObject({
      selectedBuid: 'hall',
      previousBuid: 'lib',
      selectedFloor: null,
      selectedPoi: null,
      popupBuid: 'hall',
    });
    expect(stored(StorageKeys.lastFloor)).toBeNull();
    expect(stored(StorageKeys.lastPoi)).toBeNull();
  });

  it('stores the last space, building, floor, POI and campus in localStorage', () => {
    const library = makeSpace({ buid: 'lib' });
    selection().selectSpace(library);
    selection().selectFloor('1');
    selection().selectPoi('poi_9');
    selection().selectCampus('cuid_a');
    expect(stored(StorageKeys.lastBuilding)).toBe('lib');
    expect(JSON.parse(stored(StorageKeys.lastSpace) ?? 'null')).toEqual(library);
    expect(stored(StorageKeys.lastFloor)).toBe('1');
    expect(stored(StorageKeys.lastPoi)).toBe('poi_9');
    expect(stored(StorageKeys.lastCampus)).toBe('cuid_a');
  });

  it('clears everything, in the store and in localStorage', () => {
    selection().selectSpace(makeSpace({ buid: 'lib' }));
    selection().selectFloor('1');
    selection().selectCampus('cuid_a');
    selection().clearSelection();
    expect(selection()).toMatchObject({
      selectedBuid: null,
      previousBuid: null,
      selectedFloor: null,
      selectedPoi: null,
      selectedCampus: null,
      popupBuid: null,
    });
    for (const key of [
      StorageKeys.lastBuilding,
      StorageKeys.lastSpace,
      StorageKeys.lastFloor,
      StorageKeys.lastPoi,
      StorageKeys.lastCampus,
    ]) {
      expect(stored(key)).toBeNull();
    }
  });

  it('refreshes the stored snapshot only for the selected space', () => {
    selection().selectSpace(makeSpace({ buid: 'lib', name: 'Old name' }));
    selection().rememberSpace(makeSpace({ buid: 'other', name: 'Other' }));
    selection().rememberSpace(makeSpace({ buid: 'lib', name: 'New name' }));
    expect(JSON.parse(stored(StorageKeys.lastSpace) ?? '{}').name).toBe('New name');
  });
});

describe('restoring the selection on reload', () => {
  beforeEach(() => {
    useSelectionStore.getState().clearSelection();
  });

  it('puts back what was stored, with the space snapshot to fly to and the popup closed', () => {
    const library = makeSpace({ buid: 'lib' });
    selection().selectSpace(library);
    selection().selectFloor('3');
    selection().selectCampus('cuid_a');
    useSelectionStore.setState({
      selectedBuid: null,
      selectedFloor: null,
      selectedCampus: null,
      popupBuid: null,
    });

    const restored = restoreSelection();
    expect(restored).toEqual({
      buid: 'lib',
      space: library,
      floor: '3',
      poi: null,
      cuid: 'cuid_a',
    });
    expect(selection()).toMatchObject({
      selectedBuid: 'lib',
      selectedFloor: '3',
      selectedCampus: 'cuid_a',
      popupBuid: null,
    });
  });

  it('ignores a snapshot of another space, a broken snapshot, and a floor without a building', () => {
    localStorage.setItem(StorageKeys.lastBuilding, 'lib');
    localStorage.setItem(StorageKeys.lastSpace, JSON.stringify(makeSpace({ buid: 'other' })));
    expect(readStoredSelection()).toMatchObject({ buid: 'lib', space: null });
    localStorage.setItem(StorageKeys.lastSpace, '{not json');
    expect(readStoredSelection().space).toBeNull();

    localStorage.clear();
    localStorage.setItem(StorageKeys.lastFloor, '2');
    localStorage.setItem(StorageKeys.lastPoi, 'poi_1');
    expect(readStoredSelection()).toEqual({
      buid: null,
      space: null,
      floor: null,
      poi: null,
      cuid: null,
    });
  });

  it('remembers the POI across a reload without opening it again, unless a link asked for it', () => {
    selection().selectSpace(makeSpace({ buid: 'lib' }));
    selection().selectFloor('0');
    selection().selectPoi('poi_boiler');
    useSelectionStore.setState({ selectedPoi: null });

    const plain = restoreSelection();
    expect(plain.poi).toBe('poi_boiler');
    expect(selection().selectedPoi).toBeNull();
    expect(stored(StorageKeys.lastPoi)).toBe('poi_boiler');

    openPoiOnNextRestore();
    restoreSelection();
    expect(selection().selectedPoi).toBe('poi_boiler');
    // Once only: the next reload is a plain one again.
    useSelectionStore.setState({ selectedPoi: null });
    restoreSelection();
    expect(selection().selectedPoi).toBeNull();
  });
});
