import { vi } from 'vitest';

/** A file the page handed to the browser's download. */
export interface Download {
  name: string;
  blob: Blob;
}

/**
 * Captures the files the page hands to the browser's download (saveFile: an object URL
 * clicked in a link), in order. The test undoes it with vi.unstubAllGlobals and
 * vi.restoreAllMocks.
 */
export function captureDownloads(): Download[] {
  const saved: Download[] = [];
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: (blob: Blob) => {
      blobs.push(blob);
      return `blob:${blobs.length}`;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs[Number(this.href.split(':').pop()) - 1];
    if (blob) saved.push({ name: this.download, blob });
  });
  return saved;
}

/** jsdom's Blob has no text() or arrayBuffer(): its FileReader reads one. */
function readBlob(blob: Blob | undefined, as: 'text' | 'bytes'): Promise<string | ArrayBuffer> {
  if (!blob) return Promise.reject(new Error('nothing was downloaded'));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

/** The text of a downloaded file. */
export const blobText = (blob: Blob | undefined) => readBlob(blob, 'text') as Promise<string>;

/** The bytes of a downloaded file. */
export const blobBytes = async (blob: Blob | undefined) =>
  new Uint8Array((await readBlob(blob, 'bytes')) as ArrayBuffer);
