import { parentPort, workerData } from 'node:worker_threads';
import { radiomapModelToSend } from '@indoor/domain';
import { modelFromScansJson } from './positioning-model-job.js';
import type { PositioningModelJob } from './positioning-model-thread.js';

/**
 * Builds one positioning model off the server's event loop: parses the job's scans (JSON
 * text, parsed here rather than on the main thread), builds the model, posts it with its
 * typed arrays' buffers moved rather than copied, and ends.
 */
const job = workerData as PositioningModelJob;
const { sent, transfer } = radiomapModelToSend(modelFromScansJson(job.scansJson));
parentPort?.postMessage(sent, transfer);
