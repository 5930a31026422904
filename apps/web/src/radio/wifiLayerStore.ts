import {
  CookieNames,
  LayerMessages,
  RadiomapFormatMessages,
  SessionConstants,
  StorageKeys,
} from '@indoor/domain';
import { create } from 'zustand';
import { readCookie, writeCookie } from '../session/cookies';
import { readLocal, writeLocal } from '../state/storage';
import type { SignalColour } from './coverage';
import type { TimeRange } from './timeChart';

/** The wifi layers and map layers the quick actions switch (docs/wifi-layers.md#layer-toggles). */
export type WifiLayerId =
  | 'coverage'
  | 'coverageTime'
  | 'fingerprints'
  | 'fingerprintsTime'
  | 'pois'
  | 'edges';

export type LayerChoices = Record<WifiLayerId, boolean>;

/**
 * Where each choice is stored as YES/NO (docs/map-and-editor.md#remembered-state). WiFi Map By Time
 * is one of the "other heatmap modes" kept as plain booleans: not stored.
 */
export const layerStorageKeys: Record<WifiLayerId, string | null> = {
  coverage: StorageKeys.radioHeatmapRSSMode,
  coverageTime: null,
  fingerprints: StorageKeys.fingerprintsMode,
  fingerprintsTime: StorageKeys.fingerPrintsTimeMode,
  pois: StorageKeys.POIsMode,
  edges: StorageKeys.connectionsMode,
};

/** Without a stored choice POIs and edges are shown and the wifi layers are not. */
const defaults: LayerChoices = {
  coverage: false,
  coverageTime: false,
  fingerprints: false,
  fingerprintsTime: false,
  pois: true,
  edges: true,
};

export const layerIds = Object.keys(defaults) as WifiLayerId[];

/**
 * The stored choices: YES is on, NO is off, anything else the default. Coverage without
 * a stored YES/NO follows the RSSClicked cookie (docs/wifi-layers.md#layer-toggles).
 */
export function readLayerChoices(
  read: (key: string) => string | null,
  rssClicked: string | null = null,
): LayerChoices {
  const choices = { ...defaults };
  for (const id of layerIds) {
    const key = layerStorageKeys[id];
    const stored = key ? read(key) : null;
    if (stored === 'YES') choices[id] = true;
    else if (stored === 'NO') choices[id] = false;
    else if (id === 'coverage' && (rssClicked === 'YES' || rssClicked === 'NO')) {
      choices[id] = rssClicked === 'YES';
    }
  }
  return choices;
}

const storedChoices = (): LayerChoices =>
  readLayerChoices(readLocal, readCookie(CookieNames.RSSClicked));

export const yesNo = (on: boolean): 'YES' | 'NO' => (on ? 'YES' : 'NO');

/** The 'No floor selected (for …)' text of each toggle. */
export const noFloorText: Record<WifiLayerId, string> = {
  coverage: LayerMessages.noFloorFor.coverage,
  coverageTime: LayerMessages.noFloorFor.coverage,
  fingerprints: LayerMessages.noFloorFor.fingerprints,
  fingerprintsTime: LayerMessages.noFloorFor.fingerprintsTime,
  pois: LayerMessages.noFloorFor.pois,
  edges: LayerMessages.noFloorFor.edges,
};

/**
 * A "not mapped" text that points to the mobile app store, followed by the file formats this
 * server takes instead (docs/wifi-layers.md#layer-toggles).
 */
export const notMappedText = (text: string): string =>
  `${text} ${RadiomapFormatMessages.acceptedInstead}`;

/** The sub-tabs of the heatmap tab (docs/map-and-editor.md#control-bar-tabs). */
export type HeatmapsTab = 'coverage' | 'fingerprints' | 'time' | 'access-points' | 'radiomaps';

/** Which sub-tab holds the button of each toggle (POIs and edges: the fingerprints one). */
export const layerSubTab: Record<WifiLayerId | 'deleteMode', HeatmapsTab> = {
  coverage: 'coverage',
  coverageTime: 'time',
  fingerprints: 'fingerprints',
  fingerprintsTime: 'time',
  pois: 'fingerprints',
  edges: 'fingerprints',
  deleteMode: 'fingerprints',
};

interface WifiLayerState extends LayerChoices {
  /** Coverage colours the colour bar hid. */
  hiddenColours: SignalColour[];
  /** The time range chosen on the chart; null: all time. */
  range: TimeRange | null;
  heatmapsTab: HeatmapsTab;
  /** The coverage points of each colour drawn now (null: no coverage drawn). */
  colourCounts: Partial<Record<SignalColour, number>> | null;
  /** How many times the time modes were toggled off and on again (the reset link). */
  timeRedraws: number;
}

export const useWifiLayerStore = create<WifiLayerState>()(() => ({
  ...storedChoices(),
  hiddenColours: [],
  range: null,
  heatmapsTab: 'coverage',
  colourCounts: null,
  timeRedraws: 0,
}));

export function setColourCounts(colourCounts: Partial<Record<SignalColour, number>> | null): void {
  useWifiLayerStore.setState({ colourCounts });
}

/**
 * The user's choice: shown or hidden, and stored. Turning coverage off also clears the
 * colour flags and stores NO in the RSSClicked cookie.
 */
export function setLayer(id: WifiLayerId, on: boolean): void {
  const key = layerStorageKeys[id];
  if (key) writeLocal(key, yesNo(on));
  if (id === 'coverage' && !on) {
    writeCookie(CookieNames.RSSClicked, 'NO', SessionConstants.reloadedAfterLoginCookieDays);
    useWifiLayerStore.setState({ coverage: false, hiddenColours: [] });
    return;
  }
  useWifiLayerStore.setState({ [id]: on } as Partial<LayerChoices>);
}

/**
 * Coverage was drawn with squares: the RSSClicked cookie says YES
 * (docs/wifi-layers.md#layer-toggles).
 */
export function markCoverageDrawn(): void {
  writeCookie(CookieNames.RSSClicked, 'YES', SessionConstants.reloadedAfterLoginCookieDays);
}

/**
 * A layer with nothing to draw on this floor goes off without changing the stored
 * choice: the next building or floor that has a survey shows it again.
 */
export function turnOffForFloor(id: WifiLayerId): void {
  useWifiLayerStore.setState({ [id]: false } as Partial<LayerChoices>);
}

/** The stored choices again (on page load the store starts from them; on building selection). */
export function reapplyStoredChoices(): void {
  useWifiLayerStore.setState({ ...storedChoices(), hiddenColours: [] });
}

export function toggleColour(colour: SignalColour): void {
  const { hiddenColours } = useWifiLayerStore.getState();
  useWifiLayerStore.setState({
    hiddenColours: hiddenColours.includes(colour)
      ? hiddenColours.filter((c) => c !== colour)
      : [...hiddenColours, colour],
  });
}

export function setTimeRange(range: TimeRange | null): void {
  useWifiLayerStore.setState({ range });
}

/**
 * The reset link (docs/wifi-layers.md#time-modes): the range is cleared and each time mode that is
 * on is toggled off and on again, so its layers are dropped and drawn anew for all time.
 */
export function resetTimeRange(): void {
  const { coverageTime, fingerprintsTime, timeRedraws } = useWifiLayerStore.getState();
  useWifiLayerStore.setState({ range: null, coverageTime: false, fingerprintsTime: false });
  if (coverageTime) setLayer('coverageTime', true);
  if (fingerprintsTime) setLayer('fingerprintsTime', true);
  useWifiLayerStore.setState({ timeRedraws: timeRedraws + 1 });
}

/**
 * A time range belongs to one floor of one building (docs/wifi-layers.md#time-modes): when the
 * floor or the building changes, a chosen range is cleared and the time modes are turned off
 * for the new floor (their stored choice stays), so no range filters another floor unseen.
 */
export function clearTimeRangeOfFloor(): void {
  const { range, timeRedraws } = useWifiLayerStore.getState();
  if (range === null) return;
  useWifiLayerStore.setState({
    range: null,
    coverageTime: false,
    fingerprintsTime: false,
    timeRedraws: timeRedraws + 1,
  });
}

export function setHeatmapsTab(heatmapsTab: HeatmapsTab): void {
  useWifiLayerStore.setState({ heatmapsTab });
}

/** The fingerprint layer is on (plain or by time): delete mode needs it. */
export const fingerprintsShown = (state: LayerChoices): boolean =>
  state.fingerprints || state.fingerprintsTime;
