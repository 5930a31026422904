import { AlertLevel, PoiMessages } from '@indoor/domain';
import { AccountDialog } from './account/AccountDialog';
import { errorMessage } from './api/client';
import { AuditRouteLayer } from './audit-routes/AuditRouteLayer';
import { useAuditLinkOnLoad } from './audit-routes/auditLink';
import { AlertArea } from './components/AlertArea';
import { MapTypeSelect } from './components/MapTypeSelect';
import { SearchBox } from './components/SearchBox';
import { WelcomeModal } from './components/WelcomeModal';
import { EditorHost } from './editor/EditorHost';
import { useEditorShortcuts } from './editor/shortcuts';
import { FloorBelowLayer } from './floors/FloorBelowLayer';
import { FloorPlanOverlayLayer } from './floors/FloorPlanOverlayLayer';
import { FloorPlanTilesLayer } from './floors/FloorPlanTilesLayer';
import { FloorPlanToolbar } from './floors/FloorPlanToolbar';
import { MapFloorControl } from './floors/MapFloorControl';
import { useCamera } from './map/camera';
import { MapView } from './map/MapView';
import { UserLocationMarker } from './map/markers/UserLocationMarker';
import { ZoomControls } from './map/ZoomControls';
import { ControlBar } from './panels/ControlBar';
import { PoiLegend } from './poi-symbols/PoiLegend';
import { PoiLayer } from './pois/PoiLayer';
import { AccesLayer } from './radio/acces/AccesLayer';
import { AccessPointsLayer } from './radio/access-points/AccessPointsLayer';
import { AccessPointsToggle } from './radio/access-points/AccessPointsToggle';
import { DeleteFingerprintsDialog } from './radio/DeleteFingerprintsDialog';
import { DeleteRectangleToolbar } from './radio/DeleteRectangleToolbar';
import { LayerQuickActions } from './radio/LayerQuickActions';
import { WifiLayers } from './radio/WifiLayers';
import { RoomEditLayers } from './rooms/RoomEditLayers';
import { RoomEditorToolbar } from './rooms/RoomEditorToolbar';
import { SelectedFloorRoomLayers } from './rooms/RoomLayers';
import { openRoom, useRoomSearch } from './rooms/useRoomSearch';
import { openPoi } from './search/openPoi';
import { PendingSpaceMarker } from './spaces/PendingSpaceMarker';
import { PlannerSpaceMarkers } from './spaces/PlannerSpaceMarkers';
import { useMapSpaces } from './spaces/spaceQueries';
import { useSelectionSync } from './spaces/useSelectionSync';
import { showAlert } from './state/alerts';
import { useSelectionStore } from './state/selection';
import { useClientConfig } from './state/serverData';

export function MainScreen() {
  const { flyTo } = useCamera();
  const { spaces } = useMapSpaces();
  const geocoderUrl = useClientConfig().data?.geocoderUrl ?? null;
  const selectSpace = useSelectionStore((state) => state.selectSpace);
  // Before the selection is restored: a QR label's link names the space, floor and POI.
  useAuditLinkOnLoad();
  useSelectionSync();
  useEditorShortcuts();
  // After them: it reads the selected space's floors.
  const searchRooms = useRoomSearch();

  return (
    <div className="screen">
      <MapView>
        <EditorHost />
        <FloorBelowLayer />
        <FloorPlanTilesLayer />
        <SelectedFloorRoomLayers />
        <RoomEditLayers />
        <FloorPlanOverlayLayer />
        <WifiLayers />
        <AccesLayer />
        <PoiLayer />
        <AuditRouteLayer />
        <AccessPointsLayer />
        <PlannerSpaceMarkers spaces={spaces} />
        <PendingSpaceMarker />
        <UserLocationMarker />
      </MapView>
      <div className="map-overlay map-overlay--top-left">
        <SearchBox
          onPan={flyTo}
          onChooseSpace={selectSpace}
          onChoosePoi={(poi) =>
            openPoi(poi, spaces ?? []).catch((error: unknown) =>
              showAlert({
                level: AlertLevel.danger,
                text: errorMessage(error, PoiMessages.fetchFailed),
              }),
            )
          }
          searchRooms={searchRooms}
          onChooseRoom={openRoom}
          geocoderUrl={geocoderUrl}
          spaces={spaces}
        />
        <MapTypeSelect />
      </div>
      <LayerQuickActions
        accessPointsToggle={
          <li className="layer-toggle">
            <AccessPointsToggle testIdPrefix="quick-access-points" quickAction />
          </li>
        }
      />
      <ZoomControls />
      <MapFloorControl />
      <PoiLegend connectors />
      <FloorPlanToolbar />
      <DeleteRectangleToolbar />
      <RoomEditorToolbar />
      <ControlBar />
      <AlertArea />
      <WelcomeModal />
      <AccountDialog />
      <DeleteFingerprintsDialog />
    </div>
  );
}
