import { ControlTabs } from '@indoor/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../state/ui';
import { makeSpace, routedFetch } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { ControlBar } from './ControlBar';

vi.mock('../map/camera', () => ({
  useCamera: () => ({ flyTo: vi.fn(), zoomIn: vi.fn(), zoomOut: vi.fn() }),
}));

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
});
