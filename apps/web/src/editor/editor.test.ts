import { SpaceMessages, SpaceUiMessages } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAlertStore } from '../state/alerts';
import { attachMap, detachMap, dispatchPlaceSpace, mapCentre, useEditorStore } from './editor';
import { useFloorPlanPlacementStore } from './modes/floorplan-placement-mode';

const container = document.createElement('div');
const map = {
  getContainer: () => container,
  getCenter: () => ({ lat: 35.5, lng: 33.5 }),
  unproject: () => ({ lat: 0, lng: 0 }),
} as unknown as MapLibreMap;

const editor = () => useEditorStore.getState();

describe('the editor keeps exactly one mode active', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    attachMap(map);
  });
  afterEach(() => detachMap(map));

  it('enters place-space mode for a placement and returns to browse when it ends', () => {
    expect(editor()).toMatchObject({ modeId: 'browse', mapReady: true });
    dispatchPlaceSpace({ type: 'dragStart' });
    expect(editor()).toMatchObject({ modeId: 'place-space', placeSpace: { name: 'dragging' } });
    dispatchPlaceSpace({ type: 'drop', position: { lat: 1, lon: 2 } });
    expect(editor().placeSpace).toEqual({ name: 'pending', position: { lat: 1, lon: 2 } });
    dispatchPlaceSpace({ type: 'cancel' });
    expect(editor()).toMatchObject({ modeId: 'browse', placeSpace: { name: 'idle' } });
  });

  it('starting to place a space ends a floor-plan placement (one interaction at a time)', () => {
    const placement = {
      centre: { lat: 35.5, lon: 33.5 },
      widthM: 40,
      rotationDegrees: 0,
      widthPx: 400,
      heightPx: 200,
    };
    useFloorPlanPlacementStore.setState({
      placement: {
        name: 'placing',
        image: { name: 'plan.png', widthPx: 400, heightPx: 200 },
        placement,
        history: [],
      } as unknown as ReturnType<typeof useFloorPlanPlacementStore.getState>['placement'],
    });
    dispatchPlaceSpace({ type: 'dragStart' });
    expect(useFloorPlanPlacementStore.getState().placement.name).toBe('idle');
    expect(editor().modeId).toBe('place-space');
    dispatchPlaceSpace({ type: 'cancel' });
  });

  it('shows the pending-marker warning as an alert', () => {
    const centre = mapCentre();
    expect(centre).toEqual({ lat: 35.5, lon: 33.5 });
    if (centre) dispatchPlaceSpace({ type: 'placeAt', position: centre });
    const step = dispatchPlaceSpace({ type: 'dragStart' });
    expect(step.accepted).toBe(false);
    expect(useAlertStore.getState().alert).toMatchObject({
      level: 'warning',
      text: SpaceMessages.finishPrevious,
    });
    expect(editor().modeId).toBe('place-space');
  });

  it('drops a placement under way when the map goes away, and refuses to start without a map', () => {
    dispatchPlaceSpace({ type: 'dragStart' });
    detachMap(map);
    expect(editor()).toMatchObject({
      modeId: 'browse',
      placeSpace: { name: 'idle' },
      mapReady: false,
    });
    expect(dispatchPlaceSpace({ type: 'dragStart' }).accepted).toBe(false);
    expect(useAlertStore.getState().alert?.text).toBe(SpaceUiMessages.mapNotReady);
    attachMap(map);
  });
});
