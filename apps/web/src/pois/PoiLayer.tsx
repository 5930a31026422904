import {
  AlertLevel,
  ConnectorType,
  LayerMessages,
  type Poi,
  PoiSymbolMessages,
  PoiTypes,
  poiPlacementProblem,
  poiPosition,
} from '@indoor/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { AuditProblemRings } from '../assets/AuditProblemRings';
import { featureClicksEnabled } from '../editor/editor';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { PoiSymbols } from '../poi-symbols/PoiSymbols';
import { useWifiLayerStore } from '../radio/wifiLayerStore';
import { useSpacePermissions } from '../spaces/permissions';
import { useSelectedSpace } from '../spaces/useSelectedSpace';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { ConnectionLines, connectionLines } from './ConnectionLines';
import { useFloorConnections } from './connectionQueries';
import { clickConnection, clickPoiInEdgeMode, turnOffEdgeMode, useEdgeModeStore } from './edgeMode';
import { isEdgeModeOn } from './edgeModeMachine';
import { PendingPoiMarker } from './PendingPoiMarker';
import { PoiInfoWindow } from './PoiInfoWindow';
import { setPoiDropCheck, usePlacePoiStore } from './placePoiMode';
import { usePoiActions } from './poiActions';
import { useFloorPois } from './poiQueries';

const knownTypes: ReadonlySet<string> = new Set([...PoiTypes, ConnectorType]);

/** Custom POI types already used on the floor, offered in the type select after the POI types. */
export function customTypesOf(pois: readonly Poi[]): string[] {
  const custom = new Set<string>();
  for (const poi of pois) if (!knownTypes.has(poi.pois_type)) custom.add(poi.pois_type);
  return [...custom].sort((a, b) => a.localeCompare(b));
}

/** The keyboard's name of a POI in the planner: a connector says so, a POI its name and type. */
const describePoi = (poi: Poi) =>
  poi.pois_type === ConnectorType
    ? `${PoiSymbolMessages.connector} ${poi.puid}`
    : PoiSymbolMessages.poiButton(poi.name, poi.pois_type);

/**
 * The POIs toggle was just turned on and the floor's loaded list is empty
 * (docs/wifi-layers.md#layer-toggles).
 */
export function saysNoPoisYet(
  wasShown: boolean,
  shown: boolean,
  pois: readonly Poi[] | undefined,
): boolean {
  return shown && !wasShown && pois !== undefined && pois.length === 0;
}

const lonLat = (poi: Poi): [number, number] | null => {
  const at = poiPosition(poi);
  return at ? [at.lon, at.lat] : null;
};

/**
 * The POI layer of the main map (docs/pois-and-navigation.md#adding-a-poi): the selected floor's
 * POIs and connections, the info window of the selected POI, the temporary marker of a POI being
 * added, and edge mode. Editing is offered to those who may edit the space; the server checks every
 * call again.
 */
export function PoiLayer() {
  const { buid, selectedFloor, selectedFloorNumber } = useSelectedSpaceFloors();
  const { space } = useSelectedSpace();
  const { canEdit } = useSpacePermissions(space);
  const pois = useFloorPois(buid, selectedFloorNumber).data;
  const connections = useFloorConnections(buid, selectedFloorNumber).data;
  const actions = usePoiActions();
  const edge = useEdgeModeStore((state) => state.edge);
  const hidden = useEdgeModeStore((state) => state.hiddenConnections);
  const selectedPoi = useSelectionStore((state) => state.selectedPoi);
  const selectPoi = useSelectionStore((state) => state.selectPoi);
  const closeSpacePopup = useSelectionStore((state) => state.closePopup);
  const placing = usePlacePoiStore((state) => state.placePoi.name !== 'idle');
  const edgeOn = isEdgeModeOn(edge);
  // The POIs and Edges toggles of the layer quick actions (docs/wifi-layers.md#layer-toggles).
  const showPois = useWifiLayerStore((state) => state.pois);
  const showEdges = useWifiLayerStore((state) => state.edges);

  // The POIs toggle turned on for a floor without POIs says so.
  const poisWereShown = useRef(showPois);
  useEffect(() => {
    if (saysNoPoisYet(poisWereShown.current, showPois, pois)) {
      showAlert({ level: AlertLevel.warning, text: LayerMessages.noPoisYet });
    }
    poisWereShown.current = showPois;
  }, [showPois, pois]);

  // One info window at a time: a POI's (or a new POI's form) replaces the building's.
  useEffect(() => {
    if (placing || selectedPoi) closeSpacePopup();
  }, [placing, selectedPoi, closeSpacePopup]);

  useEffect(() => {
    setPoiDropCheck((position) => poiPlacementProblem(buid, selectedFloor, position));
    return () => setPoiDropCheck(null);
  }, [buid, selectedFloor]);

  // A pick made on one floor or space means nothing on another; without edit rights
  // there is nothing to connect.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the floor or space changes
  useEffect(() => {
    turnOffEdgeMode();
  }, [buid, selectedFloorNumber, canEdit]);

  const floorPois = pois ?? [];
  const byPuid = useMemo(() => new Map(floorPois.map((poi) => [poi.puid, poi])), [floorPois]);
  const lines = useMemo(
    () => connectionLines(connections ?? [], floorPois, hidden),
    [connections, floorPois, hidden],
  );
  const extraTypes = useMemo(() => customTypesOf(floorPois), [floorPois]);

  const highlighted = useMemo(() => {
    const set = new Set<string>();
    if (edge.name === 'picked' || edge.name === 'connecting') set.add(edge.first);
    if (edge.name === 'connecting') set.add(edge.second);
    if (!edgeOn && selectedPoi) set.add(selectedPoi);
    return set;
  }, [edge, edgeOn, selectedPoi]);

  const provisional = useMemo(() => {
    if (edge.name !== 'connecting') return null;
    const a = byPuid.get(edge.first);
    const b = byPuid.get(edge.second);
    const from = a ? lonLat(a) : null;
    const to = b ? lonLat(b) : null;
    return from && to ? ([from, to] as [[number, number], [number, number]]) : null;
  }, [edge, byPuid]);

  const onActivate = useCallback(
    (poi: Poi) => {
      if (isEdgeModeOn(useEdgeModeStore.getState().edge) && buid) {
        void clickPoiInEdgeMode(actions, buid, poi);
        return;
      }
      selectPoi(poi.puid);
    },
    [actions, buid, selectPoi],
  );

  const onMoved = useCallback(
    (poi: Poi, lat: number, lon: number) => void actions.movePoi(poi, lat, lon),
    [actions],
  );

  const onClickConnection = useCallback(
    (cuid: string) => {
      const connection = connections?.find((candidate) => candidate.cuid === cuid);
      if (connection) void clickConnection(actions, connection);
    },
    [actions, connections],
  );

  if (!buid || !selectedFloor) return null;
  const open = !edgeOn && selectedPoi ? byPuid.get(selectedPoi) : undefined;

  return (
    <>
      {showEdges && (
        <ConnectionLines
          lines={lines}
          provisional={provisional}
          onClickConnection={onClickConnection}
        />
      )}
      <AuditProblemRings pois={showPois ? floorPois : []} />
      <PoiSymbols
        pois={showPois ? floorPois : []}
        highlighted={highlighted}
        draggable={canEdit && !edgeOn}
        onActivate={onActivate}
        onMoved={onMoved}
        clicksEnabled={featureClicksEnabled}
        describe={describePoi}
      />
      {open && (
        <PoiInfoWindow
          poi={open}
          canEdit={canEdit}
          extraTypes={extraTypes}
          actions={actions}
          onClose={() => selectPoi(null)}
        />
      )}
      {canEdit && (
        <PendingPoiMarker
          buid={buid}
          floor={selectedFloor}
          extraTypes={extraTypes}
          actions={actions}
        />
      )}
    </>
  );
}
