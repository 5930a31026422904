import { type RadiomapModel, radiomapModelReceived, type SentRadiomapModel } from '@indoor/domain';
import { modelFromScansJson } from './positioning-model-job.js';
import { startWorker } from './worker-channel.js';

/** What the worker builds a model from. */
export interface PositioningModelJob {
  /** The scans as JSON text, as PositioningRepository.scansJson gives them. */
  scansJson: string;
}

/**
 * Builds a positioning model from its scans' JSON text; aborting `signal` gives the build up
 * (and rejects with ModelBuildAborted).
 */
export type PositioningModelBuilder = (
  scansJson: string,
  signal: AbortSignal,
) => Promise<RadiomapModel>;

/** The build was given up (the signal was aborted: the server is stopping). */
export class ModelBuildAborted extends Error {
  constructor() {
    super('the positioning model build was given up');
  }
}

/**
 * A model built in a worker thread of its own (docs/positioning.md#where-models-are-built):
 * 0.3 s and more for a large space, which would hold the event loop that long. The typed
 * arrays come back moved, not copied; the local frame is rebuilt here around its origin.
 * Aborting `signal` ends the worker at once.
 */
export const buildModelInWorker: PositioningModelBuilder = (scansJson, signal) => {
  if (signal.aborted) return Promise.reject(new ModelBuildAborted());
  const job: PositioningModelJob = { scansJson };
  const worker = startWorker('./positioning-model-worker', import.meta.url, job);
  return new Promise<RadiomapModel>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', abort);
      outcome();
    };
    const abort = () => {
      settle(() => reject(new ModelBuildAborted()));
      void worker.terminate();
    };
    signal.addEventListener('abort', abort);
    worker.on('message', (sent: SentRadiomapModel) =>
      settle(() => resolve(radiomapModelReceived(sent))),
    );
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`the positioning model worker exited with code ${code}`))),
    );
  });
};

/**
 * The same model built on the main thread, holding the event loop meanwhile: kept only to
 * compare with (the positioning benchmark's baseline, tests).
 */
export const buildModelOnMainThread: PositioningModelBuilder = async (scansJson, signal) => {
  if (signal.aborted) throw new ModelBuildAborted();
  return modelFromScansJson(scansJson);
};
