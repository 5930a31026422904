import fs from 'node:fs';
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { accesGrid, type SurveyScan } from '@indoor/domain';
import type { AccesMapJob, AccesMapMessage } from './acces-map-thread.js';

/**
 * Computes one floor's accuracy map (accesGrid) off the server's event loop: reads the job's
 * scans (JSON text, parsed here rather than on the main thread), posts the progress after
 * each step, then the map, and ends.
 */

/**
 * On Linux a thread has a priority of its own: this one yields the processor to the
 * server's requests (a map can wait a moment; a request should not). Elsewhere it keeps the
 * process's.
 */
function yieldToRequests(): void {
  try {
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) {
      os.setPriority(threadId, os.constants.priority.PRIORITY_BELOW_NORMAL);
    }
  } catch {
    // No per-thread priority here: the map competes with requests as any other work.
  }
}

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
