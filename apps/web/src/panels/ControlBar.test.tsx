import {
  AppShellMessages,
  AuditRouteWebMessages,
  ConnectivityMessages,
  ControlTabs,
} from '@indoor/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../state/ui';
import { makeSessionUser, makeSpace, routedFetch, signInAs } from '../test/factories';
import { setBrowserOnline } from '../test/network';
import { renderWithQueries } from '../test/render';
import { ControlBar } from './ControlBar';

vi.mock('../map/camera', () => ({
  useCamera: () => ({ flyTo: vi.fn(), zoomIn: vi.fn(), zoomOut: vi.fn() }),
}));

const mainTabs = () =>
  within(screen.getByRole('tablist', { name: AppShellMessages.controlBarTabs })).getAllByRole(
    'tab',
  );

describe('ControlBar', () => {
  beforeEach(() => {
    useUiStore.setState({ activeTab: 'spaces', welcomeOpen: false });
    vi.stubGlobal(
      'fetch',
      routedFetch({
        '/api/version': { version: '0.1.0', variant: 'dev' },
        '/api/mapping/space/public': { spaces: [makeSpace()] },
      }).fetchImpl,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the formatted version in its footer', async () => {
    renderWithQueries(<ControlBar />);
    expect(await screen.findByText('Version 0.1.0-dev')).toBeTruthy();
  });

  it('links every tab to its panel and shows only the active one', async () => {
    renderWithQueries(<ControlBar />);
    await screen.findByText('Main Library');
    for (const tab of ControlTabs) {
      const button = screen.getByTestId(`tab-${tab.id}`);
      const panel = screen.getByTestId(`tabpanel-${tab.id}`);
      expect(button.getAttribute('aria-controls')).toBe(panel.id);
      expect(panel.getAttribute('aria-labelledby')).toBe(button.id);
      expect(panel.hidden).toBe(tab.id !== 'spaces');
    }

    fireEvent.click(screen.getByRole('tab', { name: '7 Audit routes' }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.dataset.testid).toBe('tabpanel-audit-routes');
    expect(screen.getByRole('heading', { name: 'Audit routes' })).toBeTruthy();
    expect(panel.textContent).toMatch(/plan or carry out audit routes/);
  });

  it('reopens the welcome modal from the "?" button', () => {
    renderWithQueries(<ControlBar />);
    fireEvent.click(screen.getByRole('button', { name: 'About this planner' }));
    expect(useUiStore.getState().welcomeOpen).toBe(true);
  });

  it("steps the phone sheet's height with a button that says what it does", () => {
    renderWithQueries(<ControlBar />);
    const bar = screen.getByTestId('control-bar');
    const button = screen.getByTestId('control-bar-size');
    expect(button.getAttribute('aria-controls')).toBe(bar.id);
    const states: (string | null | undefined)[][] = [];
    for (let press = 0; press < 4; press += 1) {
      states.push([
        bar.dataset.sheet,
        button.getAttribute('aria-expanded'),
        button.getAttribute('aria-label'),
      ]);
      fireEvent.click(button);
    }
    expect(states).toEqual([
      ['half', 'true', AppShellMessages.phoneSheetButton.half],
      ['full', 'true', AppShellMessages.phoneSheetButton.full],
      ['peek', 'false', AppShellMessages.phoneSheetButton.peek],
      ['half', 'true', AppShellMessages.phoneSheetButton.half],
    ]);
  });

  it('says offline, right under the tabs, what the shown tab can still do', async () => {
    signInAs(makeSessionUser({ id: 'aud_1', username: 'ann', role: 'auditor' }));
    try {
      renderWithQueries(<ControlBar />);
      await waitFor(() => expect(useUiStore.getState().activeTab).toBe('audit-routes'));
      const tablist = screen.getByRole('tablist', { name: AppShellMessages.controlBarTabs });
      const notice = screen.getByTestId('offline-notice');
      expect(tablist.nextElementSibling).toBe(notice);
      expect(notice.textContent).toBe('');
      setBrowserOnline(false);
      expect(notice.textContent).toBe(
        `${ConnectivityMessages.offline} ${ConnectivityMessages.resultsKept}`,
      );
      fireEvent.click(screen.getByRole('tab', { name: '8 Account' }));
      expect(notice.textContent).toBe(
        `${ConnectivityMessages.offline} ${ConnectivityMessages.editsWait}`,
      );
    } finally {
      signInAs(null);
    }
  });

  it('offers an auditor only their audit routes and their account, opening on the routes', async () => {
    signInAs(makeSessionUser({ id: 'aud_1', username: 'ann', role: 'auditor' }));
    try {
      renderWithQueries(<ControlBar />);
      const tabs = mainTabs().map((tab) => tab.textContent);
      expect(tabs).toEqual(['7 Audit routes', '8 Account']);
      await waitFor(() => expect(useUiStore.getState().activeTab).toBe('audit-routes'));
      expect(screen.getByRole('tabpanel').dataset.testid).toBe('tabpanel-audit-routes');
      expect(screen.queryByTestId('tabpanel-floors')).toBeNull();
    } finally {
      signInAs(null);
    }
  });

  it('offers every tab to a plain user, whose audit tab says how to become a planner', () => {
    signInAs(makeSessionUser({ role: 'user' }));
    try {
      renderWithQueries(<ControlBar />);
      expect(mainTabs()).toHaveLength(ControlTabs.length);
      fireEvent.click(screen.getByRole('tab', { name: '7 Audit routes' }));
      expect(screen.getByRole('tabpanel').textContent).toContain(
        AuditRouteWebMessages.introNotAllowed,
      );
    } finally {
      signInAs(null);
    }
  });
});
