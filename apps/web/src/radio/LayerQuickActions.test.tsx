import { AccesLayerMessages, LayerMessages, StorageKeys, WifiLayerMessages } from '@indoor/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEditorStore } from '../editor/editor';
import { useAlertStore } from '../state/alerts';
import { useSelectionStore } from '../state/selection';
import { useUiStore } from '../state/ui';
import { makeSessionUser, makeSpace, routedFetch, signInAs } from '../test/factories';
import { renderWithQueries } from '../test/render';
import { reapplyStoredAccesMode, useAccesStore } from './acces/accesStore';
import { AccessPointsToggle } from './access-points/AccessPointsToggle';
import { ColourBar } from './ColourBar';
import { LayerQuickActions } from './LayerQuickActions';
import { reapplyStoredChoices, setColourCounts, useWifiLayerStore } from './wifiLayerStore';

const alertText = () => useAlertStore.getState().alert?.text;

describe('the layer quick actions', () => {
  beforeEach(() => {
    window.localStorage.clear();
    reapplyStoredChoices();
    reapplyStoredAccesMode();
    useAlertStore.setState({ alert: null });
    useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: '0' });
    useUiStore.setState({ activeTab: 'spaces' });
    // The selected building is the signed-in user's own.
    signInAs(makeSessionUser({ id: 'user_1' }));
    vi.stubGlobal(
      'fetch',
      routedFetch({
        '/api/mapping/space/get': makeSpace({ buid: 'building_1', owner_id: 'user_1' }),
      }).fetchImpl,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signInAs(null);
  });

  it('turns the WiFi map on and stores YES, leaving the panel on its tab (tab 5 keeps the sub-tab)', () => {
    renderWithQueries(<LayerQuickActions />);
    const button = screen.getByTestId('quick-toggle-coverage');
    expect(button.textContent).toBe('Show WiFi Map');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('quick-status-coverage').textContent).toBe('WiFi Map is offline');
    fireEvent.click(button);
    expect(button.textContent).toBe('Hide WiFi Map');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('quick-status-coverage').textContent).toBe('WiFi Map is online');
    expect(window.localStorage.getItem(StorageKeys.radioHeatmapRSSMode)).toBe('YES');
    expect(useUiStore.getState().activeTab).toBe('spaces');
    expect(useWifiLayerStore.getState().heatmapsTab).toBe('coverage');
    fireEvent.click(button);
    expect(window.localStorage.getItem(StorageKeys.radioHeatmapRSSMode)).toBe('NO');
    expect(document.cookie).toContain('RSSClicked=NO');
  });

  it('re-applies the stored choices', () => {
    window.localStorage.setItem(StorageKeys.fingerprintsMode, 'YES');
    window.localStorage.setItem(StorageKeys.POIsMode, 'NO');
    reapplyStoredChoices();
    renderWithQueries(<LayerQuickActions />);
    expect(screen.getByTestId('quick-toggle-fingerprints').textContent).toBe('Hide Fingerprints');
    expect(screen.getByTestId('quick-toggle-pois').textContent).toBe('Show POIs');
    expect(screen.getByTestId('quick-status-pois').textContent).toBe('POIs is offline');
  });

  it('needs a selected floor, with the toggle’s own text', () => {
    useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: null });
    renderWithQueries(<LayerQuickActions />);
    fireEvent.click(screen.getByTestId('quick-toggle-fingerprintsTime'));
    expect(alertText()).toBe(LayerMessages.noFloorFor.fingerprintsTime);
    expect(useWifiLayerStore.getState().fingerprintsTime).toBe(false);
    fireEvent.click(screen.getByTestId('quick-toggle-edges'));
    expect(alertText()).toBe(LayerMessages.noFloorFor.edges);
  });

  it('turns the ACCES map on and off, stored as YES/NO under localizationAccMode', () => {
    renderWithQueries(<LayerQuickActions />);
    const button = screen.getByTestId('quick-toggle-acces');
    expect(button.textContent).toBe('Show ACCES Map');
    expect(screen.getByTestId('quick-status-acces').textContent).toBe('Localization is offline');
    fireEvent.click(button);
    expect(button.textContent).toBe('Hide ACCES Map');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('quick-status-acces').textContent).toBe('Localization is online');
    expect(window.localStorage.getItem(StorageKeys.localizationAccMode)).toBe('YES');
    expect(useUiStore.getState().activeTab).toBe('spaces');
    fireEvent.click(button);
    expect(button.textContent).toBe('Show ACCES Map');
    expect(window.localStorage.getItem(StorageKeys.localizationAccMode)).toBe('NO');
  });

  it('needs a selected floor for the ACCES map', () => {
    useSelectionStore.setState({ selectedBuid: 'building_1', selectedFloor: null });
    renderWithQueries(<LayerQuickActions />);
    fireEvent.click(screen.getByTestId('quick-toggle-acces'));
    expect(alertText()).toBe(AccesLayerMessages.noFloor);
    expect(useAccesStore.getState().shown).toBe(false);
    expect(window.localStorage.getItem(StorageKeys.localizationAccMode)).toBeNull();
  });

  it('asks for the fingerprints before delete mode, then enters it', () => {
    renderWithQueries(<LayerQuickActions />);
    fireEvent.click(screen.getByTestId('quick-toggle-deleteMode'));
    expect(alertText()).toBe(LayerMessages.pressShowFingerprints);
    expect(screen.getByTestId('quick-status-deleteMode').textContent).toBe('Delete mode OFF');
    fireEvent.click(screen.getByTestId('quick-toggle-fingerprints'));
    fireEvent.click(screen.getByTestId('quick-toggle-deleteMode'));
    expect(useEditorStore.getState().modeId).toBe('delete-fingerprints');
    expect(screen.getByTestId('quick-status-deleteMode').textContent).toBe('Delete mode ON');
    expect(useWifiLayerStore.getState().heatmapsTab).toBe('fingerprints');
    fireEvent.click(screen.getByTestId('quick-toggle-deleteMode'));
    expect(useEditorStore.getState().modeId).toBe('browse');
  });

  it('keeps delete mode off, saying why, for a building the user may not change', async () => {
    signInAs(makeSessionUser({ id: 'someone_else', username: 'sam' }));
    renderWithQueries(<LayerQuickActions />);
    const toggle = screen.getByTestId('quick-toggle-deleteMode') as HTMLButtonElement;
    await waitFor(() => expect(toggle.disabled).toBe(true));
    expect(toggle.title).toBe(WifiLayerMessages.deleteNotAllowed);
    fireEvent.click(toggle);
    expect(useEditorStore.getState().modeId).toBe('browse');
  });

  it('renders the access-point toggle in its slot', () => {
    renderWithQueries(<LayerQuickActions accessPointsToggle={<li data-testid="ap-slot">AP</li>} />);
    expect(screen.getByTestId('ap-slot').textContent).toBe('AP');
  });
});

describe('the colour bar', () => {
  beforeEach(() => {
    useAlertStore.setState({ alert: null });
    useWifiLayerStore.setState({ hiddenColours: [] });
    setColourCounts({ green: 2, orange: 1 });
  });

  it('hides and shows a colour, with the tooltips, and fades the swatch', () => {
    render(<ColourBar />);
    const green = screen.getByTestId('colour-swatch-green');
    expect(green.getAttribute('title')).toBe('click to hide green ones');
    expect(green.getAttribute('data-count')).toBe('2');
    fireEvent.click(green);
    expect(useWifiLayerStore.getState().hiddenColours).toEqual(['green']);
    expect(green.getAttribute('title')).toBe('click to show green ones');
    expect(green.className).toContain('colour-bar__swatch--hidden');
    fireEvent.click(green);
    expect(useWifiLayerStore.getState().hiddenColours).toEqual([]);
  });

  it('says when the coverage has no square of a colour', () => {
    render(<ColourBar />);
    fireEvent.click(screen.getByTestId('colour-swatch-red'));
    expect(alertText()).toBe(LayerMessages.noSquaresOfColour('red'));
    expect(useWifiLayerStore.getState().hiddenColours).toEqual([]);
  });

  it('keeps the fingerprints sub-tab for the POI and edge shortcuts, without leaving the tab', () => {
    renderWithQueries(<LayerQuickActions />);
    for (const action of ['pois', 'edges']) {
      useWifiLayerStore.setState({ heatmapsTab: 'coverage' });
      useUiStore.setState({ activeTab: 'spaces' });
      fireEvent.click(screen.getByTestId(`quick-toggle-${action}`));
      expect(useUiStore.getState().activeTab).toBe('spaces');
      expect(useWifiLayerStore.getState().heatmapsTab).toBe('fingerprints');
    }
  });

  it('keeps the Access Points sub-tab from its shortcut, without leaving the tab', () => {
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
    renderWithQueries(<AccessPointsToggle testIdPrefix="quick-access-points" quickAction />);
    useUiStore.setState({ activeTab: 'pois' });
    fireEvent.click(screen.getByTestId('quick-access-points-toggle'));
    expect(useUiStore.getState().activeTab).toBe('pois');
    expect(useWifiLayerStore.getState().heatmapsTab).toBe('access-points');
    vi.unstubAllGlobals();
  });
});
