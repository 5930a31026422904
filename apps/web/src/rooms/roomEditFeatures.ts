import type { LonLat } from '@indoor/domain';
import type { Feature, FeatureCollection } from 'geojson';
import type { RoomEditorStateView } from './roomEditorStore';
import { openRing } from './roomMapInput';
import { tracedCorners } from './roomTraceMachine';

/*
 * What the room editor draws on the map (docs/rooms.md#editing), as GeoJSON for one source:
 * `area` the room as it would be (the traced corners and the pointer), `line` its edges or a
 * door or cut under way, `corner` each corner (`first` the one that closes the outline,
 * `chosen` the corner the keyboard moves), `snap` a ring where the pointer snapped and
 * `pointer` the keyboard's pointer (roomKeyPointer.ts) while the arrow keys move it.
 */

export type EditFeatureKind =
  | 'area'
  | 'line'
  | 'corner'
  | 'first'
  | 'chosen'
  | 'snap'
  | 'end'
  | 'pointer';

const feature = (kind: EditFeatureKind, geometry: Feature['geometry']): Feature => ({
  type: 'Feature',
  properties: { kind },
  geometry,
});
const point = (kind: EditFeatureKind, at: LonLat) =>
  feature(kind, { type: 'Point', coordinates: at });
const line = (corners: LonLat[]) => feature('line', { type: 'LineString', coordinates: corners });
const area = (corners: LonLat[]) =>
  feature('area', { type: 'Polygon', coordinates: [[...corners, corners[0] as LonLat]] });

export function roomEditFeatures(state: RoomEditorStateView): FeatureCollection {
  const features: Feature[] = [];
  const { pointer } = state;
  const traced = tracedCorners(state.trace);
  if (state.trace.name !== 'idle') {
    const tracing = state.trace.name === 'tracing';
    const shown = tracing && pointer && !pointer.closes ? [...traced, pointer.at] : traced;
    if (shown.length >= 3) features.push(area(shown));
    const closed = !tracing || pointer?.closes;
    if (shown.length >= 2) features.push(line(closed ? [...shown, shown[0] as LonLat] : shown));
    for (const [index, corner] of traced.entries()) {
      features.push(point(index === 0 ? 'first' : 'corner', corner));
    }
  }
  if (state.door) {
    const ends = state.door.ends.map((end) => end.at);
    const shown =
      state.door.name === 'placing' && pointer && ends.length === 1 ? [...ends, pointer.at] : ends;
    if (shown.length === 2) features.push(line(shown));
    for (const end of ends) features.push(point('end', end));
  }
  if (state.outline) {
    const { corners, chosen } = state.outline;
    features.push(area(corners), line([...corners, corners[0] as LonLat]));
    for (const [index, corner] of corners.entries()) {
      features.push(point(index === chosen ? 'chosen' : 'corner', corner));
    }
  }
  if (state.split) {
    // The room being cut stands out under the line.
    const { unitId } = state.split;
    const unit = state.floor?.units.find((u) => u.id === unitId);
    if (unit) features.push(area(openRing(unit.polygon)));
    const ends = state.split.ends;
    const shown = pointer && ends.length === 1 ? [...ends, pointer.at] : ends;
    if (shown.length === 2) features.push(line(shown));
    for (const end of ends) features.push(point('end', end));
  }
  if (pointer?.snap) features.push(point('snap', pointer.at));
  if (state.keyPointer) features.push(point('pointer', state.keyPointer));
  return { type: 'FeatureCollection', features };
}
