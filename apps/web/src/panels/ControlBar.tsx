import {
  AppShellMessages,
  ControlTabs,
  controlTabsFor,
  DefaultPhoneSheetSize,
  formatVersion,
  nextPhoneSheetSize,
  type PhoneSheetSize,
  phoneSheetExpanded,
} from '@indoor/domain';
import { useEffect, useState } from 'react';
import { IconButton } from '../components/IconButton';
import { ControlBarOfflineNotice } from '../connectivity/OfflineNotice';
import { ControlBarActions } from '../geolocation/ControlBarActions';
import { useVersion } from '../state/serverData';
import { selectSignedInUser, useSessionStore } from '../state/session';
import { useUiStore } from '../state/ui';
import { panelsByTab } from './registry';
import { TabBar, tabButtonId, tabPanelId } from './TabBar';

function VersionLabel() {
  const version = useVersion();
  if (!version.data) return null;
  return (
    <span className="control-bar__version">
      {AppShellMessages.version(formatVersion(version.data))}
    </span>
  );
}

const CONTROL_BAR_ID = 'control-bar';

/**
 * On a phone (styles.css), the button that steps the control bar through its heights: its
 * header alone, half the screen, all of it. Hidden on wider screens, where the bar is a
 * column beside the map.
 */
function PhoneSheetButton({
  size,
  onChange,
}: {
  size: PhoneSheetSize;
  onChange: (size: PhoneSheetSize) => void;
}) {
  const label = AppShellMessages.phoneSheetButton[size];
  return (
    <button
      type="button"
      className="icon-button control-bar__sheet-toggle"
      aria-expanded={phoneSheetExpanded(size)}
      aria-controls={CONTROL_BAR_ID}
      aria-label={label}
      title={label}
      data-testid="control-bar-size"
      onClick={() => onChange(nextPhoneSheetSize(size))}
    >
      <span aria-hidden="true">{size === 'full' ? '▼' : '▲'}</span>
    </button>
  );
}

export function ControlBar() {
  const chosenTab = useUiStore((state) => state.activeTab);
  const setActiveTab = useUiStore((state) => state.setActiveTab);
  const openWelcome = useUiStore((state) => state.openWelcome);
  // Each role is offered the tabs it works with (an auditor: audit routes and account),
  // by the role the server stored, not the display role a username may suggest.
  const offered = controlTabsFor(useSessionStore(selectSignedInUser)?.role ?? null);
  const tabs = ControlTabs.filter((tab) => offered.includes(tab.id));
  const activeTab = offered.includes(chosenTab) ? chosenTab : (tabs[0]?.id ?? chosenTab);
  const [sheet, setSheet] = useState<PhoneSheetSize>(DefaultPhoneSheetSize);
  useEffect(() => {
    if (activeTab !== chosenTab) setActiveTab(activeTab);
  }, [activeTab, chosenTab, setActiveTab]);

  return (
    <aside
      id={CONTROL_BAR_ID}
      className="control-bar"
      data-testid="control-bar"
      data-sheet={sheet}
      aria-label={AppShellMessages.controlBar}
    >
      <header className="control-bar__header">
        <h1 className="control-bar__title">{AppShellMessages.appTitle}</h1>
        <ControlBarActions />
        <PhoneSheetButton size={sheet} onChange={setSheet} />
      </header>
      <TabBar
        tabs={tabs}
        activeId={activeTab}
        onSelect={setActiveTab}
        label={AppShellMessages.controlBarTabs}
      />
      <ControlBarOfflineNotice activeTab={activeTab} />
      {tabs.map((tab) => {
        const active = tab.id === activeTab;
        // Inactive panels stay in the DOM (hidden) so every tab's aria-controls resolves.
        const Panel = panelsByTab[tab.id];
        return (
          <section
            key={tab.id}
            id={tabPanelId(tab.id)}
            role="tabpanel"
            className="control-bar__panel"
            aria-labelledby={tabButtonId(tab.id)}
            data-testid={tabPanelId(tab.id)}
            hidden={!active}
          >
            {active && (
              <>
                <h2 className="panel__title">{tab.title}</h2>
                <Panel />
              </>
            )}
          </section>
        );
      })}
      <footer className="control-bar__footer">
        <VersionLabel />
        <IconButton
          label={AppShellMessages.aboutPlanner}
          className="control-bar__help"
          testId="welcome-open"
          onClick={openWelcome}
        >
          ?
        </IconButton>
      </footer>
    </aside>
  );
}
