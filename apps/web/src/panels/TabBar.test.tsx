import { type ControlTabId, ControlTabs } from '@indoor/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';

function StatefulTabBar() {
  const [active, setActive] = useState<ControlTabId>('spaces');
  return (
    <TabBar tabs={ControlTabs} activeId={active} onSelect={setActive} label="Control bar tabs" />
  );
}

const selectedTab = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('TabBar', () => {
  it('names each tab by number and title and selects tab 1 first', () => {
    render(<StatefulTabBar />);
    expect(screen.getByRole('tab', { name: '1 Spaces' })).toBe(selectedTab());
    expect(screen.getByRole('tab', { name: '7 Audit routes' }).dataset.testid).toBe(
      'tab-audit-routes',
    );
    expect(screen.getAllByRole('tab')).toHaveLength(ControlTabs.length);
  });

  it('moves selection and focus with the arrow keys, wrapping at both ends', () => {
    render(<StatefulTabBar />);
    const first = screen.getByRole('tab', { name: '1 Spaces' });
    first.focus();

    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('tab', { name: '2 Floors' });
    expect(selectedTab()).toBe(second);
    expect(document.activeElement).toBe(second);

    fireEvent.keyDown(second, { key: 'ArrowLeft' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: '8 Account' });
    expect(selectedTab()).toBe(last);
    expect(document.activeElement).toBe(last);

    fireEvent.keyDown(last, { key: 'ArrowRight' });
    expect(selectedTab()).toBe(first);
  });

  it('jumps with Home and End and keeps only the active tab in the Tab order', () => {
    render(<StatefulTabBar />);
    const first = screen.getByRole('tab', { name: '1 Spaces' });
    fireEvent.keyDown(first, { key: 'End' });
    expect(selectedTab()?.textContent).toBe('8 Account');
    fireEvent.keyDown(selectedTab() as HTMLElement, { key: 'Home' });
    expect(selectedTab()).toBe(first);
    const tabbable = screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0);
    expect(tabbable).toEqual([first]);
  });

  it('selects a tab on click', () => {
    render(<StatefulTabBar />);
    fireEvent.click(screen.getByTestId('tab-heatmaps'));
    expect(selectedTab()?.textContent).toBe('5 Heatmaps');
  });
});
