import { describe, expect, it } from 'vitest';
import { localFrame } from '../geo/local-frame.js';
import { seededRandom } from '../random/seeded-random.js';
import { anyplaceWknn } from './anyplace.js';
import { estimatePosition } from './estimator.js';
import { buildRadiomapModel } from './radiomap-model.js';
import { radiomapModelReceived, radiomapModelToSend } from './radiomap-model-transfer.js';
import { syntheticBuilding, syntheticReadings } from './test-surveys.js';
import type { SurveyScan } from './types.js';

const { accessPoints, survey } = syntheticBuilding();
const frame = localFrame({ lat: 35.1446, lon: 33.4115 });
/** The synthetic building's survey with its positions in degrees, as the server stores them. */
const inDegrees: SurveyScan[] = survey.map((scan) => {
  const { x, y } = scan as { x: number; y: number };
  return { ...frame.toLatLng({ x, y }), floor: scan.floor, readings: scan.readings };
});

/** Seeded scans heard across the building, with +-3 dB of noise. */
function heardScans(n: number) {
  const random = seededRandom(31);
  return Array.from({ length: n }, () => {
    const truth = { x: random() * 40, y: random() * 40, floor: Math.floor(random() * 3) };
    return { readings: syntheticReadings(accessPoints, truth, () => (random() - 0.5) * 6) };
  });
}

/** The model as another thread receives it: structured clone with the transfer list. */
function sentThrough(model: ReturnType<typeof buildRadiomapModel>) {
  const { sent, transfer } = radiomapModelToSend(model);
  return radiomapModelReceived(structuredClone(sent, { transfer }));
}

describe('a radiomap model sent to another thread', () => {
  it.each([
    ['in degrees', inDegrees],
    ['in metres', survey],
  ])('answers every scan exactly as the model it was built as (survey %s)', (_, scans) => {
    const queries = heardScans(40);
    const original = buildRadiomapModel(scans);
    const expected = queries.map((q) => [estimatePosition(original, q), anyplaceWknn(original, q)]);
    const received = sentThrough(buildRadiomapModel(scans));
    expect(received.frame?.origin ?? null).toEqual(original.frame?.origin ?? null);
    expect(received.macIndex).toEqual(original.macIndex);
    expect(queries.map((q) => [estimatePosition(received, q), anyplaceWknn(received, q)])).toEqual(
      expected,
    );
  });

  it('moves the typed arrays rather than copying them: the sender keeps none of them', () => {
    const model = buildRadiomapModel(inDegrees);
    const { transfer } = radiomapModelToSend(model);
    // Two sets of fingerprints, 18 typed arrays each, every one on a buffer of its own.
    expect(transfer).toHaveLength(36);
    structuredClone(radiomapModelToSend(model).sent, { transfer });
    expect(model.scans.rss.length).toBe(0);
    expect(model.locations.postingItems.length).toBe(0);
  });
});
