import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips), loaded with the first image the server reads or writes rather than at
 * start: loading it takes about as long as opening the embedded database
 * (docs/deployment.md#start-up).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
