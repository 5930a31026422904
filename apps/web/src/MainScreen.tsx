import { AlertArea } from './components/AlertArea';
import { MapTypeSelect } from './components/MapTypeSelect';
import { SearchBox } from './components/SearchBox';
import { WelcomeModal } from './components/WelcomeModal';
import { useCamera } from './map/camera';
import { MapView } from './map/MapView';
import { SpaceMarkers } from './map/markers/SpaceMarkers';
import { ZoomControls } from './map/ZoomControls';
import { AccountDialog } from './panels/account/AccountDialog';
import { ControlBar } from './panels/ControlBar';
import { usePublicSpaces } from './state/serverData';

export function MainScreen() {
  const { flyTo } = useCamera();
  const spaces = usePublicSpaces();

  return (
    <div className="screen">
      <MapView>
        <SpaceMarkers spaces={spaces.data ?? []} />
      </MapView>
      <div className="map-overlay map-overlay--top-left">
        <SearchBox onPan={flyTo} />
        <MapTypeSelect />
      </div>
      <ZoomControls />
      <ControlBar />
      <AlertArea />
      <WelcomeModal />
      <AccountDialog />
    </div>
  );
}
