import {
  CommonUiMessages,
  MapDefaults,
  PanelIntroMessages,
  type Poi,
  PoiEditorMessages,
  PoiMessages,
  poiPosition,
} from '@indoor/domain';
import { useState } from 'react';
import { AssetRegisterLink } from '../assets/AssetRegisterLink';
import { Spinner } from '../components/Spinner';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { useCamera } from '../map/camera';
import { PanelIntro } from '../panels/PanelIntro';
import { TabBar, tabButtonId, tabPanelId } from '../panels/TabBar';
import { useSpacePermissions } from '../spaces/permissions';
import { useSelectedSpace } from '../spaces/useSelectedSpace';
import { useSelectionStore } from '../state/selection';
import { DoorPathsButton } from './DoorPathsButton';
import { EditToolbar } from './EditToolbar';
import { GraphIssuesList } from './GraphIssuesList';
import { PoiPalette } from './PoiPalette';
import { isConnector } from './poiForm';
import { useFloorPois } from './poiQueries';

type PoisTab = 'view' | 'edit';
const poiTabs = [
  { id: 'view', number: 1, title: PoiEditorMessages.poisTab },
  { id: 'edit', number: 2, title: PoiEditorMessages.editTab },
] as const;
const subTabId = (tab: PoisTab) => `pois-${tab}`;

/** The floor's POIs as a list; choosing one opens its info window and flies to it. */
function FloorPoiList({ pois, selected }: { pois: readonly Poi[]; selected: string | null }) {
  const selectPoi = useSelectionStore((state) => state.selectPoi);
  const { flyTo } = useCamera();
  const named = pois.filter((poi) => !isConnector(poi));
  if (named.length === 0) return <p className="panel__note">{PoiEditorMessages.noPoisOnFloor}</p>;
  return (
    <>
      <p className="panel__note">{PoiEditorMessages.floorPois(named.length)}</p>
      <ul
        className="floor-list"
        aria-label={PoiEditorMessages.floorPoisList}
        data-testid="floor-poi-list"
      >
        {named.map((poi) => (
          <li key={poi.puid}>
            <button
              type="button"
              className="floor-list__item"
              aria-current={poi.puid === selected ? 'true' : undefined}
              data-testid="floor-poi-item"
              onClick={() => {
                selectPoi(poi.puid);
                const at = poiPosition(poi);
                if (at) flyTo({ ...at, zoom: MapDefaults.centringZoom });
              }}
            >
              <span className="floor-list__name">{poi.name}</span>
              <span className="floor-list__meta">{poi.pois_type}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function PoisPanel() {
  const [tab, setTab] = useState<PoisTab>('view');
  const { buid, selectedFloor, selectedFloorNumber } = useSelectedSpaceFloors();
  const { space } = useSelectedSpace();
  const { canEdit } = useSpacePermissions(space);
  const pois = useFloorPois(buid, selectedFloorNumber);
  const selectedPoi = useSelectionStore((state) => state.selectedPoi);
  const selectFloor = useSelectionStore((state) => state.selectFloor);
  const selectPoi = useSelectionStore((state) => state.selectPoi);
  const floorPoiName = (puid: string) => pois.data?.find((poi) => poi.puid === puid)?.name ?? puid;

  return (
    <>
      <PanelIntro>{PanelIntroMessages.pois}</PanelIntro>
      <p className="panel__note">
        <AssetRegisterLink />
      </p>
      {buid === null || selectedFloor === null ? (
        <p className="panel__note" data-testid="pois-no-floor">
          {PoiEditorMessages.selectSpaceFirst}
        </p>
      ) : (
        <>
          {space && <p className="floors-panel__space">{space.name}</p>}
          <TabBar
            tabs={poiTabs.map((t) => ({ ...t, id: subTabId(t.id) }))}
            activeId={subTabId(tab)}
            onSelect={(id) => setTab(id === subTabId('edit') ? 'edit' : 'view')}
            label={PoiEditorMessages.tabsLabel}
          />
          {poiTabs.map((t) => (
            <div
              key={t.id}
              id={tabPanelId(subTabId(t.id))}
              role="tabpanel"
              aria-labelledby={tabButtonId(subTabId(t.id))}
              className="floors-panel__tab"
              data-testid={tabPanelId(subTabId(t.id))}
              hidden={t.id !== tab}
            >
              {t.id === tab && t.id === 'view' && (
                <>
                  {pois.isPending && <Spinner label={PoiEditorMessages.loadingPois} />}
                  {pois.isError && (
                    <div className="panel__note">
                      <p>{PoiMessages.fetchFailed}</p>
                      <button type="button" className="button" onClick={() => pois.refetch()}>
                        {CommonUiMessages.tryAgain}
                      </button>
                    </div>
                  )}
                  {pois.data && <FloorPoiList pois={pois.data} selected={selectedPoi} />}
                  <GraphIssuesList
                    buid={buid}
                    pois={pois.data ?? []}
                    onSelectPoi={(puid, floorNumber) => {
                      if (floorNumber !== '') selectFloor(floorNumber);
                      selectPoi(puid);
                    }}
                    onSelectFloor={selectFloor}
                  />
                </>
              )}
              {t.id === tab && t.id === 'edit' && (
                <>
                  {!canEdit && <p className="panel__note">{PoiEditorMessages.signInToEdit}</p>}
                  <PoiPalette enabled={canEdit} />
                  {canEdit && <EditToolbar floorPoiName={floorPoiName} />}
                  {canEdit && selectedFloorNumber !== null && (
                    <DoorPathsButton buid={buid} floorNumber={selectedFloorNumber} />
                  )}
                </>
              )}
            </div>
          ))}
        </>
      )}
    </>
  );
}
