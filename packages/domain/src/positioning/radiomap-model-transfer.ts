import type { LatLng } from '../geo/coordinates.js';
import { localFrame } from '../geo/local-frame.js';
import type { RadiomapModel, SparseFingerprints } from './radiomap-model.js';

/**
 * A radiomap model as it crosses between threads (postMessage's structured clone): the same
 * fields, the local frame (whose conversions are functions) given by its origin. The typed
 * arrays, the Map of MACs, the floors and buildings are cloneable as they are.
 */
export type SentRadiomapModel = Omit<RadiomapModel, 'frame'> & { frameOrigin: LatLng | null };

/** Every typed array of a set of fingerprints, in its field order. */
function typedArraysOf(set: SparseFingerprints): ArrayBufferView[] {
  return Object.values(set).filter((value): value is ArrayBufferView => ArrayBuffer.isView(value));
}

/**
 * The model in the form that crosses between threads, and the buffers of its typed arrays:
 * given as the transfer list they move to the receiving thread without a copy (and are no
 * longer usable in the sending one).
 */
export function radiomapModelToSend(model: RadiomapModel): {
  sent: SentRadiomapModel;
  transfer: ArrayBuffer[];
} {
  const { frame, ...rest } = model;
  const buffers = new Set<ArrayBuffer>();
  for (const view of [...typedArraysOf(model.scans), ...typedArraysOf(model.locations)]) {
    // A buffer listed twice cannot be transferred: each is listed once.
    if (view.buffer instanceof ArrayBuffer) buffers.add(view.buffer);
  }
  return {
    sent: { ...rest, frameOrigin: frame ? { lat: frame.origin.lat, lon: frame.origin.lon } : null },
    transfer: [...buffers],
  };
}

/** The model again from what crossed: its local frame rebuilt around the origin sent. */
export function radiomapModelReceived(sent: SentRadiomapModel): RadiomapModel {
  const { frameOrigin, ...rest } = sent;
  return { ...rest, frame: frameOrigin ? localFrame(frameOrigin) : null };
}
