import { PanelIntroMessages, SpaceUiMessages } from '@indoor/domain';
import { PanelIntro } from '../panels/PanelIntro';
import { TabBar, tabButtonId, tabPanelId } from '../panels/TabBar';
import { useUiStore } from '../state/ui';
import { SpaceEditTab } from './SpaceEditTab';
import { SpaceViewTab } from './SpaceViewTab';

const SPACE_TABS = [
  { id: 'view', number: 1, title: SpaceUiMessages.viewTab },
  { id: 'edit', number: 2, title: SpaceUiMessages.editTab },
] as const;

const subTabId = (id: string) => `space-${id}`;

/** The building panel: tab 1 views and adds spaces, tab 2 edits the selected one. */
export function SpacesPanel() {
  const spacesTab = useUiStore((state) => state.spacesTab);
  const setSpacesTab = useUiStore((state) => state.setSpacesTab);
  const tabs = SPACE_TABS.map((tab) => ({ ...tab, id: subTabId(tab.id) }));

  return (
    <>
      <PanelIntro>{PanelIntroMessages.spaces}</PanelIntro>
      <div className="sub-tabs">
        <TabBar
          tabs={tabs}
          activeId={subTabId(spacesTab)}
          onSelect={(id) => setSpacesTab(id === subTabId('edit') ? 'edit' : 'view')}
          label={SpaceUiMessages.tabsLabel}
        />
      </div>
      {SPACE_TABS.map((tab) => (
        <div
          key={tab.id}
          id={tabPanelId(subTabId(tab.id))}
          role="tabpanel"
          aria-labelledby={tabButtonId(subTabId(tab.id))}
          data-testid={tabPanelId(subTabId(tab.id))}
          className="sub-tabs__panel"
          hidden={tab.id !== spacesTab}
        >
          {tab.id === spacesTab && (tab.id === 'view' ? <SpaceViewTab /> : <SpaceEditTab />)}
        </div>
      ))}
    </>
  );
}
