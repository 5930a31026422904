import type { ControlTabId } from '@indoor/domain';
import { type ComponentType, createElement, Fragment } from 'react';
import { AccountPanel } from '../account/AccountPanel';
import { AuditRoutesPanel } from '../audit-routes/AuditRoutesPanel';
import { CampusesPanel } from '../campuses/CampusesPanel';
import { FloorsPanel } from '../floors/FloorsPanel';
import { ImportExportPanel } from '../import-export/ImportExportPanel';
import { PoisPanel } from '../pois/PoisPanel';
import { HeatmapsPanel } from '../radio/HeatmapsPanel';
import { RoomsSection } from '../rooms/RoomsSection';
import { SpacesPanel } from '../spaces/SpacesPanel';

/** A tab's body made of several capabilities' sections, one under the other. */
function sections(...parts: ComponentType[]): ComponentType {
  return function Sections() {
    return createElement(
      Fragment,
      null,
      parts.map((Part, index) => createElement(Part, { key: index })),
    );
  };
}

/** The body of each control-bar tab; a tab added to ControlTabs fails the type check until it has one. */
export const panelsByTab: Record<ControlTabId, ComponentType> = {
  spaces: SpacesPanel,
  floors: sections(FloorsPanel, RoomsSection),
  pois: PoisPanel,
  campuses: CampusesPanel,
  heatmaps: HeatmapsPanel,
  'import-export': ImportExportPanel,
  'audit-routes': AuditRoutesPanel,
  account: AccountPanel,
};
