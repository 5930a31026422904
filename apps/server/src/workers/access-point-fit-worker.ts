import { parentPort, workerData } from 'node:worker_threads';
import { type AccessPointEstimate, accessPointEstimates } from '@indoor/domain';
import type { AccessPointFitJob, AccessPointFitMessage } from './access-point-fit-thread.js';
import { yieldToRequests } from './thread-priority.js';

/**
 * Fits one floor's access points (accessPointEstimates) off the server's event loop: posts
 * how many radios are placed after each, then every estimate, and ends.
 */

yieldToRequests();
const job = workerData as AccessPointFitJob;
const post = (message: AccessPointFitMessage) => parentPort?.postMessage(message);
const estimates: AccessPointEstimate[] = [];
for (const estimate of accessPointEstimates(job.observations, job.limit, job.walls)) {
  estimates.push(estimate);
  post({ kind: 'placed', done: estimates.length });
}
post({ kind: 'estimates', estimates });
