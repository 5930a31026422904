import { describe, expect, it, vi } from 'vitest';
import { useSelectionStore } from '../state/selection';
import { makeSpace } from '../test/factories';
import { openPoi } from './openPoi';

describe('openPoi', () => {
  const hall = makeSpace({ buid: 'hall', name: 'Engineering Hall' });
  const poi = { buid: 'hall', floor_number: '2', puid: 'poi_lab' };

  it('selects the POI with its building and floor, the building taken from the map', async () => {
    useSelectionStore.getState().clearSelection();
    const fetchSpace = vi.fn();
    await openPoi(poi, [hall], fetchSpace);
    expect(fetchSpace).not.toHaveBeenCalled();
    expect(useSelectionStore.getState()).toMatchObject({
      selectedBuid: 'hall',
      selectedFloor: '2',
      selectedPoi: 'poi_lab',
      popupBuid: null,
    });
  });

  it('asks the server for a building the map does not list', async () => {
    useSelectionStore.getState().clearSelection();
    const fetchSpace = vi.fn(async () => hall);
    await openPoi(poi, [], fetchSpace);
    expect(fetchSpace).toHaveBeenCalledWith('hall');
    expect(useSelectionStore.getState().selectedPoi).toBe('poi_lab');
  });
});
