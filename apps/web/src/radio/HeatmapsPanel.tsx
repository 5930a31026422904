import {
  AlertLevel,
  FetchMessages,
  PanelIntroMessages,
  RadioMessages,
  WifiLayerMessages,
} from '@indoor/domain';
import { useEffect } from 'react';
import { errorMessage } from '../api/client';
import { FloorSelector } from '../floors/FloorSelector';
import { useSelectedSpaceFloors } from '../floors/floorState';
import { PanelIntro } from '../panels/PanelIntro';
import { TabBar, tabPanelId } from '../panels/TabBar';
import { useSpacePermissions } from '../spaces/permissions';
import { useSelectedSpace } from '../spaces/useSelectedSpace';
import { showAlert } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { AccesSection } from './acces/AccesSection';
import { AccessPointsSection } from './access-points/AccessPointsSection';
import { ColourBar } from './ColourBar';
import {
  QuickActionButton,
  type QuickActionToggle,
  useQuickActionToggles,
} from './LayerQuickActions';
import { type LayerAction, runLayerAction } from './layerActions';
import { RadiomapSection } from './RadiomapSection';
import { undatedFingerprintsText, useRadiomapDays, useUndatedFingerprints } from './radiomaps';
import { TimeChart } from './TimeChart';
import {
  type HeatmapsTab,
  setHeatmapsTab,
  turnOffForFloor,
  useWifiLayerStore,
} from './wifiLayerStore';

const subTabIds: readonly HeatmapsTab[] = [
  'coverage',
  'fingerprints',
  'time',
  'access-points',
  'radiomaps',
];
const subTabs = subTabIds.map((id, index) => ({
  id,
  number: index + 1,
  title: WifiLayerMessages.subTabs[id],
}));

const actionsOf: Record<HeatmapsTab, LayerAction[]> = {
  coverage: ['coverage', 'acces'],
  fingerprints: ['fingerprints', 'pois', 'edges', 'deleteMode'],
  time: ['fingerprintsTime', 'coverageTime'],
  'access-points': [],
  radiomaps: [],
};

function Buttons({ toggles, tab }: { toggles: QuickActionToggle[]; tab: HeatmapsTab }) {
  return (
    <ul className="layer-toggles" aria-label={WifiLayerMessages.layers}>
      {toggles
        .filter((toggle) => actionsOf[tab].includes(toggle.action))
        .map((toggle) => (
          <QuickActionButton
            key={toggle.action}
            toggle={toggle}
            onPress={runLayerAction}
            testIdPrefix="layer"
          />
        ))}
    </ul>
  );
}

function TimeBar({ buid, floor }: { buid: string; floor: string }) {
  const days = useRadiomapDays(buid, floor);
  const undated = useUndatedFingerprints(buid, floor);
  // No per-day counts, no time bar: the server's warning, and the time modes off
  // (docs/wifi-layers.md#time-modes).
  useEffect(() => {
    if (!days.error) return;
    showAlert({
      level: AlertLevel.warning,
      text: errorMessage(days.error, FetchMessages.fingerprints),
    });
    turnOffForFloor('fingerprintsTime');
    turnOffForFloor('coverageTime');
  }, [days.error]);
  if (!days.data) return null;
  const undatedLine = undatedFingerprintsText(undated.data ?? 0);
  return (
    <>
      <TimeChart days={days.data} />
      {undatedLine && (
        <p className="panel__note" data-testid="time-bar-undated">
          {undatedLine}
        </p>
      )}
    </>
  );
}

export function HeatmapsPanel() {
  const { buid, floors, selectedFloor, selectedFloorNumber } = useSelectedSpaceFloors();
  const { space } = useSelectedSpace();
  const { canEdit } = useSpacePermissions(space);
  const selectFloor = useSelectionStore((state) => state.selectFloor);
  const tab = useWifiLayerStore((state) => state.heatmapsTab);
  const coverageShown = useWifiLayerStore((state) => state.coverage || state.coverageTime);
  const timeShown = useWifiLayerStore((state) => state.fingerprintsTime || state.coverageTime);
  const toggles = useQuickActionToggles();

  return (
    <>
      <PanelIntro>{PanelIntroMessages.heatmaps}</PanelIntro>
      {buid === null || selectedFloor === null ? (
        <p className="panel__note" data-testid="heatmaps-no-floor">
          {RadioMessages.selectFloor}
        </p>
      ) : (
        <>
          {space && <p className="floors-panel__space">{space.name}</p>}
          {floors && (
            <FloorSelector
              floors={floors}
              selected={selectedFloorNumber}
              onSelect={selectFloor}
              testId="heatmaps-floor-selector"
            />
          )}
          <TabBar
            tabs={subTabs}
            activeId={tab}
            onSelect={setHeatmapsTab}
            label={WifiLayerMessages.subTabsLabel}
          />
          <div
            id={tabPanelId(tab)}
            role="tabpanel"
            className="heatmaps-panel__tab"
            data-testid={`heatmaps-subtab-${tab}`}
          >
            {tab === 'coverage' && (
              <>
                <Buttons toggles={toggles} tab="coverage" />
                {coverageShown && <ColourBar />}
                <AccesSection spaceName={space?.name ?? null} />
              </>
            )}
            {tab === 'fingerprints' && (
              <>
                <Buttons toggles={toggles} tab="fingerprints" />
                <p className="panel__note" data-testid="heatmaps-delete-note">
                  {canEdit ? WifiLayerMessages.drawRectangle : WifiLayerMessages.deleteNotAllowed}
                </p>
              </>
            )}
            {tab === 'time' && (
              <>
                <Buttons toggles={toggles} tab="time" />
                {timeShown && <TimeBar buid={buid} floor={selectedFloor.floor_number} />}
              </>
            )}
            {tab === 'access-points' && <AccessPointsSection />}
            {tab === 'radiomaps' && (
              <RadiomapSection
                key={`${buid}/${selectedFloor.floor_number}`}
                buid={buid}
                floor={selectedFloor}
                canEdit={canEdit}
              />
            )}
          </div>
        </>
      )}
    </>
  );
}
