import type { RadiomapModel } from './radiomap-model.js';
import type { PositionEstimate, PositioningFailure, PositioningMethod } from './types.js';

/** The answer at metres (x, y) on a model floor, with degrees when the survey was in degrees. */
export function estimateAt(
  model: RadiomapModel,
  method: PositioningMethod,
  floorIndex: number,
  x: number,
  y: number,
  expectedErrorM?: number,
): PositionEstimate {
  const floor = model.floors[floorIndex];
  if (!floor) throw new RangeError(`no floor ${floorIndex} in the model`);
  const answer: PositionEstimate = { method, building: floor.building, floor: floor.floor, x, y };
  if (model.frame) {
    const { lat, lon } = model.frame.toLatLng({ x, y });
    answer.lat = lat;
    answer.lon = lon;
  }
  if (expectedErrorM !== undefined) answer.expectedErrorM = expectedErrorM;
  return answer;
}

export const failure = (method: PositioningMethod, readingCount: number): PositioningFailure => ({
  method,
  failure: readingCount === 0 ? 'empty-scan' : 'no-known-access-point',
});

/** The index with the largest weight; ties go to the first. */
export function heaviest(weights: ArrayLike<number>): number {
  let best = 0;
  for (let i = 1; i < weights.length; i++) {
    if ((weights[i] as number) > (weights[best] as number)) best = i;
  }
  return best;
}
