import { vi } from 'vitest';
import type { CameraActions } from '../map/camera';

/**
 * A stand-in for the map camera, for the tests that mock it with
 * `vi.mock('../map/camera', () => import('../test/camera'))`: the map is ready and every
 * move is a spy the test can read through `camera`.
 */
export const camera = {
  ready: true,
  flyTo: vi.fn<CameraActions['flyTo']>(),
  fitBounds: vi.fn<CameraActions['fitBounds']>(),
  zoomIn: vi.fn<CameraActions['zoomIn']>(),
  zoomOut: vi.fn<CameraActions['zoomOut']>(),
};

export const useCamera = (): CameraActions => camera;
