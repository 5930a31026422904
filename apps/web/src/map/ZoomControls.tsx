import { useCamera } from './camera';

export function ZoomControls() {
  const { zoomIn, zoomOut } = useCamera();
  return (
    <div className="zoom-controls">
      <button
        type="button"
        className="map-button"
        aria-label="Zoom in"
        title="Zoom in"
        data-testid="zoom-in"
        onClick={zoomIn}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className="map-button"
        aria-label="Zoom out"
        title="Zoom out"
        data-testid="zoom-out"
        onClick={zoomOut}
      >
        <span aria-hidden="true">−</span>
      </button>
    </div>
  );
}
