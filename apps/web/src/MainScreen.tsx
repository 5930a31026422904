import { AlertArea } from './components/AlertArea';
import { MapTypeSelect } from './components/MapTypeSelect';
import { SearchBox } from './components/SearchBox';
import { WelcomeModal } from './components/WelcomeModal';
import { EditorHost } from './editor/EditorHost';
import { useEditorShortcuts } from './editor/shortcuts';
import { useCamera } from './map/camera';
import { FloorPlanOverlayLayer } from './map/layers/floor-plan-overlay';
import { FloorPlanTilesLayer } from './map/layers/floor-plan-tiles';
import { MapView } from './map/MapView';
import { PendingSpaceMarker } from './map/markers/PendingSpaceMarker';
import { PlannerSpaceMarkers } from './map/markers/PlannerSpaceMarkers';
import { UserLocationMarker } from './map/markers/UserLocationMarker';
import { ZoomControls } from './map/ZoomControls';
import { AccountDialog } from './panels/account/AccountDialog';
import { ControlBar } from './panels/ControlBar';
import { FloorPlanToolbar } from './panels/floors/FloorPlanToolbar';
import { MapFloorControl } from './panels/floors/MapFloorControl';
import { PoiLayer } from './pois/PoiLayer';
import { useSelectionSync } from './spaces/useSelectionSync';
import { useSelectionStore } from './state/selection';
import { useClientConfig, useMapSpaces } from './state/serverData';

export function MainScreen() {
  const { flyTo } = useCamera();
  const { spaces } = useMapSpaces();
  const geocoderUrl = useClientConfig().data?.geocoderUrl ?? null;
  const selectSpace = useSelectionStore((state) => state.selectSpace);
  useSelectionSync();
  useEditorShortcuts();

  return (
    <div className="screen">
      <MapView>
        <EditorHost />
        <FloorPlanTilesLayer />
        <FloorPlanOverlayLayer />
        <PoiLayer />
        <PlannerSpaceMarkers spaces={spaces} />
        <PendingSpaceMarker />
        <UserLocationMarker />
      </MapView>
      <div className="map-overlay map-overlay--top-left">
        <SearchBox onPan={flyTo} onChooseSpace={selectSpace} geocoderUrl={geocoderUrl} />
        <MapTypeSelect />
      </div>
      <ZoomControls />
      <MapFloorControl />
      <FloorPlanToolbar />
      <ControlBar />
      <AlertArea />
      <WelcomeModal />
      <AccountDialog />
    </div>
  );
}
