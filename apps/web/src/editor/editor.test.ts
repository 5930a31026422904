import { SpaceMessages, SpaceUiMessages } from '@indoor/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  dispatchFloorPlanPlacement,
  useFloorPlanPlacementStore,
} from '../floors/floorPlanPlacementMode';
import { toggleEdgeMode, useEdgeModeStore } from '../pois/edgeMode';
import { dispatchPlacePoi, usePlacePoiStore } from '../pois/placePoiMode';
import { dispatchPlaceSpace, usePlaceSpaceStore } from '../spaces/placeSpaceMode';
import { useAlertStore } from '../state/alerts';
import { attachMap, detachMap, enterMode, mapCentre, useEditorStore } from './editor';
import type { EditorMode } from './mode';

const container = document.createElement('div');
const canvas = document.createElement('canvas');
const map = {
  getContainer: () => container,
  getCanvas: () => canvas,
  getCenter: () => ({ lat: 35.5, lng: 33.5 }),
  unproject: () => ({ lat: 0, lng: 0 }),
  on: () => {},
  off: () => {},
} as unknown as MapLibreMap;

const editor = () => useEditorStore.getState();
const placeSpace = () => usePlaceSpaceStore.getState().placeSpace;

const chooseFloorPlan = () =>
  dispatchFloorPlanPlacement({
    type: 'choose',
    image: {
      file: new File([new Uint8Array([1])], 'plan.png'),
      widthPx: 400,
      heightPx: 200,
      display: document.createElement('canvas'),
    },
    placement: {
      centre: { lat: 35.5, lon: 33.5 },
      widthM: 40,
      rotationDegrees: 0,
      widthPx: 400,
      heightPx: 200,
    },
  });

describe('the editor keeps exactly one mode active', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    attachMap(map);
  });
  afterEach(() => detachMap(map));

  it('enters place-space mode for a placement and returns to browse when it ends', () => {
    expect(editor()).toMatchObject({ modeId: 'browse', mapReady: true });
    dispatchPlaceSpace({ type: 'dragStart' });
    expect(editor().modeId).toBe('place-space');
    expect(placeSpace().name).toBe('dragging');
    dispatchPlaceSpace({ type: 'drop', position: { lat: 1, lon: 2 } });
    expect(placeSpace()).toEqual({ name: 'pending', position: { lat: 1, lon: 2 } });
    dispatchPlaceSpace({ type: 'cancel' });
    expect(editor().modeId).toBe('browse');
    expect(placeSpace().name).toBe('idle');
  });

  it('starting to place a space ends a floor-plan placement (one interaction at a time)', () => {
    chooseFloorPlan();
    expect(editor().modeId).toBe('floor-plan-placement');
    dispatchPlaceSpace({ type: 'dragStart' });
    expect(useFloorPlanPlacementStore.getState().placement.name).toBe('idle');
    expect(editor().modeId).toBe('place-space');
    dispatchPlaceSpace({ type: 'cancel' });
  });

  it('choosing a floor plan ends edge mode and a pending space; edge mode ends the placement', () => {
    toggleEdgeMode();
    expect(editor().modeId).toBe('edge');
    chooseFloorPlan();
    expect(editor().modeId).toBe('floor-plan-placement');
    expect(useEdgeModeStore.getState().edge.name).toBe('off');
    toggleEdgeMode();
    expect(editor().modeId).toBe('edge');
    expect(useFloorPlanPlacementStore.getState().placement.name).toBe('idle');
    toggleEdgeMode();
    expect(editor().modeId).toBe('browse');

    dispatchPlaceSpace({ type: 'placeAt', position: { lat: 1, lon: 2 } });
    chooseFloorPlan();
    expect(placeSpace().name).toBe('idle');
    dispatchFloorPlanPlacement({ type: 'cancel' });
    expect(editor().modeId).toBe('browse');
  });

  it('placing a POI turns edge mode off; its temporary marker stays through edge mode', () => {
    toggleEdgeMode();
    dispatchPlacePoi({ type: 'dragStart', kind: 'poi' });
    expect(editor().modeId).toBe('place-poi');
    expect(useEdgeModeStore.getState().edge.name).toBe('off');
    dispatchPlacePoi({ type: 'drop', position: { lat: 1, lon: 2 } });
    expect(editor().modeId).toBe('browse');
    toggleEdgeMode();
    expect(usePlacePoiStore.getState().placePoi.name).toBe('pending');
    toggleEdgeMode();
    // Placing a new space discards the temporary marker: one at a time.
    dispatchPlaceSpace({ type: 'placeAt', position: { lat: 1, lon: 2 } });
    expect(usePlacePoiStore.getState().placePoi.name).toBe('idle');
    dispatchPlaceSpace({ type: 'cancel' });
  });

  it('lets a new mode register without the others knowing it', () => {
    const log: string[] = [];
    const rectangle: EditorMode = {
      id: 'delete-rectangle',
      enter: () => log.push('enter'),
      exit: () => log.push('exit'),
    };
    dispatchPlaceSpace({ type: 'dragStart' });
    enterMode(rectangle);
    expect(editor().modeId).toBe('delete-rectangle');
    expect(placeSpace().name).toBe('idle');
    toggleEdgeMode();
    expect(log).toEqual(['enter', 'exit']);
    toggleEdgeMode();
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
    expect(editor()).toMatchObject({ modeId: 'browse', mapReady: false });
    expect(placeSpace().name).toBe('idle');
    expect(dispatchPlaceSpace({ type: 'dragStart' }).accepted).toBe(false);
    expect(useAlertStore.getState().alert?.text).toBe(SpaceUiMessages.mapNotReady);
    attachMap(map);
  });
});
