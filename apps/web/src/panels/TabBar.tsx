import type { KeyboardEvent } from 'react';

export interface TabDescriptor<Id extends string> {
  id: Id;
  number: number;
  title: string;
}

interface TabBarProps<Id extends string> {
  tabs: readonly TabDescriptor<Id>[];
  activeId: Id;
  onSelect: (id: Id) => void;
  label: string;
}

export const tabButtonId = (id: string) => `tab-${id}`;
export const tabPanelId = (id: string) => `tabpanel-${id}`;

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move the focus and
 * select the tab; only the active tab is in the Tab order (roving tabindex).
 */
export function TabBar<Id extends string>({ tabs, activeId, onSelect, label }: TabBarProps<Id>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    // Steps go from the focused tab (it may differ from the active one after a click elsewhere).
    const focusedId = (event.target as HTMLElement).id;
    const focused = tabs.findIndex((tab) => tabButtonId(tab.id) === focusedId);
    const current = focused >= 0 ? focused : tabs.findIndex((tab) => tab.id === activeId);
    const next = tabs[step(Math.max(current, 0), tabs.length)];
    if (!next) return;
    onSelect(next.id);
    document.getElementById(tabButtonId(next.id))?.focus();
  };

  return (
    <div className="tab-bar" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.id === activeId;
        return (
          <button
            key={tab.id}
            id={tabButtonId(tab.id)}
            type="button"
            role="tab"
            className="tab-bar__tab"
            aria-selected={active}
            aria-controls={tabPanelId(tab.id)}
            tabIndex={active ? 0 : -1}
            data-testid={tabButtonId(tab.id)}
            onClick={() => onSelect(tab.id)}
          >
            <span className="tab-bar__number">{tab.number}</span>{' '}
            <span className="tab-bar__title">{tab.title}</span>
          </button>
        );
      })}
    </div>
  );
}
