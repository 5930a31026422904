import { WifiLayerMessages } from '@indoor/domain';
import type { ReactNode } from 'react';
import { useEditorStore } from '../editor/editor';
import { useSpacePermissions } from '../spaces/permissions';
import { useSelectedSpace } from '../spaces/useSelectedSpace';
import { useSelectionStore } from '../state/selection';
import { AccesComputing } from './acces/AccesSection';
import { useAccesStore } from './acces/accesStore';
import { deleteRectangleMode } from './deleteRectangleMode';
import { type LayerAction, pressQuickAction } from './layerActions';
import { useWifiLayerStore } from './wifiLayerStore';

/**
 * One toggle of the quick actions: label, pressed state and status text
 * (docs/wifi-layers.md#layer-toggles).
 */
export interface QuickActionToggle {
  action: LayerAction;
  label: string;
  pressed: boolean;
  status: string;
  /** Why the toggle is off limits for this user (said up front instead of after a refusal). */
  notAllowed?: string;
}

/**
 * The toggles as docs/wifi-layers.md#layer-toggles lists them (the AP toggle comes through the
 * slot).
 */
export function useQuickActionToggles(): QuickActionToggle[] {
  const layers = useWifiLayerStore();
  const selectedBuid = useSelectionStore((state) => state.selectedBuid);
  const selectedFloor = useSelectionStore((state) => state.selectedFloor);
  const deleteOn = useEditorStore((state) => state.modeId === deleteRectangleMode.id);
  const { space } = useSelectedSpace();
  const { canEdit } = useSpacePermissions(space);
  const accesOn = useAccesStore(
    (state) => state.shown && selectedBuid !== null && selectedFloor !== null,
  );
  const names = WifiLayerMessages.names;
  const statusNames = WifiLayerMessages.statusNames;
  const toggle = (action: LayerAction, name: string, on: boolean, status: string) => ({
    action,
    // Delete mode is a mode, not a layer: its button keeps its name and says ON or OFF.
    label: action === 'deleteMode' ? name : WifiLayerMessages.toggleLabel(on, name),
    pressed: on,
    status,
  });
  return [
    toggle(
      'coverage',
      names.coverage,
      layers.coverage,
      WifiLayerMessages.onlineStatus(statusNames.coverage, layers.coverage),
    ),
    toggle(
      'fingerprints',
      names.fingerprints,
      layers.fingerprints,
      WifiLayerMessages.onlineStatus(statusNames.fingerprints, layers.fingerprints),
    ),
    toggle(
      'fingerprintsTime',
      names.fingerprintsTime,
      layers.fingerprintsTime,
      WifiLayerMessages.modeStatus(statusNames.timeMode, layers.fingerprintsTime),
    ),
    toggle(
      'coverageTime',
      names.coverageTime,
      layers.coverageTime,
      WifiLayerMessages.modeStatus(statusNames.timeMode, layers.coverageTime),
    ),
    toggle(
      'acces',
      names.acces,
      accesOn,
      WifiLayerMessages.onlineStatus(statusNames.localization, accesOn),
    ),
    toggle(
      'pois',
      names.pois,
      layers.pois,
      WifiLayerMessages.onlineStatus(statusNames.pois, layers.pois),
    ),
    toggle(
      'edges',
      names.edges,
      layers.edges,
      WifiLayerMessages.onlineStatus(statusNames.edges, layers.edges),
    ),
    {
      ...toggle(
        'deleteMode',
        names.deleteMode,
        deleteOn,
        WifiLayerMessages.modeStatus(statusNames.deleteMode, deleteOn),
      ),
      ...(space && !canEdit ? { notAllowed: WifiLayerMessages.deleteNotAllowed } : {}),
    },
  ];
}

export function QuickActionButton({
  toggle,
  onPress,
  testIdPrefix,
  children,
}: {
  toggle: QuickActionToggle;
  onPress: (action: LayerAction) => void;
  /** `quick` on the main screen, `layer` in the heatmap tab. */
  testIdPrefix: 'quick' | 'layer';
  /** What the toggle shows under its status (the ACCES map's progress). */
  children?: ReactNode;
}) {
  return (
    <li className="layer-toggle">
      <button
        type="button"
        className="button layer-toggle__button"
        aria-pressed={toggle.pressed}
        disabled={toggle.notAllowed !== undefined}
        title={toggle.notAllowed}
        data-testid={`${testIdPrefix}-toggle-${toggle.action}`}
        onClick={() => onPress(toggle.action)}
      >
        {toggle.label}
      </button>
      <span
        className="layer-toggle__status"
        data-testid={`${testIdPrefix}-status-${toggle.action}`}
      >
        {toggle.status}
      </span>
      {children}
    </li>
  );
}

interface LayerQuickActionsProps {
  /**
   * The access-point layer's own toggle ("Estimated Wi-Fi AP Position"), rendered after
   * the WiFi Map toggle as a <li>; the access-point code supplies it.
   */
  accessPointsToggle?: ReactNode;
}

/**
 * The layer quick actions of the main screen: each switches its layer where the user
 * is, leaving the panel on its tab (the heatmap tab opens on the matching sub-tab later).
 */
export function LayerQuickActions({ accessPointsToggle }: LayerQuickActionsProps) {
  const toggles = useQuickActionToggles();
  const [first, ...rest] = toggles;
  return (
    <details className="layer-quick-actions" data-testid="layer-quick-actions">
      <summary className="layer-quick-actions__summary">{WifiLayerMessages.layers}</summary>
      <ul className="layer-quick-actions__list" aria-label={WifiLayerMessages.quickActionsLabel}>
        {first && (
          <QuickActionButton toggle={first} onPress={pressQuickAction} testIdPrefix="quick" />
        )}
        {accessPointsToggle}
        {rest.map((toggle) => (
          <QuickActionButton
            key={toggle.action}
            toggle={toggle}
            onPress={pressQuickAction}
            testIdPrefix="quick"
          >
            {/* While the ACCES map is computed: its progress, as the AP toggle shows its own. */}
            {toggle.action === 'acces' && toggle.pressed && (
              <AccesComputing testIdPrefix="quick-acces" />
            )}
          </QuickActionButton>
        ))}
      </ul>
    </details>
  );
}
