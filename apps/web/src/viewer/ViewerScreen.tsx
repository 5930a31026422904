import {
  FetchMessages,
  type Floor,
  FloorUiMessages,
  MapDefaults,
  type Space,
  SpaceUiMessages,
  spacePickerLabel,
  spacePosition,
  undash,
  ViewerConstants,
  ViewerMessages,
  ViewerNavigationConstants,
  ViewerUiMessages,
  viewerPath,
} from '@indoor/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../api/client';
import { useCampus } from '../campuses/campusQueries';
import { AlertArea } from '../components/AlertArea';
import { MapTypeSelect } from '../components/MapTypeSelect';
import { Spinner } from '../components/Spinner';
import { FloorPlanTiles } from '../floors/FloorPlanTiles';
import { useFloors } from '../floors/floorQueries';
import { useCamera } from '../map/camera';
import { IconSizes } from '../map/iconSizes';
import { MapView } from '../map/MapView';
import { ZoomControls } from '../map/ZoomControls';
import { PoiLegend } from '../poi-symbols/PoiLegend';
import { RoomLayers } from '../rooms/RoomLayers';
import { navigate } from '../router';
import { floorLabel } from '../spaces/floorLabel';
import { usePlanLabels } from '../spaces/planLabel';
import { SpaceMarkers } from '../spaces/SpaceMarkers';
import { useSpace } from '../spaces/spaceQueries';
import { FloorSelector } from './FloorSelector';
import { NavigationPanel } from './NavigationPanel';
import { legAcross } from './navigationModel';
import { RouteLayer } from './RouteLayer';
import { legBounds, routePadding } from './routeFraming';
import { parseRouteLink } from './routeLink';
import { useViewerNavigation, type ViewerNavigation } from './useViewerNavigation';
import { useViewerRooms } from './useViewerRooms';
import { ViewerPoiMarkers } from './ViewerPoiMarkers';
import { campusFrame, chooseViewerFloor } from './viewerModel';

interface ViewerScreenProps {
  buid: string | null;
  cuid: string | null;
  /**
   * The floor preselected by the link (docs/spaces-and-campuses.md#viewer-links-and-short-links).
   */
  floor: string | null;
}

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The screen around a viewer: the map with its markers, a card with what the link shows
 * and an optional panel at the top right (a building's directions), clear of the card and
 * of the zoom buttons on the left. On a phone the controls stack instead (styles.css): the
 * card at the top, the zoom buttons and the legend on the map between, and the directions
 * as a bottom sheet, so that none covers another.
 */
function ViewerLayout({
  markers,
  panel,
  children,
}: {
  markers: ReactNode;
  panel?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="screen" data-testid="viewer">
      <MapView persistCamera={false}>{markers}</MapView>
      <div className="viewer-controls">
        <div className="map-overlay map-overlay--top-left">
          <section className="viewer-card" aria-live="polite" data-testid="viewer-card">
            {children}
          </section>
          <MapTypeSelect />
        </div>
        <div className="viewer-controls__map-buttons">
          <ZoomControls />
          <PoiLegend routeEnds />
        </div>
        {panel && <div className="viewer-navigation-dock">{panel}</div>}
      </div>
      <AlertArea />
    </div>
  );
}

/** Markers whose popups open on click; the viewer keeps its own selection, not the planner's. */
function ViewerMarkers({
  spaces,
  popupBuid,
  onPopup,
  shownFloor = null,
}: {
  spaces: readonly Space[];
  popupBuid: string | null;
  onPopup: (buid: string | null) => void;
  /** The floor whose plan is drawn (of the one building): its marker gives way to the plan. */
  shownFloor?: Floor | null;
}) {
  const planLabels = usePlanLabels(shownFloor ? (spaces[0]?.buid ?? null) : null, shownFloor);
  return (
    <SpaceMarkers
      planLabels={planLabels}
      spaces={spaces}
      selectedBuid={popupBuid}
      popupBuid={popupBuid}
      onSelect={(space) => onPopup(space.buid)}
      onClosePopup={() => onPopup(null)}
      iconSize={IconSizes.viewerBuildingMarker}
    />
  );
}

function BuildingViewer({ buid, floor }: { buid: string; floor: string | null }) {
  const camera = useCamera();
  const space = useSpace(buid);
  const floors = useFloors(space.data ? buid : null);
  const [popupBuid, setPopupBuid] = useState<string | null>(null);
  const position = space.data ? spacePosition(space.data) : null;
  const framed = useRef(false);

  useEffect(() => {
    if (framed.current || !camera.ready || !position) return;
    framed.current = true;
    // The link opens on its space: no flight across the world from the initial view.
    camera.flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom }, { animate: false });
  }, [camera, position]);

  const chosenFloor = floors.data ? chooseViewerFloor(floors.data, floor) : null;
  // The address bar follows the floor, so copying it shares the floor too.
  const selectFloor = useCallback(
    (floorNumber: string) => navigate(viewerPath({ buid }, floorNumber), { replace: true }),
    [buid],
  );
  // Read once: the address bar later follows the floor and drops the route's ends.
  const [link] = useState(() => parseRouteLink(window.location.search));
  const navigation = useViewerNavigation(buid, chosenFloor, selectFloor, space.isSuccess, link);
  useFrameRoute(navigation);
  const floorName = (floorNumber: string) => {
    const known = floors.data?.find((f) => f.floor_number === floorNumber);
    return known ? floorLabel(known) : FloorUiMessages.floorNumbered(floorNumber);
  };

  const shownFloor = floors.data?.find((f) => f.floor_number === chosenFloor) ?? null;
  const floorNumbers = useMemo(() => (floors.data ?? []).map((f) => f.floor_number), [floors.data]);
  const destinationRooms = useViewerRooms(buid, floorNumbers);
  const markers = space.data ? (
    <>
      {shownFloor && <FloorPlanTiles buid={buid} floor={shownFloor} />}
      {shownFloor && <RoomLayers buid={buid} floorNumber={shownFloor.floor_number} />}
      {shownFloor && <NavigationMarkers navigation={navigation} floorNumber={chosenFloor} />}
      <ViewerMarkers
        spaces={[space.data]}
        popupBuid={popupBuid}
        onPopup={setPopupBuid}
        shownFloor={shownFloor}
      />
    </>
  ) : null;
  const panel =
    space.data && floors.data && floors.data.length > 0 ? (
      <NavigationPanel
        buid={buid}
        navigation={navigation}
        floorName={floorName}
        rooms={destinationRooms}
      />
    ) : null;

  let body: ReactNode;
  if (space.isPending) body = <Spinner label={SpaceUiMessages.loadingSpace} />;
  else if (space.isError)
    body = (
      <p data-testid="viewer-message">
        {isNotFound(space.error) ? ViewerMessages.spaceUnavailable : FetchMessages.buildings}
      </p>
    );
  else {
    body = (
      <>
        <h1 className="viewer-card__name" data-testid="viewer-space-name">
          {space.data.name}
        </h1>
        {undash(space.data.description) !== '' && (
          <p className="viewer-card__description">{space.data.description}</p>
        )}
        {!position && <p className="viewer-card__note">{SpaceUiMessages.noPosition}</p>}
        {floors.isPending && <Spinner label={ViewerUiMessages.loadingFloors} />}
        {floors.isError && <p className="viewer-card__note">{ViewerUiMessages.floorsFailed}</p>}
        {floors.data && floors.data.length === 0 && (
          <p className="viewer-card__note">{SpaceUiMessages.noFloors}</p>
        )}
        {floors.data && floors.data.length > 0 && (
          <FloorSelector floors={floors.data} selected={chosenFloor} onSelect={selectFloor} />
        )}
      </>
    );
  }
  return (
    <ViewerLayout markers={markers} panel={panel}>
      {body}
    </ViewerLayout>
  );
}

/**
 * Frames the route's leg on the shown floor once per route and leg, clear of the card and
 * the directions (a bottom sheet on a phone): the first time at once, later by a flight.
 */
function useFrameRoute({ view, currentLeg, state }: ViewerNavigation) {
  const camera = useCamera();
  const framed = useRef<{ shown: unknown; leg: number } | null>(null);
  useEffect(() => {
    const leg = view?.route.legs[currentLeg];
    if (!camera.ready || !leg) return;
    const last = framed.current;
    if (last && last.shown === state.shown && last.leg === currentLeg) return;
    const bounds = legBounds(leg);
    if (!bounds) return;
    framed.current = { shown: state.shown, leg: currentLeg };
    const { routeFitMarginPx, routeFitMinFreePx, routeFitMaxZoom } = ViewerNavigationConstants;
    camera.fitBounds(bounds.southWest, bounds.northEast, {
      padding: routePadding(routeFitMarginPx, routeFitMinFreePx),
      maxZoom: routeFitMaxZoom,
      animate: last !== null,
    });
  }, [camera, view, currentLeg, state.shown]);
}

/** The shown floor's POI pins and, once a route is shown, its legs and steps on that floor. */
function NavigationMarkers({
  navigation,
  floorNumber,
}: {
  navigation: ViewerNavigation;
  floorNumber: string | null;
}) {
  const { state, dispatch, floorPois, view, goToLeg } = navigation;
  const groups = view?.groups.filter((group) => group.floorNumber === floorNumber) ?? [];
  return (
    <>
      <ViewerPoiMarkers
        pois={floorPois.data ?? []}
        popupPuid={state.popupPuid}
        from={state.from}
        to={state.to}
        onOpenPopup={(puid) => dispatch({ type: 'openPopup', puid })}
        onClosePopup={() => dispatch({ type: 'closePopup' })}
        onRouteFrom={(puid) => dispatch({ type: 'setFrom', puid })}
        onRouteTo={(puid) => dispatch({ type: 'setTo', puid })}
      />
      {view && floorNumber !== null && (
        <RouteLayer
          floorNumber={floorNumber}
          legs={view.route.legs.filter((leg) => leg.floorNumber === floorNumber)}
          steps={groups.flatMap((group) => group.steps)}
          lastNumber={view.lastNumber}
          onFollowFloorChange={(step) => {
            const group = groups.find((g) => g.steps.includes(step));
            const leg = group ? legAcross(step, group.legIndex) : null;
            if (leg !== null) goToLeg(leg);
          }}
        />
      )}
    </>
  );
}

function CampusViewer({ cuid }: { cuid: string }) {
  const camera = useCamera();
  const campus = useCampus(cuid);
  const [popupBuid, setPopupBuid] = useState<string | null>(null);
  const spaces = campus.data?.spaces ?? [];
  const frame = campus.data ? campusFrame(campus.data.spaces) : null;
  const framed = useRef(false);

  useEffect(() => {
    if (framed.current || !camera.ready || !frame || frame.kind === 'none') return;
    framed.current = true;
    if (frame.kind === 'point') {
      camera.flyTo({ ...frame.position, zoom: MapDefaults.selectedSpaceZoom }, { animate: false });
    } else {
      camera.fitBounds(frame.southWest, frame.northEast, {
        padding: ViewerConstants.campusFitPaddingPx,
        maxZoom: ViewerConstants.campusFitMaxZoom,
        animate: false,
      });
    }
  }, [camera, frame]);

  const markers = <ViewerMarkers spaces={spaces} popupBuid={popupBuid} onPopup={setPopupBuid} />;

  let body: ReactNode;
  if (campus.isPending) body = <Spinner label={ViewerUiMessages.loadingCampus} />;
  else if (campus.isError)
    body = (
      <p data-testid="viewer-message">
        {isNotFound(campus.error) ? ViewerMessages.campusUnavailable : FetchMessages.buildings}
      </p>
    );
  else
    body = (
      <>
        <h1 className="viewer-card__name" data-testid="viewer-campus-name">
          {campus.data.name}
        </h1>
        {undash(campus.data.description) !== '' && (
          <p className="viewer-card__description">{campus.data.description}</p>
        )}
        {frame?.kind === 'none' && (
          <p className="viewer-card__note">{ViewerUiMessages.campusWithoutPositions}</p>
        )}
        <ul className="viewer-card__buildings" aria-label={ViewerUiMessages.buildingsOfCampus}>
          {spaces.map((space) => {
            const position = spacePosition(space);
            return (
              <li key={space.buid}>
                <button
                  type="button"
                  className="link-button"
                  disabled={!position}
                  data-testid="viewer-campus-building"
                  onClick={() => {
                    if (!position) return;
                    setPopupBuid(space.buid);
                    camera.flyTo({ ...position, zoom: MapDefaults.selectedSpaceZoom });
                  }}
                >
                  {spacePickerLabel(space, spaces)}
                </button>
              </li>
            );
          })}
        </ul>
      </>
    );
  return <ViewerLayout markers={markers}>{body}</ViewerLayout>;
}

/**
 * The read-only viewer of a shared link (docs/pois-and-navigation.md#viewer): a building or a
 * campus.
 */
export function ViewerScreen({ buid, cuid, floor }: ViewerScreenProps) {
  if (buid) return <BuildingViewer key={buid} buid={buid} floor={floor} />;
  if (cuid) return <CampusViewer key={cuid} cuid={cuid} />;
  return (
    <ViewerLayout markers={null}>
      <p data-testid="viewer-message">{ViewerMessages.missingId}</p>
    </ViewerLayout>
  );
}
