import { Worker } from 'node:worker_threads';
import { estimatePosition, localFrame } from '@indoor/domain';
import { seededRandom, syntheticBuilding, syntheticReadings } from '@indoor/domain/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildModelInWorker,
  buildModelOnMainThread,
  ModelBuildAborted,
} from './positioning-model-thread.js';

const BUILDING = syntheticBuilding();
const frame = localFrame({ lat: 35.1446, lon: 33.4115 });

/** The synthetic building's scans as the database hands them over (latest first). */
function scansJson(copies = 1): string {
  const rows = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const scan of BUILDING.survey) {
      const { x, y } = scan as unknown as { x: number; y: number };
      const { lat, lon } = frame.toLatLng({ x: x + copy * 50, y });
      rows.push([
        scan.floor,
        lat,
        lon,
        scan.readings.map((r) => r.mac.toLowerCase()),
        scan.readings.map((r) => r.rss),
      ]);
    }
  }
  return JSON.stringify(rows);
}

describe('positioning models built in a worker thread', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answer every scan exactly as the model built on the main thread', async () => {
    const json = scansJson();
    const signal = new AbortController().signal;
    const [inWorker, onMainThread] = await Promise.all([
      buildModelInWorker(json, signal),
      buildModelOnMainThread(json, signal),
    ]);
    expect(inWorker.frame?.origin).toEqual(onMainThread.frame?.origin);
    const random = seededRandom(3);
    for (let n = 0; n < 30; n++) {
      const truth = { x: random() * 40, y: random() * 40, floor: Math.floor(random() * 3) };
      const scan = {
        readings: syntheticReadings(BUILDING.accessPoints, truth, () => (random() - 0.5) * 6),
      };
      expect(estimatePosition(inWorker, scan)).toEqual(estimatePosition(onMainThread, scan));
    }
  }, 30_000);

  it('end their worker when the build is given up, and refuse to start once given up', async () => {
    const terminate = vi.spyOn(Worker.prototype, 'terminate');
    const stopping = new AbortController();
    const building = buildModelInWorker(scansJson(20), stopping.signal);
    setTimeout(() => stopping.abort(), 20);
    await expect(building).rejects.toBeInstanceOf(ModelBuildAborted);
    expect(terminate).toHaveBeenCalledTimes(1);
    await expect(buildModelInWorker('[]', stopping.signal)).rejects.toBeInstanceOf(
      ModelBuildAborted,
    );
    await expect(buildModelOnMainThread('[]', stopping.signal)).rejects.toBeInstanceOf(
      ModelBuildAborted,
    );
  }, 30_000);

  it('reject when the scans cannot be read', async () => {
    await expect(
      buildModelInWorker('not json', new AbortController().signal),
    ).rejects.toBeInstanceOf(Error);
  }, 30_000);
});
