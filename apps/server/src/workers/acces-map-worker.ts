import { parentPort, workerData } from 'node:worker_threads';
import { accesGrid, type SurveyScan } from '@indoor/domain';
import type { AccesMapJob, AccesMapMessage } from './acces-map-thread.js';
import { yieldToRequests } from './thread-priority.js';

/**
 * Computes one floor's accuracy map (accesGrid) off the server's event loop: reads the job's
 * scans (JSON text, parsed here rather than on the main thread), posts the progress after
 * each step, then the map, and ends.
 */

yieldToRequests();
const job = workerData as AccesMapJob;
const post = (message: AccesMapMessage) => parentPort?.postMessage(message);
const rows = JSON.parse(job.scansJson) as [number, number, string[], number[]][];
const scans: SurveyScan[] = rows.map(([lat, lon, macs, rss]) => ({
  lat,
  lon,
  floor: job.floor,
  readings: macs.map((mac, i) => ({ mac, rss: rss[i] ?? 0 })),
}));
const map = accesGrid(scans, job.outline ?? undefined, {}, (progress) =>
  post({ kind: 'progress', progress }),
);
post({ kind: 'map', map });
