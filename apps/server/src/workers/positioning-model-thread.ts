import { type RadiomapModel, radiomapModelReceived, type SentRadiomapModel } from '@indoor/domain';
import { modelFromScansJson } from './positioning-model-job.js';
import { runWorkerJob } from './worker-channel.js';

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
export const buildModelInWorker: PositioningModelBuilder = (scansJson, signal) =>
  runWorkerJob<SentRadiomapModel, RadiomapModel>(
    './positioning-model-worker',
    import.meta.url,
    { scansJson } satisfies PositioningModelJob,
    {
      name: 'positioning model',
      signal,
      aborted: () => new ModelBuildAborted(),
      read: (sent) => ({ result: radiomapModelReceived(sent) }),
    },
  );

/**
 * The same model built on the main thread, holding the event loop meanwhile: kept only to
 * compare with (the positioning benchmark's baseline, tests).
 */
export const buildModelOnMainThread: PositioningModelBuilder = async (scansJson, signal) => {
  if (signal.aborted) throw new ModelBuildAborted();
  return modelFromScansJson(scansJson);
};
