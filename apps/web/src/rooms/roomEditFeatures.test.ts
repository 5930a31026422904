import type { LonLat } from '@indoor/domain';
import { describe, expect, it } from 'vitest';
import { roomEditFeatures } from './roomEditFeatures';
import type { RoomEditorStateView } from './roomEditorStore';
import { idleTrace } from './roomTraceMachine';

const idle: RoomEditorStateView = {
  floor: null,
  trace: idleTrace,
  door: null,
  outline: null,
  split: null,
  pointer: null,
  keyPointer: null,
};
const a: LonLat = [0, 0];
const b: LonLat = [1, 0];
const c: LonLat = [1, 1];
const kinds = (state: RoomEditorStateView) =>
  roomEditFeatures(state).features.map((f) => f.properties?.kind);

describe('what the room editor draws', () => {
  it('nothing when nothing is under way', () => {
    expect(kinds(idle)).toEqual([]);
  });

  it('the room as it would be with the pointer, the first corner marked, the snap ringed', () => {
    const state: RoomEditorStateView = {
      ...idle,
      trace: { name: 'tracing', corners: [a, b] },
      pointer: { at: c, snap: 'edge', closes: false },
    };
    expect(kinds(state)).toEqual(['area', 'line', 'first', 'corner', 'snap']);
    const line = roomEditFeatures(state).features[1]?.geometry;
    expect(line).toEqual({ type: 'LineString', coordinates: [a, b, c] });
  });

  it('a closed outline is drawn closed', () => {
    const state: RoomEditorStateView = {
      ...idle,
      trace: { name: 'naming', corners: [a, b, c], error: null },
    };
    const line = roomEditFeatures(state).features[1]?.geometry;
    expect(line).toEqual({ type: 'LineString', coordinates: [a, b, c, a] });
  });

  it('the chosen corner of a room being changed', () => {
    const state: RoomEditorStateView = {
      ...idle,
      outline: { unitId: 'u', corners: [a, b, c], chosen: 1, saving: false },
    };
    expect(kinds(state)).toEqual(['area', 'line', 'corner', 'chosen', 'corner']);
  });

  it("the keyboard's pointer as a dot, where it is before snapping", () => {
    const state: RoomEditorStateView = {
      ...idle,
      trace: { name: 'tracing', corners: [] },
      pointer: { at: b, snap: 'corner', closes: false },
      keyPointer: c,
    };
    const features = roomEditFeatures(state).features;
    expect(features.map((f) => f.properties?.kind)).toEqual(['snap', 'pointer']);
    expect(features[1]?.geometry).toEqual({ type: 'Point', coordinates: c });
  });
});
