import { describe, expect, it } from 'vitest';
import { idlePlacePoi, type PlacePoiState, placePoiTransition } from './placePoiMachine';

const here = { lat: 35, lon: 33 };

describe('placing a POI', () => {
  it('drag, drop, submit, saved', () => {
    const dragging = placePoiTransition(idlePlacePoi, { type: 'dragStart', kind: 'connector' });
    expect(dragging.state).toEqual({ name: 'dragging', kind: 'connector' });
    const pending = placePoiTransition(dragging.state, { type: 'drop', position: here });
    expect(pending.state).toEqual({ name: 'pending', kind: 'connector', position: here });
    const saving = placePoiTransition(pending.state, { type: 'submit' });
    expect(saving.state.name).toBe('saving');
    expect(placePoiTransition(saving.state, { type: 'saved' }).state).toBe(idlePlacePoi);
  });

  it('a failed save keeps the temporary marker and its position', () => {
    const saving: PlacePoiState = { name: 'saving', kind: 'poi', position: here };
    expect(placePoiTransition(saving, { type: 'failed' }).state).toEqual({
      name: 'pending',
      kind: 'poi',
      position: here,
    });
  });

  it('a temporary marker must be added or deleted before another is placed', () => {
    const pending: PlacePoiState = { name: 'pending', kind: 'poi', position: here };
    const step = placePoiTransition(pending, { type: 'dragStart', kind: 'poi' });
    expect(step.accepted).toBe(false);
    expect(step.pendingFirst).toBe(true);
    expect(step.state).toBe(pending);
  });

  it('deleting the temporary marker only removes it', () => {
    const pending: PlacePoiState = { name: 'pending', kind: 'poi', position: here };
    expect(placePoiTransition(pending, { type: 'cancel' }).state).toBe(idlePlacePoi);
  });

  it('the keyboard places at a position directly; dragging the marker moves it', () => {
    const placed = placePoiTransition(idlePlacePoi, {
      type: 'placeAt',
      kind: 'poi',
      position: here,
    });
    const moved = placePoiTransition(placed.state, { type: 'move', position: { lat: 1, lon: 2 } });
    expect(moved.state).toEqual({ name: 'pending', kind: 'poi', position: { lat: 1, lon: 2 } });
  });

  it('cannot cancel or move while saving', () => {
    const saving: PlacePoiState = { name: 'saving', kind: 'poi', position: here };
    expect(placePoiTransition(saving, { type: 'cancel' }).accepted).toBe(false);
    expect(placePoiTransition(saving, { type: 'move', position: here }).accepted).toBe(false);
  });
});
