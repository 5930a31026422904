import { AppShellMessages } from '@indoor/domain';
import { useCamera } from './camera';

export function ZoomControls() {
  const { zoomIn, zoomOut } = useCamera();
  return (
    <div className="zoom-controls">
      <button
        type="button"
        className="map-button"
        aria-label={AppShellMessages.zoomIn}
        title={AppShellMessages.zoomIn}
        data-testid="zoom-in"
        onClick={zoomIn}
      >
        <span aria-hidden="true">+</span>
      </button>
      <button
        type="button"
        className="map-button"
        aria-label={AppShellMessages.zoomOut}
        title={AppShellMessages.zoomOut}
        data-testid="zoom-out"
        onClick={zoomOut}
      >
        <span aria-hidden="true">−</span>
      </button>
    </div>
  );
}
