import type { ControlTabId } from '@indoor/domain';
import type { ComponentType } from 'react';
import { AccountPanel } from '../account/AccountPanel';
import { AuditRoutesPanel } from '../audit-routes/AuditRoutesPanel';
import { CampusesPanel } from '../campuses/CampusesPanel';
import { FloorsPanel } from '../floors/FloorsPanel';
import { ImportExportPanel } from '../import-export/ImportExportPanel';
import { PoisPanel } from '../pois/PoisPanel';
import { HeatmapsPanel } from '../radio/HeatmapsPanel';
import { SpacesPanel } from '../spaces/SpacesPanel';

/** The body of each control-bar tab; a tab added to ControlTabs fails the type check until it has one. */
export const panelsByTab: Record<ControlTabId, ComponentType> = {
  spaces: SpacesPanel,
  floors: FloorsPanel,
  pois: PoisPanel,
  campuses: CampusesPanel,
  heatmaps: HeatmapsPanel,
  'import-export': ImportExportPanel,
  'audit-routes': AuditRoutesPanel,
  account: AccountPanel,
};
