import {
  AlertLevel,
  Alerts,
  AppShellMessages,
  MapDefaults,
  SpaceMessages,
  spacePosition,
} from '@indoor/domain';
import { IconButton } from '../components/IconButton';
import { useCamera } from '../map/camera';
import { useSelectedSpace } from '../spaces/useSelectedSpace';
import { showAlert } from '../state/alerts';
import { startTracking, stopTracking, useUserLocationStore } from './userLocation';

function LocationIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <circle cx="12" cy="12" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 1v4M12 19v4M1 12h4M19 12h4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function CentreIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </svg>
  );
}

/** The control bar's map actions: show my location (a toggle) and centre on the selected space. */
export function ControlBarActions() {
  const camera = useCamera();
  const tracking = useUserLocationStore((state) => state.tracking);
  const { space } = useSelectedSpace();

  const toggleLocation = () => {
    if (tracking) stopTracking();
    else
      startTracking((position) =>
        camera.flyTo({ ...position, zoom: MapDefaults.firstUserLocationZoom }),
      );
  };

  const centreOnSelection = () => {
    const position = space ? spacePosition(space) : null;
    if (!position) {
      showAlert({
        level: AlertLevel.warning,
        text: SpaceMessages.selectSpaceFirst,
        autoHideMs: Alerts.selectSpaceWarningMs,
      });
      return;
    }
    camera.flyTo({ ...position, zoom: MapDefaults.centringZoom });
  };

  return (
    <div className="control-bar__actions">
      <IconButton
        label={AppShellMessages.showMyLocation}
        title={tracking ? AppShellMessages.hideMyLocation : AppShellMessages.showMyLocation}
        pressed={tracking}
        testId="toggle-my-location"
        onClick={toggleLocation}
      >
        <LocationIcon />
      </IconButton>
      <IconButton
        label={AppShellMessages.centreOnSelection}
        testId="centre-on-selection"
        onClick={centreOnSelection}
      >
        <CentreIcon />
      </IconButton>
    </div>
  );
}
